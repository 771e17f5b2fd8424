import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, formatPriceText, multiplyCents, parsePriceText } from './money';

describe('formatCents', () => {
  it.each([
    [123_450, '$1,234.50'],
    [0, '$0.00'],
    [14_500, '$145.00'],
    [5, '$0.05'],
    [22_000, '$220.00'],
    [100_000_000, '$1,000,000.00'],
  ])('%i cents reads %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('formatPriceText', () => {
  it('adds the unit the spec stores in addon_price', () => {
    expect(formatPriceText(1_000, 'single')).toBe('$10.00');
    expect(formatPriceText(200, 'lb')).toBe('$2.00/lb');
    expect(formatPriceText(1_500, 'jar')).toBe('$15.00/Jar');
    expect(formatPriceText(22_000, 'single')).toBe('$220.00');
    expect(formatPriceText(550, 'lb')).toBe('$5.50/lb');
  });
});

describe('parsePriceText (docs/customer-flow.md 5: the number after an optional $)', () => {
  it.each([
    ['$2.00/lb', 200],
    ['$15.00/Jar', 1_500],
    ['$10.00', 1_000],
    ['$220.00', 22_000],
    ['15', 1_500],
    ['5.5', 550],
    ['$1,234.50', 123_450],
    [' $ 7.25 ', 725],
    ['$0.89/lb', 89],
  ])('%s counts %i cents', (text, cents) => {
    expect(parsePriceText(text)).toBe(cents);
  });

  it.each([[null], [undefined], [''], ['free'], ['$'], ['/lb'], ['-$5.00'], ['about $5']])(
    'a missing or unreadable price (%s) counts 0',
    (text) => {
      expect(parsePriceText(text)).toBe(0);
    },
  );

  it('reads back every price text it formats', () => {
    for (const cents of [0, 1, 89, 200, 550, 1_500, 22_000, 123_456]) {
      for (const unit of ['lb', 'jar', 'single'] as const) {
        expect(parsePriceText(formatPriceText(cents, unit))).toBe(cents);
      }
    }
  });
});

describe('dollarsToCents and centsToDollars', () => {
  it('rounds to the nearest cent, half up, without float error', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(178.89)).toBe(17_889);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(0)).toBe(0);
    expect(dollarsToCents(0.004)).toBe(0);
  });

  it('goes back to dollars', () => {
    expect(centsToDollars(22_250)).toBe(222.5);
    expect(centsToDollars(17_889)).toBe(178.89);
  });
});

describe('multiplyCents', () => {
  it('multiplies by whole and fractional quantities', () => {
    expect(multiplyCents(200, 3)).toBe(600);
    expect(multiplyCents(200, 1.5)).toBe(300);
    expect(multiplyCents(89, 250)).toBe(22_250);
    expect(multiplyCents(89, 201)).toBe(17_889);
    expect(multiplyCents(550, 0)).toBe(0);
  });

  it('rounds to the cent, half up, despite float error', () => {
    // 550 x 0.3 is 164.99999999999997 in floating point; the customer pays 165.
    expect(multiplyCents(550, 0.3)).toBe(165);
    expect(multiplyCents(89, 200.5)).toBe(17_845); // 17,844.5 -> 17,845
    expect(multiplyCents(750, 0.1)).toBe(75);
    expect(multiplyCents(89, 0.1)).toBe(9); // 8.9 -> 9
    expect(multiplyCents(89, 100.1)).toBe(8_909); // 8,908.9 -> 8,909
  });

  it('always returns whole cents', () => {
    for (const cents of [89, 200, 550, 750, 1_000, 1_200]) {
      for (let tenths = 1; tenths <= 50; tenths += 1) {
        expect(Number.isInteger(multiplyCents(cents, tenths / 10))).toBe(true);
      }
    }
  });
});
