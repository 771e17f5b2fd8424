import { RECEIPT_LABELS, type Receipt, formatCents } from '../../../domain';
import type { EmailContent } from '../providers';
import { type EmailRow, TRACK_ORDER_LABEL, oneLine, renderEmailHtml, renderEmailText } from './email-layout';
import { type ReadyFacts, balanceSentence, orderAndTag } from './ready-sms';
import { receiptSections } from './receipt-sections';
import { NO_SHOP_CONTACT, type ShopContact, flatSetting, shopFooterLines } from './shop-contact';

/** The shop as the ready email names it: its contact details and where to come (SHOP.md 3 Settings). */
export type PickupPlace = ShopContact & { address: string };

export const NO_PICKUP_PLACE: PickupPlace = { ...NO_SHOP_CONTACT, address: '' };

/** What to bring and when: the tag, the money (total, paid, balance due), the pickup hours and address. */
function pickupRows(receipt: Receipt, facts: ReadyFacts, shop: PickupPlace): EmailRow[] {
  const rows: EmailRow[] = [];
  if (facts.tagNumber !== null) rows.push({ label: 'Tag', value: String(facts.tagNumber) });
  rows.push({ label: RECEIPT_LABELS.grandTotal, value: formatCents(receipt.grandTotal.amountCents) });
  if (facts.paidCents > 0) rows.push({ label: 'Paid', value: formatCents(facts.paidCents) });
  rows.push(
    facts.balanceDueCents > 0
      ? { label: 'Balance due', value: formatCents(facts.balanceDueCents), strong: true }
      : { label: 'Paid in full', value: null, strong: true },
  );
  if (flatSetting(shop.pickup_hours)) rows.push({ label: 'Pickup hours', value: flatSetting(shop.pickup_hours) });
  if (flatSetting(shop.address)) rows.push({ label: 'Address', value: flatSetting(shop.address) });
  return rows;
}

/**
 * SHOP.md 4: 'Your order GM-1042 is ready for pickup', with the balance due, the pickup hours and address,
 * the receipt of what was ordered and the status page's link, signed with the shop's name and phone.
 */
export function renderReadyEmail(
  receipt: Receipt,
  facts: ReadyFacts,
  shop: PickupPlace = NO_PICKUP_PLACE,
): EmailContent {
  const { orderNumber, customer } = receipt;
  const ready = `Your order ${orderAndTag(receipt, facts.tagNumber)} is ready for pickup.`;
  const doc = {
    heading: `Your order ${orderNumber} is ready for pickup`,
    textIntro: [`Hi ${customer.name},`, '', `${ready} ${balanceSentence(facts.balanceDueCents)}`],
    htmlIntro: `Hi ${customer.name}, ${ready.charAt(0).toLowerCase()}${ready.slice(1)} ${balanceSentence(facts.balanceDueCents)}`,
    sections: [{ title: 'Pickup', rows: pickupRows(receipt, facts, shop) }, ...receiptSections(receipt)],
    closing: 'Please bring your order number or tag when you come.',
    ...(facts.statusLink ? { link: { label: TRACK_ORDER_LABEL, url: facts.statusLink } } : {}),
    // The pickup hours are in the Pickup section already.
    footer: shopFooterLines({ ...shop, pickup_hours: '' }),
  };
  return {
    orderNumber,
    subject: oneLine(`Your order ${orderNumber} is ready for pickup`),
    text: renderEmailText(doc),
    html: renderEmailHtml(doc),
  };
}
