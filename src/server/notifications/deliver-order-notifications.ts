import type { NotificationResult } from '../../domain';
import { CHANNEL_LABELS } from '../../domain/shop/message-labels';
import type { Channel, DeliveryKind } from '../db/notification-schema';
import { notifyOrderChanged } from '../db/notify-order-changed';
import {
  type DeliveryEnd,
  claimDelivery,
  createPendingDeliveries,
  finishDelivery,
  listDeliveries,
} from './deliveries/deliveries-store';
import { loadOrderForSending } from './deliveries/order-for-sending';
import { orderMessages } from './messages/order-messages';
import { type SendDeps, type SendOutcome, addOutcome, sendAndRecord } from './sending/send-and-record';

/** publicUrl: the address of the links, to the order in the shop's email and to the status page. */
export type DeliveryDeps = SendDeps & { publicUrl: string };
/**
 * docs/customer-flow.md 7's answer for the customer's confirmation; the other messages add only errors of their own.
 * retryable: a send failed for a reason that may pass (the job is retried with backoff). recheckInSeconds:
 * another worker held a delivery; the order must be looked at again once that claim would be stale.
 */
export type DeliveryOutcome = NotificationResult & { retryable: boolean; recheckInSeconds: number | null };

/** A permanent refusal is recorded as failed for good (failed_permanently): never claimed again. */
function deliveryEnd(outcome: SendOutcome): DeliveryEnd {
  if (outcome.status === 'sent')
    return { status: 'sent', provider: outcome.provider, providerMessageId: outcome.messageId };
  if (outcome.status === 'skipped') return { status: 'skipped', provider: null, lastError: outcome.reason };
  return { status: 'failed', provider: outcome.provider, lastError: outcome.error, permanent: outcome.permanent };
}

/**
 * When the job may claim one more delivery: false once the process is stopping or the job's time is short
 * (a send started now must end before pg-boss's expiry gives the job to another worker). The rest wait for
 * the job's retry.
 */
export type MayClaim = () => boolean;
/**
 * How soon an order is looked at again when another worker held one of its deliveries: soon, as that
 * worker is most likely sending it right now (another job of the same order); again and again until the
 * row is sent or its claim is stale and taken over.
 */
export const RECHECK_HELD_SECONDS = 10;
const ALWAYS: MayClaim = () => true;

/** How the job's errors name a message other than the confirmation. */
const OTHER_LABELS: Record<Exclude<DeliveryKind, 'confirmation'>, Record<Channel, string>> = {
  shop_new_order: { email: 'New order email', sms: 'New order SMS' },
  ready: { email: 'Ready email', sms: 'Ready SMS' },
  cwd_detected: { email: 'CWD email', sms: 'CWD SMS' },
  shop_cwd_detected: { email: 'Shop CWD email', sms: 'Shop CWD SMS' },
  pickup_reminder: { email: 'Reminder email', sms: 'Reminder SMS' },
  drop_off_spot: { email: 'Drop-off spot email', sms: 'Drop-off spot SMS' },
  drop_off_reminder: { email: 'Drop-off reminder email', sms: 'Drop-off reminder SMS' },
};

function labelOf(kind: DeliveryKind, channel: Channel): string {
  return kind === 'confirmation' ? CHANNEL_LABELS[channel] : OTHER_LABELS[kind][channel];
}

function addKindOutcome(result: DeliveryOutcome, kind: DeliveryKind, channel: Channel, outcome: SendOutcome) {
  if (kind === 'confirmation') return addOutcome(result, channel, outcome);
  const label = OTHER_LABELS[kind][channel];
  if (outcome.status === 'skipped') result.errors.push(`${label}: not sent, ${outcome.reason}`);
  else if (outcome.status === 'failed') result.errors.push(`${label}: ${outcome.error}`);
}

/**
 * The order's deliveries. Completion creates the confirmation's rows in its own transaction; an order
 * completed before there were rows (an older one) gets them here. Listed first: the insert is a statement
 * per job that nearly always inserts nothing (docs/operations.md, 'Connections': the worker shares PGlite's one thread
 * with requests).
 */
async function listOrCreateDeliveries(deps: DeliveryDeps, orderId: string) {
  const deliveries = await listDeliveries(deps.db, orderId);
  if (deliveries.some((delivery) => delivery.kind === 'confirmation')) return deliveries;
  await createPendingDeliveries(deps.db, orderId);
  return listDeliveries(deps.db, orderId);
}

/**
 * The worker's use case: send each of the order's deliveries (the customer's confirmation email and SMS,
 * the shop's 'New order' email when it was asked for, each round of the ready message), each at most once.
 * Each is claimed with a conditional update, sent, and marked; a failure is recorded and left for a retry
 * of the job. Messages are rendered from the receipt, the balance and the shop's settings as they stand
 * now; each carries the status page's link its delivery holds until it is sent.
 */
export async function deliverOrderNotifications(
  deps: DeliveryDeps,
  orderId: string,
  mayClaim: MayClaim = ALWAYS,
): Promise<DeliveryOutcome> {
  const order = await loadOrderForSending(deps.db, orderId);
  if (!order)
    return {
      email: false,
      sms: false,
      errors: ['Email: order not found', 'SMS: order not found'],
      retryable: false,
      recheckInSeconds: null,
    };
  const messageFor = orderMessages(order, order.settings, deps.publicUrl);
  const result: DeliveryOutcome = { email: false, sms: false, errors: [], retryable: false, recheckInSeconds: null };
  let readyDone = false;

  for (const delivery of await listOrCreateDeliveries(deps, orderId)) {
    const { channel, kind } = delivery;
    if (!mayClaim()) {
      result.errors.push(`${labelOf(kind, channel)}: left for the job's retry`);
      result.retryable = true;
      continue;
    }
    const claim = await claimDelivery(deps.db, delivery.id);
    if ('ended' in claim) {
      if (kind === 'confirmation') result[channel] = claim.ended === 'sent';
      continue;
    }
    if ('busy' in claim) {
      // Another worker is sending it, or died doing so: only its outcome (or its stale claim) ends this job.
      result.errors.push(`${labelOf(kind, channel)}: being sent by another worker`);
      const recheck = Math.min(claim.busy.staleInSeconds, RECHECK_HELD_SECONDS);
      result.recheckInSeconds = Math.max(result.recheckInSeconds ?? 0, recheck);
      continue;
    }
    const { claimed } = claim;
    readyDone ||= kind === 'ready';
    const message = messageFor({ kind, channel, round: delivery.round, linkToken: claimed.linkToken });
    if ('none' in message) {
      await finishDelivery(deps.db, claimed, { status: 'skipped', provider: null, lastError: message.none });
      continue;
    }
    const sending = { id: claimed.id, kind, unconfirmed: claimed.unconfirmed };
    const outcome = await sendAndRecord(deps, { ...message.outgoing, delivery: sending });
    await finishDelivery(deps.db, claimed, deliveryEnd(outcome));
    addKindOutcome(result, kind, channel, outcome);
    if (outcome.status === 'failed' && !outcome.permanent) result.retryable = true;
  }
  // Staff who just marked the order ready (or resent) watch its page: it refreshes with the outcome.
  if (readyDone) await notifyOrderChanged(deps.db, { order_number: order.receipt.orderNumber, kind: 'changed' });
  return result;
}
