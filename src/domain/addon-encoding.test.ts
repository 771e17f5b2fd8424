import { describe, expect, it } from 'vitest';
import { addonSelectionToRows, decodeAddonName, encodeAddonName, rowsToAddonSelection } from './addon-encoding';
import { findAddonItem } from './catalogue';
import { buildAddonSelection } from './test/factories';

describe('encodeAddonName and decodeAddonName (SPEC 3)', () => {
  it("names options '<item> - <option>' and plain items by their name", () => {
    const jerky = findAddonItem('Jerky')!;
    expect(encodeAddonName(jerky, jerky.options[2])).toBe('Jerky - Teriyaki');
    expect(encodeAddonName(findAddonItem('Bacon Burger')!)).toBe('Bacon Burger');
  });

  it('splits names back on the separator', () => {
    expect(decodeAddonName('Snack Stix - Pepperoni and Cheese')).toMatchObject({
      item: { name: 'Snack Stix' },
      option: { name: 'Pepperoni and Cheese', priceCents: 1_000 },
    });
    expect(decodeAddonName('Sausage Links - Zesty Italian')).toMatchObject({
      item: { name: 'Sausage Links' },
      option: { name: 'Zesty Italian' },
    });
    const bacon = decodeAddonName('Bacon');
    expect(bacon?.item.name).toBe('Bacon');
    expect(bacon?.option).toBeUndefined();
    expect(decodeAddonName('Bacon Burger')?.item.name).toBe('Bacon Burger');
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
    expect(decodeAddonName(name)).toBeNull();
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
    expect(addonSelectionToRows(selection)).toEqual([
      { addon_name: 'Ground Sausage - Hot', quantity: 3 },
      { addon_name: 'Ground Sausage - Mild', quantity: 1.5 },
      { addon_name: 'Hamburger Patties', quantity: 2 },
      { addon_name: 'Pickled Bites', quantity: 2 },
      { addon_name: 'Variety Pack', quantity: 1 },
    ]);
  });

  it('always saves the Variety Pack as 1', () => {
    expect(addonSelectionToRows(buildAddonSelection({ 'Variety Pack': { quantity: 3 } }))).toEqual([
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
    expect(addonSelectionToRows(selection)).toEqual([]);
  });

  it('writes nothing for no add-ons', () => {
    expect(addonSelectionToRows({})).toEqual([]);
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
    expect(rowsToAddonSelection(rows)).toEqual({
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
    expect(rowsToAddonSelection(addonSelectionToRows(selection))).toEqual(selection);
  });
});
