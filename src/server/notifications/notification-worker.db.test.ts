import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { startNotificationWorker } from './notification-worker';
import { startNotificationQueue, type NotificationQueue } from './queue';
import { notificationSettingsFromConfig } from './settings';
import { buildConfig, eventually } from './testing/factories';

const QUEUE = 'worker-failure-probe';
const PERSONAL = 'dana.worker@example.com';
let database: DatabaseHandle;
let queue: NotificationQueue;
const warnings: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await startNotificationQueue({
    handle: database,
    settings: notificationSettingsFromConfig(buildConfig()),
    log: { info: () => {}, warn: () => {} },
  });
  await queue.boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 0 });
});
afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

it('a job failing on a query keeps the query but none of its parameters, in the log and in the job', async () => {
  const jobId = await queue.boss.send(QUEUE, {});
  const worker = startNotificationWorker({
    boss: queue.boss,
    queue: QUEUE,
    concurrency: 1,
    pollingIntervalMs: 50,
    log: { info: () => {}, warn: (line) => warnings.push(line) },
    handle: async () => {
      // A real failed query with personal data among its parameters (drizzle puts them in its message).
      await database.db.execute(sql`select ${PERSONAL}::uuid`);
      return null;
    },
  });
  try {
    let output = '';
    await eventually(async () => {
      const found = jobId ? await queue.boss.getJobById(QUEUE, jobId) : null;
      output = JSON.stringify(found?.output ?? null);
      return found?.state === 'failed';
    }, 'the job to fail');
    expect(output).toContain('Failed query');
    expect(output).not.toContain(PERSONAL);
    expect(warnings.join('\n')).not.toContain(PERSONAL);
  } finally {
    await worker.stop(1_000);
  }
});
