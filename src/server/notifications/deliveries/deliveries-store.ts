import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { NotFoundError, type OrderDetails } from '../../../domain';
import type { Database, Executor } from '../../db/client';
import {
  type Channel,
  type DeliveryKind,
  type DeliveryStatus,
  notificationDeliveries,
} from '../../db/notification-schema';
import { loadOrderDetails } from '../../orders/order-store';

/** A claim older than this belongs to a worker that died mid-send; another may take the row over. */
const STALE_CLAIM = sql`now() - interval '5 minutes'`;

export type ClaimedDelivery = { id: string; token: string };
export type DeliveryRef = { id: string; channel: Channel; kind: DeliveryKind };

/** The order of sending: the customer's confirmation first (email, then SMS), then the shop's email. */
const KIND_ORDER: Record<DeliveryKind, number> = { confirmation: 0, shop_new_order: 1 };
const CHANNEL_ORDER: Record<Channel, number> = { email: 0, sms: 1 };

/**
 * Called inside the completion transaction: one pending delivery per channel of the confirmation, plus
 * the shop's 'New order' email when asked for, never a second one of any.
 */
export async function createPendingDeliveries(
  tx: Executor,
  orderId: string,
  options: { shopNewOrder?: boolean } = {},
): Promise<void> {
  const rows: (typeof notificationDeliveries.$inferInsert)[] = [
    { orderId, channel: 'email', kind: 'confirmation' },
    { orderId, channel: 'sms', kind: 'confirmation' },
  ];
  if (options.shopNewOrder) rows.push({ orderId, channel: 'email', kind: 'shop_new_order' });
  await tx.insert(notificationDeliveries).values(rows).onConflictDoNothing();
}

/** The order's deliveries of every kind, in the order they are sent. */
export async function listDeliveries(db: Database, orderId: string): Promise<DeliveryRef[]> {
  const rows = await db
    .select({
      id: notificationDeliveries.id,
      channel: notificationDeliveries.channel,
      kind: notificationDeliveries.kind,
    })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.orderId, orderId));
  return (rows as DeliveryRef[]).sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || CHANNEL_ORDER[a.channel] - CHANNEL_ORDER[b.channel],
  );
}

/** The order as the orders' own store presents it (what buildReceipt reads), or null when it is gone. */
export async function loadOrderForSending(db: Database, orderId: string): Promise<OrderDetails | null> {
  try {
    return await loadOrderDetails(db, orderId);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** Takes the row for this worker: only a pending, failed or abandoned delivery can be claimed. */
export async function claimDelivery(db: Database, deliveryId: string): Promise<ClaimedDelivery | null> {
  const token = randomUUID();
  const rows = await db
    .update(notificationDeliveries)
    .set({
      status: 'sending',
      claimToken: token,
      claimedAt: sql`now()`,
      attempts: sql`${notificationDeliveries.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(notificationDeliveries.id, deliveryId),
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

export type DeliveryEnd =
  | { status: 'sent'; provider: string; providerMessageId: string | null }
  | { status: 'failed' | 'skipped'; provider: string | null; lastError: string };

/** Releases the claim with the outcome; a worker whose claim was taken over (stale) changes nothing. */
export async function finishDelivery(db: Database, claimed: ClaimedDelivery, end: DeliveryEnd): Promise<void> {
  const values =
    end.status === 'sent'
      ? { ...end, sentAt: sql`now()` as unknown as Date, lastError: null }
      : { status: end.status, lastError: end.lastError, ...(end.provider ? { provider: end.provider } : {}) };
  await db
    .update(notificationDeliveries)
    .set({ ...values, claimToken: null, updatedAt: sql`now()` })
    .where(and(eq(notificationDeliveries.id, claimed.id), eq(notificationDeliveries.claimToken, claimed.token)));
}

export async function deliveryStatus(db: Database, deliveryId: string): Promise<DeliveryStatus | null> {
  const [row] = await db
    .select({ status: notificationDeliveries.status })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.id, deliveryId));
  return (row?.status as DeliveryStatus | undefined) ?? null;
}
