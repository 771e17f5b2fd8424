import type PgBoss from 'pg-boss';
import { localDateOf } from '../../domain/shop';
import { type Config, backupDirOf } from '../lib/config';
import type { DatabaseHandle } from '../db/client';
import type { NotificationWorker } from '../notifications/notification-worker';
import type { NotificationLog } from '../notifications/providers';
import { startScheduledJob } from '../notifications/scheduled-queue';
import { readShopSettings } from '../settings/settings-store';
import { readBackupStatus } from './backup-status';
import { backupSourceOf, takeBackup } from './take-backup';

/**
 * docs/operations.md, 'Backups': the nightly backup, on pg-boss's schedule at BACKUP_HOUR in the shop's time zone, as
 * the pickup reminders are (one job per tick however many processes run). The queue lets one job run at a time
 * ('singleton'), and a job finds tonight's backup already taken (in the folder's status) and does nothing: a
 * retry, a second tick or a second process never takes a second backup the same night.
 */
export const BACKUP_QUEUE = 'database-backup';

export function backupCronOf(hour: number): string {
  return `0 ${hour} * * *`;
}

/**
 * On with BACKUP_DIR set; unset, on the embedded database with a data folder (not an in-memory one), and off
 * on PostgreSQL, whose server has its own backups.
 */
export function isNightlyBackupOn(config: Pick<Config, 'BACKUP_DIR'>, database: DatabaseHandle): boolean {
  if (config.BACKUP_DIR !== undefined) return true;
  return database.kind === 'pglite' && database.dataDir !== undefined;
}

type NightlyOptions = { config: Config; database: DatabaseHandle; log: NotificationLog };

/** The job: tonight's backup, unless the folder's status says one was taken tonight (in the shop's zone). */
export async function runNightlyBackup(options: NightlyOptions, now = new Date()): Promise<object> {
  const dir = backupDirOf(options.config);
  const { time_zone: timeZone } = await readShopSettings(options.database.db);
  const night = localDateOf(now, timeZone);
  const { last } = readBackupStatus(dir);
  if (last?.reason === 'nightly' && localDateOf(new Date(last.at), timeZone) === night) {
    return { skipped: `tonight's backup was taken at ${last.at}` };
  }
  try {
    const result = await takeBackup({
      source: backupSourceOf(options.database),
      dir,
      keep: options.config.BACKUP_KEEP,
      reason: 'nightly',
      now,
    });
    options.log.info(
      `nightly backup: ${result.name}, ${result.sizeBytes} bytes in ${Math.round(result.durationMs)} ms`,
    );
    return { file: result.name, size_bytes: result.sizeBytes };
  } catch (error) {
    options.log.warn(`nightly backup failed: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
}

/**
 * Sets the nightly backup up in one process: its queue and schedule (or no schedule, when it is off) and,
 * when this process works the queues, the worker that runs the night's job.
 */
export async function startNightlyBackup(
  options: NightlyOptions & { boss: PgBoss; worker: boolean; pollingIntervalMs?: number },
): Promise<NotificationWorker | null> {
  const { boss, config, database } = options;
  if (!isNightlyBackupOn(config, database)) {
    await boss.unschedule(BACKUP_QUEUE);
    return null;
  }
  return startScheduledJob({
    ...options,
    queue: { name: BACKUP_QUEUE, policy: 'singleton', expireInSeconds: 3600, retryLimit: 2, retryDelay: 600 },
    cron: backupCronOf(config.BACKUP_HOUR),
    timeZone: async () => (await readShopSettings(database.db)).time_zone,
    pollingIntervalMs: options.pollingIntervalMs ?? 10_000,
    run: () => runNightlyBackup(options),
  });
}
