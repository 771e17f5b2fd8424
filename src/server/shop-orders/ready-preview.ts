import { and, eq } from 'drizzle-orm';
import type { ReadyPreview } from '../../domain/shop';
import type { Database } from '../db/client';
import { notificationDeliveries } from '../db/notification-schema';
import { orders } from '../db/schema';
import { loadOrderForSending } from '../notifications/deliveries/order-for-sending';
import { orderMessages } from '../notifications/messages/order-messages';
import type { Outgoing } from '../notifications/providers';
import { type RecipientLimits, decideRecipient } from '../notifications/sending/recipient-policy';
import { statusPageUrl } from '../order-records/status-tokens';
import { isSubmittedOrder, orderNotFound } from './shop-order-store';

export type ReadyPreviewDeps = {
  db: Database;
  publicUrl: string;
  limits: RecipientLimits;
  /** Which channels have a provider; without one a message only reaches the server's outbox. */
  senders: { email: boolean; sms: boolean };
};

/** Stands for the status link's token, which is made only when the message is queued. */
const TOKEN_STAND_IN = 'status-link-token';

const SENT_BEFORE =
  "The ready message went out when this order was first marked ready; marking it ready again sends nothing. 'Resend ready message' sends it again.";
const NO_PROVIDER = {
  sms: 'Texting is not set up on this server (Twilio), so the text stays in its outbox.',
  email: 'Email is not set up on this server (SMTP), so the email stays in its outbox.',
};

async function readySentBefore(db: Database, orderId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.orderId, orderId), eq(notificationDeliveries.kind, 'ready')))
    .limit(1);
  return found !== undefined;
}

/**
 * docs/shop.md 3: what 'Mark ready for pickup' will send, as the worker would render it now (the shop's
 * settings, the balance, the customer's language), or why a channel will send nothing: a ready message
 * already sent, no provider, or the recipient policy's refusal (a number that cannot be texted).
 */
export async function previewReadyMessage(deps: ReadyPreviewDeps, orderNumber: number): Promise<ReadyPreview> {
  const [row] = await deps.db.select({ id: orders.id }).from(orders).where(isSubmittedOrder(orderNumber));
  if (!row) throw orderNotFound();
  const order = await loadOrderForSending(deps.db, row.id);
  if (!order) throw orderNotFound();
  const sentBefore = await readySentBefore(deps.db, row.id);
  const render = orderMessages({ ...order, stage: 'ready' }, order.settings, deps.publicUrl);
  const standIn = statusPageUrl(deps.publicUrl, TOKEN_STAND_IN);
  const shownLink = standIn.replace(TOKEN_STAND_IN, '…');

  function outgoingOn(channel: 'sms' | 'email'): { outgoing: Outgoing | null; notSent: string | null } {
    const message = render({ kind: 'ready', channel, linkToken: TOKEN_STAND_IN });
    if (!('outgoing' in message)) return { outgoing: null, notSent: message.none };
    const { outgoing } = message;
    if (sentBefore) return { outgoing, notSent: SENT_BEFORE };
    const decision = decideRecipient(channel, outgoing.recipient, deps.limits, 'customer');
    if (!decision.send) return { outgoing, notSent: `Not sent: ${decision.reason}.` };
    return { outgoing, notSent: deps.senders[channel] ? null : NO_PROVIDER[channel] };
  }

  const sms = outgoingOn('sms');
  const email = outgoingOn('email');
  return {
    sms: {
      to: order.receipt.customer.phone,
      body: sms.outgoing?.channel === 'sms' ? sms.outgoing.message.body.replace(standIn, shownLink) : null,
      not_sent: sms.notSent,
    },
    email: {
      to: order.receipt.customer.email,
      subject: email.outgoing?.channel === 'email' ? email.outgoing.message.subject : null,
      not_sent: email.notSent,
    },
  };
}
