import { type StoredAddon, type WeightOption, hogWeightCostDollars, prepAddonRows, priceAddonRow } from '../../domain';

/**
 * The prices an order's rows are written with (DESIGN decision 4: always the server's, never the client's).
 * The customer flow prices from the catalogue; a submitted order keeps the prices it was placed with when
 * staff edit it (SHOP.md 2).
 */
export type OrderPrices = {
  /** An add-on row priced, or null when the name is no add-on. */
  addon: (row: { addon_name: string; quantity: number }) => StoredAddon | null;
  /** The prep rows of the deer's chosen prep options. */
  prep: (prep: readonly string[]) => StoredAddon[];
  /** orders.weight_cost in dollars. */
  hogWeightCost: (option: WeightOption, pounds: number | null) => number;
};

export const CATALOGUE_PRICES: OrderPrices = {
  addon: priceAddonRow,
  prep: prepAddonRows,
  hogWeightCost: hogWeightCostDollars,
};

/**
 * The prices of an order already placed: a row it already has keeps its stored price text; anything new
 * is priced from the catalogue, the one price list there is. (When price lists get versions, SHOP.md 5,
 * the fallback becomes the order's own version.)
 */
export function pricesOfPlacedOrder(stored: readonly StoredAddon[]): OrderPrices {
  const storedPrice = new Map(stored.map((row) => [row.addon_name, row.addon_price]));
  const keepStored = (row: StoredAddon): StoredAddon =>
    storedPrice.has(row.addon_name) ? { ...row, addon_price: storedPrice.get(row.addon_name) ?? null } : row;
  return {
    addon: (row) => {
      const priced = CATALOGUE_PRICES.addon(row);
      return priced && keepStored(priced);
    },
    prep: (prep) => CATALOGUE_PRICES.prep(prep).map(keepStored),
    hogWeightCost: CATALOGUE_PRICES.hogWeightCost,
  };
}
