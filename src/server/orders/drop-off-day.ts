import {
  type AnimalType,
  ConflictError,
  DROP_OFF_MESSAGES,
  type DropOffAvailability,
  type DropOffDayInput,
  DropOffDayFullError,
  InvalidInputError,
  type OrderDetails,
  closedOrderMessage,
  dayRefusal,
  dropOffDayLabel,
  isOrderOpen,
  openDropOffDays,
  shopToday,
  spotsLeft,
  capacityOn,
  waitlistRefusal,
} from '../../domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { bookedCountsFrom, countBookedOn } from '../drop-off-days/bookings';
import { readDropOffRules } from '../settings/drop-off-settings-store';
import { readShopSettings } from '../settings/settings-store';
import type { OrdersContext } from './context';
import { lockDraft } from './draft-prices';
import { loadOrderDetails } from '../order-records/order-store';

export const NO_ANIMAL_FOR_DAY_MESSAGE = 'Choose an animal before choosing a drop-off day.';
export const NOT_ASKED_MESSAGE = 'The shop does not take drop-off days.';
export const DAY_NOT_OFFERED_MESSAGE = 'Choose one of the days offered.';

async function dayContext(executor: Executor, now: Date) {
  const [rules, settings] = await Promise.all([readDropOffRules(executor), readShopSettings(executor)]);
  return { rules, today: shopToday(now, settings.time_zone) };
}

/**
 * docs/shop.md 10: the days the customer's step offers for the order's animal, each with its spots left.
 * With bookings off, `enabled` is false and no day is offered (the step is skipped).
 */
export async function getDropOffAvailability(
  context: OrdersContext,
  id: string,
  now = new Date(),
): Promise<DropOffAvailability> {
  const details = await loadOrderDetails(context.db, id);
  const { order } = details;
  if (!isOrderOpen(order.status)) throw new ConflictError(closedOrderMessage(order.status, 'change'));
  if (order.animal_type === '') throw new ConflictError(NO_ANIMAL_FOR_DAY_MESSAGE);
  const animal: AnimalType = order.animal_type;
  const { rules, today } = await dayContext(context.db, now);
  const chosen = { chosen_day: order.drop_off_day ?? null, chosen_waitlist: order.drop_off_waitlist === true };
  if (!rules.enabled) return { enabled: false, animal, today, ...chosen, days: [] };
  const offered = openDropOffDays(rules, today, animal);
  const booked = await bookedCountsFrom(context.db, today, offered.at(-1) ?? today);
  const days = offered.map((day) => ({
    day,
    spots_left: spotsLeft(capacityOn(rules, day)[animal], booked[day]?.[animal] ?? 0),
  }));
  return { enabled: true, animal, today, ...chosen, days };
}

/**
 * docs/shop.md 10: the step's Next. The day must be one the step offers for the order's animal and have a
 * spot left now; it holds no spot until the submit takes one (take-spot.ts), which checks again under the
 * day's lock. `waitlist: true` joins the waitlist of a day that is full for the animal now (and only of such
 * a day: one with a spot left is booked instead); a waitlisted order holds no spot, at the submit either.
 */
export async function saveDropOffDay(
  context: OrdersContext,
  id: string,
  input: DropOffDayInput,
  now = new Date(),
): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    const { order } = await lockDraft(tx, id);
    if (order.animalType === '') throw new ConflictError(NO_ANIMAL_FOR_DAY_MESSAGE);
    const animal = order.animalType as AnimalType;
    const { rules, today } = await dayContext(tx, now);
    if (!rules.enabled) throw new ConflictError(NOT_ASKED_MESSAGE);
    const day = input.drop_off_day;
    if (!openDropOffDays(rules, today, animal).includes(day)) {
      throw new InvalidInputError([{ path: 'drop_off_day', message: DAY_NOT_OFFERED_MESSAGE }]);
    }
    const booked = await countBookedOn(tx, day, animal);
    if (input.waitlist && waitlistRefusal(rules, today, day, animal, booked) === 'not_full') {
      throw new InvalidInputError([{ path: 'waitlist', message: DROP_OFF_MESSAGES.waitlistNotFull }]);
    }
    if (!input.waitlist && dayRefusal(rules, today, day, animal, booked) === 'full') {
      throw new DropOffDayFullError(`${dropOffDayLabel(day)} is now full. Please choose another day.`);
    }
    const [saved] = await tx
      .update(orders)
      .set({ dropOffDay: day, dropOffWaitlist: input.waitlist, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return loadOrderDetails(tx, id, saved);
  });
}
