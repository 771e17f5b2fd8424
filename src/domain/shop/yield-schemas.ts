import { z } from 'zod';
import { ANIMAL_TYPES } from '../catalogue';
import { dateRangeQuery } from './date-range-query';
import { FINISHED_WEIGHT_MESSAGES, finishedWeightProblem } from './yield';

/** docs/shop.md 11: the finished weight as staff give it, 1 to 1500 lbs with at most one decimal. */
export const finishedWeightLbs = z.number({ error: FINISHED_WEIGHT_MESSAGES.range }).superRefine((value, context) => {
  const problem = finishedWeightProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** PUT /api/shop/orders/:number/finished-weight: a weight, or null (or '') to clear a wrong one. */
export const FinishedWeightInputSchema = z.object({
  finished_weight_lbs: finishedWeightLbs.nullish().transform((value) => value ?? null),
});
export type FinishedWeightInput = z.infer<typeof FinishedWeightInputSchema>;

/** GET /api/shop/yield?species=Deer&from=2026-11-01&to=2026-11-30: one species over a range of check-in days. */
export const YieldQuerySchema = dateRangeQuery({
  species: z.enum(ANIMAL_TYPES, { error: 'Choose Deer or Hog.' }).default('Deer'),
});
export type YieldQuery = z.output<typeof YieldQuerySchema>;
