import {
  type PriceList,
  type StoredAddon,
  type WeightOption,
  hogWeightCostDollars,
  prepAddonRows,
  priceAddonRow,
} from '../../domain';

/**
 * The prices an order's rows are written with (docs/customer-flow.md decision 4: always the server's, never the client's),
 * from one price list version (docs/shop.md 5). A customer's draft is priced with the current version; a
 * submitted order keeps the prices it was placed with when staff edit it (docs/shop.md 2).
 */
export type OrderPrices = {
  /** The version these prices come from: what the order's rows are then priced with. */
  list: PriceList;
  /** An add-on row priced, or null when the name is no add-on. */
  addon: (row: { addon_name: string; quantity: number }) => StoredAddon | null;
  /** The prep rows of the deer's chosen prep options. */
  prep: (prep: readonly string[]) => StoredAddon[];
  /** orders.weight_cost in dollars. */
  hogWeightCost: (option: WeightOption, pounds: number | null) => number;
};

export function pricesOfList(list: PriceList): OrderPrices {
  return {
    list,
    addon: (row) => priceAddonRow(list, row),
    prep: (prep) => prepAddonRows(list, prep),
    hogWeightCost: (option, pounds) => hogWeightCostDollars(list, option, pounds),
  };
}

/**
 * The prices of an order already placed: a row it already has keeps its stored price text; anything new
 * is priced from the order's own version.
 */
export function pricesOfPlacedOrder(list: PriceList, stored: readonly StoredAddon[]): OrderPrices {
  const own = pricesOfList(list);
  const storedPrice = new Map(stored.map((row) => [row.addon_name, row.addon_price]));
  const keepStored = (row: StoredAddon): StoredAddon =>
    storedPrice.has(row.addon_name) ? { ...row, addon_price: storedPrice.get(row.addon_name) ?? null } : row;
  return {
    ...own,
    addon: (row) => {
      const priced = own.addon(row);
      return priced && keepStored(priced);
    },
    prep: (prep) => own.prep(prep).map(keepStored),
  };
}
