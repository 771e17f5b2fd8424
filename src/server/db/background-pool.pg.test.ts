import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgBossDatabase } from '../notifications/queue';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * docs/operations.md, 'Connections': background work (notification jobs, pg-boss) has connections of its own on
 * PostgreSQL and starts its statements when no request waits for a connection, or after MAX_YIELD_TURNS
 * (requests-first.ts).
 */
describe('the background connections on PostgreSQL', () => {
  let database: DatabaseHandle;
  let requests: pg.Pool;
  let background: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    requests = database.pool as pg.Pool;
    background = database.background.pool as pg.Pool;
  });
  afterAll(() => database.close());

  /** Takes every request connection and leaves one more request waiting for a connection. */
  async function fillRequestPool() {
    const held = await Promise.all(Array.from({ length: requests.options.max }, () => requests.connect()));
    const waiting = requests.query('select 1');
    expect(requests.waitingCount).toBe(1);
    return { held, waiting };
  }

  it('pg-boss runs its SQL on them, not on the requests’ pool', async () => {
    const before = requests.totalCount;
    const { rows } = await pgBossDatabase(database).executeSql('select $1::int as one', [1]);
    expect(rows).toHaveLength(1);
    expect(background.totalCount).toBeGreaterThan(0);
    expect(requests.totalCount).toBe(before);
  });

  it('starts a statement only once no request waits for a connection', async () => {
    await database.background.db.execute('select 1');
    const { held, waiting } = await fillRequestPool();
    let requestServed = false;
    const job = database.background.db.execute('select 1').then(() => requestServed);
    // A warm connection answers in about a millisecond; the wait is 50 turns of at least a millisecond each.
    await pause(10);
    requestServed = true;
    for (const client of held) client.release();
    await waiting;
    // Had it not waited, it would have ended during the pause, with the request still queued.
    expect(await job).toBe(true);
  });

  it('waits for the requests a bounded time only: a job still moves on through a long rush', async () => {
    const { held, waiting } = await fillRequestPool();
    try {
      await database.background.db.execute('select 1');
      // It ended while the request still waited: the rush need not end first.
      expect(requests.waitingCount).toBe(1);
    } finally {
      for (const client of held) client.release();
      await waiting;
    }
  });
});
