import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST as V1 } from './price-list';
import {
  computeOrderTotals,
  hogWeightCostCents,
  hogWeightCostDollars,
  isPrepName,
  prepAddonRows,
  priceAddonRow,
  processingCostCents,
  sumOrderTotals,
  unitOfPriceText,
} from './pricing';
import { OWNER_PRICE_LIST } from './test/price-lists';
import { buildStoredAddon } from './test/factories';

const deer = { animal_type: 'Deer' as const, weight_cost: null };

describe('hog weight cost (docs/customer-flow.md 9, docs/customer-flow.md decision 9)', () => {
  it('is the flat $125.00 under 200 lbs, whatever weight is given', () => {
    expect(hogWeightCostCents(V1, 'under200', null)).toBe(12_500);
    expect(hogWeightCostCents(V1, 'under200', 150)).toBe(12_500);
    expect(hogWeightCostDollars(V1, 'under200', undefined)).toBe(125);
  });

  it('is $0.89 a pound over 200 lbs', () => {
    expect(hogWeightCostCents(V1, 'over200', 250)).toBe(22_250);
    expect(hogWeightCostCents(V1, 'over200', 201)).toBe(17_889);
    expect(hogWeightCostCents(V1, 'over200', 1_500)).toBe(133_500);
    expect(hogWeightCostDollars(V1, 'over200', 250)).toBe(222.5);
    expect(hogWeightCostDollars(V1, 'over200', 201)).toBe(178.89);
  });

  it('rounds to the cent', () => {
    expect(hogWeightCostCents(V1, 'over200', 200.5)).toBe(17_845); // 178.445 -> 178.45
    expect(hogWeightCostCents(V1, 'over200', 333.3)).toBe(29_664); // 296.637 -> 296.64
    expect(hogWeightCostCents(V1, 'over200', 210.1)).toBe(18_699); // 186.989 -> 186.99
    expect(hogWeightCostDollars(V1, 'over200', 333.3)).toBe(296.64);
  });
});

describe('processingCostCents (docs/customer-flow.md 9)', () => {
  it('charges a deer the flat price, whatever weight_cost says', () => {
    expect(processingCostCents(V1, deer)).toBe(12_500);
    expect(processingCostCents(V1, { animal_type: 'Deer', weight_cost: 999 })).toBe(12_500);
  });

  it('charges a hog its weight_cost', () => {
    expect(processingCostCents(V1, { animal_type: 'Hog', weight_cost: 222.5 })).toBe(22_250);
    expect(processingCostCents(V1, { animal_type: 'Hog', weight_cost: 178.89 })).toBe(17_889);
    expect(processingCostCents(V1, { animal_type: 'Hog', weight_cost: 125 })).toBe(12_500);
  });

  it('defaults a hog to $125.00 when weight_cost is missing', () => {
    expect(processingCostCents(V1, { animal_type: 'Hog', weight_cost: null })).toBe(12_500);
    expect(processingCostCents(V1, { animal_type: 'Hog', weight_cost: undefined })).toBe(12_500);
  });

  it('charges nothing while no animal is chosen', () => {
    expect(processingCostCents(V1, { animal_type: '', weight_cost: null })).toBe(0);
    expect(processingCostCents(V1, { animal_type: null, weight_cost: 150 })).toBe(0);
  });
});

describe('prep rows (docs/customer-flow.md decision 3)', () => {
  it("writes Skinning and Caped as '$10.00' x 1, in catalogue order", () => {
    expect(prepAddonRows(V1, ['Caped', 'Skinning'])).toEqual([
      { addon_name: 'Skinning', addon_price: '$10.00', quantity: 1 },
      { addon_name: 'Caped', addon_price: '$10.00', quantity: 1 },
    ]);
    expect(prepAddonRows(V1, ['Caped'])).toEqual([{ addon_name: 'Caped', addon_price: '$10.00', quantity: 1 }]);
  });

  it('writes nothing for no prep, and ignores unknown names and repeats', () => {
    expect(prepAddonRows(V1, [])).toEqual([]);
    expect(prepAddonRows(V1, ['Gutting', 'Skinning', 'Skinning'])).toEqual([
      { addon_name: 'Skinning', addon_price: '$10.00', quantity: 1 },
    ]);
  });

  it('knows the prep names exactly', () => {
    expect(isPrepName('Skinning')).toBe(true);
    expect(isPrepName('Caped')).toBe(true);
    expect(isPrepName('skinning')).toBe(false);
    expect(isPrepName('Bacon')).toBe(false);
  });
});

