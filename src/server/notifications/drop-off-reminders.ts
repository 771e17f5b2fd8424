import { and, eq, ne } from 'drizzle-orm';
import { reminderDropOffDay, reminderHourReached, reminderRound, shopHour, shopToday } from '../../domain';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { readDropOffRules } from '../settings/drop-off-settings-store';
import { readShopSettings } from '../settings/settings-store';
import type { OrderMessageQueue } from './order-message-queue';
import type { NotificationWorker } from './notification-worker';
import type { ReminderJobOptions } from './pickup-reminders';
import { startScheduledJob } from './scheduled-queue';

/**
 * docs/shop.md 10, 'Reminder': the SMS the day before a booked drop-off, from the drop-off settings' reminder hour on.
 * As the pickup reminders (pickup-reminders.ts): pg-boss's schedule starts the job (once for all processes),
 * and each reminder is a delivery unique per order, channel, kind and round, the round being the drop-off
 * day's number, so that a second process, a rerun or a retry never sends one twice, and an order moved to
 * another day gets that day's. The job runs every hour, so that a change of the hour applies the same day and
 * a run missed by a restart is made up within the hour.
 */
export const DROP_OFF_REMINDERS_QUEUE = 'drop-off-reminders';
export const DROP_OFF_REMINDERS_CRON = '0 * * * *';

/**
 * Queues the reminders due at `now`: when the shop's hour has reached the reminder hour, one SMS for each
 * submitted order booked (not waitlisted, not cancelled, not yet checked in) for tomorrow. Answers how many
 * deliveries were new. Each order's in its own short transaction with its job.
 */
export async function queueDropOffReminders(
  db: Database,
  queue: Pick<OrderMessageQueue, 'enqueueMessages'>,
  now = new Date(),
): Promise<number> {
  const rules = await readDropOffRules(db);
  if (!rules.enabled) return 0;
  const zone = (await readShopSettings(db)).time_zone;
  if (!reminderHourReached(shopHour(now, zone), rules.reminder_hour)) return 0;
  const day = reminderDropOffDay(shopToday(now, zone));
  const booked = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.dropOffDay, day),
        eq(orders.status, 'completed'),
        eq(orders.dropOffWaitlist, false),
        eq(orders.stage, 'submitted'),
        ne(orders.animalType, ''),
      ),
    );
  let queued = 0;
  for (const order of booked) {
    queued += await db.transaction((tx) =>
      queue.enqueueMessages(tx, order.id, [{ channel: 'sms', kind: 'drop_off_reminder', round: reminderRound(day) }]),
    );
  }
  return queued;
}

/** Polled for the hour's job; the job waits that long at most after pg-boss's schedule created it. */
const POLLING_INTERVAL_MS = 10_000;

/** Sets the reminders up in one process, as startPickupReminders does. */
export async function startDropOffReminders(options: ReminderJobOptions): Promise<NotificationWorker | null> {
  const { db } = options;
  return startScheduledJob({
    ...options,
    queue: { name: DROP_OFF_REMINDERS_QUEUE, expireInSeconds: 300, retryLimit: 3, retryDelay: 300 },
    cron: DROP_OFF_REMINDERS_CRON,
    timeZone: async () => (await readShopSettings(db)).time_zone,
    pollingIntervalMs: options.pollingIntervalMs ?? POLLING_INTERVAL_MS,
    run: async () => ({ queued: await queueDropOffReminders(db, options.queue) }),
  });
}
