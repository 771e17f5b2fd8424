import { dateOfDayIndex, dayIndexOf, formatCalendarDay } from './calendar-days';
import type { AnimalType } from './catalogue';
import { localDateOf } from './shop/export-range';

/**
 * docs/shop.md 10: drop-off days with a daily capacity. The shop takes animals on the open days of its season;
 * each day holds a number of deer and of hogs (0: none that day). Every rule here counts calendar days
 * ('YYYY-MM-DD') in the shop's time zone, so a daylight saving change never adds or drops a day. No zod here:
 * the customer's step reads these rules (the schemas are in drop-off-day-schemas.ts).
 */

/** The weekdays as the settings name them, Monday first. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One date's own numbers ('Change one day'), e.g. 120 deer on opening day. */
export type DayCapacityOverride = { day: string; deer: number; hogs: number };

/** The owner's drop-off settings (docs/shop.md 10). */
export type DropOffRules = {
  /** 'Ask customers for a drop-off day'; off, the customer flow is the specification's. */
  enabled: boolean;
  first_day: string | null;
  last_day: string | null;
  weekdays: Weekday[];
  deer_per_day: number;
  hogs_per_day: number;
  closed_dates: string[];
  overrides: DayCapacityOverride[];
  /** docs/shop.md 10: the hour of the shop's day (0 to 23) the reminder the day before a drop-off goes out. */
  reminder_hour: number;
};

/** What a shop starts with: bookings off, nothing open. */
export const DEFAULT_DROP_OFF_RULES: DropOffRules = {
  enabled: false,
  first_day: null,
  last_day: null,
  weekdays: [],
  deer_per_day: 0,
  hogs_per_day: 0,
  closed_dates: [],
  overrides: [],
  reminder_hour: 9,
};

/** The customer's step shows at most this many days (docs/shop.md 10). */
export const DROP_OFF_DAYS_SHOWN = 21;

export type DayCapacity = Record<AnimalType, number>;
const NONE: DayCapacity = { Deer: 0, Hog: 0 };

/** 'monday' … 'sunday' of a calendar date. */
export function weekdayOf(date: string): Weekday {
  // 1970-01-01 was a Thursday (index 3 from Monday).
  const fromMonday = (((dayIndexOf(date) + 3) % 7) + 7) % 7;
  return WEEKDAYS[fromMonday] as Weekday;
}

/** 'Today' for the shop: the calendar date of a moment in its time zone. */
export function shopToday(moment: Date, timeZone: string): string {
  return localDateOf(moment, timeZone);
}

/**
 * How many of each animal a day takes. Outside the season, or on a closed date, none; a date with its own
 * numbers ('Change one day') has them whatever its weekday (opening day may be a Friday); any other day
 * has the weekly numbers if its weekday is open.
 */
export function capacityOn(rules: DropOffRules, day: string): DayCapacity {
  const index = dayIndexOf(day);
  if (rules.first_day === null || rules.last_day === null) return NONE;
  if (index < dayIndexOf(rules.first_day) || index > dayIndexOf(rules.last_day)) return NONE;
  if (rules.closed_dates.includes(day)) return NONE;
  const override = rules.overrides.find((candidate) => candidate.day === day);
  if (override) return { Deer: override.deer, Hog: override.hogs };
  if (!rules.weekdays.includes(weekdayOf(day))) return NONE;
  return { Deer: rules.deer_per_day, Hog: rules.hogs_per_day };
}

/**
 * The days a customer with this animal may choose: from today to the season's last day, those that take
 * the animal at all (full ones included: the step shows them as full), the first DROP_OFF_DAYS_SHOWN.
 */
export function openDropOffDays(rules: DropOffRules, today: string, animal: AnimalType): string[] {
  if (rules.first_day === null || rules.last_day === null) return [];
  const from = Math.max(dayIndexOf(today), dayIndexOf(rules.first_day));
  const to = dayIndexOf(rules.last_day);
  const days: string[] = [];
  for (let index = from; index <= to && days.length < DROP_OFF_DAYS_SHOWN; index += 1) {
    const day = dateOfDayIndex(index);
    if (capacityOn(rules, day)[animal] > 0) days.push(day);
  }
  return days;
}

/** Spots left for an animal on a day given how many are booked (never below 0: a lowered day may be overbooked). */
export function spotsLeft(capacity: number, booked: number): number {
  return Math.max(0, capacity - booked);
}

/** Why a chosen day cannot take the customer's animal now, or null when it can. */
export type DayRefusal = 'not_open' | 'full';

/**
 * Whether a customer's order may take a spot on a day: the day must be one the step offers (today or later,
 * in the season, taking the animal) and have a spot left. The submit asks this under the day's lock.
 */
export function dayRefusal(
  rules: DropOffRules,
  today: string,
  day: string,
  animal: AnimalType,
  booked: number,
): DayRefusal | null {
  if (dayIndexOf(day) < dayIndexOf(today)) return 'not_open';
  const capacity = capacityOn(rules, day)[animal];
  if (capacity <= 0) return 'not_open';
  return spotsLeft(capacity, booked) > 0 ? null : 'full';
}

/** Booked orders per day and animal, as the store counts them: { '2026-11-14': { Deer: 12, Hog: 0 } }. */
export type BookedCounts = Record<string, DayCapacity>;

export type OverbookedDay = { day: string; animal: AnimalType; booked: number; capacity: number };

/**
 * The days the rules leave holding more than they take (docs/shop.md 10: lowering a day is allowed, with
 * a warning naming them; nobody is cancelled). Earliest first, deer before hogs.
 */
export function overbookedDays(rules: DropOffRules, booked: BookedCounts): OverbookedDay[] {
  const found: OverbookedDay[] = [];
  for (const day of Object.keys(booked).sort()) {
    const counts = booked[day] ?? NONE;
    const capacity = capacityOn(rules, day);
    for (const animal of ['Deer', 'Hog'] as const) {
      if (counts[animal] > capacity[animal]) {
        found.push({ day, animal, booked: counts[animal], capacity: capacity[animal] });
      }
    }
  }
  return found;
}

/** 'Saturday, November 14' ('sábado, 14 de noviembre'): a calendar day, never shifted by a time zone. */
export function dropOffDayLabel(day: string, locale = 'en-US'): string {
  return formatCalendarDay(day, locale, { weekday: 'long', month: 'long', day: 'numeric' });
}
