import type { Receipt } from '../../../domain';
import type { Outgoing } from '../providers';
import { renderConfirmationEmail } from './confirmation-email';
import { renderConfirmationSms } from './confirmation-sms';

/** The order's confirmation on each channel, to the customer named on the receipt. */
export function confirmationMessages(receipt: Receipt) {
  return {
    email: { channel: 'email', recipient: receipt.customer.email, message: renderConfirmationEmail(receipt) },
    sms: { channel: 'sms', recipient: receipt.customer.phone, message: renderConfirmationSms(receipt) },
  } satisfies Record<Outgoing['channel'], Outgoing>;
}
