import { randomUUID } from 'node:crypto';
import { and, eq, lt, max, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  type Channel,
  type DeliveryKind,
  type DeliveryStatus,
  notificationDeliveries,
} from '../../db/notification-schema';
import { newStatusToken, storeStatusToken } from '../../order-records/status-tokens';
import { unconfirmedTriesSql } from './attempts-store';

/**
 * The longest one send may take: the providers' request timeouts (SMTP, Twilio) end every send within this.
 * The job's expiry, the stale claim and the shutdown's wait are all derived from it (queue.ts).
 */
export const MAX_SEND_SECONDS = 30;
/**
 * A claim older than this belongs to a worker that died or was stopped mid-send: another may take the row
 * over. A live worker's claim is never that old: after claiming it may wait for a provider slot (one send
 * at most, queue.ts SENDS_PER_PROVIDER), then sends (one more), then records the outcome. About a job's
 * expiry plus its first retry, so that the retry of a dead worker's job finds the row abandoned (or looks
 * again 10 s later).
 */
export const STALE_CLAIM_SECONDS = 3 * MAX_SEND_SECONDS;
const STALE_CLAIM = sql.raw(`now() - interval '${STALE_CLAIM_SECONDS} seconds'`);

/**
 * A claimed row: its id, this worker's claim token, the status page token its link carries, if any, and how
 * many of its tries ended unconfirmed (attempts-store.ts SendingDelivery).
 */
export type ClaimedDelivery = { id: string; token: string; linkToken: string | null; unconfirmed: number };
export type DeliveryRef = { id: string; channel: Channel; kind: DeliveryKind; round: number };
type NewDelivery = typeof notificationDeliveries.$inferInsert;

/** The order of sending: the customer's confirmation first (email, then SMS), the shop's email, then ready. */
const KIND_ORDER: Record<DeliveryKind, number> = {
  confirmation: 0,
  shop_new_order: 1,
  ready: 2,
  cwd_detected: 3,
  shop_cwd_detected: 4,
  pickup_reminder: 5,
  drop_off_spot: 6,
  drop_off_reminder: 7,
};
const CHANNEL_ORDER: Record<Channel, number> = { email: 0, sms: 1 };

/**
 * The customer's messages carry the status page's link (docs/shop.md 4); the shop's own emails do not, nor
 * does the customer's 'Please call' after a CWD detection (docs/shop.md 9, 'CWD holds': nothing more in that message),
 * nor the drop-off messages of docs/shop.md 10 (one short sentence each, as it words them).
 */
const LINKED_KINDS: readonly string[] = ['confirmation', 'ready', 'pickup_reminder'] satisfies DeliveryKind[];

/**
 * Inserts the rows that do not exist yet (unique per order, channel, kind and round) and gives the
 * customer's new ones one fresh status token, held in those rows until each has gone out (ADR 0401).
 * Returns how many rows were new: none when the message had been queued before.
 */
async function insertDeliveries(tx: Executor, orderId: string, rows: NewDelivery[]): Promise<number> {
  // The link is written with the rows (a round trip less, docs/design.md 4); its token opens the status page only
  // once stored, which happens when a row that carries it was new.
  const linkToken = newStatusToken();
  const inserted = await tx
    .insert(notificationDeliveries)
    .values(rows.map((row) => (LINKED_KINDS.includes(row.kind as DeliveryKind) ? { ...row, linkToken } : row)))
    .onConflictDoNothing()
    .returning({ kind: notificationDeliveries.kind });
  if (inserted.some((row) => LINKED_KINDS.includes(row.kind))) await storeStatusToken(tx, orderId, linkToken);
  return inserted.length;
}

/**
 * Called inside the completion transaction: one pending delivery per channel of the confirmation, plus
 * the shop's 'New order' email when asked for, never a second one of any.
 */
export async function createPendingDeliveries(
  tx: Executor,
  orderId: string,
  options: { shopNewOrder?: boolean } = {},
): Promise<void> {
  const rows: NewDelivery[] = [
    { orderId, channel: 'email', kind: 'confirmation' },
    { orderId, channel: 'sms', kind: 'confirmation' },
  ];
  if (options.shopNewOrder) rows.push({ orderId, channel: 'email', kind: 'shop_new_order' });
  await insertDeliveries(tx, orderId, rows);
}

/** Deliveries of any kind in the caller's transaction, each at most once; how many were new. */
export function createDeliveries(
  tx: Executor,
  orderId: string,
  messages: { channel: Channel; kind: DeliveryKind; round?: number }[],
): Promise<number> {
  return insertDeliveries(
    tx,
    orderId,
    messages.map((message) => ({ orderId, ...message })),
  );
}

