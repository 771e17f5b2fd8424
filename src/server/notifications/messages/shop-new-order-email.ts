import { type Receipt, formatCents } from '../../../domain';
import type { EmailContent } from '../providers';
import { oneLine, renderEmailHtml, renderEmailText } from './email-layout';
import { receiptSections } from './receipt-sections';

/**
 * docs/shop.md 3 'New order email': the shop is told of each submitted order, with the same receipt the
 * customer got and a link to the order's page on the board.
 */
export function renderShopNewOrderEmail(receipt: Receipt, orderPageUrl: string): EmailContent {
  const { orderNumber, customer } = receipt;
  const total = formatCents(receipt.grandTotal.amountCents);
  const doc = {
    heading: `New order ${orderNumber}`,
    textIntro: [`${customer.name} submitted order ${orderNumber} (${total}):`],
    htmlIntro: `${customer.name} submitted order ${orderNumber} (${total}):`,
    sections: receiptSections(receipt),
    closing: `Open the order: ${orderPageUrl}`,
  };
  return {
    orderNumber,
    subject: oneLine(`New order ${orderNumber} - ${total}`),
    text: renderEmailText(doc),
    html: renderEmailHtml(doc),
  };
}
