import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { addDays, reminderDueOn } from '../../domain/shop';
import type { Database } from '../db/client';
import { readShopSettings } from '../settings/settings-store';
import type { NotificationWorker } from './notification-worker';
import type { NotificationLog } from './providers';
import { startScheduledJob } from './scheduled-queue';
import { orders } from '../db/schema';
import type { OrderMessageQueue } from './order-message-queue';
import { readShopDay } from '../order-records/storage';

/**
 * docs/shop.md 9, 'Unclaimed meat': the daily pickup reminders. pg-boss's schedule starts the job each morning in the
 * shop's time zone (one process of however many takes it); the job queues each due reminder as deliveries unique per
 * order, channel, kind and round (the round is the reminder's day after ready), so that a second process,
 * a rerun or a retry of the job never sends one twice. The notification worker then sends them.
 */
export const PICKUP_REMINDERS_QUEUE = 'pickup-reminders';
/** 9 in the morning in the shop's time zone: not at night, and early in the pickup day. */
export const PICKUP_REMINDERS_CRON = '0 9 * * *';

/**
 * Queues the reminders due on the shop's day at `now` for every order ready and not picked up; answers how
 * many deliveries were new. Each order's in its own short transaction with its job.
 */
export async function queuePickupReminders(
  db: Database,
  queue: Pick<OrderMessageQueue, 'enqueueMessages'>,
  now = new Date(),
): Promise<number> {
  const { today, settings } = await readShopDay(db, now);
  if (settings.reminder_days.length === 0) return 0;
  const firstDay = Math.min(...settings.reminder_days);
  const candidates = await db
    .select({ id: orders.id, readyOn: orders.readyOn })
    .from(orders)
    .where(
      and(
        eq(orders.stage, 'ready'),
        isNotNull(orders.readyOn),
        lte(orders.readyOn, addDays(today, -firstDay)),
        gte(orders.readyOn, addDays(today, -settings.unclaimed_after_days)),
      ),
    );
  let queued = 0;
  for (const candidate of candidates) {
    const day = candidate.readyOn ? reminderDueOn(candidate.readyOn, settings, today) : null;
    if (day === null) continue;
    queued += await db.transaction((tx) =>
      queue.enqueueMessages(tx, candidate.id, [
        { channel: 'email', kind: 'pickup_reminder', round: day },
        { channel: 'sms', kind: 'pickup_reminder', round: day },
      ]),
    );
  }
  return queued;
}

/** Polled for the morning's job; the job waits that long at most after pg-boss's schedule created it. */
const POLLING_INTERVAL_MS = 10_000;

/**
 * Sets the reminders up in one process: their queue and schedule, and (when this process works the queues)
 * the worker that runs the morning's job. A failed job is retried by pg-boss; what it had queued stays.
 */
export type ReminderJobOptions = {
  boss: PgBoss;
  db: Database;
  queue: Pick<OrderMessageQueue, 'enqueueMessages'>;
  log: NotificationLog;
  worker: boolean;
  /** Tests shorten the wait for the job. */
  pollingIntervalMs?: number;
};

export async function startPickupReminders(options: ReminderJobOptions): Promise<NotificationWorker | null> {
  const { db } = options;
  return startScheduledJob({
    ...options,
    queue: { name: PICKUP_REMINDERS_QUEUE, expireInSeconds: 300, retryLimit: 3, retryDelay: 300 },
    cron: PICKUP_REMINDERS_CRON,
    timeZone: async () => (await readShopSettings(db)).time_zone,
    pollingIntervalMs: options.pollingIntervalMs ?? POLLING_INTERVAL_MS,
    run: async () => ({ queued: await queuePickupReminders(db, options.queue) }),
  });
}
