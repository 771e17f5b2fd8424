import { type AnimalType, DropOffDayRequiredError, InvalidInputError } from '../../domain';
import { type CounterOrderInput, type ShopOrder, parseOrderNumber } from '../../domain/shop';
import type { Database, Transaction } from '../db/client';
import { orders } from '../db/schema';
import { lockDropOffDay } from '../drop-off-days/bookings';
import { appendOrderEvent } from '../history/order-history';
import type { StoredOrder } from '../order-records/order-store';
import type { OrderHooks } from '../orders/context';
import { submitDraft } from '../orders/complete-order';
import { insertDraftOrder } from '../orders/create-order';
import { joinGroupOf } from '../orders/start-another-animal';
import { pricesOfList } from '../orders/order-prices';
import { priceAddonsInput, writeAddons, writeAnimal, writeCuts } from '../orders/order-writes';
import { readOrderPriceList } from '../prices/price-list-cache';
import { readDropOffRules } from '../settings/drop-off-settings-store';
import { writeCheckIn } from './check-in';
import { loadShopOrder } from './get-shop-order';
import { refuseStaffDay } from './move-drop-off-day';
import { isSubmittedOrder } from './shop-order-store';
import { refusingTakenTags } from './tags';

/** Who is at the counter: the history names them; the owner alone may overbook a full day (docs/shop.md 10). */
export type CounterStaff = { actor: { id: string; name: string }; owner: boolean };

export const COUNTER_DAY_MISSING_MESSAGE = 'Choose a drop-off day.';

/**
 * docs/shop.md 14, 'Orders taken at the counter': staff enter a whole order in one request. It is written step by
 * step with the customer flow's own writes and checks (order-writes.ts) and submitted as a customer's is
 * (submitDraft: the same total, the same confirmation), then checked in when the animal is at the counter, all
 * in one transaction: a refusal anywhere (a field, a full day, a tag another order holds) leaves nothing behind.
 * The history says who entered it; no per-client completion limit applies to staff.
 */
export function enterCounterOrder(
  db: Database,
  hooks: OrderHooks,
  staff: CounterStaff,
  input: CounterOrderInput,
): Promise<ShopOrder> {
  return refusingTakenTags(db, (claim) =>
    db.transaction(async (tx) => {
      const groupId = input.same_customer_as ? await groupOfCustomer(tx, input.same_customer_as) : null;
      const draft = await insertDraftOrder(tx, input.details, { groupId });
      const list = await readOrderPriceList(tx, draft.priceVersion);
      const prices = pricesOfList(list);
      const order = (await fieldsUnder('animal', () => writeAnimal(tx, draft, input.animal, prices))) as StoredOrder;
      // The cuts' and add-ons' fields ('cuts[0]', 'addons[1]') are named as in this body already.
      await writeCuts(tx, order, { cuts: input.cuts });
      await writeAddons(tx, order.id, priceAddonsInput({ addons: input.addons }, prices));
      const { details } = await submitDraft(tx, hooks, order, list, {
        actor: staff.actor,
        summary: `Entered at the counter by ${staff.actor.name}`,
        takeSpot: (now) => takeCounterSpot(tx, staff, input, order.animalType as AnimalType, now),
        language: input.details.language,
      });
      const checkIn = input.check_in;
      if (checkIn) {
        const entry = await fieldsUnder('check_in', () => writeCheckIn(tx, order.id, checkIn, claim));
        await appendOrderEvent(tx, { orderId: order.id, actor: staff.actor, ...entry });
      }
      return loadShopOrder(tx, { id: details.order.id });
    }),
  );
}

/** docs/shop.md 16: the group the new order joins, that of the customer's order just entered ('GM-1043'). */
async function groupOfCustomer(tx: Transaction, orderNumber: string): Promise<string> {
  const number = parseOrderNumber(orderNumber);
  const [first] = number === null ? [] : await tx.select().from(orders).where(isSubmittedOrder(number)).limit(1);
  if (!first) throw new InvalidInputError([{ path: 'same_customer_as', message: `There is no order ${orderNumber}.` }]);
  return joinGroupOf(tx, first);
}

/**
 * The drop-off day, when the shop takes them: a day from today on that takes the animal, within its capacity
 * under the day's lock (ADR 1201), as staff give a day on the order page; the owner confirms a full one.
 */
async function takeCounterSpot(
  tx: Transaction,
  staff: CounterStaff,
  input: CounterOrderInput,
  animal: AnimalType,
  now: Date,
): Promise<{ dropOffDay: string | null; dropOffWaitlist: boolean }> {
  const rules = await readDropOffRules(tx);
  if (!rules.enabled) return { dropOffDay: null, dropOffWaitlist: false };
  const day = input.drop_off?.drop_off_day;
  if (!day) throw new DropOffDayRequiredError(COUNTER_DAY_MISSING_MESSAGE);
  await lockDropOffDay(tx, day);
  const who = { owner: staff.owner, overbook: input.drop_off?.overbook ?? false };
  // Named at the field as this body nests it ('drop_off.drop_off_day').
  await fieldsUnder('drop_off', () => refuseStaffDay(tx, rules, who, day, animal, now));
  return { dropOffDay: day, dropOffWaitlist: false };
}

/** The customer flow's writes name their fields from the step's body ('prep[0]'); here the body nests them. */
async function fieldsUnder<T>(prefix: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    throw new InvalidInputError(
      error.fields.map((field) => ({ ...field, path: `${prefix}.${field.path}` })),
      error.message,
    );
  }
}
