import { and, count, eq, gte, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { AnimalType, BookedCounts } from '../../domain';
import type { Executor, Transaction } from '../db/client';
import { type OrderRow, orders } from '../db/schema';

/**
 * docs/shop.md 10: an order holds a spot on its day from its submit until it is cancelled; a draft's day and a
 * waitlisted order hold none. The count is read from the orders themselves, so nothing can drift from them.
 */
const holdsSpot = and(
  isNotNull(orders.dropOffDay),
  eq(orders.status, 'completed'),
  eq(orders.dropOffWaitlist, false),
  // A submitted order always has a stage; 'cancelled' is the only one that gives the spot back.
  ne(orders.stage, 'cancelled'),
);

/** Whether an order (as read in the transaction changing it) holds a spot: what freeing one needs to know. */
export function holdsSpotOn(
  order: Pick<OrderRow, 'dropOffDay' | 'dropOffWaitlist' | 'status' | 'stage'>,
): order is typeof order & { dropOffDay: string } {
  return (
    order.dropOffDay !== null && !order.dropOffWaitlist && order.status === 'completed' && order.stage !== 'cancelled'
  );
}

/**
 * Serialises every booking of one day, across connections and server processes: a transaction-scoped
 * advisory lock (released at commit), taken after the order's own row lock. A count read after it sees every
 * booking committed before it (READ COMMITTED takes a new snapshot per statement), so the day never holds
 * more than its capacity (ADR 1201).
 */
export async function lockDropOffDay(tx: Transaction, day: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`drop-off day ${day}`}))`);
}

/** The spots one animal holds on one day. */
export async function countBookedOn(db: Executor, day: string, animal: AnimalType): Promise<number> {
  const [row] = await db
    .select({ booked: count() })
    .from(orders)
    .where(and(holdsSpot, eq(orders.dropOffDay, day), eq(orders.animalType, animal)));
  return row?.booked ?? 0;
}

/** The spots held per day and animal, from a day on (to a day, when given). */
export async function bookedCountsFrom(db: Executor, fromDay: string, toDay?: string): Promise<BookedCounts> {
  const rows = await db
    .select({ day: orders.dropOffDay, animal: orders.animalType, booked: count() })
    .from(orders)
    .where(and(holdsSpot, gte(orders.dropOffDay, fromDay), toDay ? lte(orders.dropOffDay, toDay) : undefined))
    .groupBy(orders.dropOffDay, orders.animalType);
  const counts: BookedCounts = {};
  for (const row of rows) {
    if (row.day === null || (row.animal !== 'Deer' && row.animal !== 'Hog')) continue;
    const day = (counts[row.day] ??= { Deer: 0, Hog: 0 });
    day[row.animal] = row.booked;
  }
  return counts;
}
