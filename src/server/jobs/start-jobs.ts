import { startNightlyBackup } from '../backup/nightly-backup';
import type { Config } from '../lib/config';
import type { DatabaseHandle } from '../db/client';
import { type NotificationLog, type Providers, createProviders } from '../notifications/providers';
import type { OrderHooks } from '../orders/context';
import { startDraftPurge } from '../orders/purge-drafts';
import { startDropOffReminders } from '../notifications/drop-off-reminders';
import { startPickupReminders } from '../notifications/pickup-reminders';
import { type NotificationQueue, startNotificationQueue } from '../notifications/queue';
import { type NotificationSettings, notificationSettingsFromConfig } from '../notifications/settings';

export type Jobs = {
  settings: NotificationSettings;
  providers: Providers;
  queue: NotificationQueue;
  /**
   * The order flow's completion hook: enqueues the job inside the completing transaction, with the shop's
   * 'New order' email when the settings name an address.
   */
  onOrderCompleted: OrderHooks['onOrderCompleted'];
  /** Shutdown began: no new job or send starts (the HTTP drain and the sends in flight overlap). */
  halt(): void;
  stop(): Promise<void>;
};

/**
 * Wires the background work for one server (docs/design.md 1, the server's map): providers from the
 * configuration (the outbox when unset), the pg-boss queue on the app's database and, unless told
 * otherwise, one worker in this process; then the schedules on that queue, each feature providing its work:
 * the reminders, the draft purge and the nightly backup.
 */
export async function startJobs(options: {
  config: Config;
  database: DatabaseHandle;
  log: NotificationLog;
  worker?: boolean;
  /** pg-boss schema; tests sharing one PostgreSQL database give each app its own. */
  queueSchema?: string;
  pollingIntervalSeconds?: number;
}): Promise<Jobs> {
  const settings = notificationSettingsFromConfig(options.config);
  // Nobody waits on this work: it runs on the background connections (client.ts), off the requests' pool.
  const { db } = options.database.background;
  const providers = createProviders(db, settings, options.log);
  const queue = await startNotificationQueue({
    handle: options.database,
    settings,
    log: options.log,
    schema: options.queueSchema,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });
  if (options.worker !== false) {
    queue.work({ db, providers, limits: settings.limits, publicUrl: settings.publicUrl });
  }
  // The pickup reminders (docs/shop.md 9, 'Unclaimed meat') and the drop-off reminders (docs/shop.md 10), each on its
  // own schedule.
  for (const startReminders of [startPickupReminders, startDropOffReminders]) {
    const reminders = await startReminders({
      boss: queue.boss,
      db,
      queue,
      log: options.log,
      worker: options.worker !== false,
      pollingIntervalMs: options.pollingIntervalSeconds && options.pollingIntervalSeconds * 1000,
    });
    if (reminders) queue.adopt(reminders);
  }
  const draftPurge = await startDraftPurge({
    boss: queue.boss,
    db,
    retentionDays: options.config.DRAFT_RETENTION_DAYS,
    log: options.log,
    worker: options.worker !== false,
    pollingIntervalMs: options.pollingIntervalSeconds && options.pollingIntervalSeconds * 1000,
  });
  if (draftPurge) queue.adopt(draftPurge);
  // The nightly backup's job rides on the same pg-boss, its worker stopped with the queue's.
  const nightlyBackup = await startNightlyBackup({
    boss: queue.boss,
    config: options.config,
    database: options.database,
    log: options.log,
    worker: options.worker !== false,
  });
  if (nightlyBackup) queue.adopt(nightlyBackup);
  return {
    settings,
    providers,
    queue,
    async onOrderCompleted(tx, completed, shop) {
      await queue.enqueue(tx, completed.order.id, { shopNewOrder: shop.new_order_email !== null });
    },
    halt() {
      queue.halt();
    },
    async stop() {
      await queue.stop();
      providers.close();
    },
  };
}
