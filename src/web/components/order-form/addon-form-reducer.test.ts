import { describe, expect, it } from 'vitest';
import { addonSelectionToRows } from '../../../domain/addon-encoding';
import { DEFAULT_PRICE_LIST } from '../../../domain/price-list';
import { isAddonSelectionValid } from '../../../domain/validation';
import {
  addonFormFromRows,
  addonFormReducer,
  emptyAddonForm,
  quantityText,
  setAddonQuantityText,
  toggleAddon,
  toggleAddonOption,
} from './addon-form-reducer';

describe('add-on form', () => {
  it('a ticked item starts at quantity 1 and takes the pounds typed', () => {
    let form = toggleAddon(emptyAddonForm(DEFAULT_PRICE_LIST), 'Hamburger Patties', true);
    expect(quantityText(form, 'Hamburger Patties')).toBe('1');
    form = setAddonQuantityText(form, 'Hamburger Patties', undefined, '2.5');
    expect(addonSelectionToRows(DEFAULT_PRICE_LIST, form.selection)).toEqual([
      { addon_name: 'Hamburger Patties', quantity: 2.5 },
    ]);
  });

  it('keeps the text as typed while the stored number follows the rules (non-numeric counts as 1)', () => {
    let form = toggleAddon(emptyAddonForm(DEFAULT_PRICE_LIST), 'Bacon', true);
    form = setAddonQuantityText(form, 'Bacon', undefined, '');
    expect(quantityText(form, 'Bacon')).toBe('');
    expect(form.selection.Bacon?.quantity).toBe(1);
    form = setAddonQuantityText(form, 'Bacon', undefined, '0');
    expect(isAddonSelectionValid(DEFAULT_PRICE_LIST, form.selection)).toBe(false);
  });

  it('jars are whole numbers', () => {
    let form = toggleAddon(emptyAddonForm(DEFAULT_PRICE_LIST), 'Pickled Bites', true);
    form = setAddonQuantityText(form, 'Pickled Bites', undefined, '2.7');
    expect(form.selection['Pickled Bites']?.quantity).toBe(2);
  });

  it('sub-options carry their own pounds; unticking the item discards them and their texts', () => {
    let form = toggleAddon(emptyAddonForm(DEFAULT_PRICE_LIST), 'Ground Sausage', true);
    expect(isAddonSelectionValid(DEFAULT_PRICE_LIST, form.selection)).toBe(false);
    form = toggleAddonOption(form, 'Ground Sausage', 'Hot', true);
    form = toggleAddonOption(form, 'Ground Sausage', 'Mild', true);
    form = setAddonQuantityText(form, 'Ground Sausage', 'Hot', '3');
    form = setAddonQuantityText(form, 'Ground Sausage', 'Mild', '1.5');
    expect(addonSelectionToRows(DEFAULT_PRICE_LIST, form.selection)).toEqual([
      { addon_name: 'Ground Sausage - Hot', quantity: 3 },
      { addon_name: 'Ground Sausage - Mild', quantity: 1.5 },
    ]);
    form = toggleAddon(form, 'Ground Sausage', false);
    expect(form.selection['Ground Sausage']).toBeUndefined();
    expect(form.texts).toEqual({});
    form = toggleAddon(form, 'Ground Sausage', true);
    expect(form.selection['Ground Sausage']?.options).toEqual({});
  });

  it('prefills from saved rows and leaves the prep rows to the animal dialog', () => {
    const form = addonFormFromRows(
      [
        { addon_name: 'Skinning', quantity: 1 },
        { addon_name: 'Jerky - Teriyaki', quantity: 2 },
        { addon_name: 'Variety Pack', quantity: 1 },
      ],
      DEFAULT_PRICE_LIST,
    );
    expect(Object.keys(form.selection)).toEqual(['Jerky', 'Variety Pack']);
    expect(quantityText(form, 'Jerky', 'Teriyaki')).toBe('2');
  });
});

describe('add-on form reducer', () => {
  it('starts from the saved rows and applies each control', () => {
    let form = addonFormReducer(emptyAddonForm(DEFAULT_PRICE_LIST), {
      type: 'load',
      rows: [{ addon_name: 'Bacon', quantity: 2 }],
    });
    form = addonFormReducer(form, { type: 'toggle-item', item: 'Jerky', checked: true });
    form = addonFormReducer(form, { type: 'toggle-option', item: 'Jerky', option: 'Hot', checked: true });
    form = addonFormReducer(form, { type: 'set-quantity-text', item: 'Jerky', option: 'Hot', text: '1.5' });
    expect(addonSelectionToRows(DEFAULT_PRICE_LIST, form.selection)).toEqual([
      { addon_name: 'Bacon', quantity: 2 },
      { addon_name: 'Jerky - Hot', quantity: 1.5 },
    ]);
  });
});
