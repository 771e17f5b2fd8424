import type { PublicShopInfo } from '../../../domain/shop';
import { messageTexts } from './texts/language-texts';
import { type MessageTexts } from './texts/message-texts';

/** The shop's details that every customer message carries when the owner has set them (docs/shop.md 3). */
export type ShopContact = PublicShopInfo;

/** No settings yet: the messages read as they did before the shop side existed. */
export const NO_SHOP_CONTACT: ShopContact = { shop_name: '', phone: '', pickup_hours: '' };

/** Settings text is one line in a message: a line break typed into 'Pickup hours' becomes a space. */
export function flatSetting(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** 'Phone: (205) 555-0100' and 'Pickup hours: Mon-Sat 8am-6pm', for the parts that are set. */
function contactDetails(shop: ShopContact, texts: MessageTexts): string[] {
  const lines: string[] = [];
  if (flatSetting(shop.phone)) lines.push(texts.phoneLine(flatSetting(shop.phone)));
  if (flatSetting(shop.pickup_hours)) lines.push(texts.pickupHoursLine(flatSetting(shop.pickup_hours)));
  return lines;
}

/** The email's footer: the shop's name, then its phone and pickup hours; nothing when none is set. */
export function shopFooterLines(shop: ShopContact, texts: MessageTexts = messageTexts()): string[] {
  const name = flatSetting(shop.shop_name);
  return [...(name ? [name] : []), ...contactDetails(shop, texts)];
}

/** The SMS's opening, '<Shop name>: ' as the ready message has it (docs/shop.md 4), or nothing. */
export function smsPrefix(shop: ShopContact): string {
  const name = flatSetting(shop.shop_name);
  return name ? `${name}: ` : '';
}

/** The SMS's ending: ' Phone: ... Pickup hours: ...', each sentence ended with a full stop. */
export function smsContactSuffix(shop: ShopContact, texts: MessageTexts = messageTexts()): string {
  return contactDetails(shop, texts)
    .map((line) => ` ${/[.!?]$/.test(line) ? line : `${line}.`}`)
    .join('');
}
