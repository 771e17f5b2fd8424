import PgBoss from 'pg-boss';
import { type DatabaseHandle, type Executor, executeSql } from '../db/client';
import { createPendingDeliveries } from './deliveries/deliveries-store';
import { type DeliveryDeps, deliverOrderNotifications } from './deliver-order-notifications';
import type { NotificationLog } from './providers';
import type { NotificationSettings } from './settings';

export const NOTIFICATION_QUEUE = 'order-notifications';
export type NotificationJob = { orderId: string };

/**
 * pg-boss brings its own SQL. On PostgreSQL it shares the app's pool. PGlite's `query` takes one statement,
 * while pg-boss sends multi-statement scripts (its migrations) without parameters: those go through `exec`,
 * and a failed script is rolled back so that the single connection is not left inside a broken transaction.
 */
export function pgBossDatabase(handle: DatabaseHandle): PgBoss.Db {
  if (handle.pool) {
    const pool = handle.pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = handle.pglite;
  if (!pglite) throw new Error('No database connection for the notification queue.');
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      try {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        await pglite.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}

/** Lets pg-boss insert its job with the order's own transaction, so that both commit or neither does. */
export function transactionDatabase(tx: Executor): PgBoss.Db {
  return { executeSql: (text, values) => executeSql(tx, text, values ?? []) };
}

export type NotificationQueue = {
  boss: PgBoss;
  /**
   * For the completion hook: pending deliveries (the confirmation, and the shop's 'New order' email when
   * asked for) and the job, inside the caller's transaction.
   */
  enqueue(tx: Executor, orderId: string, options?: { shopNewOrder?: boolean }): Promise<void>;
  /** Starts a worker in this process; more than one may run (tests prove they never send twice). */
  work(deps: DeliveryDeps): Promise<string>;
  stop(): Promise<void>;
};

export async function startNotificationQueue(options: {
  handle: DatabaseHandle;
  settings: NotificationSettings;
  log: NotificationLog;
  /** pg-boss's schema; tests give each app its own. */
  schema?: string;
  pollingIntervalSeconds?: number;
}): Promise<NotificationQueue> {
  const { retry } = options.settings;
  const boss = new PgBoss({
    db: pgBossDatabase(options.handle),
    schema: options.schema ?? 'pgboss',
    // No cron here; maintenance keeps the job table small and expires stuck jobs.
    schedule: false,
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
  });
  boss.on('error', (error) => options.log.warn(`notification queue: ${error.message}`));
  await boss.start();
  await boss.createQueue(NOTIFICATION_QUEUE, {
    name: NOTIFICATION_QUEUE,
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
  });
  // pg-boss polls; every 2 s keeps the confirmation prompt without loading the single PGlite connection.
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  return {
    boss,
    async enqueue(tx, orderId, enqueueOptions = {}) {
      await createPendingDeliveries(tx, orderId, enqueueOptions);
      await boss.send(NOTIFICATION_QUEUE, { orderId } satisfies NotificationJob, { db: transactionDatabase(tx) });
    },
    work(deps) {
      return boss.work<NotificationJob>(NOTIFICATION_QUEUE, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
        if (!job) return null;
        const outcome = await deliverOrderNotifications(deps, job.data.orderId);
        // A thrown error makes pg-boss retry the job with backoff; channels already sent are not sent again.
        if (outcome.retryable) throw new Error(outcome.errors.join('; '));
        if (outcome.errors.length > 0)
          options.log.warn(`notifications for a completed order: ${outcome.errors.join('; ')}`);
        const { retryable: _retryable, ...result } = outcome;
        return result;
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000, wait: true });
    },
  };
}
