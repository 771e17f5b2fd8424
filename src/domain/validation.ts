import {
  type AnimalType,
  HOG_OVER_200_MIN_EXCLUSIVE,
  HOG_WEIGHT_MAX,
  OTHER_CUT,
  type WeightOption,
  cutsFor,
} from './catalogue';
import { decodeAddonName, findListedAddon } from './addon-encoding';
import type { AddonRowInput, AddonSelection } from './addon-encoding';
import { type CutSelection, decodeCutRow, otherTextOf } from './cut-encoding';
import { HIDDEN_CHARACTERS_MESSAGE, hasHiddenCharacters } from './free-text';
import { EMAIL_PATTERN, LIMITS } from './limits';
import type { PriceList } from './price-list';
import { isValidQuantity, quantityBounds } from './quantity';

/** docs/customer-flow.md 5 and 8: each rule once, used by the web to enable Next and by the server to refuse bad writes. */

export type ToastMessage = { title: string; description: string };

export const MESSAGES = {
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  invalidPhone: { title: 'Invalid Phone', description: 'Please enter a valid phone number.' },
  hiddenCharacters: { title: 'Hidden Characters', description: HIDDEN_CHARACTERS_MESSAGE },
  hogWeightOption: { title: 'Error', description: 'Please select a weight option for the hog.' },
  hogWeightOver200: { title: 'Error', description: 'Please enter a valid weight over 200 lbs.' },
} as const satisfies Record<string, ToastMessage>;

export type DetailsValues = { full_name: string; email: string; phone_number: string };

/**
 * Trimmed values, or the toast that explains what is wrong and the fields at fault (docs/customer-flow.md 5: marked at
 * the field).
 */
export function validateDetails(
  values: DetailsValues,
  /** docs/shop.md 14: staff at the counter may leave the email blank (a walk-in may have none). */
  { emailOptional = false }: { emailOptional?: boolean } = {},
): { ok: true; value: DetailsValues } | { ok: false; message: ToastMessage; fields: (keyof DetailsValues)[] } {
  const value = {
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
  };
  const blank = (Object.keys(value) as (keyof DetailsValues)[]).filter(
    (field) => !value[field] && !(emailOptional && field === 'email'),
  );
  if (blank.length > 0) return { ok: false, message: MESSAGES.missingInformation, fields: blank };
  const hidden = (['full_name', 'phone_number'] as const).filter((field) => hasHiddenCharacters(value[field]));
  if (hidden.length > 0) return { ok: false, message: MESSAGES.hiddenCharacters, fields: hidden };
  if (value.email !== '' && !EMAIL_PATTERN.test(value.email)) {
    return { ok: false, message: MESSAGES.invalidEmail, fields: ['email'] };
  }
  return { ok: true, value };
}

export type AnimalChoice = {
  animal_type: AnimalType;
  gender: string | null;
  prep: string[];
  weight_option: WeightOption | null;
  weight_pounds: number | null;
};

/** Next stays disabled until a gender is chosen (docs/customer-flow.md 5). */
export function canSaveAnimal(choice: AnimalChoice): boolean {
  return Boolean(choice.gender);
}

export function isValidHogWeight(pounds: number | null | undefined): boolean {
  return (
    typeof pounds === 'number' &&
    Number.isFinite(pounds) &&
    pounds > HOG_OVER_200_MIN_EXCLUSIVE &&
    pounds <= HOG_WEIGHT_MAX
  );
}

/** The toast for a hog missing its weight, or null when the choice can be saved. */
export function animalChoiceError(choice: AnimalChoice): ToastMessage | null {
  if (choice.animal_type !== 'Hog') return null;
  if (!choice.weight_option) return MESSAGES.hogWeightOption;
  if (choice.weight_option === 'over200' && !isValidHogWeight(choice.weight_pounds)) {
    return MESSAGES.hogWeightOver200;
  }
  return null;
}

/** What keeps a cut selection from being saved (docs/customer-flow.md 5), for Next to say beside it. */
export type CutSelectionProblem =
  | { kind: 'no-cut' }
  | { kind: 'needs-option'; cut: string; options: readonly string[] }
  | { kind: 'other-text' }
  /** docs/customer-flow.md decision 10: the Other text holds a control or bidirectional character (free-text.ts). */
  | { kind: 'other-text-hidden' }
  | { kind: 'unknown-cut'; cut: string };

/** The first problem of a selection, in the list's order, or null when it can be saved. */
export function cutSelectionProblem(selection: CutSelection, animal: AnimalType): CutSelectionProblem | null {
  if (selection.selected.length === 0) return { kind: 'no-cut' };
  const cuts = cutsFor(animal);
  for (const cut of cuts.filter((candidate) => selection.selected.includes(candidate.name))) {
    if (cut.name === OTHER_CUT) {
      const text = otherTextOf(selection);
      if (text.length === 0 || text.length > LIMITS.otherText) return { kind: 'other-text' };
      if (hasHiddenCharacters(text)) return { kind: 'other-text-hidden' };
    } else if (
      // Only catalogue options count: an unknown one would save no row, leaving the cut silently empty.
      cut.options.length > 0 &&
      !(selection.options[cut.name] ?? []).some((option) => cut.options.includes(option))
    ) {
      return { kind: 'needs-option', cut: cut.name, options: cut.options };
    }
  }
  const unknown = selection.selected.find((name) => !cuts.some((cut) => cut.name === name));
  return unknown === undefined ? null : { kind: 'unknown-cut', cut: unknown };
}

