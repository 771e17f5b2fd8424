import type { PriceUnit } from '../money';
import { unitOfPriceText } from '../pricing';
import type { ReceiptLine } from '../receipt';

const UNIT_WORDS: Record<Exclude<PriceUnit, 'single'>, [one: string, many: string]> = {
  lb: ['lb', 'lb'],
  jar: ['jar', 'jars'],
};

/**
 * docs/shop.md 3, 'Dates and quantities': an add-on's quantity as the shop reads it, with the unit its price was
 * written in: '15 lb', '2 jars', '1 jar'; an item priced each, 'Qty 2'.
 */
export function addonQuantityText(line: Pick<ReceiptLine, 'quantity' | 'unitPriceText'>): string {
  const unit = unitOfPriceText(line.unitPriceText);
  if (unit === 'single') return `Qty ${line.quantity}`;
  const [one, many] = UNIT_WORDS[unit];
  return `${line.quantity} ${line.quantity === 1 ? one : many}`;
}
