import type { PrintSheet } from '../../../../domain/shop/answers/print';
import { shopRequest } from '../lib/shop-request';

/** What the cut sheet and the labels show (docs/shop.md 3); records nothing. */
export function readPrintSheet(orderNumber: string): Promise<PrintSheet> {
  return shopRequest('printSheet', [orderNumber]);
}

/** Records 'Cut sheet printed', when the sheet is printed. */
export function printCutSheet(orderNumber: string): Promise<PrintSheet> {
  return shopRequest('printCutSheet', [orderNumber]);
}

/** Records 'Printed 3 labels', when the labels are printed. */
export function printLabels(orderNumber: string, count: number): Promise<PrintSheet> {
  return shopRequest('printLabels', [orderNumber], { body: { count } });
}