/** The round 'Resend ready message' adds: one past the order's last ready round (0 when it has none). */
export async function nextReadyRound(tx: Executor, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(notificationDeliveries.round) })
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.orderId, orderId), eq(notificationDeliveries.kind, 'ready')));
  const last = row?.last ?? null;
  return last === null ? 0 : last + 1;
}

/**
 * The ready message's email and SMS of one round, inside the caller's transaction (docs/shop.md 4). False when
 * that round existed already: round 0 is inserted once per order, however often it is marked ready.
 */
export async function createReadyDeliveries(tx: Executor, orderId: string, round: number): Promise<boolean> {
  const rows: NewDelivery[] = [
    { orderId, channel: 'email', kind: 'ready', round },
    { orderId, channel: 'sms', kind: 'ready', round },
  ];
  return (await insertDeliveries(tx, orderId, rows)) > 0;
}

/** The order's deliveries of every kind, in the order they are sent. */
export async function listDeliveries(db: Database, orderId: string): Promise<DeliveryRef[]> {
  const rows = await db
    .select({
      id: notificationDeliveries.id,
      channel: notificationDeliveries.channel,
      kind: notificationDeliveries.kind,
      round: notificationDeliveries.round,
    })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.orderId, orderId));
  return (rows as DeliveryRef[]).sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.round - b.round ||
      CHANNEL_ORDER[a.channel] - CHANNEL_ORDER[b.channel],
  );
}

/**
 * What a claim found: the row, now this worker's; 'busy', another worker holds it under a live claim (its
 * outcome is not known yet, so the job must come back to it); or 'ended', nothing left to send (sent,
 * skipped, or failed for good).
 */
export type ClaimResult =
  | { claimed: ClaimedDelivery }
  /** staleInSeconds: when the claim goes stale if its worker never records an outcome. */
  | { busy: { staleInSeconds: number } }
  | { ended: DeliveryStatus };

/**
 * Takes the row for this worker: a pending delivery, one that failed for a reason that may pass, or one
 * whose claim went stale. A permanent failure is never claimed again.
 */
export async function claimDelivery(db: Database, deliveryId: string): Promise<ClaimResult> {
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
          eq(notificationDeliveries.status, 'pending'),
          and(eq(notificationDeliveries.status, 'failed'), eq(notificationDeliveries.failedPermanently, false)),
          and(eq(notificationDeliveries.status, 'sending'), lt(notificationDeliveries.claimedAt, STALE_CLAIM)),
        ),
      ),
    )
    .returning({
      id: notificationDeliveries.id,
      linkToken: notificationDeliveries.linkToken,
      unconfirmed: unconfirmedTriesSql,
    });
  const row = rows[0];
  if (row) return { claimed: { id: row.id, token, linkToken: row.linkToken, unconfirmed: row.unconfirmed } };
  const [found] = await db
    .select({
      status: notificationDeliveries.status,
      age: sql<number>`extract(epoch from now() - ${notificationDeliveries.claimedAt})::float8`,
    })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.id, deliveryId));
  const status = (found?.status ?? null) as DeliveryStatus | null;
  if (status === 'sent' || status === 'skipped' || status === 'failed') return { ended: status };
  // Another worker is sending it right now (its claim is live, or it changed hands just after the update).
  const age = Number(found?.age ?? 0);
  return { busy: { staleInSeconds: Math.max(1, Math.ceil(STALE_CLAIM_SECONDS - age)) } };
}

export type DeliveryEnd =
  | { status: 'sent'; provider: string; providerMessageId: string | null }
  | { status: 'skipped'; provider: string | null; lastError: string }
  /** permanent: the provider refused it for good; the row is never claimed again. */
  | { status: 'failed'; provider: string; lastError: string; permanent: boolean };

/**
 * Releases the claim with the outcome; a worker whose claim was taken over (stale) changes nothing. A
 * delivery that ended (sent, skipped, or failed for good) drops its link token, so the raw token lives
 * only as long as the message carrying it may still go out; a failure that may pass keeps it for its retry.
 */
export async function finishDelivery(db: Database, claimed: ClaimedDelivery, end: DeliveryEnd): Promise<void> {
  const ended = end.status !== 'failed' || end.permanent;
  const values =
    end.status === 'sent'
      ? { ...end, sentAt: sql`now()` as unknown as Date, lastError: null }
      : {
          status: end.status,
          lastError: end.lastError,
          failedPermanently: end.status === 'failed' && end.permanent,
          ...(end.provider ? { provider: end.provider } : {}),
        };
  await db
    .update(notificationDeliveries)
    .set({ ...values, ...(ended ? { linkToken: null } : {}), claimToken: null, updatedAt: sql`now()` })
    .where(and(eq(notificationDeliveries.id, claimed.id), eq(notificationDeliveries.claimToken, claimed.token)));
}
