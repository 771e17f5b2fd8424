import type { AnimalType, CutDefinition, GENDERS } from './catalogue';
import type { LIMITS } from './limits';
import type { PriceList } from './price-list';

/**
 * GET /api/catalogue: the current price list (docs/shop.md 5) with the structure of docs/customer-flow.md 3 the web prices it
 * with. The answer carries a strong ETag of the version, "prices-v<version>", so that a client revalidates
 * with If-None-Match and gets 304 until the owner saves a new version.
 */
export type CatalogueAnswer = {
  prices: PriceList;
  animals: readonly AnimalType[];
  genders: typeof GENDERS;
  hog_weight_input_min: number;
  hog_weight_max: number;
  deer_cuts: readonly CutDefinition[];
  hog_cuts: readonly CutDefinition[];
  limits: typeof LIMITS;
};

/** The ETag of a price list version: strong, since a version never changes. */
export function priceListEtag(version: number): string {
  return `"prices-v${version}"`;
}
