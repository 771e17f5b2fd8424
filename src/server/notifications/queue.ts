import PgBoss from 'pg-boss';
import { type DatabaseHandle, type Executor, executeSql } from '../db/client';
import { describeError, messageWithoutParams } from '../db/database-errors';
import { isUnawaitedJobCommand } from '../db/unawaited-job-commands';
import {
  MAX_SEND_SECONDS,
  createPendingDeliveries,
  createDeliveries,
  createReadyDeliveries,
  nextReadyRound,
} from './deliveries/deliveries-store';
import { type DeliveryDeps, deliverOrderNotifications } from './deliver-order-notifications';
import { limitSenders } from './limit-senders';
import { type NotificationWorker, startNotificationWorker } from './notification-worker';
import type { NotificationLog } from './providers';
import type { QueuedMessage } from './order-message-queue';
import type { NotificationSettings } from './settings';

export const NOTIFICATION_QUEUE = 'order-notifications';
export type NotificationJob = { orderId: string };

/**
 * How long a job may stay active before pg-boss's maintenance fails it into a retry: a worker that died
 * mid-job (SIGKILL, power loss) holds its job no longer than this plus one maintenance interval, then the
 * job's first retry delay (NOTIFY_RETRY_DELAY_SECONDS: 30 to 60 s with backoff) before another process takes
 * it (polled every 2 s): at most 45 + 10 + 60 + 2 = 117 s with the defaults, for a job on its first try
 * (pg-boss's own: 15 min + 2 min). Later tries wait their longer backoff as any retry does.
 */
export const JOB_EXPIRE_SECONDS = 45;
export const MAINTENANCE_INTERVAL_SECONDS = 10;
/**
 * A job claims deliveries only this long after it started: a send begun then ends (MAX_SEND_SECONDS) with
 * its outcome recorded before the job expires (unless it first waited for a provider slot: then the job's
 * next run finds the row held and looks again). Deliveries it could not reach wait for its retry.
 */
export const CLAIM_WINDOW_SECONDS = JOB_EXPIRE_SECONDS - MAX_SEND_SECONDS - 5;
/**
 * Jobs one process works on at once; sends in flight to each provider at once. A job spends most of its time
 * waiting on a provider's answer, while the database serves the other jobs: 16 and 8 drain 1,000 orders on
 * PGlite's one connection within the 60 s goal, where 8 and 4 took 80 s (bench:notifications). Eight
 * connections at once stay within what SMTP relays and Twilio's API accept from one account.
 */
export const WORKER_CONCURRENCY = 16;
export const SENDS_PER_PROVIDER = 8;
/**
 * How long a stopping process lets the sends in flight finish (SIGTERM). A send still running then is left
 * 'sending' and taken over by a retry once its claim is stale (STALE_CLAIM_SECONDS).
 */
export const SHUTDOWN_WAIT_MS = 20_000;

/**
 * pg-boss brings its own SQL. On PostgreSQL it uses the app's background pool. PGlite's `query` takes one statement,
 * while pg-boss sends multi-statement scripts (its migrations) without parameters: those go through `exec`,
 * and a failed script is rolled back so that the single connection is not left inside a broken transaction.
 */
