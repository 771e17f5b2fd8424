import {
  type AnimalType,
  ConflictError,
  DropOffDayFullError,
  type DropOffRules,
  InvalidInputError,
  type ShopDropOffDayInput,
  capacityOn,
  dropOffDayLabel,
  shopToday,
  staffDayRefusal,
} from '../../domain';
import type { ShopOrder } from '../../domain/shop';
import type { Database, Transaction } from '../db/client';
import { countBookedOn, holdsSpotOn, lockDropOffDay } from '../drop-off-days/bookings';
import { readDropOffRules } from '../settings/drop-off-settings-store';
import { type SpotMessages, giveWaitlistedSpot, promoteWaitlist } from '../drop-off-days/promote-waitlist';
import type { HistoryActor } from '../history/order-history';
import { readShopSettings } from '../settings/settings-store';
import { changeShopOrder, updateOrder } from './change-shop-order';

export const DAY_CHANGE_STAGE_MESSAGE = 'A drop-off day can be changed until the order is checked in.';
export const NOT_ASKED_MESSAGE = 'The shop does not take drop-off days. Turn them on at Drop-off days first.';
export const DAY_NOT_OPEN_MESSAGE = 'Choose a day from today on that the shop takes this animal.';

/** Who is moving the day: the owner alone may overbook (docs/shop.md 10, 'Staff give or move a day'). */
export type DayMover = { actor: HistoryActor; owner: boolean };

function animalWord(animal: AnimalType, count: number): string {
  if (animal === 'Deer') return 'deer';
  return count === 1 ? 'hog' : 'hogs';
}

/**
 * docs/shop.md 10, 'Staff give or move a day': staff give a submitted order a drop-off day, or move it to another one,
 * until it is checked in: to a day from today on that takes its animal, within the day's capacity, counted under the
 * day's lock (ADR 1201). A full day refuses staff; the owner is refused too (409 `drop_off_day_full`) until the
 * retry confirms with `overbook: true`. A waitlisted order given a day leaves the waitlist and its customer is
 * told ('a drop-off spot opened'); the day an order leaves gives its spot to that day's waitlist in the same
 * transaction. Every change is in the order's history; the same day again changes nothing.
 */
export function moveDropOffDay(
  db: Database,
  mover: DayMover,
  orderNumber: number,
  input: ShopDropOffDayInput,
  messages: SpotMessages,
  now = new Date(),
): Promise<ShopOrder> {
  return changeShopOrder(db, mover.actor, orderNumber, async (tx, order) => {
    if (order.stage !== 'submitted') throw new ConflictError(DAY_CHANGE_STAGE_MESSAGE);
    const rules = await readDropOffRules(tx);
    if (!rules.enabled) throw new ConflictError(NOT_ASKED_MESSAGE);
    const day = input.drop_off_day;
    const from = holdsSpotOn(order) ? order.dropOffDay : null;
    if (from === day) return null;
    const animal = order.animalType as AnimalType;
    // Both days' locks, earliest first, as every holder of several takes them (promote-waitlist.ts).
    for (const locked of [...new Set([day, ...(from ? [from] : [])])].sort()) await lockDropOffDay(tx, locked);
    const who = { owner: mover.owner, overbook: input.overbook };
    const { label, overbooked } = await refuseStaffDay(tx, rules, who, day, animal, now);
    if (order.dropOffWaitlist && order.dropOffDay !== null) {
      const summary = `Given a drop-off spot on ${label} from the waitlist${overbooked}`;
      await giveWaitlistedSpot(tx, messages, order, day, mover.actor, summary);
      // giveWaitlistedSpot records its own history row; this change adds none.
      return null;
    }
    await updateOrder(tx, order.id, { dropOffDay: day, dropOffWaitlist: false });
    if (from) await promoteWaitlist(tx, messages, from, animal, now);
    return {
      kind: 'drop_off_day',
      summary: `${from ? 'Drop-off day moved' : 'Drop-off day set'} to ${label}${overbooked}`,
      before: { drop_off_day: order.dropOffDay },
      after: { drop_off_day: day },
    };
  });
}

/**
 * Whether staff may put an order of `animal` on `day`, the day's lock held: a day from today on that takes the
 * animal (else 400 at `drop_off_day`), with a spot left (else 409 `drop_off_day_full`, to the owner until
 * `overbook`). The order page's day and an order entered at the counter (enter-counter-order.ts) both ask it.
 * Answers the day's label and, when overbooked, the words the history adds.
 */
export async function refuseStaffDay(
  tx: Transaction,
  rules: DropOffRules,
  who: { owner: boolean; overbook: boolean },
  day: string,
  animal: AnimalType,
  now: Date,
): Promise<{ label: string; overbooked: string }> {
  const today = shopToday(now, (await readShopSettings(tx)).time_zone);
  const booked = await countBookedOn(tx, day, animal);
  const refusal = staffDayRefusal(rules, today, day, animal, booked, who);
  const label = dropOffDayLabel(day);
  if (refusal === 'not_open') throw new InvalidInputError([{ path: 'drop_off_day', message: DAY_NOT_OPEN_MESSAGE }]);
  const capacity = capacityOn(rules, day)[animal];
  const counted = `${booked} of ${capacity} ${animalWord(animal, capacity)} booked`;
  if (refusal === 'full') throw new DropOffDayFullError(`${label} is full (${counted}).`);
  if (refusal === 'confirm_overbook') {
    throw new DropOffDayFullError(`${label} is full (${counted}). Overbook it to give this order a spot anyway.`);
  }
  return { label, overbooked: booked >= capacity ? ` (overbooked: ${counted} before it)` : '' };
}
