import { type Receipt, formatCents } from '../../../domain';
import type { SmsContent } from '../providers';

/** One short segment: no customer-typed text, so nothing in it can be abused or needs escaping. */
export function renderConfirmationSms(receipt: Receipt): SmsContent {
  const total = formatCents(receipt.grandTotal.amountCents);
  return {
    orderNumber: receipt.orderNumber,
    body: `Your order ${receipt.orderNumber} is confirmed. Total: ${total}. We'll email the details and contact you when it's ready.`,
  };
}
