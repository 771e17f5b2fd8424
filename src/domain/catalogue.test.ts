import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST as V1 } from './price-list';
import {
  ADDON_ITEMS,
  ANIMAL_TYPES,
  DEER_CUTS,
  DEER_GENDERS,
  DEER_PREP_NAMES,
  DEER_PREP_OPTIONS,
  GENDERS,
  HOG_CENTS_PER_POUND,
  HOG_CUTS,
  HOG_GENDERS,
  HOG_OVER_200_MIN_EXCLUSIVE,
  HOG_WEIGHT_INPUT_MIN,
  HOG_WEIGHT_MAX,
  HOG_WEIGHT_OPTIONS,
  PROCESSING_FLAT_CENTS,
  SAUSAGE_FLAVOURS,
  WEIGHT_OPTION_VALUES,
  addonItemDisplayPrice,
  cutsFor,
  findAddonItem,
} from './catalogue';
import { encodeAddonName } from './addon-encoding';
import { priceAddonRow } from './pricing';
import { quantityLabel } from './quantity';

const FLAVOURS = ['Hot', 'Medium', 'Mild', 'Maple', 'Onion', 'Hot Italian', 'Sweet Italian', 'Zesty Italian', 'Brat'];

describe('animals and genders (docs/customer-flow.md 3)', () => {
  it('offers a deer and a hog', () => {
    expect(ANIMAL_TYPES).toEqual(['Deer', 'Hog']);
  });

  it('gives each animal its own genders with their labels', () => {
    expect(GENDERS.Deer).toEqual([
      { value: 'Buck', label: 'Buck (Male)' },
      { value: 'Doe', label: 'Doe (Female)' },
    ]);
    expect(GENDERS.Hog).toEqual([
      { value: 'Boar', label: 'Boar (Male)' },
      { value: 'Sow', label: 'Sow (Female)' },
    ]);
    expect(DEER_GENDERS).toEqual(GENDERS.Deer.map((gender) => gender.value));
    expect(HOG_GENDERS).toEqual(GENDERS.Hog.map((gender) => gender.value));
  });
});

describe('processing and prep (docs/customer-flow.md 9)', () => {
  it('charges $125.00 for basic cut and wrap', () => {
    expect(PROCESSING_FLAT_CENTS).toBe(12_500);
  });

  it('offers Skinning and Caped at $10.00 each', () => {
    expect(DEER_PREP_OPTIONS).toEqual([
      { name: 'Skinning', priceCents: 1_000 },
      { name: 'Caped', priceCents: 1_000 },
    ]);
    expect(DEER_PREP_NAMES).toEqual(DEER_PREP_OPTIONS.map((option) => option.name));
  });

  it('offers the two hog weight options with their prices', () => {
    expect(HOG_WEIGHT_OPTIONS).toEqual([
      { value: 'under200', label: 'Under 200 lbs', priceText: '$125.00' },
      { value: 'over200', label: 'Over 200 lbs', priceText: '$0.89/lb' },
    ]);
    expect(WEIGHT_OPTION_VALUES).toEqual(['under200', 'over200']);
    expect(HOG_CENTS_PER_POUND).toBe(89);
  });

  it('bounds a hog over 200 lbs: more than 200, input from 201, at most 1,500 (docs/customer-flow.md decision 9)', () => {
    expect(HOG_OVER_200_MIN_EXCLUSIVE).toBe(200);
    expect(HOG_WEIGHT_INPUT_MIN).toBe(201);
    expect(HOG_WEIGHT_MAX).toBe(1_500);
  });
});

