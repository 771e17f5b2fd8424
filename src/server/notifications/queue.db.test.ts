import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { notificationDeliveries } from '../db/notification-schema';
import {
  type NotificationQueue,
  NOTIFICATION_QUEUE,
  pgBossDatabase,
  quietAfterStop,
  startNotificationQueue,
} from './queue';
import { notificationSettingsFromConfig } from './settings';
import { buildConfig, eventually, insertCompletedOrder } from './testing/factories';
import { createTestDatabase } from '../test/test-database';

const silent = { info: () => {}, warn: () => {} };

describe(`pg-boss on ${process.env.TEST_DB ?? 'pglite'}`, () => {
  let database: DatabaseHandle;
  let queue: NotificationQueue;

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await startNotificationQueue({
      handle: database,
      settings: notificationSettingsFromConfig(buildConfig()),
      log: silent,
    });
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  it('runs multi-statement scripts and rolls a failed one back', async () => {
    const db = pgBossDatabase(database);
    await db.executeSql('CREATE TABLE queue_probe (n int); INSERT INTO queue_probe VALUES (1), (2);', []);
    await expect(
      db.executeSql('BEGIN; INSERT INTO queue_probe VALUES (3); SELECT no_such_column FROM queue_probe; COMMIT;', []),
    ).rejects.toThrow();
    const { rows } = await db.executeSql('SELECT count(*)::int AS n FROM queue_probe WHERE n > $1', [0]);
    expect(rows[0]).toEqual({ n: 2 });
  });

  it('enqueues in the order transaction: committed jobs are worked, rolled back ones never exist', async () => {
    const committed = await insertCompletedOrder(database.db);
    const rolledBack = await insertCompletedOrder(database.db);
    await database.db.transaction(async (tx) => queue.enqueue(tx, committed.id));
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, rolledBack.id);
        throw new Error('completion failed after the enqueue');
      }),
    ).rejects.toThrow('completion failed');

    const seen: string[] = [];
    await queue.boss.work<{ orderId: string }>(NOTIFICATION_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) seen.push(job.data.orderId);
    });
    await eventually(() => seen.length >= 1, 'the committed job');
    const deliveries = await database.db
      .select({ orderId: notificationDeliveries.orderId })
      .from(notificationDeliveries)
      .where(sql`${notificationDeliveries.orderId} in (${committed.id}, ${rolledBack.id})`);
    expect(seen).toEqual([committed.id]);
    expect(deliveries.map((row) => row.orderId)).toEqual([committed.id, committed.id]);
    const jobs = await pgBossDatabase(database).executeSql(
      `SELECT data->>'orderId' AS id FROM pgboss.job WHERE name = $1`,
      [NOTIFICATION_QUEUE],
    );
    expect(jobs.rows.map((row: { id: string }) => row.id)).toEqual([committed.id]);
  });
});

describe('the queue once it is stopping', () => {
  const failing = { executeSql: () => Promise.reject(new Error('Cannot use a pool after calling end on the pool')) };

  it("passes pg-boss's SQL failures on while running, and only logs them once stopping", async () => {
    let stopping = false;
    const warnings: string[] = [];
    const db = quietAfterStop(failing, () => stopping, { info: () => {}, warn: (line) => warnings.push(line) });
    await expect(db.executeSql('select 1', [])).rejects.toThrow('Cannot use a pool');
    expect(warnings).toEqual([]);
    stopping = true;
    // What pg-boss's complete and fail make of the answer: a command that affected nothing, not a TypeError.
    const answer = await db.executeSql('select 1', []);
    expect(answer?.rows).toBeUndefined();
    expect(warnings).toEqual(['notification queue, stopping: Cannot use a pool after calling end on the pool']);
  });
});
