import { describe, expect, it } from 'vitest';
import { addonQuantityText } from './addon-quantity';

describe("an add-on's quantity as the shop reads it", () => {
  it('names the unit of its price', () => {
    expect(addonQuantityText({ quantity: 15, unitPriceText: '$8.00/lb' })).toBe('15 lb');
    expect(addonQuantityText({ quantity: 2.5, unitPriceText: '$2.00/lb' })).toBe('2.5 lb');
    expect(addonQuantityText({ quantity: 2, unitPriceText: '$15.00/Jar' })).toBe('2 jars');
    expect(addonQuantityText({ quantity: 1, unitPriceText: '$15.00/Jar' })).toBe('1 jar');
  });

  it('counts what has no unit', () => {
    expect(addonQuantityText({ quantity: 2, unitPriceText: '$10.00' })).toBe('Qty 2');
    expect(addonQuantityText({ quantity: 1, unitPriceText: null })).toBe('Qty 1');
  });
});
