import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST } from '../price-list';
import { type PriceListInput, describePriceChanges, priceEditIssues } from './price-edits';
import { PriceListInputSchema, SavePricesInputSchema } from './price-list-schema';

const { version: _version, ...CATALOGUE } = DEFAULT_PRICE_LIST;

function edit(change: (list: PriceListInput) => PriceListInput): PriceListInput {
  return change(JSON.parse(JSON.stringify(CATALOGUE)) as PriceListInput);
}

const ELK_STICKS = {
  name: 'Elk Sticks',
  section: 'Custom',
  unit: 'lb',
  priceCents: 900,
  options: [{ name: 'Hot', priceCents: 900 }],
  hidden: false,
} as const;

function pathsOf(value: unknown): string[] {
  const result = PriceListInputSchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.join('.'));
}

describe('the saved price list', () => {
  it('accepts the catalogue and an added item, trimming names', () => {
    expect(PriceListInputSchema.parse(CATALOGUE)).toEqual(CATALOGUE);
    const added = PriceListInputSchema.parse({
      ...CATALOGUE,
      addons: [...CATALOGUE.addons, { ...ELK_STICKS, name: '  Elk Sticks ' }],
    });
    expect(added.addons.at(-1)?.name).toBe('Elk Sticks');
    const body = SavePricesInputSchema.parse({ ...CATALOGUE, base_version: 3 });
    expect(body.base_version).toBe(3);
  });

  it("keeps an item's Spanish name trimmed, drops an empty one, and refuses one too long", () => {
    const withSpanish = (spanishName: string) => ({
      ...CATALOGUE,
      addons: [...CATALOGUE.addons, { ...ELK_STICKS, spanishName }],
    });
    expect(PriceListInputSchema.parse(withSpanish(' Palitos de alce ')).addons.at(-1)?.spanishName).toBe(
      'Palitos de alce',
    );
    expect(PriceListInputSchema.parse(withSpanish('  ')).addons.at(-1)).not.toHaveProperty('spanishName', '  ');
    expect(PriceListInputSchema.parse(withSpanish('  ')).addons.at(-1)?.spanishName).toBeUndefined();
    expect(pathsOf(withSpanish('x'.repeat(61)))).toEqual([`addons.${CATALOGUE.addons.length}.spanishName`]);
  });

  it('refuses prices outside $0.00 to $9,999.99 or not whole cents, naming the field', () => {
    expect(pathsOf({ ...CATALOGUE, deerProcessingCents: 1_000_000 })).toEqual(['deerProcessingCents']);
    expect(pathsOf({ ...CATALOGUE, hogPerPoundCents: -1 })).toEqual(['hogPerPoundCents']);
    expect(pathsOf({ ...CATALOGUE, hogUnder200Cents: 12.5 })).toEqual(['hogUnder200Cents']);
    expect(pathsOf({ ...CATALOGUE, deerProcessingCents: 999_999 })).toEqual([]);
    expect(pathsOf({ ...CATALOGUE, deerProcessingCents: 0 })).toEqual([]);
    const addons = CATALOGUE.addons.map((item, index) =>
      index === 16
        ? { ...item, options: item.options.map((option, at) => (at === 2 ? { ...option, priceCents: '5' } : option)) }
        : item,
    );
    expect(pathsOf({ ...CATALOGUE, addons })).toEqual(['addons.16.options.2.priceCents']);
  });

  it('refuses empty, long, repeated and separator names, unknown units and too many items', () => {
    const withItem = (item: object) => ({ ...CATALOGUE, addons: [...CATALOGUE.addons, item] });
    const last = CATALOGUE.addons.length;
    expect(pathsOf(withItem({ ...ELK_STICKS, name: '  ' }))).toEqual([`addons.${last}.name`]);
    expect(pathsOf(withItem({ ...ELK_STICKS, name: 'x'.repeat(61) }))).toEqual([`addons.${last}.name`]);
    expect(pathsOf(withItem({ ...ELK_STICKS, name: ' jerky' }))).toEqual([`addons.${last}.name`]);
    expect(pathsOf(withItem({ ...ELK_STICKS, name: 'Skinning' }))).toEqual([`addons.${last}.name`]);
    expect(pathsOf(withItem({ ...ELK_STICKS, unit: 'kg' }))).toEqual([`addons.${last}.unit`]);
    const options = [
      { name: 'Hot - Extra', priceCents: 100 },
      { name: 'Mild', priceCents: 100 },
      { name: 'MILD', priceCents: 100 },
    ];
    expect(pathsOf(withItem({ ...ELK_STICKS, options }))).toEqual([
      `addons.${last}.options.0.name`,
      `addons.${last}.options.2.name`,
    ]);
    const many = Array.from({ length: 31 }, (_, index) => ({ name: `Flavour ${index}`, priceCents: 100 }));
    expect(pathsOf(withItem({ ...ELK_STICKS, options: many }))).toEqual([`addons.${last}.options`]);
    const items = Array.from({ length: 101 }, (_, index) => ({ ...ELK_STICKS, name: `Item ${index}` }));
    expect(pathsOf({ ...CATALOGUE, addons: items })).toEqual(['addons']);
  });

  it('says what is wrong in words a person understands', () => {
    const result = PriceListInputSchema.safeParse({ ...CATALOGUE, deerProcessingCents: 1_000_000 });
    expect(result.error?.issues[0]?.message).toBe('Enter a price from $0.00 to $9,999.99, such as 125.00.');
    const repeated = PriceListInputSchema.safeParse({
      ...CATALOGUE,
      addons: [...CATALOGUE.addons, { ...ELK_STICKS, name: 'Jerky' }],
    });
    expect(repeated.error?.issues[0]?.message).toBe('Jerky is already an add-on item.');
  });
});

