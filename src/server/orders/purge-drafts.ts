import { and, inArray, isNull, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import type { NotificationWorker } from '../notifications/notification-worker';
import type { NotificationLog } from '../notifications/providers';
import { startScheduledJob } from '../notifications/scheduled-queue';
import { purgeExpiredReorderCodes } from './reorder';

/**
 * docs/api.md, 'GET /api/orders/:id': an order never submitted holds a customer's name, email and phone and nothing the
 * shop needs, so it is deleted DRAFT_RETENTION_DAYS after its last change (its cuts, add-ons and outbox rows go with
 * it, by their foreign keys). Submitted orders are the shop's record and are never deleted (docs/shop.md); a
 * draft the customer cancelled was never submitted either (its stage is null, as every draft's).
 */
export const DRAFT_PURGE_QUEUE = 'draft-purge';
/** Hourly, at an odd minute: a draft goes at most an hour after its time, and the job is small. */
export const DRAFT_PURGE_CRON = '23 * * * *';
/** Deleted per statement, so that a first run on a large backlog never holds the database for long. */
const BATCH_SIZE = 500;
const DAY_MS = 86_400_000;

/** Deletes the drafts last changed more than `retentionDays` before `now`; answers how many. */
export async function purgeStaleDrafts(
  db: Database,
  retentionDays: number,
  { now = new Date(), batchSize = BATCH_SIZE } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const stale = and(isNull(orders.stage), isNull(orders.completedAt), lt(orders.updatedAt, cutoff));
  let purged = 0;
  for (;;) {
    const batch = db.select({ id: orders.id }).from(orders).where(stale).limit(batchSize);
    const deleted = await db.delete(orders).where(inArray(orders.id, batch)).returning({ id: orders.id });
    purged += deleted.length;
    if (deleted.length < batchSize) return purged;
  }
}

/** The queue and its schedule in one process, and (when this process works the queues) its worker. */
export async function startDraftPurge(options: {
  boss: PgBoss;
  db: Database;
  retentionDays: number;
  log: NotificationLog;
  worker: boolean;
  pollingIntervalMs?: number;
}): Promise<NotificationWorker | null> {
  const { db, log, retentionDays } = options;
  return startScheduledJob({
    ...options,
    queue: { name: DRAFT_PURGE_QUEUE, expireInSeconds: 300, retryLimit: 3 },
    cron: DRAFT_PURGE_CRON,
    timeZone: async () => 'UTC',
    pollingIntervalMs: options.pollingIntervalMs ?? 60_000,
    async run() {
      const purged = await purgeStaleDrafts(db, retentionDays);
      // A count only: what was deleted is nobody's business in a log.
      if (purged > 0) log.info(`draft purge: ${purged} order(s) never submitted deleted`);
      // docs/shop.md 17: returning hunters' codes, of no use once expired.
      const codes = await purgeExpiredReorderCodes(db);
      return { purged, codes };
    },
  });
}
