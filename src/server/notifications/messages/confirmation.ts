import type { Receipt } from '../../../domain';
import type { Outgoing } from '../providers';
import { renderConfirmationEmail } from './confirmation-email';
import { renderConfirmationSms } from './confirmation-sms';
import { NO_SHOP_CONTACT, type ShopContact } from './shop-contact';

/** The order's confirmation on each channel, to the customer named on the receipt, from the shop. */
export function confirmationMessages(receipt: Receipt, shop: ShopContact = NO_SHOP_CONTACT) {
  return {
    email: { channel: 'email', recipient: receipt.customer.email, message: renderConfirmationEmail(receipt, shop) },
    sms: { channel: 'sms', recipient: receipt.customer.phone, message: renderConfirmationSms(receipt, shop) },
  } satisfies Record<Outgoing['channel'], Outgoing>;
}
