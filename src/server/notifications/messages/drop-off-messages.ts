import type { AnimalType } from '../../../domain';
import { dropOffDayLabel } from '../../../domain/drop-off-days';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language';
import type { EmailContent, SmsContent } from '../providers';
import { type EmailSection, oneLine, renderEmailHtml, renderEmailText } from './email-layout';
import { NO_SHOP_CONTACT, type ShopContact, shopFooterLines, smsPrefix } from './shop-contact';
import { messageTexts } from './texts/language-texts';
import { afterPrefix } from './texts/message-texts';

/** docs/shop.md 10: an order's drop-off day, booked or waited for, as its messages name it. */
export type OrderDropOff = { day: string; waitlist: boolean };

const DAY_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es' };

/** 'Saturday, November 14' ('sábado, 14 de noviembre'). */
function dayIn(day: string, language: Language): string {
  return dropOffDayLabel(day, DAY_LOCALES[language]);
}

/** The confirmation SMS's sentence: 'Drop-off: Saturday, November 14.' or 'Waitlist: Saturday, November 14.' */
export function dropOffSentence(dropOff: OrderDropOff, language: Language = DEFAULT_LANGUAGE): string {
  const words = messageTexts(language).dropOff;
  const day = dayIn(dropOff.day, language);
  return dropOff.waitlist ? words.waitlistSentence(day) : words.daySentence(day);
}

/** The confirmation email's 'Drop-off' section, first: the day, or 'Waitlist' and the day. */
export function dropOffSection(dropOff: OrderDropOff, language: Language = DEFAULT_LANGUAGE): EmailSection {
  const words = messageTexts(language).dropOff;
  const day = dayIn(dropOff.day, language);
  return { title: words.label, rows: [{ label: dropOff.waitlist ? words.waitlistLabel : words.label, value: day }] };
}

function spotSentence(orderNumber: string, day: string, language: Language): string {
  return messageTexts(language).dropOff.spotOpened(dayIn(day, language), orderNumber);
}

/**
 * docs/shop.md 10, 'Waitlist': '<Shop name>: a drop-off spot opened on Saturday, November 14 for your order GM-1042.'
 */
export function renderDropOffSpotSms(
  orderNumber: string,
  day: string,
  shop: ShopContact = NO_SHOP_CONTACT,
  language: Language = DEFAULT_LANGUAGE,
): SmsContent {
  return { orderNumber, body: afterPrefix(smsPrefix(shop), spotSentence(orderNumber, day, language)) };
}

/** The same sentence by email, greeting the customer and signed with the shop's details. */
export function renderDropOffSpotEmail(
  orderNumber: string,
  customerName: string,
  day: string,
  shop: ShopContact = NO_SHOP_CONTACT,
  language: Language = DEFAULT_LANGUAGE,
): EmailContent {
  const texts = messageTexts(language);
  const sentence = spotSentence(orderNumber, day, language);
  const greeting = texts.greeting(customerName);
  const doc = {
    language,
    heading: texts.dropOff.spotSubject(orderNumber),
    textIntro: [greeting, '', sentence],
    htmlIntro: afterPrefix(`${greeting} `, sentence),
    sections: [],
    closing: texts.dropOff.spotClosing,
    footer: shopFooterLines(shop, texts),
  };
  return {
    orderNumber,
    subject: oneLine(texts.dropOff.spotSubject(orderNumber)),
    text: renderEmailText(doc),
    html: renderEmailHtml(doc),
  };
}

/** docs/shop.md 10: '<Shop name>: reminder, drop off your deer for order GM-1042 tomorrow, Saturday, November 14.' */
export function renderDropOffReminderSms(
  orderNumber: string,
  animal: AnimalType,
  day: string,
  shop: ShopContact = NO_SHOP_CONTACT,
  language: Language = DEFAULT_LANGUAGE,
): SmsContent {
  const sentence = messageTexts(language).dropOff.reminder(animal, orderNumber, dayIn(day, language));
  return { orderNumber, body: afterPrefix(smsPrefix(shop), sentence) };
}
