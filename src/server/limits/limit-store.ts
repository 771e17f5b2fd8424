import { sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';

/**
 * The rows of limit_hits, read and written under the database's clock (now()), so that processes on
 * several machines with slightly different clocks still count one window.
 */

/** Serialises hits of one bucket and key across every process on this database until the transaction ends. */
export async function lockLimitKey(tx: Transaction, bucket: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`limit ${bucket} ${key}`}))`);
}

/**
 * When the key may be hit again: null while fewer than max hits are inside the window, else the seconds
 * until the max-th newest leaves it (with more than max, e.g. after the limit was lowered, all the extra
 * must leave too). At least 1.
 */
export async function secondsUntilFree(
  executor: Executor,
  hit: { bucket: string; key: string; max: number; windowMs: number },
): Promise<number | null> {
  const window = sql`make_interval(secs => ${hit.windowMs / 1000})`;
  const result = (await executor.execute<{ seconds: number }>(sql`
    select extract(epoch from (created_at + ${window} - now()))::float8 as seconds
    from limit_hits
    where bucket = ${hit.bucket} and key = ${hit.key} and created_at > now() - ${window}
    order by created_at desc
    limit ${hit.max}`)) as { rows: { seconds: number }[] };
  if (result.rows.length < hit.max) return null;
  const leaving = result.rows[result.rows.length - 1]?.seconds ?? 0;
  return Math.max(1, Math.ceil(leaving));
}

export async function insertLimitHit(executor: Executor, bucket: string, key: string): Promise<void> {
  await executor.execute(sql`insert into limit_hits (bucket, key) values (${bucket}, ${key})`);
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
