import type { NotificationResult } from '../../domain';
import type { Channel, DeliveryKind } from '../db/notification-schema';
import { notifyOrderChanged } from '../live/notify-order-changed';
import { readShopSettings } from '../settings/settings-store';
import {
  type DeliveryEnd,
  claimDelivery,
  createPendingDeliveries,
  deliveryStatus,
  finishDelivery,
  listDeliveries,
} from './deliveries/deliveries-store';
import { loadOrderForSending } from './deliveries/order-for-sending';
import { orderMessages } from './messages/order-messages';
import { type SendDeps, type SendOutcome, addOutcome, sendAndRecord } from './sending/send-and-record';

/** publicUrl: the address of the links, to the order in the shop's email and to the status page. */
export type DeliveryDeps = SendDeps & { publicUrl: string };
/** SPEC 7's answer for the customer's confirmation; the other messages add only errors of their own. */
export type DeliveryOutcome = NotificationResult & { retryable: boolean };

/** A permanent refusal ends the delivery like a limit does (skipped, with its reason): never retried. */
function deliveryEnd(outcome: SendOutcome): DeliveryEnd {
  if (outcome.status === 'sent')
    return { status: 'sent', provider: outcome.provider, providerMessageId: outcome.messageId };
  if (outcome.status === 'skipped') return { status: 'skipped', provider: null, lastError: outcome.reason };
  return { status: outcome.permanent ? 'skipped' : 'failed', provider: outcome.provider, lastError: outcome.error };
}

/** How the job's errors name a message other than the confirmation. */
const OTHER_LABELS: Record<Exclude<DeliveryKind, 'confirmation'>, Record<Channel, string>> = {
  shop_new_order: { email: 'New order email', sms: 'New order SMS' },
  ready: { email: 'Ready email', sms: 'Ready SMS' },
};

function addKindOutcome(result: DeliveryOutcome, kind: DeliveryKind, channel: Channel, outcome: SendOutcome) {
  if (kind === 'confirmation') return addOutcome(result, channel, outcome);
  const label = OTHER_LABELS[kind][channel];
  if (outcome.status === 'skipped') result.errors.push(`${label}: not sent, ${outcome.reason}`);
  else if (outcome.status === 'failed') result.errors.push(`${label}: ${outcome.error}`);
}

/**
 * The worker's use case: send each of the order's deliveries (the customer's confirmation email and SMS,
 * the shop's 'New order' email when it was asked for, each round of the ready message), each at most once.
 * Each is claimed with a conditional update, sent, and marked; a failure is recorded and left for a retry
 * of the job. Messages are rendered from the receipt, the balance and the shop's settings as they stand
 * now; each carries the status page's link its delivery holds until it is sent.
 */
export async function deliverOrderNotifications(deps: DeliveryDeps, orderId: string): Promise<DeliveryOutcome> {
  const order = await loadOrderForSending(deps.db, orderId);
  if (!order)
    return { email: false, sms: false, errors: ['Email: order not found', 'SMS: order not found'], retryable: false };
  const messageFor = orderMessages(order, await readShopSettings(deps.db), deps.publicUrl);
  const result: DeliveryOutcome = { email: false, sms: false, errors: [], retryable: false };
  // Rows exist when completion created them; this keeps a job for an older order working too.
  await createPendingDeliveries(deps.db, orderId);
  let readyDone = false;

  for (const delivery of await listDeliveries(deps.db, orderId)) {
    const { channel, kind } = delivery;
    const claimed = await claimDelivery(deps.db, delivery.id);
    if (!claimed) {
      // Sent, skipped, or being sent by another worker right now: nothing for this one to do.
      const status = await deliveryStatus(deps.db, delivery.id);
      if (kind === 'confirmation') result[channel] = status === 'sent' || status === 'sending';
      continue;
    }
    readyDone ||= kind === 'ready';
    const message = messageFor({ kind, channel, linkToken: claimed.linkToken });
    if ('none' in message) {
      await finishDelivery(deps.db, claimed, { status: 'skipped', provider: null, lastError: message.none });
      continue;
    }
    const outcome = await sendAndRecord(deps, { ...message.outgoing, deliveryId: claimed.id });
    await finishDelivery(deps.db, claimed, deliveryEnd(outcome));
    addKindOutcome(result, kind, channel, outcome);
    if (outcome.status === 'failed' && !outcome.permanent) result.retryable = true;
  }
  // Staff who just marked the order ready (or resent) watch its page: it refreshes with the outcome.
  if (readyDone) await notifyOrderChanged(deps.db, { order_number: order.receipt.orderNumber, kind: 'changed' });
  return result;
}