/** At least one cut; every ticked cut with sub-options has one; Other has text (docs/customer-flow.md 5). */
export function isCutSelectionValid(selection: CutSelection, animal: AnimalType): boolean {
  return cutSelectionProblem(selection, animal) === null;
}

/** What keeps an add-on selection from being saved (docs/customer-flow.md 5), for Next to say. */
export type AddonSelectionProblem =
  | { kind: 'needs-option'; item: string; options: readonly string[] }
  | { kind: 'quantity'; item: string; min: number; max: number }
  | { kind: 'unavailable'; item: string };

/**
 * The first problem of a selection, or null when it can be saved. None is allowed; an item with options
 * needs one; every quantity within its unit's bounds. Items the list hides are no choice (docs/shop.md 5).
 */
export function addonSelectionProblem(prices: PriceList, selection: AddonSelection): AddonSelectionProblem | null {
  for (const [name, chosen] of Object.entries(selection)) {
    const addon = findListedAddon(prices, name);
    if (!addon || addon.hidden) return { kind: 'unavailable', item: name };
    const { min, max } = quantityBounds(addon.unit);
    const quantityProblem = { kind: 'quantity', item: name, min, max } as const;
    if (addon.options.length === 0) {
      if (!isValidQuantity(chosen.quantity, addon.unit)) return quantityProblem;
      continue;
    }
    // An option outside the catalogue would be dropped on saving, so it cannot stand for the item's choice.
    const entries = Object.entries(chosen.options);
    if (entries.length === 0 || entries.some(([option]) => !addon.options.some((known) => known.name === option))) {
      return { kind: 'needs-option', item: name, options: addon.options.map((option) => option.name) };
    }
    if (entries.some(([, quantity]) => !isValidQuantity(quantity, addon.unit))) return quantityProblem;
  }
  return null;
}

export function isAddonSelectionValid(prices: PriceList, selection: AddonSelection): boolean {
  return addonSelectionProblem(prices, selection) === null;
}

export type RowIssue = { index: number; message: string };

/** Server-side check of saved cut rows against the order's animal. */
export function cutRowIssues(rows: readonly string[], animal: AnimalType): RowIssue[] {
  const issues: RowIssue[] = [];
  if (rows.length === 0) issues.push({ index: -1, message: 'Select at least one cut.' });
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const decoded = decodeCutRow(row, animal);
    if (!decoded) {
      issues.push({ index, message: `'${row.slice(0, 80)}' is not a ${animal.toLowerCase()} cut.` });
    } else if (decoded.otherText !== undefined) {
      const text = decoded.otherText;
      if (text.trim().length === 0 || text !== text.trim()) {
        issues.push({ index, message: 'Other needs a description without leading or trailing spaces.' });
      } else if (text.length > LIMITS.otherText) {
        issues.push({ index, message: `Other may be at most ${LIMITS.otherText} characters.` });
      } else if (hasHiddenCharacters(text)) {
        // docs/customer-flow.md decision 10: a break or a bidirectional override would forge a line of the emails or
        // the cut sheet.
        issues.push({ index, message: HIDDEN_CHARACTERS_MESSAGE });
      }
    }
    if (decoded?.otherText !== undefined ? seen.has(OTHER_CUT) : seen.has(row)) {
      issues.push({ index, message: 'Each cut may be listed once.' });
    }
    seen.add(decoded?.otherText !== undefined ? OTHER_CUT : row);
  });
  return issues;
}

/** Server-side check of add-on rows: known names (not prep) offered by the list, valid quantities, no repeats. */
export function addonRowIssues(prices: PriceList, rows: readonly AddonRowInput[]): RowIssue[] {
  const issues: RowIssue[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const decoded = decodeAddonName(prices, row.addon_name);
    if (!decoded) {
      const bareItem = findListedAddon(prices, row.addon_name);
      issues.push({
        index,
        message: bareItem
          ? `Choose an option for ${bareItem.name}.`
          : `'${row.addon_name.slice(0, 80)}' is not an add-on.`,
      });
      return;
    }
    if (decoded.item.hidden) {
      issues.push({ index, message: `${decoded.item.name} is not offered.` });
      return;
    }
    if (!isValidQuantity(row.quantity, decoded.item.unit)) {
      issues.push({ index, message: `Quantity for ${row.addon_name} is out of range.` });
    }
    if (seen.has(row.addon_name)) issues.push({ index, message: 'Each add-on may be listed once.' });
    seen.add(row.addon_name);
  });
  return issues;
}

/** Server-side check of the deer's prep against the list: options it hides are no choice (docs/shop.md 5). */
export function prepIssues(prices: PriceList, prep: readonly string[]): RowIssue[] {
  const issues: RowIssue[] = [];
  prep.forEach((name, index) => {
    const option = prices.prep.find((candidate) => candidate.name === name);
    if (!option) issues.push({ index, message: `'${name.slice(0, 80)}' is not a prep option.` });
    else if (option.hidden) issues.push({ index, message: `${option.name} is not offered.` });
  });
  return issues;
}
