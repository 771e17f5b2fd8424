import { type NotificationResult, buildReceipt } from '../../domain';
import type { DeliveryKind } from '../db/notification-schema';
import { readShopSettings } from '../settings/settings-store';
import {
  type DeliveryEnd,
  claimDelivery,
  createPendingDeliveries,
  deliveryStatus,
  finishDelivery,
  listDeliveries,
  loadOrderForSending,
} from './deliveries/deliveries-store';
import { orderMessages } from './messages/order-messages';
import { type SendDeps, type SendOutcome, addOutcome, sendAndRecord } from './sending/send-and-record';

/** publicUrl: the address staff use, for the link to the order in the shop's email. */
export type DeliveryDeps = SendDeps & { publicUrl: string };
/** SPEC 7's answer for the customer's confirmation; the shop's email adds only errors of its own. */
export type DeliveryOutcome = NotificationResult & { retryable: boolean };

/** A permanent refusal ends the delivery like a limit does (skipped, with its reason): never retried. */
function deliveryEnd(outcome: SendOutcome): DeliveryEnd {
  if (outcome.status === 'sent')
    return { status: 'sent', provider: outcome.provider, providerMessageId: outcome.messageId };
  if (outcome.status === 'skipped') return { status: 'skipped', provider: null, lastError: outcome.reason };
  return { status: outcome.permanent ? 'skipped' : 'failed', provider: outcome.provider, lastError: outcome.error };
}

const SHOP_EMAIL_LABEL = 'New order email';

function addKindOutcome(result: DeliveryOutcome, kind: DeliveryKind, channel: 'email' | 'sms', outcome: SendOutcome) {
  if (kind === 'confirmation') addOutcome(result, channel, outcome);
  else if (outcome.status === 'skipped') result.errors.push(`${SHOP_EMAIL_LABEL}: not sent, ${outcome.reason}`);
  else if (outcome.status === 'failed') result.errors.push(`${SHOP_EMAIL_LABEL}: ${outcome.error}`);
}

/**
 * The worker's use case: send each of the order's deliveries (the customer's confirmation email and SMS,
 * the shop's 'New order' email when it was asked for), each at most once. Each is claimed with a
 * conditional update, sent, and marked; a failure is recorded and left for a retry of the job. Messages
 * are rendered from the receipt and the shop's settings as they stand now.
 */
export async function deliverOrderNotifications(deps: DeliveryDeps, orderId: string): Promise<DeliveryOutcome> {
  const details = await loadOrderForSending(deps.db, orderId);
  if (!details)
    return { email: false, sms: false, errors: ['Email: order not found', 'SMS: order not found'], retryable: false };
  const messageFor = orderMessages(buildReceipt(details), await readShopSettings(deps.db), deps.publicUrl);
  const result: DeliveryOutcome = { email: false, sms: false, errors: [], retryable: false };
  // Rows exist when completion created them; this keeps a job for an older order working too.
  await createPendingDeliveries(deps.db, orderId);

  for (const delivery of await listDeliveries(deps.db, orderId)) {
    const { channel, kind } = delivery;
    const claimed = await claimDelivery(deps.db, delivery.id);
    if (!claimed) {
      // Sent, skipped, or being sent by another worker right now: nothing for this one to do.
      const status = await deliveryStatus(deps.db, delivery.id);
      if (kind === 'confirmation') result[channel] = status === 'sent' || status === 'sending';
      continue;
    }
    const message = messageFor(kind, channel);
    if ('none' in message) {
      await finishDelivery(deps.db, claimed, { status: 'skipped', provider: null, lastError: message.none });
      continue;
    }
    const outcome = await sendAndRecord(deps, { ...message.outgoing, deliveryId: claimed.id });
    await finishDelivery(deps.db, claimed, deliveryEnd(outcome));
    addKindOutcome(result, kind, channel, outcome);
    if (outcome.status === 'failed' && !outcome.permanent) result.retryable = true;
  }
  return result;
}
