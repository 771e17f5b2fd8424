import { RECEIPT_LABELS, type Receipt, formatCents } from '../../../domain';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language';
import type { EmailContent } from '../providers';
import { type EmailRow, oneLine, renderEmailHtml, renderEmailText } from './email-layout';
import { type ReadyFacts, balanceSentence, readySentence } from './ready-sms';
import { receiptSections } from './receipt-sections';
import { NO_SHOP_CONTACT, type ShopContact, flatSetting, shopFooterLines } from './shop-contact';
import { messageTexts } from './texts/language-texts';
import { type MessageTexts, afterPrefix, term } from './texts/message-texts';

/** The shop as the ready email names it: its contact details and where to come (docs/shop.md 3 Settings). */
export type PickupPlace = ShopContact & { address: string };

export const NO_PICKUP_PLACE: PickupPlace = { ...NO_SHOP_CONTACT, address: '' };

/** What to bring and when: the tag, the money (total, paid, balance due), the pickup hours and address. */
function pickupRows(receipt: Receipt, facts: ReadyFacts, shop: PickupPlace, texts: MessageTexts): EmailRow[] {
  const words = texts.ready;
  const rows: EmailRow[] = [];
  if (facts.tagNumber !== null) rows.push({ label: words.tag, value: String(facts.tagNumber) });
  rows.push({
    label: term(texts, RECEIPT_LABELS.grandTotal),
    value: formatCents(receipt.grandTotal.amountCents),
  });
  if (facts.paidCents > 0) rows.push({ label: words.paid, value: formatCents(facts.paidCents) });
  rows.push(
    facts.balanceDueCents > 0
      ? { label: words.balanceDueLabel, value: formatCents(facts.balanceDueCents), strong: true }
      : { label: words.paidInFullLabel, value: null, strong: true },
  );
  if (flatSetting(shop.pickup_hours)) rows.push({ label: words.pickupHours, value: flatSetting(shop.pickup_hours) });
  if (flatSetting(shop.address)) rows.push({ label: words.address, value: flatSetting(shop.address) });
  return rows;
}

/**
 * docs/shop.md 4: 'Your order GM-1042 is ready for pickup', with the balance due, the pickup hours and address,
 * the receipt of what was ordered and the status page's link, signed with the shop's name and phone; in
 * the language the customer ordered in.
 */
export function renderReadyEmail(
  receipt: Receipt,
  facts: ReadyFacts,
  shop: PickupPlace = NO_PICKUP_PLACE,
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const { orderNumber, customer } = receipt;
  const texts = messageTexts(language);
  const ready = readySentence(receipt, facts.tagNumber, texts);
  const balance = balanceSentence(facts.balanceDueCents, texts);
  const greeting = texts.greeting(customer.name);
  const doc = {
    language,
    heading: texts.ready.subject(orderNumber),
    textIntro: [greeting, '', `${ready} ${balance}`],
    // 'Hi Dana, your order…': the greeting works as the prefix the sentence follows.
    htmlIntro: `${afterPrefix(`${greeting} `, ready)} ${balance}`,
    sections: [
      { title: texts.ready.pickup, rows: pickupRows(receipt, facts, shop, texts) },
      ...receiptSections(receipt, texts),
    ],
    closing: texts.ready.closing,
    ...(facts.statusLink ? { link: { label: texts.trackOrder, url: facts.statusLink } } : {}),
    // The pickup hours are in the Pickup section already.
    footer: shopFooterLines({ ...shop, pickup_hours: '' }, texts),
  };
  return {
    orderNumber,
    subject: oneLine(texts.ready.subject(orderNumber)),
    text: renderEmailText(doc),
    html: renderEmailHtml(doc),
  };
}
