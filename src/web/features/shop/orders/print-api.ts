import type { PrintSheet } from '../../../../domain/shop/answers/print';
import { shopRequest } from '../lib/shop-request';

/** Records 'Cut sheet printed' and answers what the sheet shows (docs/shop.md 3). */
export function printCutSheet(orderNumber: string): Promise<PrintSheet> {
  return shopRequest('printCutSheet', [orderNumber]);
}

/** Records 'Printed 3 labels' and answers what the labels show. */
export function printLabels(orderNumber: string, count: number): Promise<PrintSheet> {
  return shopRequest('printLabels', [orderNumber], { body: { count } });
}
