import type { PriceUnit } from './money';
import { LIMITS } from './limits';

export const DEFAULT_QUANTITY = 1;

/** docs/customer-flow.md 5 / docs/customer-flow.md decision 8: non-numeric input falls back to 1. Pounds keep one decimal, jars are whole. */
export function parseQuantityInput(text: string, unit: PriceUnit): number {
  if (unit === 'single') return 1;
  const value = Number.parseFloat(text);
  if (!Number.isFinite(value)) return DEFAULT_QUANTITY;
  return unit === 'jar' ? Math.trunc(value) : Math.round(value * 10) / 10;
}

/** The allowed range for a quantity of this unit; the web sets input min/max from it. */
export function quantityBounds(unit: PriceUnit): { min: number; max: number; step: number } {
  if (unit === 'jar') return { min: LIMITS.jarsMin, max: LIMITS.jarsMax, step: 1 };
  if (unit === 'single') return { min: 1, max: 1, step: 1 };
  return { min: LIMITS.poundsMin, max: LIMITS.poundsMax, step: LIMITS.poundsStep };
}

export function isValidQuantity(quantity: number, unit: PriceUnit): boolean {
  if (!Number.isFinite(quantity)) return false;
  const { min, max } = quantityBounds(unit);
  if (quantity < min - 1e-9 || quantity > max + 1e-9) return false;
  if (unit === 'jar' || unit === 'single') return Number.isInteger(quantity);
  // Pounds in steps of 0.1.
  return Math.abs(quantity * 10 - Math.round(quantity * 10)) < 1e-6;
}

export function quantityLabel(unit: PriceUnit): 'Pounds:' | 'Quantity:' {
  return unit === 'lb' ? 'Pounds:' : 'Quantity:';
}
