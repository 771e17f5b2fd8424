// Types only: zod itself stays out of the browser bundle.
import type { PrintSheet } from '../../../../domain/shop/printing';
import { SHOP_API_PATHS } from '../../../../domain/shop/shop-api-paths';
import { requestJson } from '../../../lib/api-client';

/** What the printed pages read of an answer: the order, the shop and the barcode (docs/shop.md 3). */
function isPrintSheet(body: unknown): body is PrintSheet {
  const candidate = body as Partial<PrintSheet> | null;
  return (
    typeof candidate?.order?.details?.order === 'object' &&
    typeof candidate.shop?.shop_name === 'string' &&
    typeof candidate.barcode?.svg === 'string' &&
    typeof candidate.barcode.text === 'string'
  );
}

/** Records 'Cut sheet printed' and answers what the sheet shows. */
export function printCutSheet(orderNumber: string): Promise<PrintSheet> {
  const route = SHOP_API_PATHS.printCutSheet;
  return requestJson(route.method, route.href(orderNumber), undefined, isPrintSheet);
}

/** Records 'Printed 3 labels' and answers what the labels show. */
export function printLabels(orderNumber: string, count: number): Promise<PrintSheet> {
  const route = SHOP_API_PATHS.printLabels;
  return requestJson(route.method, route.href(orderNumber), { count }, isPrintSheet);
}
