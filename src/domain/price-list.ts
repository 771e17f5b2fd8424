import {
  ADDON_ITEMS,
  type AddonItem,
  DEER_PREP_OPTIONS,
  HOG_CENTS_PER_POUND,
  PROCESSING_FLAT_CENTS,
} from './catalogue';
import type { Cents } from './money';

/**
 * docs/shop.md 5: every price the product charges, as one complete, versioned list the owner edits. The
 * catalogue's structure (animals, cuts, the prep names, units) stays in code; the prices, which items are
 * offered, and the owner's own add-on items live here. An order is priced with one version for good.
 */
export type PrepPrice = { name: string; priceCents: Cents; hidden: boolean };
export type PriceListAddon = AddonItem & {
  hidden: boolean;
  /** What a Spanish customer reads (ADR 0610), when the owner gave one; else catalogue-names.ts or the name. */
  spanishName?: string;
};

export type PriceList = {
  /** 1 is the spec's catalogue (seeded by a migration); each save of /shop/prices adds the next. */
  version: number;
  /** Basic cut and wrap: a deer's processing. */
  deerProcessingCents: Cents;
  /** A hog under 200 lbs (and a hog whose weight is not known yet). */
  hogUnder200Cents: Cents;
  /** A hog over 200 lbs, per pound. */
  hogPerPoundCents: Cents;
  prep: readonly PrepPrice[];
  addons: readonly PriceListAddon[];
};

/** Version 1: the spec's catalogue (docs/customer-flow.md 3 and 9), every item offered. */
export const DEFAULT_PRICE_LIST: PriceList = {
  version: 1,
  deerProcessingCents: PROCESSING_FLAT_CENTS,
  hogUnder200Cents: PROCESSING_FLAT_CENTS,
  hogPerPoundCents: HOG_CENTS_PER_POUND,
  prep: DEER_PREP_OPTIONS.map((option) => ({ name: option.name, priceCents: option.priceCents, hidden: false })),
  addons: ADDON_ITEMS.map((item) => ({ ...item, options: [...item.options], hidden: false })),
};