describe('priceAddonRow (docs/customer-flow.md decision 4: prices come from the catalogue)', () => {
  it('fills the price text and keeps name and quantity', () => {
    expect(priceAddonRow(V1, { addon_name: 'Ground Sausage - Hot', quantity: 3 })).toEqual({
      addon_name: 'Ground Sausage - Hot',
      addon_price: '$2.00/lb',
      quantity: 3,
    });
    expect(priceAddonRow(V1, { addon_name: 'Pickled Bites', quantity: 2 })).toEqual({
      addon_name: 'Pickled Bites',
      addon_price: '$15.00/Jar',
      quantity: 2,
    });
    expect(priceAddonRow(V1, { addon_name: 'Variety Pack', quantity: 1 })?.addon_price).toBe('$220.00');
    expect(priceAddonRow(V1, { addon_name: 'Snack Stix - Pepperoni and Cheese', quantity: 1 })?.addon_price).toBe(
      '$10.00/lb',
    );
    expect(priceAddonRow(V1, { addon_name: 'Summer Sausage - Plain', quantity: 1 })?.addon_price).toBe('$7.00/lb');
  });

  it.each([['Skinning'], ['Caped'], ['Ground Sausage'], ['Ground Sausage - Spicy'], ['Jerky - '], ['Steak'], ['']])(
    'refuses %j: not a priced add-on row',
    (name) => {
      expect(priceAddonRow(V1, { addon_name: name, quantity: 1 })).toBeNull();
    },
  );
});

describe('computeOrderTotals: the five reference orders', () => {
  it('deer with Skinning and Caped and no add-ons: $145.00', () => {
    const totals = computeOrderTotals(V1, deer, prepAddonRows(V1, ['Skinning', 'Caped']));
    expect(totals).toMatchObject({
      processingCents: 12_500,
      prepCents: 2_000,
      addonsCents: 0,
      grandTotalCents: 14_500,
    });
    expect(totals.prepLines.map((line) => line.addon_name)).toEqual(['Skinning', 'Caped']);
    expect(totals.addonLines).toEqual([]);
  });

  it('hog under 200 lbs: $125.00', () => {
    const order = { animal_type: 'Hog' as const, weight_cost: hogWeightCostDollars(V1, 'under200', null) };
    expect(computeOrderTotals(V1, order, [])).toMatchObject({
      processingCents: 12_500,
      prepCents: 0,
      grandTotalCents: 12_500,
    });
  });

  it('hog over 200 lbs at 250 lbs: $222.50', () => {
    const order = { animal_type: 'Hog' as const, weight_cost: hogWeightCostDollars(V1, 'over200', 250) };
    expect(computeOrderTotals(V1, order, []).grandTotalCents).toBe(22_250);
  });

  it('deer without prep, Hamburger Patties 2 lb and a Variety Pack: $355.00', () => {
    const rows = [
      priceAddonRow(V1, { addon_name: 'Hamburger Patties', quantity: 2 })!,
      priceAddonRow(V1, { addon_name: 'Variety Pack', quantity: 1 })!,
    ];
    const totals = computeOrderTotals(V1, deer, rows);
    expect(totals).toMatchObject({
      processingCents: 12_500,
      prepCents: 0,
      addonsCents: 23_000,
      grandTotalCents: 35_500,
    });
    expect(totals.addonLines.map((line) => line.lineCents)).toEqual([1_000, 22_000]);
  });

  it('deer with Ground Sausage Hot 3 lb and Mild 1.5 lb and Pickled Bites 2 jars: $164.00', () => {
    const rows = [
      priceAddonRow(V1, { addon_name: 'Ground Sausage - Hot', quantity: 3 })!,
      priceAddonRow(V1, { addon_name: 'Ground Sausage - Mild', quantity: 1.5 })!,
      priceAddonRow(V1, { addon_name: 'Pickled Bites', quantity: 2 })!,
    ];
    const totals = computeOrderTotals(V1, deer, rows);
    expect(totals.addonLines.map((line) => line.lineCents)).toEqual([600, 300, 3_000]);
    expect(totals.grandTotalCents).toBe(16_400);
  });
});

