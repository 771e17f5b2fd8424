import { z } from 'zod';
import { LABEL_COUNT } from './label-count';

/** docs/shop.md 3: the cut sheet and the labels, printed from the order's page. */

export { LABEL_COUNT };

const labelCountMessage = `Number of labels must be from ${LABEL_COUNT.min} to ${LABEL_COUNT.max}.`;

/** POST …/labels: how many 4x2 in labels to print (default 1). */
export const PrintLabelsInputSchema = z.object({
  count: z
    .number({ error: 'Number of labels must be a whole number.' })
    .int('Number of labels must be a whole number.')
    .min(LABEL_COUNT.min, labelCountMessage)
    .max(LABEL_COUNT.max, labelCountMessage)
    .default(LABEL_COUNT.default),
});
export type PrintLabelsInput = z.infer<typeof PrintLabelsInputSchema>;

/**
 * What the barcode of a printed order encodes (docs/shop.md 3): its tag ('1042') once checked in, else its order
 * number ('GM-1042'). Either, scanned into the board's search, opens the order.
 */
export function barcodeTextOf(orderNumber: string, tagNumber: number | null): string {
  return tagNumber === null ? orderNumber : String(tagNumber);
}
