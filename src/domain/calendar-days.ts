import { dayNumberOf } from './shop/export-range';

/**
 * Calendar days ('YYYY-MM-DD'), counted as whole days since 1970-01-01: the shop's rules count days in its
 * time zone (docs/shop.md 9 and 10), so a day here is never a moment and a daylight saving change never adds
 * or drops one. The one copy of this arithmetic: storage (docs/shop.md 9, 'Unclaimed meat') and drop-off days
 * (docs/shop.md 10) both use it.
 */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date; throws on text that is not one (callers hold checked dates). */
export function dayIndexOf(date: string): number {
  const index = dayNumberOf(date);
  if (index === null) throw new Error(`not a date: ${date}`);
  return index;
}

/** The calendar date of a day index. */
export function dateOfDayIndex(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus a number of days. */
export function addDays(date: string, days: number): string {
  return dateOfDayIndex(dayIndexOf(date) + days);
}

/** Days from one date to another (0 on the same day). */
export function daysFrom(from: string, to: string): number {
  return dayIndexOf(to) - dayIndexOf(from);
}

/** A calendar day in words ('Nov 2', 'Saturday, November 14'), read as that day wherever the reader is. */
export function formatCalendarDay(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(dayIndexOf(date) * DAY_MS));
}
