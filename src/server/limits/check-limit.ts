import { LimitReachedError } from '../../domain';
import type { Database, Transaction } from '../db/client';
import { deleteOldLimitHits, insertLimitHit, lockLimitKey, secondsUntilFree } from './limit-store';

/** A limit that holds across processes: at most max hits per key within windowMs, counted in limit_hits. */
export type Limit = { bucket: string; max: number; windowMs: number };

/**
 * In the caller's transaction: under a lock on the bucket and key (so that simultaneous hits from any
 * process are counted one after the other), refuses with LimitReachedError and its Retry-After when the
 * key is at its limit, else records the hit, which commits or rolls back with the caller's work.
 */
export async function takeLimitHit(tx: Transaction, limit: Limit, key: string): Promise<void> {
  await lockLimitKey(tx, limit.bucket, key);
  const wait = await secondsUntilFree(tx, { ...limit, key });
  if (wait !== null) throw new LimitReachedError(undefined, wait);
  await insertLimitHit(tx, limit.bucket, key);
}

/** A hit on its own: refused (LimitReachedError) or recorded. */
export async function hitLimit(db: Database, limit: Limit, key: string): Promise<void> {
  await db.transaction((tx) => takeLimitHit(tx, limit, key));
}

/**
 * Deletes a bucket's hits that left its window, at most once a minute per bucket in this process. Outside
 * the hit's transaction and lock: two processes pruning at once must not hold up (or deadlock) a hit, and a
 * failed prune costs nothing, the next one takes the rows.
 */
export function createPruner(db: Database, intervalMs = 60_000): (limit: Limit) => Promise<void> {
  const lastPruned = new Map<string, number>();
  return async (limit) => {
    const now = Date.now();
    if (now - (lastPruned.get(limit.bucket) ?? 0) < intervalMs) return;
    lastPruned.set(limit.bucket, now);
    await deleteOldLimitHits(db, limit.bucket, limit.windowMs).catch(() => undefined);
  };
}
