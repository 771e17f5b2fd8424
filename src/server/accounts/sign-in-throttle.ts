import { and, asc, eq, gt, lt, max, sql } from 'drizzle-orm';
import { LimitReachedError } from '../../domain';
import type { Database, Executor } from '../db/client';
import { signInAttempts } from '../db/shop-schema';

/** docs/shop.md 1: after 5 failures for one email or 20 from one client within 15 minutes, sign-in waits. */
export const SIGN_IN_LIMITS = { perEmail: 5, perClient: 20, windowMs: 15 * 60 * 1000 } as const;

/** When enough of these failures leave the window for one more attempt, or null when one may go now. */
function retryAt(failures: Date[], limit: number): Date | null {
  if (failures.length < limit) return null;
  const leaving = failures[failures.length - limit];
  return leaving ? new Date(leaving.getTime() + SIGN_IN_LIMITS.windowMs) : null;
}

async function failureTimes(tx: Executor, where: ReturnType<typeof and>): Promise<Date[]> {
  const rows = await tx
    .select({ at: signInAttempts.createdAt })
    .from(signInAttempts)
    .where(and(where, eq(signInAttempts.succeeded, false)))
    .orderBy(asc(signInAttempts.createdAt));
  return rows.map((row) => row.at);
}

/** The email's failures in the window since its last successful sign-in (which proves its owner was there). */
async function emailFailures(tx: Executor, email: string, windowStart: Date): Promise<Date[]> {
  const [last] = await tx
    .select({ at: max(signInAttempts.createdAt) })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.email, email),
        eq(signInAttempts.succeeded, true),
        gt(signInAttempts.createdAt, windowStart),
      ),
    );
  const since = last?.at && last.at > windowStart ? last.at : windowStart;
  return failureTimes(tx, and(eq(signInAttempts.email, email), gt(signInAttempts.createdAt, since)));
}

export function throttledMessage(minutes: number): string {
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export type SignInReservation = { allowed: true; attemptId: string } | { allowed: false; error: LimitReachedError };

/**
 * Counts the attempt before the password is checked: under a lock on the email and one on the client, it
 * refuses when either is over its limit (with the 429 to answer), else writes the attempt as a failure,
 * which the caller turns into a success if the password was right. So simultaneous attempts, from any
 * process, are all counted. client is a keyed hash of the address (app.limits.clientKey), not the address.
 */
export async function reserveSignInAttempt(
  db: Database,
  attempt: { email: string; client: string },
  now = new Date(),
): Promise<SignInReservation> {
  const windowStart = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
  const reservation = await db.transaction(async (tx): Promise<SignInReservation> => {
    // Always the email's lock first, then the client's: two attempts can never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in email ${attempt.email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in client ${attempt.client}`}))`);
    const clientFailures = await failureTimes(
      tx,
      and(eq(signInAttempts.client, attempt.client), gt(signInAttempts.createdAt, windowStart)),
    );
    const waits = [
      retryAt(await emailFailures(tx, attempt.email, windowStart), SIGN_IN_LIMITS.perEmail),
      retryAt(clientFailures, SIGN_IN_LIMITS.perClient),
    ].filter((at): at is Date => at !== null);
    if (waits.length > 0) {
      const until = Math.max(...waits.map((at) => at.getTime()));
      const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
      return { allowed: false, error: new LimitReachedError(throttledMessage(Math.ceil(seconds / 60)), seconds) };
    }
    const [row] = await tx
      .insert(signInAttempts)
      .values({ email: attempt.email, client: attempt.client, succeeded: false, createdAt: now })
      .returning({ id: signInAttempts.id });
    if (!row) throw new Error('The sign-in attempt could not be recorded.');
    return { allowed: true, attemptId: row.id };
  });
  if (reservation.allowed) await pruneOldAttempts(db, windowStart);
  return reservation;
}

let lastPrunedAt = 0;

/**
 * Attempts older than the window count for nothing (staff_events keeps the history of sign-ins), so they
 * are deleted, at most once a minute per process, outside the attempt's locks; a failed prune costs nothing.
 */
async function pruneOldAttempts(db: Database, windowStart: Date): Promise<void> {
  if (Date.now() - lastPrunedAt < 60_000) return;
  lastPrunedAt = Date.now();
  await deleteSignInAttemptsBefore(db, windowStart).catch(() => undefined);
}

export async function deleteSignInAttemptsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, before));
}

/** The password was right: this attempt no longer counts as a failure. */
export async function markSignInSucceeded(db: Database, attemptId: string): Promise<void> {
  await db.update(signInAttempts).set({ succeeded: true }).where(eq(signInAttempts.id, attemptId));
}
