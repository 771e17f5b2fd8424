import type { AnimalType } from './catalogue';
import { type DropOffRules, capacityOn, dayRefusal, spotsLeft } from './drop-off-days';
import { dayNumberOf } from './shop/export-range';
import { addDays } from './shop/storage';

/**
 * docs/shop.md 10, 'Staff give or move a day': the waitlist of a full day, staff moving an order's day, and the
 * reminder the day before. Pure rules over calendar days of the shop's time zone; the server applies them under the
 * day's lock (ADR 1201).
 */

/** Why a customer may not wait for a day: it is not offered at all, or it still has a spot (book it instead). */
export type WaitlistRefusal = 'not_open' | 'not_full';

/** A waitlist is only for a day the step offers that is full for the order's animal (docs/shop.md 10, 'Waitlist'). */
export function waitlistRefusal(
  rules: DropOffRules,
  today: string,
  day: string,
  animal: AnimalType,
  booked: number,
): WaitlistRefusal | null {
  const refusal = dayRefusal(rules, today, day, animal, booked);
  if (refusal === 'full') return null;
  return refusal === 'not_open' ? 'not_open' : 'not_full';
}

/**
 * How many waitlisted orders a day takes now: its spots left, for a day from today on (a day gone by opens
 * nothing). Bookings off: none (the shop counts nothing then).
 */
export function spotsForWaitlist(
  rules: DropOffRules,
  today: string,
  day: string,
  animal: AnimalType,
  booked: number,
): number {
  if (!rules.enabled || day < today) return 0;
  return spotsLeft(capacityOn(rules, day)[animal], booked);
}

/** What staff giving an order a day may be refused: a day not taking the animal, or a full one. */
export type StaffDayRefusal = 'not_open' | 'full' | 'confirm_overbook';

/**
 * Staff give or move an order's day (docs/shop.md 10, 'Staff give or move a day'): any day from today on that takes the
 * animal, within its capacity; the owner may overbook a full day, but only with an explicit confirmation (the first
 * try answers 'confirm_overbook', the confirmed retry goes through). Staff cannot overbook.
 */
export function staffDayRefusal(
  rules: DropOffRules,
  today: string,
  day: string,
  animal: AnimalType,
  booked: number,
  who: { owner: boolean; overbook: boolean },
): StaffDayRefusal | null {
  const refusal = dayRefusal(rules, today, day, animal, booked);
  if (refusal !== 'full') return refusal;
  if (!who.owner) return 'full';
  return who.overbook ? null : 'confirm_overbook';
}

/** The drop-off day whose reminder goes out on the shop's `today`: tomorrow's (docs/shop.md 10, 'Reminder'). */
export function reminderDropOffDay(today: string): string {
  return addDays(today, 1);
}

/**
 * Whether the reminder job queues at this hour of the shop's day: from the settings' reminder hour on, so that
 * a run missed at that hour (a restart) is made up later the same day, and never the day of the drop-off.
 */
export function reminderHourReached(localHour: number, reminderHour: number): boolean {
  return localHour >= reminderHour;
}

/**
 * A reminder's round: the number of its drop-off day, so that each day an order is booked for gets one
 * reminder at most, and an order moved to another day gets that day's.
 */
export function reminderRound(day: string): number {
  const index = dayNumberOf(day);
  if (index === null) throw new Error(`not a date: ${day}`);
  return index;
}

/** The hour (0 to 23) of a moment on the shop's clock. */
export function shopHour(moment: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(moment));
}
