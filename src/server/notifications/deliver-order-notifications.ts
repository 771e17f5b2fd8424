import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { NotificationResult } from '../../domain';
import type { Database, Executor } from '../db/client';
import { type Channel, notificationDeliveries } from '../db/notification-schema';
import { orderAddons, orderCuts, orders } from '../db/schema';
import { type NotificationOrder, formatOrderNumber, summariseOrder } from './order-summary';
import type { Providers } from './providers';
import { recordAttempt } from './record-attempt';
import { renderOrderEmail } from './render-email';
import { renderOrderSms } from './render-sms';
import { decideSms } from './sms-policy';
import { describeSendError, isPermanentSendError } from './describe-error';
import type { NotificationSettings } from './settings';

export type DeliveryDeps = {
  db: Database;
  providers: Providers;
  limits: NotificationSettings['limits'];
};

/** A claim older than this belongs to a worker that died mid-send; another may take the row over. */
const STALE_CLAIM = sql`now() - interval '5 minutes'`;

/** Called inside the completion transaction: one pending delivery per channel, never a second one. */
export async function createPendingDeliveries(tx: Executor, orderId: string): Promise<void> {
  await tx
    .insert(notificationDeliveries)
    .values([
      { orderId, channel: 'email' },
      { orderId, channel: 'sms' },
    ])
    .onConflictDoNothing();
}

export async function loadNotificationOrder(db: Database, orderId: string): Promise<NotificationOrder | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const cuts = await db.select().from(orderCuts).where(eq(orderCuts.orderId, orderId)).orderBy(asc(orderCuts.position));
  const addons = await db
    .select()
    .from(orderAddons)
    .where(eq(orderAddons.orderId, orderId))
    .orderBy(asc(orderAddons.position));
  return {
    orderId: order.id,
    orderNumber: formatOrderNumber(order.orderNumber),
    fullName: order.fullName,
    email: order.email,
    phoneNumber: order.phoneNumber,
    animalType: order.animalType === 'Deer' || order.animalType === 'Hog' ? order.animalType : '',
    gender: order.gender,
    weightOption: order.weightOption,
    weightPounds: order.weightPounds,
    weightCost: order.weightCost,
    cuts: cuts.map((cut) => cut.cutName),
    addons: addons.map((addon) => ({ addon_name: addon.addonName, addon_price: addon.addonPrice, quantity: addon.quantity })),
    totalCents: order.totalCents,
  };
}

/** Takes the row for this worker: only a pending, failed or abandoned delivery can be claimed. */
async function claim(db: Database, orderId: string, channel: Channel): Promise<{ id: string; token: string } | null> {
  const token = randomUUID();
  const rows = await db
    .update(notificationDeliveries)
    .set({ status: 'sending', claimToken: token, claimedAt: sql`now()`, attempts: sql`${notificationDeliveries.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(notificationDeliveries.orderId, orderId),
        eq(notificationDeliveries.channel, channel),
        or(
          inArray(notificationDeliveries.status, ['pending', 'failed']),
          and(eq(notificationDeliveries.status, 'sending'), lt(notificationDeliveries.claimedAt, STALE_CLAIM)),
        ),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  const row = rows[0];
  return row ? { id: row.id, token } : null;
}

async function finish(
  db: Database,
  claimed: { id: string; token: string },
  values: Partial<typeof notificationDeliveries.$inferInsert>,
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ ...values, claimToken: null, updatedAt: sql`now()` })
    .where(and(eq(notificationDeliveries.id, claimed.id), eq(notificationDeliveries.claimToken, claimed.token)));
}

async function currentStatus(db: Database, orderId: string, channel: Channel): Promise<string | null> {
  const [row] = await db
    .select({ status: notificationDeliveries.status })
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.orderId, orderId), eq(notificationDeliveries.channel, channel)));
  return row?.status ?? null;
}

const LABEL: Record<Channel, string> = { email: 'Email', sms: 'SMS' };


export type DeliveryOutcome = NotificationResult & { retryable: boolean };

/**
 * The worker's use case: send the order's email and SMS, each at most once. Each channel is claimed with a
 * conditional update, sent, and marked sent; a failure is recorded and left for a retry of the job.
 */
export async function deliverOrderNotifications(deps: DeliveryDeps, orderId: string): Promise<DeliveryOutcome> {
  const order = await loadNotificationOrder(deps.db, orderId);
  if (!order) return { email: false, sms: false, errors: ['Email: order not found', 'SMS: order not found'], retryable: false };
  const summary = summariseOrder(order);
  const result: DeliveryOutcome = { email: false, sms: false, errors: [], retryable: false };
  // Rows exist when completion created them; this keeps a job for an older order working too.
  await createPendingDeliveries(deps.db, orderId);

  for (const channel of ['email', 'sms'] as const) {
    const claimed = await claim(deps.db, orderId, channel);
    if (!claimed) {
      // Sent, skipped, or being sent by another worker right now: nothing for this one to do.
      const status = await currentStatus(deps.db, orderId, channel);
      result[channel] = status === 'sent' || status === 'sending';
      continue;
    }

    let to = order.email;
    if (channel === 'sms') {
      const decision = await decideSms(deps.db, order.phoneNumber, deps.limits);
      to = decision.to;
      if (!decision.send) {
        await finish(deps.db, claimed, { status: 'skipped', lastError: decision.reason });
        await recordAttempt(deps.db, { deliveryId: claimed.id, channel, recipient: to, provider: deps.providers.sms.provider, outcome: 'skipped', error: decision.reason });
        result.errors.push(`SMS: not sent, ${decision.reason}`);
        continue;
      }
    }

    const provider = deps.providers[channel].provider;
    try {
      const sent =
        channel === 'email'
          ? await deps.providers.email.send({ to, orderNumber: order.orderNumber, ...renderOrderEmail(summary) })
          : await deps.providers.sms.send({ to, orderNumber: order.orderNumber, body: renderOrderSms(summary) });
      await finish(deps.db, claimed, { status: 'sent', sentAt: sql`now()` as unknown as Date, provider: sent.provider, providerMessageId: sent.messageId, lastError: null });
      await recordAttempt(deps.db, { deliveryId: claimed.id, channel, recipient: to, provider: sent.provider, outcome: 'sent' });
      result[channel] = true;
    } catch (error) {
      const message = describeSendError(error);
      // A permanent refusal is recorded like a limit (skipped, with its reason) and never retried.
      const permanent = isPermanentSendError(error);
      await finish(deps.db, claimed, { status: permanent ? 'skipped' : 'failed', provider, lastError: message });
      await recordAttempt(deps.db, { deliveryId: claimed.id, channel, recipient: to, provider, outcome: 'failed', error: message });
      result.errors.push(`${LABEL[channel]}: ${message}`);
      if (!permanent) result.retryable = true;
    }
  }
  return result;
}
