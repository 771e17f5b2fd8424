import { z } from 'zod';
import { ANIMAL_TYPES } from '../../catalogue';
import { type DropOffRules, WEEKDAYS } from '../../drop-off-days';
import { type SameShape, day, wholeNumber } from './answer-parts';

/** Issue #28: the owner's drop-off settings as saved. */
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
