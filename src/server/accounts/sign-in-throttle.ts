import { and, asc, eq, gt, lt, max, sql } from 'drizzle-orm';
import { LimitReachedError } from '../../domain';
import type { Database, Executor } from '../db/client';
import { signInAttempts } from '../db/shop-schema';

/**
 * docs/shop.md 1 and docs/decisions/1101-sign-in-throttle-by-account-and-client.md (ADR 1101):
 * - one account from one client (or one remembered device): 5 failures free, then each next attempt waits
 *   after the last failure, 1 minute, then 2, 4, 8 ... up to an hour; remembered for a day, forgotten when
 *   that client signs in to that account;
 * - one client, whatever the accounts: 20 failures in 15 minutes;
 * - one account from everywhere: 100 failures in an hour, out of reach of one client (about 10 an hour
 *   under its growing delay). Only the last two can be raised by someone else's guesses, and a remembered
 *   device (remembered-device.ts) is held by neither: the owner at the shop's own browser is never locked out.
 */
export const SIGN_IN_LIMITS = {
  freeFailures: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  pairMemoryMs: 24 * 60 * 60_000,
  perClient: 20,
  clientWindowMs: 15 * 60_000,
  perAccount: 100,
  accountWindowMs: 60 * 60_000,
} as const;

/** How long the next attempt of one account from one client waits after its last failure. */
export function delayAfterFailures(failures: number): number {
  if (failures < SIGN_IN_LIMITS.freeFailures) return 0;
  const doublings = Math.min(failures - SIGN_IN_LIMITS.freeFailures, 20);
  return Math.min(SIGN_IN_LIMITS.firstDelayMs * 2 ** doublings, SIGN_IN_LIMITS.maxDelayMs);
}

/** When enough of these failures leave the window for one more attempt, or null when one may go now. */
function windowRetryAt(failures: Date[], limit: number, windowMs: number): Date | null {
  if (failures.length < limit) return null;
  const leaving = failures[failures.length - limit];
  return leaving ? new Date(leaving.getTime() + windowMs) : null;
}

function pairRetryAt(failures: Date[]): Date | null {
  const last = failures[failures.length - 1];
  const delay = delayAfterFailures(failures.length);
  return last && delay > 0 ? new Date(last.getTime() + delay) : null;
}

async function failureTimes(tx: Executor, where: ReturnType<typeof and>): Promise<Date[]> {
  const rows = await tx
    .select({ at: signInAttempts.createdAt })
    .from(signInAttempts)
    .where(and(where, eq(signInAttempts.succeeded, false)))
    .orderBy(asc(signInAttempts.createdAt));
  return rows.map((row) => row.at);
}

/** The account's failures from this client since this client last signed in to it (within the memory). */
async function pairFailures(tx: Executor, attempt: SignInAttempt, memoryStart: Date): Promise<Date[]> {
  const pair = and(eq(signInAttempts.email, attempt.email), eq(signInAttempts.client, attempt.client));
  const [last] = await tx
    .select({ at: max(signInAttempts.createdAt) })
    .from(signInAttempts)
    .where(and(pair, eq(signInAttempts.succeeded, true), gt(signInAttempts.createdAt, memoryStart)));
  const since = last?.at && last.at > memoryStart ? last.at : memoryStart;
  return failureTimes(tx, and(pair, gt(signInAttempts.createdAt, since)));
}

export function throttledMessage(minutes: number): string {
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * client: a keyed hash of the address (app.limits.clientKey), or of the remembered device's id; remembered:
 * the device's cookie was valid for this account, so only its own failures hold it up.
 */
export type SignInAttempt = { email: string; client: string; remembered: boolean };

export type SignInReservation = { allowed: true; attemptId: string } | { allowed: false; error: LimitReachedError };

/** When this attempt may go, or null when it may go now (call under the locks). */
async function retryAtOf(tx: Executor, attempt: SignInAttempt, now: Date): Promise<Date | null> {
  const since = (ms: number) => new Date(now.getTime() - ms);
  const waits = [pairRetryAt(await pairFailures(tx, attempt, since(SIGN_IN_LIMITS.pairMemoryMs)))];
  if (!attempt.remembered) {
    const clientFailures = await failureTimes(
      tx,
      and(
        eq(signInAttempts.client, attempt.client),
        gt(signInAttempts.createdAt, since(SIGN_IN_LIMITS.clientWindowMs)),
      ),
    );
    const accountFailures = await failureTimes(
      tx,
      and(eq(signInAttempts.email, attempt.email), gt(signInAttempts.createdAt, since(SIGN_IN_LIMITS.accountWindowMs))),
    );
    waits.push(
      windowRetryAt(clientFailures, SIGN_IN_LIMITS.perClient, SIGN_IN_LIMITS.clientWindowMs),
      windowRetryAt(accountFailures, SIGN_IN_LIMITS.perAccount, SIGN_IN_LIMITS.accountWindowMs),
    );
  }
  const times = waits.filter((at): at is Date => at !== null && at > now).map((at) => at.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/**
 * Counts the attempt before the password is checked: under a lock on the email and one on the client, it
 * refuses when any limit holds it (with the 429 to answer), else writes the attempt as a failure, which the
 * caller turns into a success if the password was right. So simultaneous attempts, from any process, are
 * all counted. now: the clock, injectable for the tests.
 */
export async function reserveSignInAttempt(
  db: Database,
  attempt: SignInAttempt,
  now = new Date(),
): Promise<SignInReservation> {
  const reservation = await db.transaction(async (tx): Promise<SignInReservation> => {
    // Always the email's lock first, then the client's: two attempts can never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in email ${attempt.email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in client ${attempt.client}`}))`);
    const until = await retryAtOf(tx, attempt, now);
    if (until) {
      const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
      return { allowed: false, error: new LimitReachedError(throttledMessage(Math.ceil(seconds / 60)), seconds) };
    }
    const [row] = await tx
      .insert(signInAttempts)
      .values({ email: attempt.email, client: attempt.client, succeeded: false, createdAt: now })
      .returning({ id: signInAttempts.id });
    if (!row) throw new Error('The sign-in attempt could not be recorded.');
    return { allowed: true, attemptId: row.id };
  });
  if (reservation.allowed) await pruneOldAttempts(db, new Date(now.getTime() - SIGN_IN_LIMITS.pairMemoryMs));
  return reservation;
}

let lastPrunedAt = 0;

/**
 * Attempts older than the longest memory count for nothing (staff_events keeps the history of sign-ins), so
 * they are deleted, at most once a minute per process, outside the attempt's locks; a failed prune costs nothing.
 */
async function pruneOldAttempts(db: Database, before: Date): Promise<void> {
  if (Date.now() - lastPrunedAt < 60_000) return;
  lastPrunedAt = Date.now();
  await deleteSignInAttemptsBefore(db, before).catch(() => undefined);
}

export async function deleteSignInAttemptsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, before));
}

/** The password was right: this attempt no longer counts as a failure. */
export async function markSignInSucceeded(db: Database, attemptId: string): Promise<void> {
  await db.update(signInAttempts).set({ succeeded: true }).where(eq(signInAttempts.id, attemptId));
}
