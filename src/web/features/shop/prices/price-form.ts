import type { FieldIssue } from '../../../../domain/errors';
import type { PriceUnit } from '../../../../domain/money';
import type { PriceList } from '../../../../domain/price-list';
import {
  NAME_SEPARATOR_TEXT,
  PRICE_LIMITS,
  PRICE_MESSAGES,
  PROCESSING_PRICES,
  type PriceListInput,
  type SavePricesInput,
  nameKey,
} from '../../../../domain/shop/price-edits';
import { centsToAmountText, parseDollars } from '../../../../domain/shop/payments';

/** The price list as the page holds it: prices as typed ('125.00'), ticks for 'Offered to customers'. */
export type ProcessingKey = (typeof PROCESSING_PRICES)[number]['key'];
export type OptionForm = { name: string; price: string };
export type AddonForm = {
  name: string;
  section: 'Custom' | 'Variety';
  unit: PriceUnit;
  price: string;
  options: OptionForm[];
  offered: boolean;
  /** ADR 0610: what Spanish customers read; '' for none. */
  spanishName: string;
};
export type NewAddonForm = { name: string; unit: PriceUnit; price: string; options: OptionForm[]; spanishName: string };
export type PriceForm = {
  baseVersion: number;
  processing: Record<ProcessingKey, string>;
  prep: { name: string; price: string; offered: boolean }[];
  addons: AddonForm[];
  newAddon: NewAddonForm;
};

export const EMPTY_NEW_ADDON: NewAddonForm = { name: '', unit: 'lb', price: '', options: [], spanishName: '' };

export function priceFormOf(list: PriceList): PriceForm {
  return {
    baseVersion: list.version,
    processing: {
      deerProcessingCents: centsToAmountText(list.deerProcessingCents),
      hogUnder200Cents: centsToAmountText(list.hogUnder200Cents),
      hogPerPoundCents: centsToAmountText(list.hogPerPoundCents),
    },
    prep: list.prep.map((option) => ({
      name: option.name,
      price: centsToAmountText(option.priceCents),
      offered: !option.hidden,
    })),
    addons: list.addons.map((item) => ({
      name: item.name,
      section: item.section,
      unit: item.unit,
      price: centsToAmountText(item.priceCents),
      options: item.options.map((option) => ({ name: option.name, price: centsToAmountText(option.priceCents) })),
      offered: !item.hidden,
      spanishName: item.spanishName ?? '',
    })),
    newAddon: { ...EMPTY_NEW_ADDON, options: [] },
  };
}

/** Where the server names a field, so that its message shows beside the same field here. */
export const addonPath = (index: number) => `addons[${index}]`;
export const optionPath = (index: number, option: number) => `addons[${index}].options[${option}]`;

/** Whether the owner began an item in 'Add an add-on item' (then it is saved with the rest). */
export function hasNewAddon(form: PriceForm): boolean {
  const item = form.newAddon;
  return (
    item.name.trim() !== '' || item.price.trim() !== '' || item.options.length > 0 || item.spanishName.trim() !== ''
  );
}

class Reader {
  readonly issues: FieldIssue[] = [];

  price(text: string, path: string, what: string): number {
    const cents = text.trim() === '' ? null : parseDollars(text);
    if (cents === null || cents > PRICE_LIMITS.maxCents) {
      this.issues.push({ path, message: `${what}: ${PRICE_MESSAGES.price}` });
      return 0;
    }
    return cents;
  }

  /** Optional; at most as long as a name. */
  spanishName(text: string, path: string): string | undefined {
    const name = text.trim();
    if (name.length > PRICE_LIMITS.name)
      this.issues.push({ path, message: `Spanish name: ${PRICE_MESSAGES.nameTooLong}` });
    return name || undefined;
  }

  /** label starts the message ('Name', 'Sub-option 2'); duplicateOf says what a repeat would be. */
  name(text: string, path: string, taken: Set<string>, label: string, duplicateOf: string): string {
    const name = text.trim();
    let problem: string | null = null;
    if (name === '') problem = PRICE_MESSAGES.nameRequired;
    else if (name.length > PRICE_LIMITS.name) problem = PRICE_MESSAGES.nameTooLong;
    else if (name.includes(NAME_SEPARATOR_TEXT)) problem = PRICE_MESSAGES.nameSeparator;
    else if (taken.has(nameKey(name))) problem = `${name} is already ${duplicateOf}.`;
    if (problem) this.issues.push({ path, message: `${label}: ${problem}` });
    taken.add(nameKey(name));
    return name;
  }
}

/**
 * The body of the save, or each field's problem (the server judges again: this only spares a round trip
 * and names the field the way the server would).
 */
export function toSavePricesInput(
  form: PriceForm,
): { ok: true; value: SavePricesInput } | { ok: false; issues: FieldIssue[] } {
  const read = new Reader();
  const processing = Object.fromEntries(
    PROCESSING_PRICES.map(({ key, label }) => [key, read.price(form.processing[key], key, label)]),
  ) as Record<ProcessingKey, number>;
  const prep = form.prep.map((option, index) => ({
    name: option.name,
    priceCents: read.price(option.price, `prep[${index}].priceCents`, option.name),
    hidden: !option.offered,
  }));
  const addons: PriceListInput['addons'][number][] = form.addons.map((item, index) => ({
    name: item.name,
    section: item.section,
    unit: item.unit,
    priceCents:
      item.options.length === 0
        ? read.price(item.price, `${addonPath(index)}.priceCents`, item.name)
        : readSilently(item.price),
    options: item.options.map((option, at) => ({
      name: option.name,
      priceCents: read.price(option.price, `${optionPath(index, at)}.priceCents`, `${item.name} - ${option.name}`),
    })),
    hidden: !item.offered,
    spanishName: read.spanishName(item.spanishName, `${addonPath(index)}.spanishName`),
  }));
  if (hasNewAddon(form)) addons.push(readNewAddon(read, form, addons.length));
  if (read.issues.length > 0) return { ok: false, issues: read.issues };
  return { ok: true, value: { ...processing, prep, addons, base_version: form.baseVersion } };
}

/** The item's own price when its sub-options carry theirs: kept as it was, never in the owner's way. */
function readSilently(text: string): number {
  return Math.min(parseDollars(text) ?? 0, PRICE_LIMITS.maxCents);
}

function readNewAddon(read: Reader, form: PriceForm, index: number): PriceListInput['addons'][number] {
  const item = form.newAddon;
  const taken = new Set([...form.addons, ...form.prep].map((existing) => nameKey(existing.name)));
  const name = read.name(item.name, `${addonPath(index)}.name`, taken, 'Name', 'an add-on item or prep option');
  const priceCents = read.price(item.price, `${addonPath(index)}.priceCents`, `Price of ${name || 'the new item'}`);
  const optionNames = new Set<string>();
  const options = item.options.map((option, at) => ({
    name: read.name(option.name, `${optionPath(index, at)}.name`, optionNames, `Sub-option ${at + 1}`, 'a sub-option'),
    // A sub-option left without a price costs what the item does.
    priceCents:
      option.price.trim() === ''
        ? priceCents
        : read.price(option.price, `${optionPath(index, at)}.priceCents`, `Price of sub-option ${at + 1}`),
  }));
  if (options.length > PRICE_LIMITS.subOptions) {
    read.issues.push({ path: `${addonPath(index)}.options`, message: PRICE_MESSAGES.tooManyOptions });
  }
  const spanishName = read.spanishName(item.spanishName, `${addonPath(index)}.spanishName`);
  return { name, section: 'Custom', unit: item.unit, priceCents, options, hidden: false, spanishName };
}
