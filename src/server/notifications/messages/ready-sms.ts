import { type Receipt, formatCents } from '../../../domain';
import type { SmsContent } from '../providers';
import { NO_SHOP_CONTACT, type ShopContact, smsPrefix } from './shop-contact';

/** What the ready message says beside the receipt, read when it is sent (SHOP.md 4). */
export type ReadyFacts = {
  tagNumber: number | null;
  paidCents: number;
  balanceDueCents: number;
  /** PUBLIC_URL/status/<token>, or null when the delivery holds no token (it then reads without it). */
  statusLink: string | null;
};

/** 'Balance due $40.00.', or 'Paid in full.' when nothing is due (an edit may even leave it below zero). */
export function balanceSentence(balanceDueCents: number): string {
  return balanceDueCents > 0 ? `Balance due ${formatCents(balanceDueCents)}.` : 'Paid in full.';
}

/** 'GM-1042 (tag 1042)': the order as the customer and the counter both know it. */
export function orderAndTag(receipt: Receipt, tagNumber: number | null): string {
  return tagNumber === null ? receipt.orderNumber : `${receipt.orderNumber} (tag ${tagNumber})`;
}

/**
 * SHOP.md 4: '<Shop name>: your order GM-1042 (tag 1042) is ready for pickup. Balance due $40.00. <link>'.
 * No customer-typed text, so nothing in it needs escaping.
 */
export function renderReadySms(receipt: Receipt, facts: ReadyFacts, shop: ShopContact = NO_SHOP_CONTACT): SmsContent {
  const prefix = smsPrefix(shop);
  const opening = prefix ? `${prefix}your order` : 'Your order';
  const link = facts.statusLink ? ` ${facts.statusLink}` : '';
  return {
    orderNumber: receipt.orderNumber,
    body: `${opening} ${orderAndTag(receipt, facts.tagNumber)} is ready for pickup. ${balanceSentence(facts.balanceDueCents)}${link}`,
  };
}
