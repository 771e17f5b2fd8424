import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addonSelectionToRows, rowsToAddonSelection } from './addon-encoding';
import { ADDON_ITEMS, cutsFor, findAddonItem } from './catalogue';
import { cutSelectionToRows, rowsToCutSelection } from './cut-encoding';
import { formatCents, formatPriceText, parsePriceText } from './money';
import { computeOrderTotals, hogWeightCostDollars, prepAddonRows, priceAddonRow, type StoredAddon } from './pricing';
import { isValidQuantity, parseQuantityInput } from './quantity';
import { addonRowIssues, cutRowIssues, isAddonSelectionValid, isCutSelectionValid } from './validation';
import {
  animalArb,
  anyAddonSelectionArb,
  anyCutSelectionArb,
  type OrderShape,
  orderShapeArb,
  validAddonSelectionArb,
  validCutSelectionArb,
} from './test/arbitraries';
import type { CutSelection } from './cut-encoding';
import type { AnimalType } from './catalogue';

/** What the screen should show after a reload: catalogue order, Other's text trimmed. */
function normalised(selection: CutSelection, animal: AnimalType): CutSelection {
  const cuts = cutsFor(animal);
  const options: Record<string, string[]> = {};
  for (const cut of cuts) {
    const chosen = selection.options[cut.name];
    if (chosen) options[cut.name] = cut.options.filter((option) => chosen.includes(option));
  }
  return {
    selected: cuts.filter((cut) => selection.selected.includes(cut.name)).map((cut) => cut.name),
    options,
    otherText: selection.otherText.trim(),
  };
}

const deerOrHog = fc.constantFrom<AnimalType>('Deer', 'Hog');

