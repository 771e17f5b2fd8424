import type { FieldIssue } from '../errors';
import { type Cents, type PriceUnit, formatCents } from '../money';
import type { PriceList, PriceListAddon } from '../price-list';

/**
 * docs/shop.md 5: the owner's edits of the price list (/shop/prices). No zod here: the page reads these limits,
 * labels and sentences too (the body's schema is in price-list-schema.ts).
 */
export const PRICE_LIMITS = {
  /** $9,999.99: the most any one price may be. */
  maxCents: 999_999,
  name: 60,
  addonItems: 100,
  subOptions: 30,
} as const;

/** The separator of stored add-on rows ('Jerky - Teriyaki', addon-encoding.ts): no name may contain it. */
export const NAME_SEPARATOR_TEXT = ' - ';

export const PRICE_MESSAGES = {
  stale: 'The prices were changed by someone else. Reload to see them.',
  price: `Enter a price from $0.00 to ${formatCents(PRICE_LIMITS.maxCents)}, such as 125.00.`,
  nameRequired: 'Enter a name.',
  nameTooLong: `Use at most ${PRICE_LIMITS.name} characters.`,
  nameSeparator: "A name cannot contain ' - ' (a space, a dash and a space).",
  unit: 'Choose a unit: per lb, per jar or single.',
  tooManyItems: `There can be at most ${PRICE_LIMITS.addonItems} add-on items.`,
  tooManyOptions: `An item can have at most ${PRICE_LIMITS.subOptions} sub-options.`,
} as const;

export const UNIT_LABELS: Record<PriceUnit, string> = { lb: 'per lb', jar: 'per jar', single: 'single' };
export const PRICE_UNITS = ['lb', 'jar', 'single'] as const satisfies readonly PriceUnit[];

/** The processing prices, as the page and the history name them. */
export const PROCESSING_PRICES = [
  { key: 'deerProcessingCents', label: 'Basic cut and wrap (deer)' },
  { key: 'hogUnder200Cents', label: 'Hog under 200 lbs' },
  { key: 'hogPerPoundCents', label: 'Hog over 200 lbs, per lb' },
] as const satisfies readonly { key: keyof PriceList; label: string }[];

/** What a save sends: a complete list without its version, and the version the owner edited. */
export type PriceListInput = Omit<PriceList, 'version'>;
export type SavePricesInput = PriceListInput & { base_version: number };

/** A name as compared for uniqueness: 'jerky' and ' Jerky ' are the same item to a customer. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * What an edit may not do to the list it started from (base): names are stored in orders, so the prep
 * options and every existing add-on item keep their name, unit, section and sub-options (each may be
 * hidden and repriced, none removed or renamed); an item that is new goes to the Custom section.
 */
export function priceEditIssues(base: PriceListInput, next: PriceListInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const prepNames = next.prep.map((option) => option.name);
  if (prepNames.join('\n') !== base.prep.map((option) => option.name).join('\n')) {
    issues.push({
      path: 'prep',
      message: `The prep options are ${base.prep.map((option) => option.name).join(' and ')}; they can be hidden, not removed or renamed.`,
    });
  }
  const nextByName = new Map(next.addons.map((item, index) => [nameKey(item.name), { item, index }]));
  for (const before of base.addons) {
    const found = nextByName.get(nameKey(before.name));
    if (!found) {
      issues.push({ path: 'addons', message: `${before.name} can be hidden, not removed or renamed.` });
      continue;
    }
    const path = `addons[${found.index}]`;
    if (found.item.name !== before.name) {
      issues.push({ path: `${path}.name`, message: `${before.name} cannot be renamed.` });
    }
    if (found.item.unit !== before.unit || found.item.section !== before.section) {
      issues.push({ path: `${path}.unit`, message: `The unit of ${before.name} cannot change.` });
    }
    const beforeOptions = before.options.map((option) => option.name).join('\n');
    if (found.item.options.map((option) => option.name).join('\n') !== beforeOptions) {
      issues.push({
        path: `${path}.options`,
        message: `The sub-options of ${before.name} can be repriced, not added, removed or renamed.`,
      });
    }
  }
  const baseNames = new Set(base.addons.map((item) => nameKey(item.name)));
  next.addons.forEach((item, index) => {
    if (!baseNames.has(nameKey(item.name)) && item.section !== 'Custom') {
      issues.push({ path: `addons[${index}].section`, message: `A new item such as ${item.name} goes to Custom.` });
    }
  });
  return issues;
}

type Change = string;

function priceChange(label: string, before: Cents, after: Cents): Change[] {
  return before === after ? [] : [`changed ${label} from ${formatCents(before)} to ${formatCents(after)}`];
}

function visibilityChange(label: string, before: boolean, after: boolean): Change[] {
  if (before === after) return [];
  return [after ? `hid ${label}` : `offered ${label} again`];
}

function addonChanges(before: PriceListAddon | undefined, after: PriceListAddon): Change[] {
  if (!before) return [`added ${after.name}`];
  const changes: Change[] = [];
  if (after.options.length === 0) changes.push(...priceChange(after.name, before.priceCents, after.priceCents));
  for (const option of after.options) {
    const old = before.options.find((candidate) => candidate.name === option.name);
    if (old) changes.push(...priceChange(`${after.name} - ${option.name}`, old.priceCents, option.priceCents));
  }
  changes.push(...visibilityChange(after.name, before.hidden, after.hidden));
  return changes;
}

/** Past this many, the history says how many more rather than listing them all. */
const LISTED_CHANGES = 12;

/**
 * The history's summary of a save: 'Changed Basic cut and wrap (deer) from $125.00 to $130.00; hid Jerky;
 * added Elk Sticks', or 'No prices changed'.
 */
export function describePriceChanges(before: PriceListInput, after: PriceListInput): string {
  const changes: Change[] = [];
  for (const { key, label } of PROCESSING_PRICES) changes.push(...priceChange(label, before[key], after[key]));
  for (const option of after.prep) {
    const old = before.prep.find((candidate) => candidate.name === option.name);
    if (!old) continue;
    changes.push(...priceChange(option.name, old.priceCents, option.priceCents));
    changes.push(...visibilityChange(option.name, old.hidden, option.hidden));
  }
  for (const item of after.addons) {
    changes.push(
      ...addonChanges(
        before.addons.find((candidate) => candidate.name === item.name),
        item,
      ),
    );
  }
  if (changes.length === 0) return 'No prices changed';
  const listed = changes.slice(0, LISTED_CHANGES);
  const more = changes.length - listed.length;
  const text = listed.join('; ') + (more > 0 ? `; and ${more} more ${more === 1 ? 'change' : 'changes'}` : '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
