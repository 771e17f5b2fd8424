import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language';
import type { EmailContent, SmsContent } from '../providers';
import { escapeHtml, oneLine } from './email-layout';
import { type ShopContact, flatSetting } from './shop-contact';
import { messageTexts } from './texts/language-texts';

/**
 * docs/shop.md 9, 'CWD holds': a CWD test found the disease. The customer hears only 'Please call <Shop name> about
 * your order GM-1042.', by SMS and by email, in their language: what to do with the meat is a conversation,
 * not a message.
 */
function pleaseCall(orderNumber: string, shop: ShopContact, language: Language): string {
  const texts = messageTexts(language).cwdDetected;
  return texts.pleaseCall(flatSetting(shop.shop_name) || texts.theShop, orderNumber);
}

export function renderCwdDetectedSms(
  orderNumber: string,
  shop: ShopContact,
  language: Language = DEFAULT_LANGUAGE,
): SmsContent {
  return { orderNumber, body: pleaseCall(orderNumber, shop, language) };
}

export function renderCwdDetectedEmail(
  orderNumber: string,
  shop: ShopContact,
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const sentence = pleaseCall(orderNumber, shop, language);
  return {
    orderNumber,
    subject: oneLine(messageTexts(language).cwdDetected.subject(orderNumber)),
    text: `${sentence}\n`,
    html: `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body><p>${escapeHtml(sentence)}</p></body></html>`,
  };
}

/** What the shop's 'New order email' address is told: the order, the animal's tag, the sample and who to call. */
export type CwdDetectedFacts = {
  orderNumber: string;
  tagNumber: number | null;
  sampleId: string | null;
  takenOn: string | null;
  customerName: string;
  customerPhone: string;
  orderPageUrl: string;
};

export function renderShopCwdDetectedEmail(facts: CwdDetectedFacts): EmailContent {
  const tag = facts.tagNumber === null ? '' : ` (tag ${facts.tagNumber})`;
  const lines = [
    `The CWD test of order ${facts.orderNumber}${tag} came back: Detected.`,
    `Sample ID: ${facts.sampleId ?? ''}`,
    `Date taken: ${facts.takenOn ?? ''}`,
    `Customer: ${facts.customerName}, ${facts.customerPhone}`,
    'The customer was asked to call the shop. Keep the meat apart; cancel the order or record what was done.',
    `Open the order: ${facts.orderPageUrl}`,
  ];
  return {
    orderNumber: facts.orderNumber,
    subject: oneLine(`CWD detected: order ${facts.orderNumber}${tag}`),
    text: `${lines.join('\n')}\n`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}</body></html>`,
  };
}
