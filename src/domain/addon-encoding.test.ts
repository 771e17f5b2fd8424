import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST as V1 } from './price-list';
import {
  addonSelectionToRows,
  decodeAddonName,
  encodeAddonName,
  findListedAddon,
  rowsToAddonSelection,
} from './addon-encoding';
import { findAddonItem } from './catalogue';
import { buildAddonSelection } from './test/factories';
import { OWNER_PRICE_LIST } from './test/price-lists';

describe('encodeAddonName and decodeAddonName (docs/customer-flow.md 3)', () => {
  it("names options '<item> - <option>' and plain items by their name", () => {
    const jerky = findAddonItem('Jerky')!;
    expect(encodeAddonName(jerky, jerky.options[2])).toBe('Jerky - Teriyaki');
    expect(encodeAddonName(findAddonItem('Bacon Burger')!)).toBe('Bacon Burger');
  });

  it('splits names back on the separator', () => {
    expect(decodeAddonName(V1, 'Snack Stix - Pepperoni and Cheese')).toMatchObject({
      item: { name: 'Snack Stix' },
      option: { name: 'Pepperoni and Cheese', priceCents: 1_000 },
    });
    expect(decodeAddonName(V1, 'Sausage Links - Zesty Italian')).toMatchObject({
      item: { name: 'Sausage Links' },
      option: { name: 'Zesty Italian' },
    });
    const bacon = decodeAddonName(V1, 'Bacon');
    expect(bacon?.item.name).toBe('Bacon');
    expect(bacon?.option).toBeUndefined();
    expect(decodeAddonName(V1, 'Bacon Burger')?.item.name).toBe('Bacon Burger');
  });

  it.each([
    ['Skinning'],
    ['Caped'],
    ['Jerky'],
    ['Jerky - Smoked'],
    ['Bacon - Hot'],
    ['Ground Sausage - Hot Itlalian'],
    ['Variety Pack - Large'],
    ['hamburger patties'],
    [''],
  ])('knows nothing of %j', (name) => {
    expect(decodeAddonName(V1, name)).toBeNull();
  });
});

describe('addonSelectionToRows', () => {
  it('writes one row per plain item and per ticked option, in catalogue order', () => {
    const selection = buildAddonSelection({
      'Variety Pack': { quantity: 1 },
      'Pickled Bites': { quantity: 2 },
      'Ground Sausage': { options: { Mild: 1.5, Hot: 3 } },
      'Hamburger Patties': { quantity: 2 },
    });
    expect(addonSelectionToRows(V1, selection)).toEqual([
      { addon_name: 'Ground Sausage - Hot', quantity: 3 },
      { addon_name: 'Ground Sausage - Mild', quantity: 1.5 },
      { addon_name: 'Hamburger Patties', quantity: 2 },
      { addon_name: 'Pickled Bites', quantity: 2 },
      { addon_name: 'Variety Pack', quantity: 1 },
    ]);
  });

  it('always saves the Variety Pack as 1', () => {
    expect(addonSelectionToRows(V1, buildAddonSelection({ 'Variety Pack': { quantity: 3 } }))).toEqual([
      { addon_name: 'Variety Pack', quantity: 1 },
    ]);
  });

  it('writes no row for an item with options but none ticked, nor for unknown items or options', () => {
    const selection = buildAddonSelection({
      Jerky: { quantity: 2, options: {} },
      'Snack Stix': { options: { Garlic: 1 } },
      Skinning: { quantity: 1 },
      'Deer Sausage': { quantity: 1 },
    });
    expect(addonSelectionToRows(V1, selection)).toEqual([]);
  });

  it('writes nothing for no add-ons', () => {
    expect(addonSelectionToRows(V1, {})).toEqual([]);
  });
});

describe('rowsToAddonSelection', () => {
  it('rebuilds the screen, leaving out prep rows and unknown names', () => {
    const rows = [
      { addon_name: 'Skinning', quantity: 1 },
      { addon_name: 'Jerky - Hot', quantity: 2.5 },
      { addon_name: 'Jerky - Plain', quantity: 1 },
      { addon_name: 'Caped', quantity: 1 },
      { addon_name: 'Bacon', quantity: 4 },
      { addon_name: 'Elk Burger', quantity: 1 },
    ];
    expect(rowsToAddonSelection(V1, rows)).toEqual({
      Jerky: { quantity: 1, options: { Hot: 2.5, Plain: 1 } },
      Bacon: { quantity: 4, options: {} },
    });
  });

  it('gives back what was saved', () => {
    const selection = buildAddonSelection({
      'Summer Sausage': { options: { Cheese: 2, Plain: 0.5 } },
      'Snack Stix': { options: { 'Pepperoni and Cheese': 1 } },
      'Lemon Pepper Burger': { quantity: 12.3 },
      'Variety Pack': {},
    });
    expect(rowsToAddonSelection(V1, addonSelectionToRows(V1, selection))).toEqual(selection);
  });
});

describe("an owner's items (docs/shop.md 5)", () => {
  it('decode, save and reload like the catalogue’s, hidden ones still read', () => {
    expect(decodeAddonName(OWNER_PRICE_LIST, 'Elk Sticks - Jalapeno')).toMatchObject({
      item: { name: 'Elk Sticks', unit: 'lb' },
      option: { name: 'Jalapeno', priceCents: 1_550 },
    });
    expect(decodeAddonName(OWNER_PRICE_LIST, 'Bacon')).toMatchObject({ item: { name: 'Bacon', hidden: true } });
    const selection = buildAddonSelection({
      'Smoked Hock': { quantity: 1 },
      'Elk Sticks': { options: { Plain: 1.5 } },
      Jerky: { options: { Hot: 2 } },
    });
    const rows = addonSelectionToRows(OWNER_PRICE_LIST, selection);
    expect(rows).toEqual([
      { addon_name: 'Jerky - Hot', quantity: 2 },
      { addon_name: 'Elk Sticks - Plain', quantity: 1.5 },
      { addon_name: 'Smoked Hock', quantity: 1 },
    ]);
    expect(rowsToAddonSelection(OWNER_PRICE_LIST, rows)).toEqual(selection);
    expect(findListedAddon(OWNER_PRICE_LIST, 'Smoked Hock')?.unit).toBe('single');
    expect(findListedAddon(V1, 'Smoked Hock')).toBeUndefined();
  });
});
