import { type Receipt, formatCents } from '../../../domain';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language';
import { type OrderStorage, feeStartsOn, isOverdue, shortDate } from '../../../domain/shop';
import type { EmailContent, SmsContent } from '../providers';
import { oneLine, renderEmailHtml, renderEmailText } from './email-layout';
import { NO_PICKUP_PLACE, type PickupPlace } from './ready-email';
import { balanceSentence } from './ready-sms';
import { NO_SHOP_CONTACT, type ShopContact, flatSetting, shopFooterLines, smsPrefix } from './shop-contact';
import { messageTexts } from './texts/language-texts';
import { afterPrefix } from './texts/message-texts';

/** What a pickup reminder says, read when it is sent (docs/shop.md 9, 'Unclaimed meat'). */
export type ReminderFacts = {
  storage: OrderStorage;
  /** The shop's calendar day the reminder goes out. */
  today: string;
  balanceDueCents: number;
  statusLink: string | null;
};

const DATE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es' };

/**
 * 'Your order GM-1042 has been ready since Nov 2. Please pick it up by Nov 16.', and with a fee 'After
 * that, storage is $5.00 a day from Nov 17.'; past the free days, 'as soon as you can' and the fee since.
 */
function reminderSentences(orderNumber: string, facts: ReminderFacts, language: Language): string[] {
  const words = messageTexts(language).pickupReminder;
  const day = (date: string) => shortDate(date, DATE_LOCALES[language]);
  const { storage } = facts;
  const fee = formatCents(storage.fee_cents);
  const feeFrom = day(feeStartsOn(storage));
  const stillFree = !isOverdue(storage, facts.today);
  const sentences = [words.sentence(orderNumber, day(storage.ready_on))];
  sentences.push(stillFree ? words.pickUpBy(day(storage.pick_up_by)) : words.asSoonAsYouCan);
  if (storage.fee_cents > 0) sentences.push(stillFree ? words.feeFrom(fee, feeFrom) : words.feeSince(fee, feeFrom));
  return sentences;
}

/** '<Shop name>: your order GM-1042 has been ready since Nov 2. Please pick it up by Nov 16. <link>' */
export function renderPickupReminderSms(
  receipt: Receipt,
  facts: ReminderFacts,
  shop: ShopContact = NO_SHOP_CONTACT,
  language: Language = DEFAULT_LANGUAGE,
): SmsContent {
  const [first = '', ...rest] = reminderSentences(receipt.orderNumber, facts, language);
  const link = facts.statusLink ? ` ${facts.statusLink}` : '';
  return {
    orderNumber: receipt.orderNumber,
    body: `${[afterPrefix(smsPrefix(shop), first), ...rest].join(' ')}${link}`,
  };
}

/** The same facts by email, with the balance due, the pickup hours and address, and the status page's link. */
export function renderPickupReminderEmail(
  receipt: Receipt,
  facts: ReminderFacts,
  shop: PickupPlace = NO_PICKUP_PLACE,
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const { orderNumber, customer } = receipt;
  const texts = messageTexts(language);
  const sentences = reminderSentences(orderNumber, facts, language);
  const balance = balanceSentence(facts.balanceDueCents, texts);
  const greeting = texts.greeting(customer.name);
  const [first = '', ...rest] = sentences;
  const rows = [
    ...(flatSetting(shop.pickup_hours)
      ? [{ label: texts.ready.pickupHours, value: flatSetting(shop.pickup_hours) }]
      : []),
    ...(flatSetting(shop.address) ? [{ label: texts.ready.address, value: flatSetting(shop.address) }] : []),
  ];
  const doc = {
    language,
    heading: texts.pickupReminder.subject(orderNumber),
    textIntro: [greeting, '', [...sentences, balance].join(' ')],
    htmlIntro: [afterPrefix(`${greeting} `, first), ...rest, balance].join(' '),
    sections: rows.length > 0 ? [{ title: texts.ready.pickup, rows }] : [],
    closing: texts.ready.closing,
    ...(facts.statusLink ? { link: { label: texts.trackOrder, url: facts.statusLink } } : {}),
    footer: shopFooterLines({ ...shop, pickup_hours: '' }, texts),
  };
  return {
    orderNumber,
    subject: oneLine(texts.pickupReminder.subject(orderNumber)),
    text: renderEmailText(doc),
    html: renderEmailHtml(doc),
  };
}
