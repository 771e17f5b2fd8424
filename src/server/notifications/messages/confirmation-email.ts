import { type Receipt, formatCents } from '../../../domain';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language';
import type { EmailContent } from '../providers';
import { oneLine, renderEmailHtml, renderEmailText } from './email-layout';
import { type OrderDropOff, dropOffSection } from './drop-off-messages';
import { receiptSections } from './receipt-sections';
import { NO_SHOP_CONTACT, type ShopContact, shopFooterLines } from './shop-contact';
import { messageTexts } from './texts/language-texts';

/**
 * The confirmation email: the whole priced receipt, as plain text and as HTML, then 'Track your order'
 * with the status page's link when the order has one (docs/shop.md 4), signed with the shop's name, phone and
 * pickup hours when the owner has set them; in the language the customer ordered in.
 */
export function renderConfirmationEmail(
  receipt: Receipt,
  shop: ShopContact = NO_SHOP_CONTACT,
  statusLink: string | null = null,
  language: Language = DEFAULT_LANGUAGE,
  dropOff: OrderDropOff | null = null,
): EmailContent {
  const { orderNumber, customer } = receipt;
  const texts = messageTexts(language);
  const words = texts.confirmation;
  const total = formatCents(receipt.grandTotal.amountCents);
  const doc = {
    language,
    heading: words.heading(orderNumber),
    textIntro: [texts.greeting(customer.name), '', words.thanks(orderNumber)],
    htmlIntro: `${texts.greeting(customer.name)} ${words.htmlIntro}`,
    // docs/shop.md 10: the drop-off day first, as the review shows it, when the order has one.
    sections: [...(dropOff ? [dropOffSection(dropOff, language)] : []), ...receiptSections(receipt, texts)],
    closing: words.closing,
    ...(statusLink ? { link: { label: texts.trackOrder, url: statusLink } } : {}),
    footer: shopFooterLines(shop, texts),
  };
  return {
    orderNumber,
    subject: oneLine(words.subject({ orderNumber, total })),
    text: renderEmailText(doc),
    html: renderEmailHtml(doc),
  };
}
