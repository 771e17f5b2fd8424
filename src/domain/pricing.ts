import {
  type AnimalType,
  DEER_PREP_NAMES,
  DEER_PREP_OPTIONS,
  HOG_CENTS_PER_POUND,
  PROCESSING_FLAT_CENTS,
  type WeightOption,
} from './catalogue';
import { decodeAddonName } from './addon-encoding';
import { type Cents, centsToDollars, formatPriceText, multiplyCents, parsePriceText } from './money';

/** DESIGN decision 9: 0.89 x pounds, rounded to the cent; under 200 lbs is the flat price. */
export function hogWeightCostCents(option: WeightOption, pounds: number | null | undefined): Cents {
  if (option === 'under200') return PROCESSING_FLAT_CENTS;
  return multiplyCents(HOG_CENTS_PER_POUND, pounds ?? 0);
}

/** The number stored in orders.weight_cost (dollars, as the spec keeps it). */
export function hogWeightCostDollars(option: WeightOption, pounds: number | null | undefined): number {
  return centsToDollars(hogWeightCostCents(option, pounds));
}

/** SPEC 9: deer pay the flat price; a hog pays its weight_cost, $125.00 when missing. */
export function processingCostCents(order: {
  animal_type: AnimalType | '' | null;
  weight_cost: number | null | undefined;
}): Cents {
  if (order.animal_type === 'Deer') return PROCESSING_FLAT_CENTS;
  if (order.animal_type === 'Hog') {
    return order.weight_cost == null ? PROCESSING_FLAT_CENTS : Math.round(order.weight_cost * 100);
  }
  return 0;
}

export type StoredAddon = { addon_name: string; addon_price: string | null; quantity: number };
export type PricedLine = StoredAddon & { lineCents: Cents };

export type OrderTotals = {
  processingCents: Cents;
  prepLines: PricedLine[];
  prepCents: Cents;
  addonLines: PricedLine[];
  addonsCents: Cents;
  grandTotalCents: Cents;
};

export function isPrepName(name: string): boolean {
  return (DEER_PREP_NAMES as readonly string[]).includes(name);
}

/** SPEC 9: total = processing + prep + sum(price x quantity). Prep rows are counted once, as prep. */
export function computeOrderTotals(
  order: { animal_type: AnimalType | '' | null; weight_cost: number | null | undefined },
  addons: readonly StoredAddon[],
): OrderTotals {
  const priced = addons.map((addon) => ({
    ...addon,
    lineCents: multiplyCents(parsePriceText(addon.addon_price), addon.quantity),
  }));
  const prepLines = priced.filter((line) => isPrepName(line.addon_name));
  const addonLines = priced.filter((line) => !isPrepName(line.addon_name));
  const sum = (lines: PricedLine[]) => lines.reduce((total, line) => total + line.lineCents, 0);
  const processingCents = processingCostCents(order);
  const prepCents = sum(prepLines);
  const addonsCents = sum(addonLines);
  return {
    processingCents,
    prepLines,
    prepCents,
    addonLines,
    addonsCents,
    grandTotalCents: processingCents + prepCents + addonsCents,
  };
}

/** The prep rows the animal dialog writes (DESIGN decision 3). */
export function prepAddonRows(prep: readonly string[]): StoredAddon[] {
  return DEER_PREP_OPTIONS.filter((option) => prep.includes(option.name)).map((option) => ({
    addon_name: option.name,
    addon_price: formatPriceText(option.priceCents, 'single'),
    quantity: 1,
  }));
}

/** The server fills each add-on's price from the catalogue (DESIGN decision 4); null for unknown names. */
export function priceAddonRow(row: { addon_name: string; quantity: number }): StoredAddon | null {
  const decoded = decodeAddonName(row.addon_name);
  if (!decoded) return null;
  const cents = decoded.option ? decoded.option.priceCents : decoded.item.priceCents;
  return { addon_name: row.addon_name, addon_price: formatPriceText(cents, decoded.item.unit), quantity: row.quantity };
}
