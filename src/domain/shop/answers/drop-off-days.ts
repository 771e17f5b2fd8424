import { z } from 'zod';
import { ANIMAL_TYPES } from '../../catalogue';
import { type DropOffRules, WEEKDAYS } from '../../drop-off-days';
import type { SeasonDay } from '../../drop-off-season';
import { type SameShape, day, moment, wholeNumber } from './answer-parts';

/** docs/shop.md 10: the owner's drop-off settings as saved. */
export const DropOffRulesSchema = z.object({
  enabled: z.boolean(),
  first_day: day.nullable(),
  last_day: day.nullable(),
  weekdays: z.array(z.enum(WEEKDAYS)),
  deer_per_day: wholeNumber,
  hogs_per_day: wholeNumber,
  closed_dates: z.array(day),
  overrides: z.array(z.object({ day, deer: wholeNumber, hogs: wholeNumber })),
  reminder_hour: wholeNumber,
});
const _sameRules: SameShape<z.infer<typeof DropOffRulesSchema>, DropOffRules> = true;

/**
 * GET and PUT /api/shop/drop-off-settings: the settings, and the days from today on that hold more bookings
 * than the settings now take (a lowered day: a warning, nobody is cancelled).
 */
export const DropOffSettingsAnswerSchema = z.object({
  settings: DropOffRulesSchema,
  overbooked: z.array(z.object({ day, animal: z.enum(ANIMAL_TYPES), booked: wholeNumber, capacity: wholeNumber })),
});
export type DropOffSettingsAnswer = z.infer<typeof DropOffSettingsAnswerSchema>;

/**
 * GET /api/full-today (public, docs/shop.md 10, 'We're full today'): whether the shop is full today, and the next day
 * with a spot when bookings are on (null when none is known). The landing page is drawn with it.
 */
export const FullTodaySchema = z.object({ full: z.boolean(), next_open_day: day.nullable() });
export type FullToday = z.infer<typeof FullTodaySchema>;

/** GET and PUT /api/shop/drop-off-today: today as the board shows it, with 'Mark today full' / 'Open today again'. */
export const DropOffTodaySchema = FullTodaySchema.extend({
  /** The shop's today, in its time zone. */
  today: day,
  /** Staff marked today full (and have not opened it again). */
  marked_full: z.boolean(),
  /** The last 'Mark today full' or 'Open today again' today: who and when; null before any. */
  last_mark: z.object({ full: z.boolean(), by: z.string(), at: moment }).nullable(),
  /** Bookings on and every spot of both animals taken today. */
  taken_up: z.boolean(),
});
export type DropOffToday = z.infer<typeof DropOffTodaySchema>;

const perAnimal = z.object({ Deer: wholeNumber, Hog: wholeNumber });
const SeasonDaySchema = z.object({ day, capacity: perAnimal, booked: perAnimal, waitlist: wholeNumber });
const _sameSeasonDay: SameShape<z.infer<typeof SeasonDaySchema>, SeasonDay> = true;

/**
 * GET /api/shop/drop-off-season (docs/shop.md 10, 'The shop's view'): each day of the season with its spots booked and
 * taken per animal and its waitlist, from today on, then the earlier days, latest first.
 */
export const DropOffSeasonSchema = z.object({
  today: day,
  days: z.array(SeasonDaySchema),
  earlier_days: z.array(SeasonDaySchema),
});
export type DropOffSeason = z.infer<typeof DropOffSeasonSchema>;
