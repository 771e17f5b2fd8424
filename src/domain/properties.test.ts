import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addonSelectionToRows, findListedAddon, rowsToAddonSelection } from './addon-encoding';
import { ADDON_ITEMS, cutsFor } from './catalogue';
import { cutSelectionToRows, rowsToCutSelection } from './cut-encoding';
import { formatCents, formatPriceText, parsePriceText } from './money';
import { DEFAULT_PRICE_LIST, type PriceList } from './price-list';
import {
  computeOrderTotals,
  hogWeightCostDollars,
  prepAddonRows,
  priceAddonRow,
  processingCostCents,
  type StoredAddon,
} from './pricing';
import { buildReceipt } from './receipt';
import { isValidQuantity, parseQuantityInput } from './quantity';
import { addonRowIssues, cutRowIssues, isAddonSelectionValid, isCutSelectionValid } from './validation';
import {
  animalArb,
  anyAddonSelectionArb,
  anyCutSelectionArb,
  type OrderShape,
  orderShapeArb,
  priceListArb,
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

/** A random price list and a selection the add-ons screen would let you save from it. */
const listAndSelectionArb = priceListArb.chain((prices) =>
  fc.tuple(fc.constant(prices), validAddonSelectionArb(prices)),
);

describe('add-on rows (properties)', () => {
  it('of any selection the screen accepts pass the server check, with a row for every ticked item', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(DEFAULT_PRICE_LIST), priceListArb),
        anyAddonSelectionArb,
        (prices, selection) => {
          fc.pre(isAddonSelectionValid(prices, selection));
          const rows = addonSelectionToRows(prices, selection);
          expect(addonRowIssues(prices, rows)).toEqual([]);
          const saved = new Set(rows.map((row) => row.addon_name.split(' - ')[0]));
          expect([...saved].sort()).toEqual(Object.keys(selection).sort());
        },
      ),
      { numRuns: 300, maxSkipsPerRun: 1_000 },
    );
  });

  it('give back exactly the selection that was saved', () => {
    fc.assert(
      fc.property(listAndSelectionArb, ([prices, selection]) => {
        const rows = addonSelectionToRows(prices, selection);
        expect(rowsToAddonSelection(prices, rows)).toEqual(selection);
        expect(addonSelectionToRows(prices, rowsToAddonSelection(prices, rows))).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });

  it('of every valid selection pass the screen and server checks and can all be priced', () => {
    fc.assert(
      fc.property(listAndSelectionArb, ([prices, selection]) => {
        expect(isAddonSelectionValid(prices, selection)).toBe(true);
        const rows = addonSelectionToRows(prices, selection);
        expect(addonRowIssues(prices, rows)).toEqual([]);
        for (const row of rows) expect(priceAddonRow(prices, row)).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('of hidden items are refused by both checks', () => {
    fc.assert(
      fc.property(priceListArb, fc.nat(), (prices, pick) => {
        const hidden = prices.addons.filter((addon) => addon.hidden);
        fc.pre(hidden.length > 0);
        const addon = hidden[pick % hidden.length]!;
        const option = addon.options[0];
        const selection = { [addon.name]: { quantity: 1, options: option ? { [option.name]: 1 } : {} } };
        expect(isAddonSelectionValid(prices, selection)).toBe(false);
        const rows = addonSelectionToRows(prices, selection);
        expect(addonRowIssues(prices, rows)).toEqual([{ index: 0, message: `${addon.name} is not offered.` }]);
      }),
      { numRuns: 100, maxSkipsPerRun: 1_000 },
    );
  });
});

/** Integer arithmetic, independent of the code under test: a x (tenths / 10), rounded half up. */
function timesTenths(cents: number, tenths: number): number {
  return Math.floor((cents * tenths + 5) / 10);
}

function expectedLineCents(prices: PriceList, addonName: string, quantity: number): number {
  const [itemName, optionName] = addonName.split(' - ');
  const addon = findListedAddon(prices, itemName ?? '')!;
  const price = optionName ? addon.options.find((option) => option.name === optionName)!.priceCents : addon.priceCents;
  return timesTenths(price, Math.round(quantity * 10));
}

function orderRecord(prices: PriceList, shape: OrderShape) {
  if (shape.animal_type === 'Deer') return { animal_type: 'Deer' as const, weight_cost: null };
  if (shape.weight_option === 'under200') {
    return { animal_type: 'Hog' as const, weight_cost: hogWeightCostDollars(prices, 'under200', null) };
  }
  return { animal_type: 'Hog' as const, weight_cost: hogWeightCostDollars(prices, 'over200', shape.weightTenths / 10) };
}

const receiptOrder = {
  order_number: 'GM-1042',
  full_name: 'Jane Hunter',
  email: 'jane@example.com',
  phone_number: '555-123-4567',
  gender: null,
  weight_option: null,
  weight_pounds: null,
};

describe('order totals (properties)', () => {
  it('are the sum of their parts: processing + prep + each line price x quantity, for any price list', () => {
    fc.assert(
      fc.property(listAndSelectionArb, orderShapeArb, fc.boolean(), ([prices, selection], shape, prepLast) => {
        const prep = shape.animal_type === 'Deer' ? prepAddonRows(prices, shape.prep) : [];
        const addons = addonSelectionToRows(prices, selection).map((row) => priceAddonRow(prices, row)!);
        const rows: StoredAddon[] = prepLast ? [...addons, ...prep] : [...prep, ...addons];
        const totals = computeOrderTotals(prices, orderRecord(prices, shape), rows);

        const processing =
          shape.animal_type === 'Deer'
            ? prices.deerProcessingCents
            : shape.weight_option === 'under200'
              ? prices.hogUnder200Cents
              : timesTenths(prices.hogPerPoundCents, shape.weightTenths);
        const prepCents = prices.prep
          .filter((option) => prep.some((row) => row.addon_name === option.name))
          .reduce((sum, option) => sum + option.priceCents, 0);
        const addonCents = addons.reduce(
          (sum, row) => sum + expectedLineCents(prices, row.addon_name, row.quantity),
          0,
        );

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
        // The receipt (client) sums the same rows with the processing price the server presents.
        const receipt = buildReceipt({
          order: { ...receiptOrder, ...orderRecord(prices, shape), total_cents: null },
          cuts: [],
          addons: rows,
          totals: { processing_cents: processingCostCents(prices, orderRecord(prices, shape)) },
        });
        expect(receipt.grandTotal.amountCents).toBe(totals.grandTotalCents);
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
      fc.property(priceListArb, order, fc.array(storedAddon, { maxLength: 30 }), (prices, record, rows) => {
        const totals = computeOrderTotals(prices, record, rows);
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
