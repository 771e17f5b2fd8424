import { z } from 'zod';
import type { PriceList } from '../../price-list';
import { PRICE_UNITS } from '../price-edits';
import { type SameShape, moment, wholeNumber } from './answer-parts';

/** The prices' answers (docs/shop.md 5). */

const PriceListAddonSchema = z.object({
  name: z.string(),
  section: z.enum(['Custom', 'Variety']),
  unit: z.enum(PRICE_UNITS),
  priceCents: wholeNumber,
  options: z.array(z.object({ name: z.string(), priceCents: wholeNumber })).readonly(),
  hidden: z.boolean(),
  spanishName: z.string().optional(),
});

/** One version of the price list, as an order is priced with it (src/domain/price-list.ts). */
export const PriceListSchema = z.object({
  version: wholeNumber,
  deerProcessingCents: wholeNumber,
  hogUnder200Cents: wholeNumber,
  hogPerPoundCents: wholeNumber,
  prep: z.array(z.object({ name: z.string(), priceCents: wholeNumber, hidden: z.boolean() })).readonly(),
  addons: z.array(PriceListAddonSchema).readonly(),
});
const _priceList: SameShape<z.infer<typeof PriceListSchema>, PriceList> = true;

/** 'Past versions': each version with who made it and when. */
export const PriceVersionSummarySchema = z.object({ version: wholeNumber, created_by: z.string(), created_at: moment });
export type PriceVersionSummary = z.infer<typeof PriceVersionSummarySchema>;

/** GET /api/shop/prices and the answer of a save: the current list and every version, newest first. */
export const PricesAnswerSchema = z.object({
  current: PriceListSchema,
  versions: z.array(PriceVersionSummarySchema),
});
export type PricesAnswer = z.infer<typeof PricesAnswerSchema>;

/** GET /api/shop/prices/:version: that version as saved, with who made it and when. */
export const PriceVersionAnswerSchema = PriceListSchema.extend(PriceVersionSummarySchema.omit({ version: true }).shape);
export type PriceVersionAnswer = z.infer<typeof PriceVersionAnswerSchema>;
