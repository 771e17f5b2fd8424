import type { DatabaseHandle } from './client';

/** A health check must answer while the database hangs: after this long it counts as unreachable. */
export const PING_TIMEOUT_MS = 2_000;

/** One round trip to the database; rejects when it cannot be reached (or takes longer than the timeout). */
export async function pingDatabase(handle: DatabaseHandle, timeoutMs = PING_TIMEOUT_MS): Promise<void> {
  const query = handle.pool
    ? handle.pool.query('SELECT 1')
    : handle.pglite
      ? handle.pglite.query('SELECT 1')
      : Promise.reject(new Error('No database connection.'));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('timeout exceeded when trying to connect'), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );
  });
  try {
    await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
    // A query that lost the race still settles later; its failure is already accounted for.
    query.catch(() => {});
  }
}
