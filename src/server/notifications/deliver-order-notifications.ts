import { type NotificationResult, buildReceipt } from '../../domain';
import { CHANNELS } from '../db/notification-schema';
import {
  type DeliveryEnd,
  claimDelivery,
  createPendingDeliveries,
  deliveryStatus,
  finishDelivery,
  loadOrderForSending,
} from './deliveries/deliveries-store';
import { confirmationMessages } from './messages/confirmation';
import { type SendDeps, type SendOutcome, addOutcome, sendAndRecord } from './sending/send-and-record';

export type DeliveryDeps = SendDeps;
export type DeliveryOutcome = NotificationResult & { retryable: boolean };

/** A permanent refusal ends the delivery like a limit does (skipped, with its reason): never retried. */
function deliveryEnd(outcome: SendOutcome): DeliveryEnd {
  if (outcome.status === 'sent')
    return { status: 'sent', provider: outcome.provider, providerMessageId: outcome.messageId };
  if (outcome.status === 'skipped') return { status: 'skipped', provider: null, lastError: outcome.reason };
  return { status: outcome.permanent ? 'skipped' : 'failed', provider: outcome.provider, lastError: outcome.error };
}

/**
 * The worker's use case: send the order's confirmation email and SMS, each at most once. Each channel is
 * claimed with a conditional update, sent, and marked; a failure is recorded and left for a retry of the job.
 */
export async function deliverOrderNotifications(deps: DeliveryDeps, orderId: string): Promise<DeliveryOutcome> {
  const details = await loadOrderForSending(deps.db, orderId);
  if (!details)
    return { email: false, sms: false, errors: ['Email: order not found', 'SMS: order not found'], retryable: false };
  const messages = confirmationMessages(buildReceipt(details));
  const result: DeliveryOutcome = { email: false, sms: false, errors: [], retryable: false };
  // Rows exist when completion created them; this keeps a job for an older order working too.
  await createPendingDeliveries(deps.db, orderId);

  for (const channel of CHANNELS) {
    const claimed = await claimDelivery(deps.db, orderId, channel);
    if (!claimed) {
      // Sent, skipped, or being sent by another worker right now: nothing for this one to do.
      const status = await deliveryStatus(deps.db, orderId, channel);
      result[channel] = status === 'sent' || status === 'sending';
      continue;
    }
    const outcome = await sendAndRecord(deps, { ...messages[channel], deliveryId: claimed.id });
    await finishDelivery(deps.db, claimed, deliveryEnd(outcome));
    addOutcome(result, channel, outcome);
    if (outcome.status === 'failed' && !outcome.permanent) result.retryable = true;
  }
  return result;
}
