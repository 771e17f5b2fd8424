import { describe, expect, it } from 'vitest';
import { DEFAULT_QUANTITY, isValidQuantity, parseQuantityInput, quantityBounds, quantityLabel } from './quantity';

describe('parseQuantityInput (docs/customer-flow.md 5, docs/customer-flow.md decision 8)', () => {
  it('reads pounds to one decimal', () => {
    expect(parseQuantityInput('2', 'lb')).toBe(2);
    expect(parseQuantityInput('1.5', 'lb')).toBe(1.5);
    expect(parseQuantityInput('0.1', 'lb')).toBe(0.1);
    expect(parseQuantityInput('2.26', 'lb')).toBe(2.3);
    expect(parseQuantityInput('3 lbs', 'lb')).toBe(3);
  });

  it('reads jars as whole numbers', () => {
    expect(parseQuantityInput('2', 'jar')).toBe(2);
    expect(parseQuantityInput('2.7', 'jar')).toBe(2);
  });

  it.each([[''], ['abc'], ['.'], ['-'], ['lbs']])('falls back to 1 for non-numeric input %j', (text) => {
    expect(parseQuantityInput(text, 'lb')).toBe(1);
    expect(parseQuantityInput(text, 'jar')).toBe(1);
    expect(DEFAULT_QUANTITY).toBe(1);
  });

  it('keeps the Variety Pack at 1 whatever is typed', () => {
    expect(parseQuantityInput('5', 'single')).toBe(1);
    expect(parseQuantityInput('abc', 'single')).toBe(1);
  });
});

describe('quantityBounds', () => {
  it('gives the input limits for each unit', () => {
    expect(quantityBounds('lb')).toEqual({ min: 0.1, max: 500, step: 0.1 });
    expect(quantityBounds('jar')).toEqual({ min: 1, max: 100, step: 1 });
    expect(quantityBounds('single')).toEqual({ min: 1, max: 1, step: 1 });
  });
});

describe('isValidQuantity', () => {
  it.each([0.1, 0.2, 0.3, 1, 1.5, 2.7, 99.9, 250, 500])('accepts %d lb', (pounds) => {
    expect(isValidQuantity(pounds, 'lb')).toBe(true);
  });

  it.each([0, 0.05, 0.15, -1, 500.1, 1000, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d lb', (pounds) => {
    expect(isValidQuantity(pounds, 'lb')).toBe(false);
  });

  it.each([1, 2, 50, 100])('accepts %i jars', (jars) => {
    expect(isValidQuantity(jars, 'jar')).toBe(true);
  });

  it.each([0, 0.5, 1.5, 101, -2])('refuses %d jars', (jars) => {
    expect(isValidQuantity(jars, 'jar')).toBe(false);
  });

  it('accepts only 1 for a single item', () => {
    expect(isValidQuantity(1, 'single')).toBe(true);
    expect(isValidQuantity(2, 'single')).toBe(false);
    expect(isValidQuantity(0, 'single')).toBe(false);
    expect(isValidQuantity(0.5, 'single')).toBe(false);
  });
});

describe('quantityLabel', () => {
  it("labels per-pound inputs 'Pounds:' and the others 'Quantity:'", () => {
    expect(quantityLabel('lb')).toBe('Pounds:');
    expect(quantityLabel('jar')).toBe('Quantity:');
    expect(quantityLabel('single')).toBe('Quantity:');
  });
});
