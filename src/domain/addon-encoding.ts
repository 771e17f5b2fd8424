import { ADDON_ITEMS, type AddonItem, type AddonOption } from './catalogue';
import { NAME_SEPARATOR } from './cut-encoding';
import { DEFAULT_QUANTITY } from './quantity';

/** SPEC 3: an add-on row is the item's name, or '<item> - <sub-option>'. */
export type AddonRowInput = { addon_name: string; quantity: number };

/** What the add-ons screen holds per ticked item: its own quantity and its ticked options' quantities. */
export type AddonSelection = Record<string, { quantity: number; options: Record<string, number> }>;

export function encodeAddonName(addon: AddonItem, option?: AddonOption): string {
  return option ? `${addon.name}${NAME_SEPARATOR}${option.name}` : addon.name;
}

/** Splits a stored name back on ' - '; null for names that are not in the catalogue (prep rows included). */
export function decodeAddonName(name: string): { item: AddonItem; option?: AddonOption } | null {
  for (const addon of ADDON_ITEMS) {
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

/** Rows in catalogue order. Items with options save one row per ticked option and none for themselves. */
export function addonSelectionToRows(selection: AddonSelection): AddonRowInput[] {
  const rows: AddonRowInput[] = [];
  for (const addon of ADDON_ITEMS) {
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

/** Prefill for the add-ons screen; prep rows and unknown names are left out. */
export function rowsToAddonSelection(rows: readonly AddonRowInput[]): AddonSelection {
  const selection: AddonSelection = {};
  for (const row of rows) {
    const decoded = decodeAddonName(row.addon_name);
    if (!decoded) continue;
    const entry = (selection[decoded.item.name] ??= { quantity: DEFAULT_QUANTITY, options: {} });
    if (decoded.option) entry.options[decoded.option.name] = row.quantity;
    else entry.quantity = row.quantity;
  }
  return selection;
}
