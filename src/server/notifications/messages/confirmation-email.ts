import { type Receipt, formatCents } from '../../../domain';
import type { EmailContent } from '../providers';
import { TRACK_ORDER_LABEL, oneLine, renderEmailHtml, renderEmailText } from './email-layout';
import { receiptSections } from './receipt-sections';
import { NO_SHOP_CONTACT, type ShopContact, shopFooterLines } from './shop-contact';

/**
 * The confirmation email: the whole priced receipt, as plain text and as HTML, then 'Track your order'
 * with the status page's link when the order has one (SHOP.md 4), signed with the shop's name, phone and
 * pickup hours when the owner has set them.
 */
export function renderConfirmationEmail(
  receipt: Receipt,
  shop: ShopContact = NO_SHOP_CONTACT,
  statusLink: string | null = null,
): EmailContent {
  const { orderNumber, customer } = receipt;
  const doc = {
    heading: `Order ${orderNumber} confirmed`,
    textIntro: [`Hi ${customer.name},`, '', `Thank you for your order ${orderNumber}. Here is what we received:`],
    htmlIntro: `Hi ${customer.name}, thank you for your order. Here is what we received:`,
    sections: receiptSections(receipt),
    closing: 'We will contact you when your order is ready.',
    ...(statusLink ? { link: { label: TRACK_ORDER_LABEL, url: statusLink } } : {}),
    footer: shopFooterLines(shop),
  };
  return {
    orderNumber,
    subject: oneLine(`Order ${orderNumber} confirmed - ${formatCents(receipt.grandTotal.amountCents)}`),
    text: renderEmailText(doc),
    html: renderEmailHtml(doc),
  };
}
