import fc from 'fast-check';
import type { AddonSelection } from '../addon-encoding';
import { addDays } from '../calendar-days';
import {
  ADDON_ITEMS,
  type AnimalType,
  type CutDefinition,
  DEER_CUTS,
  HOG_CUTS,
  OTHER_CUT,
  cutsFor,
} from '../catalogue';
import type { CutSelection } from '../cut-encoding';
import { type DropOffRules, WEEKDAYS } from '../drop-off-days';
import type { PriceUnit } from '../money';
import { DEFAULT_PRICE_LIST, type PriceList, type PriceListAddon } from '../price-list';

/** fast-check generators for the domain's inputs; "valid" ones satisfy every rule of docs/customer-flow.md 5 and docs/customer-flow.md decisions 8-10. */

export const animalArb = fc.constantFrom<AnimalType>('Deer', 'Hog');

const padding = fc.constantFrom('', ' ', '  ', '\t', '\n ', ' \u00a0');

/** Free text as people type it: the row separator, accents, emoji and scripts mixed in. */
export const otherTextArb = fc
  .tuple(
    padding,
    fc
      .array(
        fc.oneof(
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
          fc.constantFrom(' - ', '-', 'Ça', '🦌', '中文', 'ß', 'x - y', '  '),
        ),
        { minLength: 1, maxLength: 12 },
      )
      .map((parts) => parts.join('')),
    padding,
  )
  .map(([before, text, after]) => `${before}${text}${after}`)
  .filter((text) => text.trim().length > 0 && text.trim().length <= 500);

function subsetInOrder<T>(items: readonly T[], minLength: number) {
  return fc
    .subarray([...items], { minLength })
    .chain((subset) => fc.shuffledSubarray(subset, { minLength: subset.length, maxLength: subset.length }));
}

/** A selection the cuts screen would let you save: ticked in any order, Other padded with spaces. */
export function validCutSelectionArb(animal: AnimalType): fc.Arbitrary<CutSelection> {
  const cuts: readonly CutDefinition[] = cutsFor(animal);
  return fc.tuple(subsetInOrder(cuts, 1), otherTextArb, fc.context()).chain(([ticked, otherText]) =>
    fc
      .tuple(...ticked.map((cut) => (cut.options.length > 0 ? subsetInOrder(cut.options, 1) : fc.constant([]))))
      .map((optionLists) => {
        const options: Record<string, string[]> = {};
        ticked.forEach((cut, index) => {
          if (cut.options.length > 0) options[cut.name] = [...(optionLists[index] ?? [])];
        });
        return {
          selected: ticked.map((cut) => cut.name),
          options,
          otherText: ticked.some((cut) => cut.name === OTHER_CUT) ? otherText : '',
        };
      }),
  );
}

/**
 * Anything the screen state might hold, valid or not: mostly this animal's cuts, sometimes the other
 * animal's or made-up ones, and sub-options drawn from every list plus misspelt ones.
 */
export function anyCutSelectionArb(animal: AnimalType): fc.Arbitrary<CutSelection> {
  const own = cutsFor(animal).map((cut) => cut.name);
  const foreign = [...DEER_CUTS, ...HOG_CUTS].map((cut) => cut.name).filter((name) => !own.includes(name));
  const optionPool = [...new Set([...DEER_CUTS, ...HOG_CUTS].flatMap((cut) => cut.options)), 'Hot Itlalian', 'Bone-in'];
  const name = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...own) }, fc.constantFrom(...foreign, 'Brisket', ''));
  return fc.record({
    selected: fc.array(name, { maxLength: 6 }),
    options: fc.dictionary(name, fc.array(fc.constantFrom(...optionPool), { maxLength: 3 })),
    otherText: fc.oneof(otherTextArb, fc.constantFrom('', '   ', 'x'.repeat(501))),
  });
}

/** A valid quantity for the unit: pounds in tenths 0.1..500, jars 1..100, single 1. */
export function quantityArb(unit: PriceUnit): fc.Arbitrary<number> {
  if (unit === 'jar') return fc.integer({ min: 1, max: 100 });
  if (unit === 'single') return fc.constant(1);
  return fc.integer({ min: 1, max: 5_000 }).map((tenths) => tenths / 10);
}

/** A price as /shop/prices allows it: $0.00 to $9,999.99. */
export const priceCentsArb = fc.integer({ min: 0, max: 999_999 });

/** An item the owner adds: a fresh name, any unit, maybe sub-options of their own (docs/shop.md 5). */
function ownerAddonArb(index: number): fc.Arbitrary<PriceListAddon> {
  return fc
    .record({
      unit: fc.constantFrom<PriceUnit>('lb', 'jar', 'single'),
      priceCents: priceCentsArb,
      options: fc.array(priceCentsArb, { maxLength: 3 }),
      hidden: fc.boolean(),
    })
    .map(({ unit, priceCents, options, hidden }) => ({
      name: `Owner Item ${index}`,
      section: 'Custom' as const,
      unit,
      priceCents,
      options: options.map((cents, option) => ({ name: `Choice ${option}`, priceCents: cents })),
      hidden,
    }));
}

/**
 * Any version the owner could save: the catalogue's structure with every price random, items hidden at
 * random (mostly shown), and up to three items of the owner's own.
 */