describe('computeOrderTotals: how rows are read', () => {
  it('counts prep once, as prep, wherever the rows sit', () => {
    const rows = [
      buildStoredAddon({ addon_name: 'Bacon', addon_price: '$8.00/lb', quantity: 1 }),
      ...prepAddonRows(V1, ['Skinning', 'Caped']),
    ];
    const totals = computeOrderTotals(V1, deer, rows);
    expect(totals.prepCents).toBe(2_000);
    expect(totals.addonsCents).toBe(800);
    expect(totals.addonLines.map((line) => line.addon_name)).toEqual(['Bacon']);
    expect(totals.grandTotalCents).toBe(12_500 + 2_000 + 800);
  });

  it('counts a missing or unreadable price as 0 (docs/customer-flow.md 5)', () => {
    const rows = [
      buildStoredAddon({ addon_price: null, quantity: 4 }),
      buildStoredAddon({ addon_name: 'Bacon', addon_price: 'ask', quantity: 2 }),
      buildStoredAddon({ addon_name: 'Pepperoni', addon_price: '6', quantity: 2 }),
    ];
    const totals = computeOrderTotals(V1, deer, rows);
    expect(totals.addonLines.map((line) => line.lineCents)).toEqual([0, 0, 1_200]);
    expect(totals.grandTotalCents).toBe(13_700);
  });

  it('prices each line to the cent before adding', () => {
    const rows = [buildStoredAddon({ addon_name: 'Onion Steak Patties', addon_price: '$5.50/lb', quantity: 0.3 })];
    expect(computeOrderTotals(V1, deer, rows).addonsCents).toBe(165);
  });

  it('is 0 for an order with no animal and no rows', () => {
    expect(computeOrderTotals(V1, { animal_type: '', weight_cost: null }, []).grandTotalCents).toBe(0);
  });
});

describe("pricing with an owner's price list (docs/shop.md 5)", () => {
  it('takes every processing price from the list', () => {
    expect(processingCostCents(OWNER_PRICE_LIST, { animal_type: 'Deer', weight_cost: null })).toBe(13_500);
    expect(processingCostCents(OWNER_PRICE_LIST, { animal_type: 'Hog', weight_cost: null })).toBe(14_000);
    expect(hogWeightCostCents(OWNER_PRICE_LIST, 'under200', null)).toBe(14_000);
    expect(hogWeightCostCents(OWNER_PRICE_LIST, 'over200', 250)).toBe(23_750);
    expect(hogWeightCostDollars(OWNER_PRICE_LIST, 'over200', 201)).toBe(190.95);
  });

  it("prices prep and add-ons from the list, the owner's own items included", () => {
    expect(prepAddonRows(OWNER_PRICE_LIST, ['Skinning'])).toEqual([
      { addon_name: 'Skinning', addon_price: '$12.00', quantity: 1 },
    ]);
    expect(priceAddonRow(OWNER_PRICE_LIST, { addon_name: 'Elk Sticks - Jalapeno', quantity: 2 })).toEqual({
      addon_name: 'Elk Sticks - Jalapeno',
      addon_price: '$15.50/lb',
      quantity: 2,
    });
    expect(priceAddonRow(OWNER_PRICE_LIST, { addon_name: 'Smoked Hock', quantity: 1 })?.addon_price).toBe('$9.00');
    expect(priceAddonRow(V1, { addon_name: 'Smoked Hock', quantity: 1 })).toBeNull();
    const totals = computeOrderTotals(OWNER_PRICE_LIST, deer, [
      ...prepAddonRows(OWNER_PRICE_LIST, ['Skinning']),
      priceAddonRow(OWNER_PRICE_LIST, { addon_name: 'Elk Sticks - Jalapeno', quantity: 2 })!,
    ]);
    expect(totals).toMatchObject({ processingCents: 13_500, prepCents: 1_200, addonsCents: 3_100 });
    expect(totals.grandTotalCents).toBe(17_800);
  });

  it('sums a receipt with the processing price given, whatever the list', () => {
    expect(sumOrderTotals(15_075, prepAddonRows(V1, ['Caped'])).grandTotalCents).toBe(16_075);
  });
});

describe('unitOfPriceText', () => {
  it('reads the unit a stored price was written with', () => {
    expect(unitOfPriceText('$6.00/lb')).toBe('lb');
    expect(unitOfPriceText('$15.00/Jar')).toBe('jar');
    expect(unitOfPriceText('$220.00')).toBe('single');
    expect(unitOfPriceText(null)).toBe('single');
  });
});
