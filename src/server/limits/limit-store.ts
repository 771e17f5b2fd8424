import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * The rows of limit_hits, read and written under the database's clock (now()), so that processes on
 * several machines with slightly different clocks still count one window.
 */

/**
 * One hit of a bucket and key in one round trip (take_limit_hit, migration 0021): under a lock on the bucket
 * and key until the transaction ends, so that simultaneous hits from any process are counted one after the
 * other, it records the hit while fewer than max are inside the window, else records nothing and answers
 * the seconds until the max-th newest leaves it (at least 1).
 */
export async function takeHit(
  executor: Executor,
  hit: { bucket: string; key: string; max: number; windowMs: number },
): Promise<number | null> {
  const result = (await executor.execute<{ wait: number | null }>(
    sql`select take_limit_hit(${hit.bucket}, ${hit.key}, ${hit.max}::int, ${hit.windowMs / 1000}::float8) as wait`,
  )) as { rows: { wait: number | null }[] };
  const wait = result.rows[0]?.wait;
  return wait === null || wait === undefined ? null : Number(wait);
}

/**
 * Limit hits are no order data (the rule that nothing is ever deleted is for orders and their history):
 * once outside their bucket's window they count for nothing, so they are deleted.
 */
export async function deleteOldLimitHits(executor: Executor, bucket: string, windowMs: number): Promise<void> {
  await executor.execute(
    sql`delete from limit_hits where bucket = ${bucket} and created_at <= now() - make_interval(secs => ${windowMs / 1000})`,
  );
}
