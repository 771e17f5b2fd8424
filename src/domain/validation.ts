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
import { type CutSelection, decodeCutRow } from './cut-encoding';
import { EMAIL_PATTERN, LIMITS } from './limits';
import type { PriceList } from './price-list';
import { isValidQuantity } from './quantity';

/** docs/customer-flow.md 5 and 8: each rule once, used by the web to enable Next and by the server to refuse bad writes. */

export type ToastMessage = { title: string; description: string };

export const MESSAGES = {
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  invalidPhone: { title: 'Invalid Phone', description: 'Please enter a valid phone number.' },
  hogWeightOption: { title: 'Error', description: 'Please select a weight option for the hog.' },
  hogWeightOver200: { title: 'Error', description: 'Please enter a valid weight over 200 lbs.' },
} as const satisfies Record<string, ToastMessage>;

export type DetailsValues = { full_name: string; email: string; phone_number: string };

/** Trimmed values, or the toast that explains what is wrong and the fields at fault (issue #25: marked at the field). */
export function validateDetails(
  values: DetailsValues,
): { ok: true; value: DetailsValues } | { ok: false; message: ToastMessage; fields: (keyof DetailsValues)[] } {
  const value = {
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
  };
  const blank = (Object.keys(value) as (keyof DetailsValues)[]).filter((field) => !value[field]);
  if (blank.length > 0) return { ok: false, message: MESSAGES.missingInformation, fields: blank };
  if (!EMAIL_PATTERN.test(value.email)) return { ok: false, message: MESSAGES.invalidEmail, fields: ['email'] };
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

/** At least one cut; every ticked cut with sub-options has one; Other has text (docs/customer-flow.md 5). */
export function isCutSelectionValid(selection: CutSelection, animal: AnimalType): boolean {
  if (selection.selected.length === 0) return false;
  const cuts = cutsFor(animal);
  return selection.selected.every((name) => {
    const cut = cuts.find((candidate) => candidate.name === name);
    if (!cut) return false;
    if (cut.name === OTHER_CUT) {
      const text = selection.otherText.trim();
      return text.length > 0 && text.length <= LIMITS.otherText;
    }
    // Only catalogue options count: an unknown one would save no row, leaving the cut silently empty.
    if (cut.options.length > 0)
      return (selection.options[cut.name] ?? []).some((option) => cut.options.includes(option));
    return true;
  });
}

/**
 * None is allowed; an item with options needs one; every quantity within its unit's bounds. Items the
 * list hides are no choice (docs/shop.md 5).
 */
export function isAddonSelectionValid(prices: PriceList, selection: AddonSelection): boolean {
  return Object.entries(selection).every(([name, chosen]) => {
    const addon = findListedAddon(prices, name);
    if (!addon || addon.hidden) return false;
    if (addon.options.length === 0) return isValidQuantity(chosen.quantity, addon.unit);
    // An option outside the catalogue would be dropped on saving, so it cannot stand for the item's choice.
    const entries = Object.entries(chosen.options);
    return (
      entries.length > 0 &&
      entries.every(
        ([option, quantity]) =>
          addon.options.some((candidate) => candidate.name === option) && isValidQuantity(quantity, addon.unit),
      )
    );
  });
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
