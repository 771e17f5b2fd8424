import { describe, expect, it } from 'vitest';
import { csvDollars, csvNumber, csvText } from './csv-cells';

describe('CSV cells (docs/shop.md 6)', () => {
  it("prefixes text that a spreadsheet would run as a formula with '", () => {
    for (const risky of ['=HYPERLINK("http://x")', '+1 555 010 9999', '-2+3', '@SUM(A1)', '\tTab', '\rReturn']) {
      expect(csvText(risky)).toBe(`'${risky}`);
    }
  });

  it('leaves other text as it is, empty for nothing', () => {
    for (const plain of ['Ann Example', 'Smith, "Bubba"', 'Line\nbreak', 'Zoë 🦌', ' =not first', "'quoted"]) {
      expect(csvText(plain)).toBe(plain);
    }
    expect(csvText(null)).toBe('');
    expect(csvText(undefined)).toBe('');
    expect(csvText('')).toBe('');
  });

  it('writes money as dollars with two decimals, negative balances as numbers', () => {
    expect(csvDollars(0)).toBe('0.00');
    expect(csvDollars(5)).toBe('0.05');
    expect(csvDollars(12_550)).toBe('125.50');
    expect(csvDollars(123_456_789)).toBe('1234567.89');
    expect(csvDollars(-1_000)).toBe('-10.00');
  });

  it('writes quantities and weights as plain numbers', () => {
    expect(csvNumber(2.5)).toBe('2.5');
    expect(csvNumber(1042)).toBe('1042');
    expect(csvNumber(null)).toBe('');
  });
});
