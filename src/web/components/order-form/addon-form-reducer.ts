import {
  type AddonRowInput,
  type AddonSelection,
  encodeAddonName,
  findListedAddon,
  rowsToAddonSelection,
} from '../../../domain/addon-encoding';
import type { PriceList } from '../../../domain/price-list';
import { DEFAULT_QUANTITY, parseQuantityInput } from '../../../domain/quantity';

/**
 * The add-ons form: the selection the API receives, the raw text of each quantity field, and the price
 * list it offers and checks (docs/shop.md 5: the current one for a customer, the order's own for the shop).
 */
export type AddonFormState = { selection: AddonSelection; texts: Record<string, string>; prices: PriceList };

/** Field key: the item's name, or the '<item> - <option>' row name of a sub-option. */
function quantityKey(prices: PriceList, item: string, option?: string): string {
  const addon = findListedAddon(prices, item);
  if (!addon || option === undefined) return item;
  return encodeAddonName(addon, { name: option, priceCents: 0 });
}

export function emptyAddonForm(prices: PriceList): AddonFormState {
  return { selection: {}, texts: {}, prices };
}

export function addonFormFromRows(rows: readonly AddonRowInput[], prices: PriceList): AddonFormState {
  return { selection: rowsToAddonSelection(prices, rows), texts: {}, prices };
}

function dropTexts(prices: PriceList, texts: Record<string, string>, item: string): Record<string, string> {
  const prefix = quantityKey(prices, item, '');
  return Object.fromEntries(Object.entries(texts).filter(([key]) => key !== item && !key.startsWith(prefix)));
}

/** Unticking an item discards its quantity and its sub-options (docs/customer-flow.md 4). */
export function toggleAddon(state: AddonFormState, item: string, checked: boolean): AddonFormState {
  const selection = { ...state.selection };
  if (checked) selection[item] ??= { quantity: DEFAULT_QUANTITY, options: {} };
  else delete selection[item];
  return { ...state, selection, texts: dropTexts(state.prices, state.texts, item) };
}

export function toggleAddonOption(
  state: AddonFormState,
  item: string,
  option: string,
  checked: boolean,
): AddonFormState {
  const entry = state.selection[item] ?? { quantity: DEFAULT_QUANTITY, options: {} };
  const options = { ...entry.options };
  if (checked) options[option] ??= DEFAULT_QUANTITY;
  else delete options[option];
  const texts = { ...state.texts };
  delete texts[quantityKey(state.prices, item, option)];
  return { ...state, selection: { ...state.selection, [item]: { ...entry, options } }, texts };
}

/** Keeps what was typed, stores the parsed number (non-numeric input counts as 1, docs/customer-flow.md 5). */
export function setAddonQuantityText(
  state: AddonFormState,
  item: string,
  option: string | undefined,
  text: string,
): AddonFormState {
  const addon = findListedAddon(state.prices, item);
  const entry = state.selection[item];
  if (!addon || !entry) return state;
  const quantity = parseQuantityInput(text, addon.unit);
  const nextEntry =
    option === undefined ? { ...entry, quantity } : { ...entry, options: { ...entry.options, [option]: quantity } };
  return {
    ...state,
    selection: { ...state.selection, [item]: nextEntry },
    texts: { ...state.texts, [quantityKey(state.prices, item, option)]: text },
  };
}

/** What the field shows: the text as typed, else the stored quantity. */
export function quantityText(state: AddonFormState, item: string, option?: string): string {
  const typed = state.texts[quantityKey(state.prices, item, option)];
  if (typed !== undefined) return typed;
  const entry = state.selection[item];
  const value = option === undefined ? entry?.quantity : entry?.options[option];
  return value === undefined ? '' : String(value);
}

export type AddonFormAction =
  /** The saved rows, read with the form's list. */
  | { type: 'load'; rows: readonly AddonRowInput[] }
  | { type: 'toggle-item'; item: string; checked: boolean }
  | { type: 'toggle-option'; item: string; option: string; checked: boolean }
  /** `option` names the sub-option whose field was typed in; absent for the item's own field. */
  | { type: 'set-quantity-text'; item: string; option?: string; text: string };

/** The add-ons form: the saved rows, then one action per control. */
export function addonFormReducer(state: AddonFormState, action: AddonFormAction): AddonFormState {
  switch (action.type) {
    case 'load':
      return addonFormFromRows(action.rows, state.prices);
    case 'toggle-item':
      return toggleAddon(state, action.item, action.checked);
    case 'toggle-option':
      return toggleAddonOption(state, action.item, action.option, action.checked);
    case 'set-quantity-text':
      return setAddonQuantityText(state, action.item, action.option, action.text);
  }
}