export function pgBossDatabase(handle: DatabaseHandle): PgBoss.Db {
  // Its fetches, completions and upkeep are background work (client.ts): its own pool on PostgreSQL, PGlite's
  // background view, both behind the requests.
  if (handle.background.pool) {
    const pool = handle.background.pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = handle.background.pglite;
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

/**
 * pg-boss 10 completes and fails jobs without awaiting them: a handler still running when the app closes
 * its pool ends in an unhandled rejection ('Cannot use a pool after calling end on the pool'). Once the queue
 * is stopping, its SQL failures are logged and answered with no result instead (pg-boss counts a command
 * without rows as affecting nothing; an empty row list would make it read a count that is not there). The
 * job then stays active and pg-boss's expiry gives it to a worker again; the delivery rows keep a message
 * from going out twice.
 */
const NO_RESULT = { rows: undefined } as unknown as { rows: never[] };

export function quietAfterStop(db: PgBoss.Db, stopping: () => boolean, log: NotificationLog): PgBoss.Db {
  return {
    async executeSql(text, values) {
      try {
        return await db.executeSql(text, values);
      } catch (error) {
        if (stopping()) {
          log.warn(`notification queue, stopping: ${messageWithoutParams(error)}`);
          return NO_RESULT;
        }
        // The database went away under a job that had run: nothing awaits this command (see the file named).
        if (isUnawaitedJobCommand(text)) {
          log.warn(`notification queue: a job's outcome was not saved (${describeError(error)}); it runs again`);
          return NO_RESULT;
        }
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
  /**
   * The ready message (docs/shop.md 4) in the caller's transaction: 'first' is round 0, queued at most once per
   * order; 'again' ('Resend ready message') the round after the last. The job is sent only when the
   * round's deliveries were new. Answers the round queued, or null when round 0 had been queued before.
   */
  enqueueReady(tx: Executor, orderId: string, which: 'first' | 'again'): Promise<number | null>;
  /** Deliveries of other kinds (docs/shop.md 9), each at most once, and the job when any was new. */
  enqueueMessages(tx: Executor, orderId: string, messages: QueuedMessage[]): Promise<number>;
  /** Starts a worker in this process; more than one may run (tests prove they never send twice). */
  work(deps: DeliveryDeps): void;
  /** Another queue's worker (the pickup reminders), stopped with this queue's. */
  adopt(worker: NotificationWorker): void;
  /** As shutdown begins: the workers take no new job and claim no new delivery; the sends in flight go on. */
  halt(): void;
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
  let stopping = false;
  const boss = new PgBoss({
    db: quietAfterStop(pgBossDatabase(options.handle), () => stopping, options.log),
    schema: options.schema ?? 'pgboss',
    // The cron of the daily pickup reminders (pickup-reminders.ts); maintenance keeps the job table small
    // and expires stuck jobs.
    schedule: true,
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
    expireInSeconds: JOB_EXPIRE_SECONDS,
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
  });
  boss.on('error', (error) => options.log.warn(`notification queue: ${messageWithoutParams(error)}`));
  await boss.start();
  const queueOptions = {
    name: NOTIFICATION_QUEUE,
    expireInSeconds: JOB_EXPIRE_SECONDS,
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
  };
  await boss.createQueue(NOTIFICATION_QUEUE, queueOptions);
  // createQueue leaves an existing queue as it was: an older install gets the expiry and retries here.
  await boss.updateQueue(NOTIFICATION_QUEUE, queueOptions);
  // Polled only while the queue is empty (the worker fetches again at once while jobs keep coming); every
  // 2 s keeps the confirmation prompt without loading the single PGlite connection.
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const workers: NotificationWorker[] = [];

  return {
    boss,
    async enqueue(tx, orderId, enqueueOptions = {}) {
      await createPendingDeliveries(tx, orderId, enqueueOptions);
      await boss.send(NOTIFICATION_QUEUE, { orderId } satisfies NotificationJob, { db: transactionDatabase(tx) });
    },
    async enqueueReady(tx, orderId, which) {
      const round = which === 'first' ? 0 : await nextReadyRound(tx, orderId);
      if (!(await createReadyDeliveries(tx, orderId, round))) return null;
      await boss.send(NOTIFICATION_QUEUE, { orderId } satisfies NotificationJob, { db: transactionDatabase(tx) });
      return round;
    },
    async enqueueMessages(tx, orderId, messages) {
      const created = await createDeliveries(tx, orderId, messages);
      if (created > 0)
        await boss.send(NOTIFICATION_QUEUE, { orderId } satisfies NotificationJob, { db: transactionDatabase(tx) });
      return created;
    },
    work(deps) {
      const limited = { ...deps, providers: limitSenders(deps.providers, SENDS_PER_PROVIDER) };
      const worker = startNotificationWorker<NotificationJob>({
        boss,
        queue: NOTIFICATION_QUEUE,
        concurrency: WORKER_CONCURRENCY,
        pollingIntervalMs: pollingIntervalSeconds * 1000,
        log: options.log,
        async handle(job, workerStopping) {
          const claimUntil = Date.now() + CLAIM_WINDOW_SECONDS * 1000;
          const mayClaim = () => !workerStopping() && Date.now() < claimUntil;
          const outcome = await deliverOrderNotifications(limited, job.data.orderId, mayClaim);
          // Another worker held a delivery: a fresh job looks again once that claim would be stale, so a
          // row left 'sending' by a dead worker is taken over (not counted as sent), whatever the retry limit.
          if (outcome.recheckInSeconds !== null) {
            const startAfter = outcome.recheckInSeconds + 1;
            await boss.send(NOTIFICATION_QUEUE, { orderId: job.data.orderId } satisfies NotificationJob, {
              startAfter,
            });
          }
          // A thrown error makes pg-boss retry the job with backoff; channels already sent are not sent again.
          if (outcome.retryable) throw new Error(outcome.errors.join('; '));
          if (outcome.errors.length > 0)
            options.log.warn(`notifications for a completed order: ${outcome.errors.join('; ')}`);
          const { retryable: _retryable, recheckInSeconds: _recheck, ...result } = outcome;
          return result;
        },
      });
      workers.push(worker);
    },
    adopt(worker) {
      workers.push(worker);
    },
    halt() {
      for (const worker of workers) worker.halt();
    },
    async stop() {
      // The sends in flight finish (bounded) while the database is still there to record them.
      await Promise.all(workers.map((worker) => worker.stop(SHUTDOWN_WAIT_MS)));
      stopping = true;
      await boss.stop({ graceful: false, wait: true });
    },
  };
}
