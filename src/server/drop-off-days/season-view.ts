import { and, count, eq, gte, ne } from 'drizzle-orm';
import { seasonDays, shopToday } from '../../domain';
import type { DropOffSeason } from '../../domain/shop';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { readShopSettings } from '../settings/settings-store';
import { bookedCountsFrom } from './bookings';
import { readDropOffRules } from '../settings/drop-off-settings-store';

/** Submitted orders waiting for a spot, per day (point 5's waitlist; a cancelled one waits no more). */
async function waitlistCountsFrom(db: Executor, fromDay: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ day: orders.dropOffDay, waiting: count() })
    .from(orders)
    .where(
      and(
        gte(orders.dropOffDay, fromDay),
        eq(orders.status, 'completed'),
        eq(orders.dropOffWaitlist, true),
        ne(orders.stage, 'cancelled'),
      ),
    )
    .groupBy(orders.dropOffDay);
  return Object.fromEntries(rows.flatMap((row) => (row.day === null ? [] : [[row.day, row.waiting] as const])));
}

/**
 * docs/shop.md 10, the owner's view on /shop/drop-off: every day of the season with its spots booked and taken
 * per animal and its waitlist, today first (docs/shop.md 10). Two grouped reads over the drop-off index.
 */
export async function readDropOffSeason(db: Executor, now = new Date()): Promise<DropOffSeason> {
  const today = shopToday(now, (await readShopSettings(db)).time_zone);
  const rules = await readDropOffRules(db);
  const from = rules.first_day !== null && rules.first_day < today ? rules.first_day : today;
  const booked = await bookedCountsFrom(db, from);
  return { today, ...seasonDays(rules, today, booked, await waitlistCountsFrom(db, from)) };
}
