import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../lib/config';
import { type DatabaseHandle, executeSql } from '../db/client';
import type { NotificationWorker } from '../notifications/notification-worker';
import { type NotificationQueue, startNotificationQueue } from '../notifications/queue';
import { notificationSettingsFromConfig } from '../notifications/settings';
import { eventually, setShopSettings } from '../notifications/testing/factories';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';
import { listBackups } from './backup-files';
import { readBackupStatus } from './backup-status';
import { BACKUP_QUEUE, runNightlyBackup, startNightlyBackup } from './nightly-backup';

/**
 * docs/operations.md, 'Backups': the nightly backup runs on pg-boss's schedule at BACKUP_HOUR in the shop's time zone,
 * and is taken once a night however many processes receive the night's job, and however often.
 */
const TIME_ZONE = 'America/Chicago';
const silent = { info: () => {}, warn: () => {} };

let folder: string;
let config: Config;
let database: DatabaseHandle;
/** Two server processes' queues on one database, each with the nightly worker. */
let processes: { queue: NotificationQueue; worker: NotificationWorker | null }[] = [];

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nightly-backup-'));
  config = loadConfig({ BACKUP_DIR: folder, BACKUP_HOUR: '3' });
  database = await createTestDatabase();
  await setShopSettings(database.db, { timeZone: TIME_ZONE });
  const settings = notificationSettingsFromConfig(config);
  processes = await Promise.all(
    [1, 2].map(async () => {
      const queue = await startNotificationQueue({
        handle: database,
        settings,
        log: silent,
        pollingIntervalSeconds: 0.5,
      });
      const worker = await startNightlyBackup({
        boss: queue.boss,
        config,
        database,
        log: silent,
        worker: true,
        pollingIntervalMs: 200,
      });
      if (worker) queue.adopt(worker);
      return { queue, worker };
    }),
  );
});
afterAll(async () => {
  await Promise.all(processes.map(({ queue }) => queue.stop()));
  await database?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const nightlyFiles = () => listBackups(folder).filter((backup) => backup.reason === 'nightly');

async function jobStates(): Promise<string[]> {
  const result = await executeSql(database.db, 'select state from pgboss.job where name = $1', [BACKUP_QUEUE]);
  return result.rows.map((row) => String(row.state));
}

describe(`the nightly backup on ${testDatabaseKind()}`, () => {
  it("is scheduled once, at BACKUP_HOUR in the shop's time zone, whichever processes start", async () => {
    const schedules = await processes[0]?.queue.boss.getSchedules();
    expect(schedules?.filter((row) => row.name === BACKUP_QUEUE).map((row) => ({ ...row }))).toEqual([
      expect.objectContaining({ name: BACKUP_QUEUE, cron: '0 3 * * *', timezone: TIME_ZONE }),
    ]);
  });

  it("runs once a night though the night's job reaches both processes", async () => {
    // What the schedule's tick does, as two processes' ticks could: a job on the queue, which either worker takes.
    for (const { queue } of processes) await queue.boss.send(BACKUP_QUEUE, {});
    await eventually(async () => {
      const states = await jobStates();
      return states.length === 2 && states.every((state) => state === 'completed');
    }, 'both jobs to complete');
    expect(nightlyFiles()).toHaveLength(1);

    // A retry or a late tick the same night takes none; the next night takes its own.
    const [taken] = nightlyFiles();
    const takenAt = Date.parse(readBackupStatus(folder).last?.at ?? '');
    await runNightlyBackup({ config, database, log: silent }, new Date(takenAt));
    expect(nightlyFiles().map((file) => file.name)).toEqual([taken?.name]);
    await runNightlyBackup({ config, database, log: silent }, new Date(takenAt + 36 * 3_600_000));
    expect(nightlyFiles()).toHaveLength(2);
  });
});
