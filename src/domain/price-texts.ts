import { formatCents } from './money';
import type { PriceList } from './price-list';

/**
 * The deer cuts step's subtitle (docs/customer-flow.md: 'Basic cut and wrap is $125'), from the current list (docs/shop.md 5).
 * Whole dollars are written without cents, as the spec writes them.
 */
export function basicCutAndWrapText(prices: Pick<PriceList, 'deerProcessingCents'>): string {
  return `Basic cut and wrap is ${formatCents(prices.deerProcessingCents).replace(/\.00$/, '')}`;
}
