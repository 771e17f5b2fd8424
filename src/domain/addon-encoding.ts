import type { AddonItem, AddonOption } from './catalogue';
import { NAME_SEPARATOR } from './cut-encoding';
import type { PriceList, PriceListAddon } from './price-list';
import { DEFAULT_QUANTITY } from './quantity';

/** docs/customer-flow.md 3: an add-on row is the item's name, or '<item> - <sub-option>'. */
export type AddonRowInput = { addon_name: string; quantity: number };

/** What the add-ons screen holds per ticked item: its own quantity and its ticked options' quantities. */
export type AddonSelection = Record<string, { quantity: number; options: Record<string, number> }>;

export function encodeAddonName(addon: AddonItem, option?: AddonOption): string {
  return option ? `${addon.name}${NAME_SEPARATOR}${option.name}` : addon.name;
}

/** An add-on item of the list by its exact name, hidden or not (the owner's own items included). */
export function findListedAddon(prices: PriceList, name: string): PriceListAddon | undefined {
  return prices.addons.find((candidate) => candidate.name === name);
}

/**
 * Splits a stored name back on ' - '; null for names that are not in the list (prep rows included).
 * Hidden items still decode: rows already saved with them are read and priced as before.
 */
export function decodeAddonName(
  prices: PriceList,
  name: string,
): { item: PriceListAddon; option?: AddonOption } | null {
  for (const addon of prices.addons) {
    if (addon.options.length === 0) {
      if (name === addon.name) return { item: addon };
      continue;
    }
    const prefix = `${addon.name}${NAME_SEPARATOR}`;
    if (!name.startsWith(prefix)) continue;
    const option = addon.options.find((candidate) => candidate.name === name.slice(prefix.length));
    if (option) return { item: addon, option };
  }
  return null;
}

/** Rows in the list's order. Items with options save one row per ticked option and none for themselves. */
export function addonSelectionToRows(prices: PriceList, selection: AddonSelection): AddonRowInput[] {
  const rows: AddonRowInput[] = [];
  for (const addon of prices.addons) {
    const chosen = selection[addon.name];
    if (!chosen) continue;
    if (addon.options.length === 0) {
      rows.push({ addon_name: addon.name, quantity: addon.unit === 'single' ? 1 : chosen.quantity });
      continue;
    }
    for (const option of addon.options) {
      const quantity = chosen.options[option.name];
      if (quantity !== undefined) rows.push({ addon_name: encodeAddonName(addon, option), quantity });
    }
  }
  return rows;
}

/** Prefill for the add-ons screen; prep rows and names not in the list are left out. */
export function rowsToAddonSelection(prices: PriceList, rows: readonly AddonRowInput[]): AddonSelection {
  const selection: AddonSelection = {};
  for (const row of rows) {
    const decoded = decodeAddonName(prices, row.addon_name);
    if (!decoded) continue;
    const entry = (selection[decoded.item.name] ??= { quantity: DEFAULT_QUANTITY, options: {} });
    if (decoded.option) entry.options[decoded.option.name] = row.quantity;
    else entry.quantity = row.quantity;
  }
  return selection;
}
