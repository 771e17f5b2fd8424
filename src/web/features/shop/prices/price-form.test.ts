import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST } from '../../../../domain/price-list';
import { hasNewAddon, priceFormOf, toSavePricesInput } from './price-form';

const { version: _version, ...CATALOGUE } = DEFAULT_PRICE_LIST;

describe('the prices form', () => {
  it('sends back the list it was given, with the version it was edited from', () => {
    const result = toSavePricesInput(priceFormOf({ ...DEFAULT_PRICE_LIST, version: 4 }));
    expect(result).toEqual({ ok: true, value: { ...CATALOGUE, base_version: 4 } });
  });

  it('reads dollars and cents, hides what is not offered, and adds the new item with its sub-options', () => {
    const form = priceFormOf(DEFAULT_PRICE_LIST);
    form.processing.deerProcessingCents = '$1,130.5';
    form.prep[1] = { ...form.prep[1]!, offered: false };
    form.newAddon = {
      name: ' Elk Sticks ',
      unit: 'jar',
      price: '9',
      options: [
        { name: 'Hot', price: '' },
        { name: 'Mild', price: '9.50' },
      ],
      spanishName: ' Palitos de alce ',
    };
    const bacon = form.addons.findIndex((item) => item.name === 'Bacon');
    form.addons[bacon]!.spanishName = 'Tocino ahumado';
    expect(hasNewAddon(form)).toBe(true);
    const result = toSavePricesInput(form);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value.deerProcessingCents).toBe(113_050);
    expect(result.value.prep[1]?.hidden).toBe(true);
    expect(result.value.addons.at(-1)).toEqual({
      name: 'Elk Sticks',
      section: 'Custom',
      unit: 'jar',
      priceCents: 900,
      options: [
        { name: 'Hot', priceCents: 900 },
        { name: 'Mild', priceCents: 950 },
      ],
      hidden: false,
      spanishName: 'Palitos de alce',
    });
    expect(result.value.addons[bacon]?.spanishName).toBe('Tocino ahumado');
    expect(result.value.addons[0]?.spanishName).toBeUndefined();
  });

  it('names each field it cannot read, by the path the server would use', () => {
    const form = priceFormOf(DEFAULT_PRICE_LIST);
    const jerky = form.addons.findIndex((item) => item.name === 'Jerky');
    form.processing.hogPerPoundCents = '';
    form.addons[jerky]!.options[2]!.price = '10000';
    form.newAddon = {
      name: 'jerky',
      unit: 'lb',
      price: 'abc',
      options: [{ name: 'Hot - Mild', price: '' }],
      spanishName: 'x'.repeat(61),
    };
    const result = toSavePricesInput(form);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const last = form.addons.length;
    expect(result.issues).toEqual([
      {
        path: 'hogPerPoundCents',
        message: 'Hog over 200 lbs, per lb: Enter a price from $0.00 to $9,999.99, such as 125.00.',
      },
      {
        path: `addons[${jerky}].options[2].priceCents`,
        message: 'Jerky - Teriyaki: Enter a price from $0.00 to $9,999.99, such as 125.00.',
      },
      { path: `addons[${last}].name`, message: 'Name: jerky is already an add-on item or prep option.' },
      {
        path: `addons[${last}].priceCents`,
        message: 'Price of jerky: Enter a price from $0.00 to $9,999.99, such as 125.00.',
      },
      {
        path: `addons[${last}].options[0].name`,
        message: "Sub-option 1: A name cannot contain ' - ' (a space, a dash and a space).",
      },
      { path: `addons[${last}].spanishName`, message: 'Spanish name: Use at most 60 characters.' },
    ]);
  });
});
