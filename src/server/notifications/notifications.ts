import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { type NotificationLog, type Providers, createProviders } from './providers';
import type { OrderHooks } from '../orders/context';
import { startDraftPurge } from '../orders/purge-drafts';
import { startDropOffReminders } from './drop-off-reminders';
import { startPickupReminders } from './pickup-reminders';
import { type NotificationQueue, startNotificationQueue } from './queue';
import { type NotificationSettings, notificationSettingsFromConfig } from './settings';

export type Notifications = {
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
 * Wires the notifications for one server: providers from the configuration (the outbox when unset),
 * the pg-boss queue on the app's database and, unless told otherwise, one worker in this process.
 */
export async function startNotifications(options: {
  config: Config;
  database: DatabaseHandle;
  log: NotificationLog;
  worker?: boolean;
  /** pg-boss schema; tests sharing one PostgreSQL database give each app its own. */
  queueSchema?: string;
  pollingIntervalSeconds?: number;
}): Promise<Notifications> {
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