describe('cut rows (properties)', () => {
  it('give back exactly the selection that was saved, modulo trimming Other', () => {
    fc.assert(
      fc.property(
        deerOrHog.chain((animal) => fc.tuple(fc.constant(animal), validCutSelectionArb(animal))),
        ([animal, selection]) => {
          const rows = cutSelectionToRows(selection, animal);
          expect(rowsToCutSelection(rows, animal)).toEqual(normalised(selection, animal));
          // Saving the reloaded screen writes the same rows again.
          expect(cutSelectionToRows(rowsToCutSelection(rows, animal), animal)).toEqual(rows);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('of any selection the screen accepts pass the server check', () => {
    fc.assert(
      fc.property(
        animalArb.chain((animal) => fc.tuple(fc.constant(animal), anyCutSelectionArb(animal))),
        ([animal, selection]) => {
          fc.pre(isCutSelectionValid(selection, animal));
          expect(cutRowIssues(cutSelectionToRows(selection, animal), animal)).toEqual([]);
        },
      ),
      { numRuns: 300, maxSkipsPerRun: 1_000 },
    );
  });

  it('of every valid selection pass both checks', () => {
    fc.assert(
      fc.property(
        deerOrHog.chain((animal) => fc.tuple(fc.constant(animal), validCutSelectionArb(animal))),
        ([animal, selection]) => {
          expect(isCutSelectionValid(selection, animal)).toBe(true);
          expect(cutRowIssues(cutSelectionToRows(selection, animal), animal)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('add-on rows (properties)', () => {
  it('of any selection the screen accepts pass the server check, with a row for every ticked item', () => {
    fc.assert(
      fc.property(anyAddonSelectionArb, (selection) => {
        fc.pre(isAddonSelectionValid(selection));
        const rows = addonSelectionToRows(selection);
        expect(addonRowIssues(rows)).toEqual([]);
        const saved = new Set(rows.map((row) => row.addon_name.split(' - ')[0]));
        expect([...saved].sort()).toEqual(Object.keys(selection).sort());
      }),
      { numRuns: 300, maxSkipsPerRun: 1_000 },
    );
  });

  it('give back exactly the selection that was saved', () => {
    fc.assert(
      fc.property(validAddonSelectionArb, (selection) => {
        const rows = addonSelectionToRows(selection);
        expect(rowsToAddonSelection(rows)).toEqual(selection);
        expect(addonSelectionToRows(rowsToAddonSelection(rows))).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });

  it('of every valid selection pass the screen and server checks and can all be priced', () => {
    fc.assert(
      fc.property(validAddonSelectionArb, (selection) => {
        expect(isAddonSelectionValid(selection)).toBe(true);
        const rows = addonSelectionToRows(selection);
        expect(addonRowIssues(rows)).toEqual([]);
        for (const row of rows) expect(priceAddonRow(row)).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});

/** Integer arithmetic, independent of the code under test: a x (tenths / 10), rounded half up. */
function timesTenths(cents: number, tenths: number): number {
  return Math.floor((cents * tenths + 5) / 10);
}

function expectedLineCents(addonName: string, quantity: number): number {
  const [itemName, optionName] = addonName.split(' - ');
  const addon = findAddonItem(itemName ?? '')!;
  const price = optionName ? addon.options.find((option) => option.name === optionName)!.priceCents : addon.priceCents;
  return timesTenths(price, Math.round(quantity * 10));
}

function orderRecord(shape: OrderShape) {
  if (shape.animal_type === 'Deer') return { animal_type: 'Deer' as const, weight_cost: null };
  if (shape.weight_option === 'under200') {
    return { animal_type: 'Hog' as const, weight_cost: hogWeightCostDollars('under200', null) };
  }
  return { animal_type: 'Hog' as const, weight_cost: hogWeightCostDollars('over200', shape.weightTenths / 10) };
}

describe('order totals (properties)', () => {
  it('are the sum of their parts: processing + prep + each line price x quantity', () => {
    fc.assert(
      fc.property(orderShapeArb, validAddonSelectionArb, fc.boolean(), (shape, selection, prepLast) => {
        const prep = shape.animal_type === 'Deer' ? prepAddonRows(shape.prep) : [];
        const addons = addonSelectionToRows(selection).map((row) => priceAddonRow(row)!);
        const rows: StoredAddon[] = prepLast ? [...addons, ...prep] : [...prep, ...addons];
        const totals = computeOrderTotals(orderRecord(shape), rows);

        const processing =
          shape.animal_type === 'Deer' || shape.weight_option === 'under200'
            ? 12_500
            : timesTenths(89, shape.weightTenths);
        const prepCents = 1_000 * prep.length;
        const addonCents = addons.reduce((sum, row) => sum + expectedLineCents(row.addon_name, row.quantity), 0);

        expect(totals.processingCents).toBe(processing);
        expect(totals.prepCents).toBe(prepCents);
        expect(totals.addonsCents).toBe(addonCents);
        expect(totals.grandTotalCents).toBe(processing + prepCents + addonCents);
        expect(totals.grandTotalCents).toBe(
          totals.processingCents +
            [...totals.prepLines, ...totals.addonLines].reduce((sum, line) => sum + line.lineCents, 0),
        );
        expect(totals.prepLines).toHaveLength(prep.length);
        expect(totals.addonLines).toHaveLength(addons.length);
        expect(Number.isInteger(totals.grandTotalCents)).toBe(true);
        expect(totals.grandTotalCents).toBeGreaterThanOrEqual(12_500);
      }),
      { numRuns: 500 },
    );
  });

  it('are never negative and always whole cents, whatever is stored', () => {
    const storedAddon = fc.record({
      addon_name: fc.oneof(
        fc.constantFrom('Skinning', 'Caped', ...ADDON_ITEMS.map((addon) => addon.name)),
        fc.string(),
      ),
      addon_price: fc.oneof(
        fc.constant(null),
        fc.string(),
        fc.integer({ min: 0, max: 100_000 }).map((cents) => formatPriceText(cents, 'lb')),
        fc.double({ min: 0, max: 10_000, noNaN: true }).map((dollars) => `$${dollars}`),
      ),
      quantity: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 500, noNaN: true })),
    });
    const order = fc.record({
      animal_type: fc.constantFrom('Deer' as const, 'Hog' as const, '' as const, null),
      weight_cost: fc.oneof(
        fc.constant(null),
        fc.integer({ min: 0, max: 200_000 }).map((cents) => cents / 100),
      ),
    });
    fc.assert(
      fc.property(order, fc.array(storedAddon, { maxLength: 30 }), (record, rows) => {
        const totals = computeOrderTotals(record, rows);
        for (const value of [totals.processingCents, totals.prepCents, totals.addonsCents, totals.grandTotalCents]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(totals.grandTotalCents).toBe(totals.processingCents + totals.prepCents + totals.addonsCents);
      }),
      { numRuns: 500 },
    );
  });
});

describe('money and quantities (properties)', () => {
  it('read back every price text they write', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom<'lb' | 'jar' | 'single'>('lb', 'jar', 'single'),
        (cents, unit) => {
          expect(parsePriceText(formatPriceText(cents, unit))).toBe(cents);
          expect(formatCents(cents)).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        },
      ),
    );
  });

  it('read back every valid pound quantity typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), (tenths) => {
        const pounds = parseQuantityInput(String(tenths / 10), 'lb');
        expect(pounds).toBe(tenths / 10);
        expect(isValidQuantity(pounds, 'lb')).toBe(true);
      }),
    );
  });
});
