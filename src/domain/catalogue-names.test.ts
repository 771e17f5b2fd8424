import { describe, expect, it } from 'vitest';
import { ADDON_ITEMS, DEER_CUTS, DEER_PREP_OPTIONS, HOG_CUTS } from './catalogue';
import { SPANISH_CATALOGUE_NAMES, catalogueNameIn, ownSpanishNames, priceTextIn } from './catalogue-names';
import { DEFAULT_PRICE_LIST } from './price-list';

/** Every name of the default catalogue a customer reads: cuts, their options, prep, add-ons and theirs. */
const DEFAULT_NAMES = [
  ...[...DEER_CUTS, ...HOG_CUTS].flatMap((cut) => [cut.name, ...cut.options]),
  ...DEER_PREP_OPTIONS.map((option) => option.name),
  ...ADDON_ITEMS.flatMap((item) => [item.name, ...item.options.map((option) => option.name)]),
];

describe('the catalogue in Spanish', () => {
  it('has a Spanish name for every name of the default catalogue, and none for a name it lacks', () => {
    const missing = [...new Set(DEFAULT_NAMES)].filter((name) => !SPANISH_CATALOGUE_NAMES[name]?.trim());
    expect(missing).toEqual([]);
    const unused = Object.keys(SPANISH_CATALOGUE_NAMES).filter((name) => !DEFAULT_NAMES.includes(name));
    expect(unused).toEqual([]);
  });

  it('translates names as orders store them, part by part, keeping the text after Other', () => {
    expect(catalogueNameIn('es', 'Backstrap - Whole')).toBe('Lomo de espalda - Entero');
    expect(catalogueNameIn('es', 'Ground Sausage - Hot Italian')).toBe('Salchicha molida - Italiana picante');
    expect(catalogueNameIn('es', 'Other - Heart - keep separate')).toBe('Otro - Heart - keep separate');
    expect(catalogueNameIn('es', 'Elk Burger')).toBe('Elk Burger');
    expect(catalogueNameIn('en', 'Backstrap - Whole')).toBe('Backstrap - Whole');
  });

  it("uses the owner's Spanish name first, for the item and as the first part of a stored name", () => {
    const own = ownSpanishNames({
      addons: [
        { ...DEFAULT_PRICE_LIST.addons[0]!, name: 'Elk Burger', spanishName: ' Hamburguesa de alce ' },
        { ...DEFAULT_PRICE_LIST.addons[1]!, spanishName: '' },
      ],
    });
    expect(own).toEqual({ 'Elk Burger': 'Hamburguesa de alce' });
    expect(catalogueNameIn('es', 'Elk Burger', own)).toBe('Hamburguesa de alce');
    expect(catalogueNameIn('es', 'Elk Burger - Mild', own)).toBe('Hamburguesa de alce - Suave');
    expect(catalogueNameIn('en', 'Elk Burger', own)).toBe('Elk Burger');
  });

  it('writes a jar as a frasco', () => {
    expect(priceTextIn('es', '$15.00/Jar')).toBe('$15.00/frasco');
    expect(priceTextIn('es', '$2.00/lb')).toBe('$2.00/lb');
    expect(priceTextIn('en', '$15.00/Jar')).toBe('$15.00/Jar');
  });
});
