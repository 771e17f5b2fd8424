import { describe, expect, it } from 'vitest';
import {
  computeOrderTotals,
  hogWeightCostCents,
  hogWeightCostDollars,
  isPrepName,
  prepAddonRows,
  priceAddonRow,
  processingCostCents,
} from './pricing';
import { buildStoredAddon } from './test/factories';

const deer = { animal_type: 'Deer' as const, weight_cost: null };

describe('hog weight cost (SPEC 9, DESIGN 9)', () => {
  it('is the flat $125.00 under 200 lbs, whatever weight is given', () => {
    expect(hogWeightCostCents('under200', null)).toBe(12_500);
    expect(hogWeightCostCents('under200', 150)).toBe(12_500);
    expect(hogWeightCostDollars('under200', undefined)).toBe(125);
  });

  it('is $0.89 a pound over 200 lbs', () => {
    expect(hogWeightCostCents('over200', 250)).toBe(22_250);
    expect(hogWeightCostCents('over200', 201)).toBe(17_889);
    expect(hogWeightCostCents('over200', 1_500)).toBe(133_500);
    expect(hogWeightCostDollars('over200', 250)).toBe(222.5);
    expect(hogWeightCostDollars('over200', 201)).toBe(178.89);
  });

  it('rounds to the cent', () => {
    expect(hogWeightCostCents('over200', 200.5)).toBe(17_845); // 178.445 -> 178.45
    expect(hogWeightCostCents('over200', 333.3)).toBe(29_664); // 296.637 -> 296.64
    expect(hogWeightCostCents('over200', 210.1)).toBe(18_699); // 186.989 -> 186.99
    expect(hogWeightCostDollars('over200', 333.3)).toBe(296.64);
  });
});

describe('processingCostCents (SPEC 9)', () => {
  it('charges a deer the flat price, whatever weight_cost says', () => {
    expect(processingCostCents(deer)).toBe(12_500);
    expect(processingCostCents({ animal_type: 'Deer', weight_cost: 999 })).toBe(12_500);
  });

  it('charges a hog its weight_cost', () => {
    expect(processingCostCents({ animal_type: 'Hog', weight_cost: 222.5 })).toBe(22_250);
    expect(processingCostCents({ animal_type: 'Hog', weight_cost: 178.89 })).toBe(17_889);
    expect(processingCostCents({ animal_type: 'Hog', weight_cost: 125 })).toBe(12_500);
  });

  it('defaults a hog to $125.00 when weight_cost is missing', () => {
    expect(processingCostCents({ animal_type: 'Hog', weight_cost: null })).toBe(12_500);
    expect(processingCostCents({ animal_type: 'Hog', weight_cost: undefined })).toBe(12_500);
  });

  it('charges nothing while no animal is chosen', () => {
    expect(processingCostCents({ animal_type: '', weight_cost: null })).toBe(0);
    expect(processingCostCents({ animal_type: null, weight_cost: 150 })).toBe(0);
  });
});

