import { type Receipt, formatCents } from '../../../domain';
import type { SmsContent } from '../providers';
import { NO_SHOP_CONTACT, type ShopContact, smsContactSuffix, smsPrefix } from './shop-contact';

/**
 * No customer-typed text, so nothing in it can be abused or needs escaping. With no shop settings it is
 * one short segment; the shop's name opens it and its phone and pickup hours close it when set. The
 * status page's link (SHOP.md 4), when the order has one, comes last, bare, so that phones make it a link.
 */
export function renderConfirmationSms(
  receipt: Receipt,
  shop: ShopContact = NO_SHOP_CONTACT,
  statusLink: string | null = null,
): SmsContent {
  const total = formatCents(receipt.grandTotal.amountCents);
  const prefix = smsPrefix(shop);
  const opening = prefix ? `${prefix}your order` : 'Your order';
  return {
    orderNumber: receipt.orderNumber,
    body: `${opening} ${receipt.orderNumber} is confirmed. Total: ${total}. We'll email the details and contact you when it's ready.${smsContactSuffix(shop)}${statusLink ? ` ${statusLink}` : ''}`,
  };
}
