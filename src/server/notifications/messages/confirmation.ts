import type { Receipt } from '../../../domain';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language';
import type { Outgoing } from '../providers';
import { renderConfirmationEmail } from './confirmation-email';
import { renderConfirmationSms } from './confirmation-sms';
import type { OrderDropOff } from './drop-off-messages';
import { NO_SHOP_CONTACT, type ShopContact } from './shop-contact';

/**
 * The order's confirmation on each channel, to the customer named on the receipt, from the shop; with the
 * status page's link when the order has one (the test page's sample order has none), in the customer's language.
 */
export function confirmationMessages(
  receipt: Receipt,
  shop: ShopContact = NO_SHOP_CONTACT,
  statusLink: string | null = null,
  language: Language = DEFAULT_LANGUAGE,
  dropOff: OrderDropOff | null = null,
) {
  const { email, phone } = receipt.customer;
  return {
    email: {
      channel: 'email',
      recipient: email,
      message: renderConfirmationEmail(receipt, shop, statusLink, language, dropOff),
    },
    sms: {
      channel: 'sms',
      recipient: phone,
      message: renderConfirmationSms(receipt, shop, statusLink, language, dropOff),
    },
  } satisfies Record<Outgoing['channel'], Outgoing>;
}