describe('cuts (docs/customer-flow.md 3)', () => {
  it('lists the deer cuts with their sub-options, in order', () => {
    expect(DEER_CUTS).toEqual([
      { name: 'Hind Quarters', options: ['Roast', 'Cube Steak', 'Stew Meat'] },
      { name: 'Backstrap', options: ['Whole', 'Butterfly', 'Steak'] },
      { name: 'Tenderloin', options: ['Whole', 'Steak'] },
      { name: 'Neck Roast', options: [] },
      { name: 'Ribs', options: [] },
      { name: 'Ground', options: [] },
      { name: 'Stew Meat', options: [] },
      { name: 'Other', options: [] },
    ]);
  });

  it('lists the hog cuts, only Sausage having sub-options', () => {
    expect(HOG_CUTS.map((cut) => cut.name)).toEqual([
      'Whole',
      'Ham Roast',
      'Loin',
      'Chops',
      'Ribs',
      'Boston Butt',
      'Bacon',
      'Sausage',
      'Spare Ribs',
      'Ground',
      'Steaks',
      'Jowl',
      'Ears',
      'Other',
    ]);
    expect(HOG_CUTS.filter((cut) => cut.options.length > 0).map((cut) => cut.name)).toEqual(['Sausage']);
  });

  it('spells the sausage flavours correctly (docs/customer-flow.md decision 7)', () => {
    expect(SAUSAGE_FLAVOURS).toEqual(FLAVOURS);
    expect(HOG_CUTS.find((cut) => cut.name === 'Sausage')?.options).toEqual(FLAVOURS);
    const everything = JSON.stringify([HOG_CUTS, DEER_CUTS, ADDON_ITEMS]);
    expect(everything).not.toMatch(/Itlalian/);
  });

  it('gives each animal its catalogue', () => {
    expect(cutsFor('Deer')).toBe(DEER_CUTS);
    expect(cutsFor('Hog')).toBe(HOG_CUTS);
  });

  it('keeps names unique and free of the row separator, so that rows decode unambiguously', () => {
    for (const cuts of [DEER_CUTS, HOG_CUTS]) {
      expect(new Set(cuts.map((cut) => cut.name)).size).toBe(cuts.length);
      for (const cut of cuts) {
        expect(cut.name).not.toContain(' - ');
        expect(new Set(cut.options).size).toBe(cut.options.length);
        for (const option of cut.options) expect(option).not.toContain(' - ');
      }
    }
    expect(new Set(ADDON_ITEMS.map((addon) => addon.name)).size).toBe(ADDON_ITEMS.length);
    for (const addon of ADDON_ITEMS) {
      expect(addon.name).not.toContain(' - ');
      for (const option of addon.options) expect(option.name).not.toContain(' - ');
    }
  });
});

/** docs/customer-flow.md 3's add-on catalogue: name, unit, the price text of the item and of each sub-option. */
const EXPECTED_ADDONS: {
  name: string;
  unit: 'lb' | 'jar' | 'single';
  price: string;
  options?: Record<string, string>;
}[] = [
  {
    name: 'Ground Sausage',
    unit: 'lb',
    price: '$2.00/lb',
    options: Object.fromEntries(FLAVOURS.map((f) => [f, '$2.00/lb'])),
  },
  {
    name: 'Sausage Links',
    unit: 'lb',
    price: '$6.00/lb',
    options: Object.fromEntries(FLAVOURS.map((f) => [f, '$6.00/lb'])),
  },
  { name: 'Hamburger Patties', unit: 'lb', price: '$5.00/lb' },
  { name: 'Onion Steak Patties', unit: 'lb', price: '$5.50/lb' },
  { name: 'Jalapeno Cheese Burger', unit: 'lb', price: '$6.00/lb' },
  { name: 'Jalapeno Cheese Bacon Burger', unit: 'lb', price: '$7.50/lb' },
  { name: 'Bacon Burger', unit: 'lb', price: '$5.00/lb' },
  { name: 'Cajun Burger', unit: 'lb', price: '$2.00/lb' },
  { name: 'Lemon Pepper Burger', unit: 'lb', price: '$2.00/lb' },
  { name: 'Shishkebabs', unit: 'lb', price: '$10.00/lb' },
  {
    name: 'Snack Stix',
    unit: 'lb',
    price: '$10.00/lb',
    options: { 'Pepperoni and Cheese': '$10.00/lb', Cheese: '$8.00/lb', Plain: '$7.00/lb' },
  },
  {
    name: 'Summer Sausage',
    unit: 'lb',
    price: '$10.00/lb',
    options: { 'Pepperoni and Cheese': '$10.00/lb', Cheese: '$8.00/lb', Plain: '$7.00/lb' },
  },
  { name: 'Smoked Sausage', unit: 'lb', price: '$5.00/lb' },
  { name: 'Pickled Bites', unit: 'jar', price: '$15.00/Jar' },
  { name: 'Bacon', unit: 'lb', price: '$8.00/lb' },
  { name: 'Pepperoni', unit: 'lb', price: '$6.00/lb' },
  {
    name: 'Jerky',
    unit: 'lb',
    price: '$12.00/lb',
    options: { Plain: '$12.00/lb', Regular: '$12.00/lb', Teriyaki: '$12.00/lb', Hot: '$12.00/lb' },
  },
  { name: 'Variety Pack', unit: 'single', price: '$220.00' },
];

