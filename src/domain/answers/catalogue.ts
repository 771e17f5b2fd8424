import { z } from 'zod';
import { ANIMAL_TYPES } from '../catalogue';
import { LIMITS } from '../limits';
import { PriceListSchema } from '../shop/answers/prices';

/** One cut of docs/customer-flow.md 3 and the options the customer picks from ('Backstrap': 'Whole', ...). */
const CutDefinitionSchema = z.object({ name: z.string(), options: z.array(z.string()).readonly() });

/** Every limit of src/domain/limits.ts by its name, as the web's forms apply them. */
const LimitsSchema = z.object(
  Object.fromEntries(Object.keys(LIMITS).map((name) => [name, z.number()])) as Record<keyof typeof LIMITS, z.ZodNumber>,
);

/**
 * GET /api/catalogue: the current price list (docs/shop.md 5) with the structure of docs/customer-flow.md 3 the
 * web prices it with. The answer carries a strong ETag of the version (catalogue-answer.ts, priceListEtag).
 */
export const CatalogueAnswerSchema = z.object({
  prices: PriceListSchema,
  animals: z.array(z.enum(ANIMAL_TYPES)).readonly(),
  genders: z.record(z.enum(ANIMAL_TYPES), z.array(z.object({ value: z.string(), label: z.string() })).readonly()),
  hog_weight_input_min: z.number(),
  hog_weight_max: z.number(),
  deer_cuts: z.array(CutDefinitionSchema).readonly(),
  hog_cuts: z.array(CutDefinitionSchema).readonly(),
  limits: LimitsSchema,
});
