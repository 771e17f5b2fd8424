import { z } from 'zod';
import { ANIMAL_TYPES } from './catalogue';
import { type DropOffRules, WEEKDAYS } from './drop-off-days';
import { type SameShape } from './shop/answers/answer-parts';
import { dayNumberOf } from './shop/export-range';

/** docs/shop.md 10: the drop-off settings the owner saves, and the answers about drop-off days. */

export const DROP_OFF_LIMITS = {
  /** A day's number of deer or hogs; a cooler holding more is not a shop this is for. */
  maxPerDay: 10_000,
  /** A season is at most a year, and so are its lists of dates. */
  maxSeasonDays: 366,
} as const;

export const DROP_OFF_MESSAGES = {
  firstDayRequired: 'Enter the first drop-off day, such as 2026-11-14.',
  lastDayRequired: 'Enter the last drop-off day, such as 2026-12-31.',
  notADate: 'Enter a date such as 2026-11-14.',
  lastBeforeFirst: 'The last drop-off day must be the same day as the first or later.',
  seasonTooLong: 'A season of drop-off days is at most a year long.',
  deerPerDay: 'Deer per day must be a whole number from 0 to 10000.',
  hogsPerDay: 'Hogs per day must be a whole number from 0 to 10000.',
  perDay: 'Enter a whole number from 0 to 10000.',
  twice: 'This date is listed twice.',
  tooMany: 'At most 366 dates.',
  reminderHour: 'The reminder hour must be a whole number from 0 to 23.',
  waitlistNotFull: 'This day still has spots; choose it instead of the waitlist.',
} as const;

const date = z
  .string(DROP_OFF_MESSAGES.notADate)
  .refine((value) => dayNumberOf(value) !== null, DROP_OFF_MESSAGES.notADate);
const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || dayNumberOf(value) !== null, DROP_OFF_MESSAGES.notADate);
const perDay = (message: string) =>
  z.number(message).int(message).min(0, message).max(DROP_OFF_LIMITS.maxPerDay, message);

/** A list of dates each given once; a repeat is refused at its own place. */
function noRepeats<T>(key: (item: T) => string) {
  return (items: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) context.addIssue({ code: 'custom', path: [index], message: DROP_OFF_MESSAGES.twice });
      seen.add(value);
    });
  };
}

/**
 * PUT /api/shop/drop-off-settings. Everything may be saved with bookings off (the owner prepares the season);
 * with them on, the season needs both ends. Dates are sorted on the way in, so the answer reads in order.
 */
export const DropOffSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    first_day: optionalDate,
    last_day: optionalDate,
    weekdays: z
      .array(z.enum(WEEKDAYS))
      .max(WEEKDAYS.length)
      .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
    deer_per_day: perDay(DROP_OFF_MESSAGES.deerPerDay),
    hogs_per_day: perDay(DROP_OFF_MESSAGES.hogsPerDay),
    closed_dates: z
      .array(date)
      .max(DROP_OFF_LIMITS.maxSeasonDays, DROP_OFF_MESSAGES.tooMany)
      .superRefine(noRepeats((day) => day))
      .transform((days) => [...days].sort()),
    overrides: z
      .array(z.object({ day: date, deer: perDay(DROP_OFF_MESSAGES.perDay), hogs: perDay(DROP_OFF_MESSAGES.perDay) }))
      .max(DROP_OFF_LIMITS.maxSeasonDays, DROP_OFF_MESSAGES.tooMany)
      .superRefine(noRepeats((override) => override.day))
      .transform((overrides) => [...overrides].sort((a, b) => a.day.localeCompare(b.day))),
    /** Optional, so that a client that does not know it keeps the hour saved (the server fills it in). */
    reminder_hour: z
      .number(DROP_OFF_MESSAGES.reminderHour)
      .int(DROP_OFF_MESSAGES.reminderHour)
      .min(0, DROP_OFF_MESSAGES.reminderHour)
      .max(23, DROP_OFF_MESSAGES.reminderHour)
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.enabled && input.first_day === null) {
      context.addIssue({ code: 'custom', path: ['first_day'], message: DROP_OFF_MESSAGES.firstDayRequired });
    }
    if (input.enabled && input.last_day === null) {
      context.addIssue({ code: 'custom', path: ['last_day'], message: DROP_OFF_MESSAGES.lastDayRequired });
    }
    const first = input.first_day === null ? null : dayNumberOf(input.first_day);
    const last = input.last_day === null ? null : dayNumberOf(input.last_day);
    if (first === null || last === null) return;
    if (last < first) {
      context.addIssue({ code: 'custom', path: ['last_day'], message: DROP_OFF_MESSAGES.lastBeforeFirst });
    } else if (last - first + 1 > DROP_OFF_LIMITS.maxSeasonDays) {
      context.addIssue({ code: 'custom', path: ['last_day'], message: DROP_OFF_MESSAGES.seasonTooLong });
    }
  });
export type DropOffSettingsInput = z.infer<typeof DropOffSettingsInputSchema>;
const _sameRules: SameShape<DropOffSettingsInput, Omit<DropOffRules, 'reminder_hour'> & { reminder_hour?: number }> =
  true;

/**
 * PUT /api/orders/:id/drop-off-day: the day the customer chose on the step; `waitlist: true` joins a full
 * day's waitlist (docs/shop.md 10), which the server allows only for a day that is full for the animal.
 */
export const DropOffDayInputSchema = z.object({ drop_off_day: date, waitlist: z.boolean().default(false) });
export type DropOffDayInput = z.infer<typeof DropOffDayInputSchema>;

/** GET /api/orders/:id/drop-off-days: the days the step offers for the order's animal, and what is left of each. */
export const DropOffAvailabilitySchema = z.object({
  /** Whether the shop asks for a day at all; false, the step is skipped and `days` is empty. */
  enabled: z.boolean(),
  animal: z.enum(ANIMAL_TYPES),
  /** The shop's today, in its time zone. */
  today: z.iso.date(),
  /** The day this order holds, if one was chosen. */
  chosen_day: z.iso.date().nullable(),
  /** docs/shop.md 10: the chosen day is the waitlist of a full day. */
  chosen_waitlist: z.boolean(),
  days: z.array(z.object({ day: z.iso.date(), spots_left: z.number().int().min(0) })),
});
export type DropOffAvailability = z.infer<typeof DropOffAvailabilitySchema>;

/**
 * PUT /api/shop/orders/:number/drop-off-day (docs/shop.md 10, 'Staff give or move a day'): staff give or move a
 * submitted order's day. `overbook: true` is the owner's confirmation after a 409 `drop_off_day_full` for a full day.
 */
export const ShopDropOffDayInputSchema = z.object({ drop_off_day: date, overbook: z.boolean().default(false) });
export type ShopDropOffDayInput = z.infer<typeof ShopDropOffDayInputSchema>;

/** PUT /api/shop/drop-off-today: 'Mark today full' (true) or 'Open today again' (false). */
export const MarkTodayInputSchema = z.object({ full: z.boolean() });
export type MarkTodayInput = z.infer<typeof MarkTodayInputSchema>;