describe('add-on catalogue (docs/customer-flow.md 3)', () => {
  it('lists every item in the spec, in order', () => {
    expect(ADDON_ITEMS.map((addon) => addon.name)).toEqual(EXPECTED_ADDONS.map((addon) => addon.name));
  });

  describe.each(EXPECTED_ADDONS)('$name', (expected) => {
    const addon = findAddonItem(expected.name);

    it(`is sold per ${expected.unit} with a '${expected.unit === 'lb' ? 'Pounds:' : 'Quantity:'}' input`, () => {
      expect(addon?.unit).toBe(expected.unit);
      expect(quantityLabel(addon!.unit)).toBe(expected.unit === 'lb' ? 'Pounds:' : 'Quantity:');
    });

    it('has exactly the sub-options of the spec', () => {
      expect(addon?.options.map((option) => option.name)).toEqual(Object.keys(expected.options ?? {}));
    });

    if (expected.options) {
      it.each(Object.entries(expected.options))('prices %s at %s', (option, price) => {
        const row = priceAddonRow(V1, { addon_name: `${expected.name} - ${option}`, quantity: 1 });
        expect(row?.addon_price).toBe(price);
        expect(
          encodeAddonName(
            addon!,
            addon!.options.find((o) => o.name === option),
          ),
        ).toBe(`${expected.name} - ${option}`);
      });
    } else {
      it(`is priced ${expected.price}`, () => {
        expect(priceAddonRow(V1, { addon_name: expected.name, quantity: 1 })?.addon_price).toBe(expected.price);
        expect(encodeAddonName(addon!)).toBe(expected.name);
      });
    }
  });

  it('puts the Variety Pack in its own section and the rest under Custom', () => {
    expect(ADDON_ITEMS.filter((addon) => addon.section === 'Variety').map((addon) => addon.name)).toEqual([
      'Variety Pack',
    ]);
  });

  it('finds items by exact name only', () => {
    expect(findAddonItem('Bacon')?.priceCents).toBe(800);
    expect(findAddonItem('bacon')).toBeUndefined();
    expect(findAddonItem('Skinning')).toBeUndefined();
  });

  it('shows one price on an item label only when all its sub-options cost the same', () => {
    expect(addonItemDisplayPrice(findAddonItem('Hamburger Patties')!)).toBe(500);
    expect(addonItemDisplayPrice(findAddonItem('Ground Sausage')!)).toBe(200);
    expect(addonItemDisplayPrice(findAddonItem('Jerky')!)).toBe(1_200);
    expect(addonItemDisplayPrice(findAddonItem('Variety Pack')!)).toBe(22_000);
    expect(addonItemDisplayPrice(findAddonItem('Snack Stix')!)).toBeUndefined();
    expect(addonItemDisplayPrice(findAddonItem('Summer Sausage')!)).toBeUndefined();
  });
});