describe('prep rows (DESIGN 3)', () => {
  it("writes Skinning and Caped as '$10.00' x 1, in catalogue order", () => {
    expect(prepAddonRows(['Caped', 'Skinning'])).toEqual([
      { addon_name: 'Skinning', addon_price: '$10.00', quantity: 1 },
      { addon_name: 'Caped', addon_price: '$10.00', quantity: 1 },
    ]);
    expect(prepAddonRows(['Caped'])).toEqual([{ addon_name: 'Caped', addon_price: '$10.00', quantity: 1 }]);
  });

  it('writes nothing for no prep, and ignores unknown names and repeats', () => {
    expect(prepAddonRows([])).toEqual([]);
    expect(prepAddonRows(['Gutting', 'Skinning', 'Skinning'])).toEqual([
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

describe('priceAddonRow (DESIGN 4: prices come from the catalogue)', () => {
  it('fills the price text and keeps name and quantity', () => {
    expect(priceAddonRow({ addon_name: 'Ground Sausage - Hot', quantity: 3 })).toEqual({
      addon_name: 'Ground Sausage - Hot',
      addon_price: '$2.00/lb',
      quantity: 3,
    });
    expect(priceAddonRow({ addon_name: 'Pickled Bites', quantity: 2 })).toEqual({
      addon_name: 'Pickled Bites',
      addon_price: '$15.00/Jar',
      quantity: 2,
    });
    expect(priceAddonRow({ addon_name: 'Variety Pack', quantity: 1 })?.addon_price).toBe('$220.00');
    expect(priceAddonRow({ addon_name: 'Snack Stix - Pepperoni and Cheese', quantity: 1 })?.addon_price).toBe(
      '$10.00/lb',
    );
    expect(priceAddonRow({ addon_name: 'Summer Sausage - Plain', quantity: 1 })?.addon_price).toBe('$7.00/lb');
  });

  it.each([['Skinning'], ['Caped'], ['Ground Sausage'], ['Ground Sausage - Spicy'], ['Jerky - '], ['Steak'], ['']])(
    'refuses %j: not a priced add-on row',
    (name) => {
      expect(priceAddonRow({ addon_name: name, quantity: 1 })).toBeNull();
    },
  );
});

describe('computeOrderTotals: the five reference orders', () => {
  it('deer with Skinning and Caped and no add-ons: $145.00', () => {
    const totals = computeOrderTotals(deer, prepAddonRows(['Skinning', 'Caped']));
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
    const order = { animal_type: 'Hog' as const, weight_cost: hogWeightCostDollars('under200', null) };
    expect(computeOrderTotals(order, [])).toMatchObject({
      processingCents: 12_500,
      prepCents: 0,
      grandTotalCents: 12_500,
    });
  });

  it('hog over 200 lbs at 250 lbs: $222.50', () => {
    const order = { animal_type: 'Hog' as const, weight_cost: hogWeightCostDollars('over200', 250) };
    expect(computeOrderTotals(order, []).grandTotalCents).toBe(22_250);
  });

  it('deer without prep, Hamburger Patties 2 lb and a Variety Pack: $355.00', () => {
    const rows = [
      priceAddonRow({ addon_name: 'Hamburger Patties', quantity: 2 })!,
      priceAddonRow({ addon_name: 'Variety Pack', quantity: 1 })!,
    ];
    const totals = computeOrderTotals(deer, rows);
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
      priceAddonRow({ addon_name: 'Ground Sausage - Hot', quantity: 3 })!,
      priceAddonRow({ addon_name: 'Ground Sausage - Mild', quantity: 1.5 })!,
      priceAddonRow({ addon_name: 'Pickled Bites', quantity: 2 })!,
    ];
    const totals = computeOrderTotals(deer, rows);
    expect(totals.addonLines.map((line) => line.lineCents)).toEqual([600, 300, 3_000]);
    expect(totals.grandTotalCents).toBe(16_400);
  });
});

describe('computeOrderTotals: how rows are read', () => {
  it('counts prep once, as prep, wherever the rows sit', () => {
    const rows = [
      buildStoredAddon({ addon_name: 'Bacon', addon_price: '$8.00/lb', quantity: 1 }),
      ...prepAddonRows(['Skinning', 'Caped']),
    ];
    const totals = computeOrderTotals(deer, rows);
    expect(totals.prepCents).toBe(2_000);
    expect(totals.addonsCents).toBe(800);
    expect(totals.addonLines.map((line) => line.addon_name)).toEqual(['Bacon']);
    expect(totals.grandTotalCents).toBe(12_500 + 2_000 + 800);
  });

  it('counts a missing or unreadable price as 0 (SPEC 5)', () => {
    const rows = [
      buildStoredAddon({ addon_price: null, quantity: 4 }),
      buildStoredAddon({ addon_name: 'Bacon', addon_price: 'ask', quantity: 2 }),
      buildStoredAddon({ addon_name: 'Pepperoni', addon_price: '6', quantity: 2 }),
    ];
    const totals = computeOrderTotals(deer, rows);
    expect(totals.addonLines.map((line) => line.lineCents)).toEqual([0, 0, 1_200]);
    expect(totals.grandTotalCents).toBe(13_700);
  });

  it('prices each line to the cent before adding', () => {
    const rows = [buildStoredAddon({ addon_name: 'Onion Steak Patties', addon_price: '$5.50/lb', quantity: 0.3 })];
    expect(computeOrderTotals(deer, rows).addonsCents).toBe(165);
  });

  it('is 0 for an order with no animal and no rows', () => {
    expect(computeOrderTotals({ animal_type: '', weight_cost: null }, []).grandTotalCents).toBe(0);
  });
});
