import { type AnimalType, DEER_PREP_NAMES, type WeightOption } from './catalogue';
import { decodeAddonName } from './addon-encoding';
import { type Cents, type PriceUnit, centsToDollars, formatPriceText, multiplyCents, parsePriceText } from './money';
import type { PriceList } from './price-list';

/**
 * docs/customer-flow.md 9 with the prices as data (docs/shop.md 5): every rule here takes the price list it prices with, the
 * order's own version on the server and the same version on the client, so that both agree to the cent.
 */

/** docs/customer-flow.md decision 9: price per pound x pounds, rounded to the cent; under 200 lbs is the flat price. */
export function hogWeightCostCents(prices: PriceList, option: WeightOption, pounds: number | null | undefined): Cents {
  if (option === 'under200') return prices.hogUnder200Cents;
  return multiplyCents(prices.hogPerPoundCents, pounds ?? 0);
}

/** The number stored in orders.weight_cost (dollars, as the spec keeps it). */
export function hogWeightCostDollars(
  prices: PriceList,
  option: WeightOption,
  pounds: number | null | undefined,
): number {
  return centsToDollars(hogWeightCostCents(prices, option, pounds));
}

/** docs/customer-flow.md 9: deer pay the processing price; a hog pays its weight_cost, the under-200 price when missing. */
export function processingCostCents(
  prices: PriceList,
  order: { animal_type: AnimalType | '' | null; weight_cost: number | null | undefined },
): Cents {
  if (order.animal_type === 'Deer') return prices.deerProcessingCents;
  if (order.animal_type === 'Hog') {
    return order.weight_cost == null ? prices.hogUnder200Cents : Math.round(order.weight_cost * 100);
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

/**
 * docs/customer-flow.md 9: total = processing + prep + sum(price x quantity), the rows read at their stored prices. Prep
 * rows are counted once, as prep. The receipt sums with the processing price the server presents.
 */
export function sumOrderTotals(processingCents: Cents, addons: readonly StoredAddon[]): OrderTotals {
  const priced = addons.map((addon) => ({
    ...addon,
    lineCents: multiplyCents(parsePriceText(addon.addon_price), addon.quantity),
  }));
  const prepLines = priced.filter((line) => isPrepName(line.addon_name));
  const addonLines = priced.filter((line) => !isPrepName(line.addon_name));
  const sum = (lines: PricedLine[]) => lines.reduce((total, line) => total + line.lineCents, 0);
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

/** An order's totals with the price list of its version. */
export function computeOrderTotals(
  prices: PriceList,
  order: { animal_type: AnimalType | '' | null; weight_cost: number | null | undefined },
  addons: readonly StoredAddon[],
): OrderTotals {
  return sumOrderTotals(processingCostCents(prices, order), addons);
}

/** The prep rows the animal dialog writes (docs/customer-flow.md decision 3), in the list's order. */
export function prepAddonRows(prices: PriceList, prep: readonly string[]): StoredAddon[] {
  return prices.prep
    .filter((option) => prep.includes(option.name))
    .map((option) => ({
      addon_name: option.name,
      addon_price: formatPriceText(option.priceCents, 'single'),
      quantity: 1,
    }));
}

/** The server fills each add-on's price from the list (docs/customer-flow.md decision 4); null for unknown names. */
export function priceAddonRow(prices: PriceList, row: { addon_name: string; quantity: number }): StoredAddon | null {
  const decoded = decodeAddonName(prices, row.addon_name);
  if (!decoded) return null;
  const cents = decoded.option ? decoded.option.priceCents : decoded.item.priceCents;
  return { addon_name: row.addon_name, addon_price: formatPriceText(cents, decoded.item.unit), quantity: row.quantity };
}

/**
 * The unit a stored price text was written with ('$6.00/lb', '$15.00/Jar', '$220.00'): a row carries its
 * own unit, so it reads right whatever version priced it, an item the owner added since included.
 */
export function unitOfPriceText(text: string | null): PriceUnit {
  const suffix = text?.toLowerCase() ?? '';
  if (suffix.endsWith('/lb')) return 'lb';
  if (suffix.endsWith('/jar')) return 'jar';
  return 'single';
}
