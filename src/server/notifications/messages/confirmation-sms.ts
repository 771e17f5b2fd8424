import { type Receipt, formatCents } from '../../../domain';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language';
import type { SmsContent } from '../providers';
import { type OrderDropOff, dropOffSentence } from './drop-off-messages';
import { NO_SHOP_CONTACT, type ShopContact, smsContactSuffix, smsPrefix } from './shop-contact';
import { messageTexts } from './texts/language-texts';
import { afterPrefix } from './texts/message-texts';

/**
 * No customer-typed text, so nothing in it can be abused or needs escaping. With no shop settings it is
 * one short segment; the shop's name opens it and its phone and pickup hours close it when set. The
 * status page's link (docs/shop.md 4), when the order has one, comes last, bare, so that phones make it a link.
 */
export function renderConfirmationSms(
  receipt: Receipt,
  shop: ShopContact = NO_SHOP_CONTACT,
  statusLink: string | null = null,
  language: Language = DEFAULT_LANGUAGE,
  dropOff: OrderDropOff | null = null,
): SmsContent {
  const texts = messageTexts(language);
  const total = formatCents(receipt.grandTotal.amountCents);
  const confirmed = texts.confirmation.sms({ orderNumber: receipt.orderNumber, total });
  // docs/shop.md 10: the day (or the waitlist's day) the shop expects the animal, when the order has one.
  const sentence = dropOff ? `${confirmed} ${dropOffSentence(dropOff, language)}` : confirmed;
  return {
    orderNumber: receipt.orderNumber,
    body: `${afterPrefix(smsPrefix(shop), sentence)}${smsContactSuffix(shop, texts)}${statusLink ? ` ${statusLink}` : ''}`,
  };
}
