import { z } from 'zod';
import { ANIMAL_TYPES } from '../../catalogue';
import type { YieldSummary } from '../yield';
import { type SameShape, day, wholeNumber } from './answer-parts';

/** GET /api/shop/yield (docs/shop.md 11): one species' yields over a range of check-in days. */

const spreadShape = {
  count: wholeNumber,
  median_percent: wholeNumber.nullable(),
  low_quartile_percent: wholeNumber.nullable(),
  high_quartile_percent: wholeNumber.nullable(),
  lowest_percent: wholeNumber.nullable(),
  highest_percent: wholeNumber.nullable(),
};

export const YieldOrderSchema = z.object({
  order_number: z.string(),
  tag_number: wholeNumber.nullable(),
  checked_in_on: day,
  hanging_weight_lbs: z.number(),
  finished_weight_lbs: z.number(),
  yield_percent: wholeNumber,
});

const YieldSummarySchema = z.object({
  ...spreadShape,
  lowest_orders: z.array(YieldOrderSchema),
  weeks: z.array(z.object({ week_of: day, ...spreadShape })),
});
const _summary: SameShape<z.infer<typeof YieldSummarySchema>, YieldSummary> = true;

export const YieldReportSchema = YieldSummarySchema.extend({
  species: z.enum(ANIMAL_TYPES),
  from: day,
  to: day,
});
export type YieldReport = z.infer<typeof YieldReportSchema>;
