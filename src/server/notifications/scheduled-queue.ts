import type PgBoss from 'pg-boss';
import { type NotificationWorker, startNotificationWorker } from './notification-worker';
import type { NotificationLog } from './providers';

/**
 * What every scheduled job of the app (the pickup reminders, the nightly backup, the draft purge) needs of
 * pg-boss: its queue made once, and its cron kept in a time zone.
 */

/**
 * Two processes that start together on PostgreSQL create a new queue (a partition table) at once, and one
 * may be chosen as a deadlock's victim: it tries again, and finds the queue made.
 */
export async function createQueueDespiteDeadlocks(boss: PgBoss, options: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await boss.createQueue(options.name, options);
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
    }
  }
}

/**
 * The queue's cron in `timeZone`, written only when it differs from the schedule pg-boss holds: every process
 * calls this as it starts, and each job after its run, so that a change of the shop's time zone moves the
 * schedule from the next tick on.
 */
export async function keepSchedule(boss: PgBoss, queue: string, cron: string, timeZone: string): Promise<void> {
  // pg-boss answers each schedule's row, its time zone included (its type leaves that out).
  const schedules = (await boss.getSchedules()) as (PgBoss.Schedule & { timezone?: string })[];
  const current = schedules.find((schedule) => schedule.name === queue);
  if (current?.cron === cron && current.timezone === timeZone) return;
  await boss.schedule(queue, cron, {}, { tz: timeZone });
}

/**
 * A job on a cron in one process: its queue, its schedule in the zone `timeZone()` answers (asked again after
 * each run, so that a change of the shop's zone moves it) and, when this process works the queues, the worker
 * that runs one job at a time. pg-boss makes each tick's job once for all processes, and retries a failed one.
 */
export async function startScheduledJob(options: {
  boss: PgBoss;
  queue: PgBoss.Queue;
  cron: string;
  timeZone: () => Promise<string>;
  log: NotificationLog;
  worker: boolean;
  /** How long a due job waits at most to be picked up; tests shorten it. */
  pollingIntervalMs: number;
  run: () => Promise<object>;
}): Promise<NotificationWorker | null> {
  const { boss, queue, cron, timeZone } = options;
  await createQueueDespiteDeadlocks(boss, queue);
  await keepSchedule(boss, queue.name, cron, await timeZone());
  if (!options.worker) return null;
  return startNotificationWorker<object>({
    boss,
    queue: queue.name,
    concurrency: 1,
    pollingIntervalMs: options.pollingIntervalMs,
    log: options.log,
    async handle() {
      const outcome = await options.run();
      await keepSchedule(boss, queue.name, cron, await timeZone());
      return outcome;
    },
  });
}
