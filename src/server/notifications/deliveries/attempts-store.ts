import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  type AttemptOutcome,
  type Channel,
  type DeliveryKind,
  notificationAttempts,
} from '../../db/notification-schema';

export type AttemptRecord = { deliveryId: string | null; channel: Channel; recipient: string; provider: string };

/** At most perDay messages of one channel to one recipient in any 24 hours; refused with reason beyond. */
export type DailyCap = { perDay: number; reason: string };

async function insertAttempt(
  executor: Executor,
  attempt: AttemptRecord & { outcome: AttemptOutcome; error?: string | null },
): Promise<string> {
  const [row] = await executor
    .insert(notificationAttempts)
    .values({ ...attempt, error: attempt.error ?? null })
    .returning({ id: notificationAttempts.id });
  if (!row) throw new Error('no attempt recorded');
  return row.id;
}

/**
 * Records a try as 'sending' before the provider is called and returns its id, or the cap's reason when the
 * recipient has had its share. With a cap, the count and the reservation happen in one statement
 * (start_capped_attempt, migration 0022) under an advisory lock on the channel and recipient, so concurrent
 * sends (other requests, workers, servers on the same database) queue up for it and each sees the
 * reservations before it: the cap cannot be exceeded. The cap's window is rolling (the last 24 hours), not a
 * calendar day: a number cannot get twice the cap across midnight, and no time zone has to be chosen.
 * Messages that count against it: sent, being sent right now (a reservation not yet resolved), or
 * unconfirmed (they may have gone out). A reservation whose sender died stays 'sending' and keeps counting:
 * that message may well have gone out.
 */
export async function startAttempt(
  db: Database,
  attempt: AttemptRecord,
  cap: DailyCap | null,
): Promise<{ id: string } | { refused: string }> {
  if (!cap) return { id: await insertAttempt(db, { ...attempt, outcome: 'sending' }) };
  const result = (await db.execute(
    sql`select start_capped_attempt(${attempt.deliveryId}::uuid, ${attempt.channel}, ${attempt.recipient},
      ${attempt.provider}, ${cap.perDay}::int) as id`,
  )) as { rows: { id: string | null }[] };
  const id = result.rows[0]?.id;
  return id ? { id } : { refused: cap.reason };
}

export async function finishAttempt(
  db: Database,
  id: string,
  end:
    | { outcome: 'sent'; provider: string }
    /** unconfirmed: the provider took the message and never answered in time. */
    | { outcome: 'failed'; provider: string; error: string; unconfirmed: boolean },
): Promise<void> {
  const failure = end.outcome === 'failed' ? { error: end.error, unconfirmed: end.unconfirmed } : { error: null };
  await db
    .update(notificationAttempts)
    .set({ outcome: end.outcome, provider: end.provider, ...failure })
    .where(eq(notificationAttempts.id, id));
}

/** A try reserved under the recipient's cap that the shop's budget then refused: it never reached a provider. */
export async function skipStartedAttempt(db: Database, id: string, reason: string): Promise<void> {
  await db
    .update(notificationAttempts)
    .set({ outcome: 'skipped', error: reason })
    .where(eq(notificationAttempts.id, id));
}

/** A try that never reached a provider (a policy or a cap refused it). */
export async function recordSkippedAttempt(db: Database, attempt: AttemptRecord, reason: string): Promise<void> {
  await insertAttempt(db, { ...attempt, outcome: 'skipped', error: reason });
}

/**
 * What sending a delivery's message needs to know of it: its kind (the shop's own email is not capped) and
 * how many of its tries ended unconfirmed (each may have reached the recipient). The claim reads both
 * (deliveries-store.ts claimDelivery), in the statement that takes the row.
 */
export type SendingDelivery = { id: string; kind: DeliveryKind; unconfirmed: number };

/**
 * The unconfirmed tries of the row a statement on notification_deliveries reads or changes. Written out:
 * drizzle leaves a subquery's columns unqualified, so they would read the inner table.
 */
export const unconfirmedTriesSql = sql<number>`(select count(*) from notification_attempts a
  where a.delivery_id = notification_deliveries.id and a.unconfirmed)`.mapWith(Number);
