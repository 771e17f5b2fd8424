import { LimitReachedError } from '../../domain';
import type { Database, Executor } from '../db/client';
import { deleteOldLimitHits, takeHit } from './limit-store';

/** A limit that holds across processes: at most max hits per key within windowMs, counted in limit_hits. */
export type Limit = { bucket: string; max: number; windowMs: number };

/**
 * One hit: refused with LimitReachedError and its Retry-After when the key is at its limit, else recorded.
 * In a transaction, the hit commits or rolls back with the caller's work and the key stays locked until
 * then; on the database itself, the one statement is its own transaction.
 */
export async function takeLimitHit(executor: Executor, limit: Limit, key: string): Promise<void> {
  const wait = await takeHit(executor, { ...limit, key });
  if (wait !== null) throw new LimitReachedError(undefined, wait);
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