describe('what an edit may not do to the list it started from', () => {
  it('lets prices change and items hide or be added', () => {
    const next = edit((list) => ({
      ...list,
      deerProcessingCents: 13_000,
      prep: list.prep.map((option) => ({ ...option, hidden: true })),
      addons: [...list.addons.map((item) => ({ ...item, hidden: true })), ELK_STICKS],
    }));
    expect(priceEditIssues(CATALOGUE, next)).toEqual([]);
  });

  it('keeps the catalogue: no item or prep option removed or renamed, no unit or sub-option changed', () => {
    const removed = edit((list) => ({ ...list, addons: list.addons.filter((item) => item.name !== 'Jerky') }));
    expect(priceEditIssues(CATALOGUE, removed)).toEqual([
      { path: 'addons', message: 'Jerky can be hidden, not removed or renamed.' },
    ]);
    const prep = edit((list) => ({ ...list, prep: list.prep.slice(0, 1) }));
    expect(priceEditIssues(CATALOGUE, prep).map((issue) => issue.path)).toEqual(['prep']);
    const changed = edit((list) => ({
      ...list,
      addons: list.addons.map((item) =>
        item.name === 'Jerky' ? { ...item, name: 'jerky', unit: 'jar' as const, options: item.options.slice(1) } : item,
      ),
    }));
    const index = CATALOGUE.addons.findIndex((item) => item.name === 'Jerky');
    expect(priceEditIssues(CATALOGUE, changed).map((issue) => issue.path)).toEqual([
      `addons[${index}].name`,
      `addons[${index}].unit`,
      `addons[${index}].options`,
    ]);
    const variety = edit((list) => ({
      ...list,
      addons: [...list.addons, { ...ELK_STICKS, section: 'Variety' as const }],
    }));
    expect(priceEditIssues(CATALOGUE, variety)).toEqual([
      { path: `addons[${CATALOGUE.addons.length}].section`, message: 'A new item such as Elk Sticks goes to Custom.' },
    ]);
  });
});

describe("the history's summary of a save", () => {
  it('names each change in order', () => {
    const next = edit((list) => ({
      ...list,
      deerProcessingCents: 13_000,
      prep: list.prep.map((option) => (option.name === 'Caped' ? { ...option, priceCents: 1_500 } : option)),
      addons: [
        ...list.addons.map((item) =>
          item.name === 'Jerky'
            ? {
                ...item,
                hidden: true,
                options: item.options.map((option) =>
                  option.name === 'Teriyaki' ? { ...option, priceCents: 1_300 } : option,
                ),
              }
            : item,
        ),
        ELK_STICKS,
      ],
    }));
    expect(describePriceChanges(CATALOGUE, next)).toBe(
      'Changed Basic cut and wrap (deer) from $125.00 to $130.00; changed Caped from $10.00 to $15.00; ' +
        'changed Jerky - Teriyaki from $12.00 to $13.00; hid Jerky; added Elk Sticks',
    );
    expect(describePriceChanges(next, CATALOGUE)).toContain('offered Jerky again');
  });

  it('says when nothing changed, and counts what it does not list', () => {
    expect(describePriceChanges(CATALOGUE, CATALOGUE)).toBe('No prices changed');
    const next = edit((list) => ({ ...list, addons: list.addons.map((item) => ({ ...item, hidden: true })) }));
    expect(describePriceChanges(CATALOGUE, next)).toBe(
      `${CATALOGUE.addons
        .slice(0, 12)
        .map((item, index) => `${index === 0 ? 'Hid' : 'hid'} ${item.name}`)
        .join('; ')}; and ${CATALOGUE.addons.length - 12} more changes`,
    );
  });
});
