import {
  type AnimalType,
  DropOffDayFullError,
  DropOffDayRequiredError,
  dayRefusal,
  dropOffDayLabel,
  shopToday,
} from '../../domain';
import type { Transaction } from '../db/client';
import type { OrderRow } from '../db/schema';
import { readShopSettings } from '../settings/settings-store';
import { countBookedOn, lockDropOffDay } from './bookings';
import { readDropOffRules } from '../settings/drop-off-settings-store';

export const DROP_OFF_DAY_MISSING_MESSAGE = 'Choose a drop-off day before submitting the order.';

/**
 * ADR 1201, in the submit's transaction (after the order's row lock): takes the order's spot on its
 * day, or refuses the submit. Under the day's lock it counts the spots held and compares them with the day's
 * capacity as the settings say now, so no interleaving of submits, on any number of connections or
 * processes, puts more on a day than it takes. Answers the columns the completing update sets: with bookings
 * off, a day left on a draft is dropped (the shop did not ask for it, and it was never counted).
 * A waitlisted order (docs/shop.md 10) is submitted onto its day's waitlist without taking a spot.
 */
export async function takeDropOffSpot(
  tx: Transaction,
  order: Pick<OrderRow, 'dropOffDay' | 'dropOffWaitlist' | 'animalType'>,
  now: Date,
): Promise<Partial<Pick<OrderRow, 'dropOffDay' | 'dropOffWaitlist'>>> {
  const rules = await readDropOffRules(tx);
  if (!rules.enabled) return order.dropOffDay === null ? {} : { dropOffDay: null, dropOffWaitlist: false };
  const day = order.dropOffDay;
  if (day === null) throw new DropOffDayRequiredError(DROP_OFF_DAY_MISSING_MESSAGE);
  const today = shopToday(now, (await readShopSettings(tx)).time_zone);
  const animal = order.animalType as AnimalType;
  await lockDropOffDay(tx, day);
  const refusal = dayRefusal(rules, today, day, animal, await countBookedOn(tx, day, animal));
  const label = dropOffDayLabel(day);
  // docs/shop.md 10: a waitlisted order takes no spot, so a full day never refuses it (a closed one does).
  if (refusal === 'full' && !order.dropOffWaitlist)
    throw new DropOffDayFullError(`${label} is now full. Please choose another day.`);
  if (refusal === 'not_open') {
    throw new DropOffDayRequiredError(`${label} is no longer open for drop-off. Please choose another day.`);
  }
  return {};
}
