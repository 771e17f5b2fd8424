import { type Receipt, formatCents } from '../../../domain';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language';
import type { SmsContent } from '../providers';
import { NO_SHOP_CONTACT, type ShopContact, smsPrefix } from './shop-contact';
import { messageTexts } from './texts/language-texts';
import { type MessageTexts, afterPrefix } from './texts/message-texts';

/** What the ready message says beside the receipt, read when it is sent (docs/shop.md 4). */
export type ReadyFacts = {
  tagNumber: number | null;
  paidCents: number;
  balanceDueCents: number;
  /** PUBLIC_URL/status/<token>, or null when the delivery holds no token (it then reads without it). */
  statusLink: string | null;
};

/** 'Balance due $40.00.', or 'Paid in full.' when nothing is due (an edit may even leave it below zero). */
export function balanceSentence(balanceDueCents: number, texts: MessageTexts = messageTexts()): string {
  return balanceDueCents > 0 ? texts.ready.balanceDue(formatCents(balanceDueCents)) : texts.ready.paidInFull;
}

/** 'Your order GM-1042 (tag 1042) is ready for pickup.': the order as the customer and the counter both know it. */
export function readySentence(receipt: Receipt, tagNumber: number | null, texts: MessageTexts): string {
  const { ready } = texts;
  return ready.sentence(tagNumber === null ? receipt.orderNumber : ready.orderAndTag(receipt.orderNumber, tagNumber));
}

/**
 * docs/shop.md 4: '<Shop name>: your order GM-1042 (tag 1042) is ready for pickup. Balance due $40.00. <link>',
 * in the language the customer ordered in. No customer-typed text, so nothing in it needs escaping.
 */
export function renderReadySms(
  receipt: Receipt,
  facts: ReadyFacts,
  shop: ShopContact = NO_SHOP_CONTACT,
  language: Language = DEFAULT_LANGUAGE,
): SmsContent {
  const texts = messageTexts(language);
  const opening = afterPrefix(smsPrefix(shop), readySentence(receipt, facts.tagNumber, texts));
  const link = facts.statusLink ? ` ${facts.statusLink}` : '';
  return {
    orderNumber: receipt.orderNumber,
    body: `${opening} ${balanceSentence(facts.balanceDueCents, texts)}${link}`,
  };
}
