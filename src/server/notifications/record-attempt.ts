import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Channel, notificationAttempts } from '../db/notification-schema';

export type AttemptOutcome = 'sent' | 'failed' | 'skipped';

export async function recordAttempt(
  db: Database,
  attempt: { deliveryId: string | null; channel: Channel; recipient: string; provider: string; outcome: AttemptOutcome; error?: string | null },
): Promise<void> {
  await db.insert(notificationAttempts).values({ ...attempt, error: attempt.error ?? null });
}

/** SMS sent to this number in the last 24 hours, test sends included (DESIGN decision 12's cap). */
export async function countRecentSms(db: Database, e164: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notificationAttempts)
    .where(
      and(
        eq(notificationAttempts.channel, 'sms'),
        eq(notificationAttempts.recipient, e164),
        eq(notificationAttempts.outcome, 'sent'),
        gt(notificationAttempts.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return row?.value ?? 0;
}