export const priceListArb: fc.Arbitrary<PriceList> = fc
  .record({
    version: fc.integer({ min: 1, max: 1_000 }),
    deerProcessingCents: priceCentsArb,
    hogUnder200Cents: priceCentsArb,
    hogPerPoundCents: priceCentsArb,
    prep: fc.tuple(
      ...DEFAULT_PRICE_LIST.prep.map((option) =>
        fc.record({ priceCents: priceCentsArb, hidden: fc.boolean() }).map((drawn) => ({ ...option, ...drawn })),
      ),
    ),
    addons: fc.tuple(
      ...DEFAULT_PRICE_LIST.addons.map((addon) =>
        fc
          .record({
            priceCents: priceCentsArb,
            options: fc.tuple(...addon.options.map(() => priceCentsArb)),
            // One item in five hidden, so that most lists still offer most items.
            hidden: fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0),
          })
          .map((drawn) => ({
            ...addon,
            priceCents: drawn.priceCents,
            options: addon.options.map((option, index) => ({ ...option, priceCents: drawn.options[index] ?? 0 })),
            hidden: drawn.hidden,
          })),
      ),
    ),
    extra: fc
      .integer({ min: 0, max: 3 })
      .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => ownerAddonArb(index)))),
  })
  .map(({ extra, addons, ...rest }) => ({ ...rest, addons: [...addons, ...extra] }));

/** A selection the add-ons screen would let you save from the list's shown items (options keep quantity 1). */
export function validAddonSelectionArb(prices: PriceList = DEFAULT_PRICE_LIST): fc.Arbitrary<AddonSelection> {
  return fc.subarray(prices.addons.filter((addon) => !addon.hidden)).chain((items) =>
    fc
      .tuple(
        ...items.map((addon) =>
          addon.options.length === 0
            ? quantityArb(addon.unit).map((quantity) => ({ quantity, options: {} }))
            : fc.subarray([...addon.options], { minLength: 1 }).chain((options) =>
                fc.tuple(...options.map(() => quantityArb(addon.unit))).map((quantities) => ({
                  quantity: 1,
                  options: Object.fromEntries(options.map((option, index) => [option.name, quantities[index] ?? 1])),
                })),
              ),
        ),
      )
      .map((entries) => Object.fromEntries(items.map((addon, index) => [addon.name, entries[index]!]))),
  );
}

/** An order as the review sees it: the animal, its hog weight and its deer prep. */
export type OrderShape =
  | { animal_type: 'Deer'; prep: ('Skinning' | 'Caped')[] }
  | { animal_type: 'Hog'; weight_option: 'under200' }
  | { animal_type: 'Hog'; weight_option: 'over200'; weightTenths: number };

export const orderShapeArb: fc.Arbitrary<OrderShape> = fc.oneof(
  fc
    .subarray(['Skinning', 'Caped'] as ('Skinning' | 'Caped')[])
    .map((prep) => ({ animal_type: 'Deer' as const, prep })),
  fc.constant({ animal_type: 'Hog' as const, weight_option: 'under200' as const }),
  fc
    .integer({ min: 2_001, max: 15_000 })
    .map((weightTenths) => ({ animal_type: 'Hog' as const, weight_option: 'over200' as const, weightTenths })),
);

/** Any add-ons screen state: catalogue items mostly, option names from every list, any quantity. */
export const anyAddonSelectionArb: fc.Arbitrary<AddonSelection> = (() => {
  const items = ADDON_ITEMS.map((addon) => addon.name);
  const optionPool = [...new Set(ADDON_ITEMS.flatMap((addon) => addon.options.map((option) => option.name))), 'Smoked'];
  const quantity = fc.oneof(
    fc.integer({ min: -2, max: 120 }),
    fc.integer({ min: 0, max: 5_100 }).map((tenths) => tenths / 10),
    fc.double({ noNaN: false }),
  );
  return fc.dictionary(
    fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...items) }, fc.constantFrom('Skinning', 'Elk Jerky')),
    fc.record({ quantity, options: fc.dictionary(fc.constantFrom(...optionPool), quantity, { maxKeys: 3 }) }),
    { maxKeys: 4 },
  );
})();

// docs/shop.md 10: drop-off days (drop-off-days.test.ts, drop-off-waitlist.test.ts).

/** Any calendar day from 2020 to 2035. */
export const anyDay = fc.integer({ min: 0, max: 16 * 366 }).map((offset) => addDays('2020-01-01', offset));

/** Any rules: a season of up to 90 days, some weekdays, closed dates and overrides in or near it. */
export const anyRules: fc.Arbitrary<DropOffRules> = fc
  .record({
    first: anyDay,
    length: fc.integer({ min: 0, max: 90 }),
    weekdays: fc.subarray([...WEEKDAYS]),
    deer: fc.integer({ min: 0, max: 50 }),
    hogs: fc.integer({ min: 0, max: 50 }),
    closed: fc.uniqueArray(fc.integer({ min: -5, max: 95 })),
    overrides: fc.uniqueArray(
      fc.record({ offset: fc.integer({ min: -5, max: 95 }), deer: fc.nat(200), hogs: fc.nat(200) }),
      { selector: (override) => override.offset },
    ),
  })
  .map(({ first, length, weekdays, deer, hogs, closed, overrides }) => ({
    enabled: true,
    first_day: first,
    last_day: addDays(first, length),
    weekdays,
    deer_per_day: deer,
    hogs_per_day: hogs,
    closed_dates: closed.map((offset) => addDays(first, offset)),
    overrides: overrides.map((override) => ({
      day: addDays(first, override.offset),
      deer: override.deer,
      hogs: override.hogs,
    })),
    reminder_hour: 9,
  }));
