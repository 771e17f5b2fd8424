import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { formatOrderNumber } from '../../domain';
import { type YieldQuery, type YieldReport, type YieldRow, summarizeYield } from '../../domain/shop';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { shopDaySql, withinShopDays } from '../db/shop-days';

/**
 * docs/shop.md 11: the orders of one species checked in from the start of `from` to the end of `to` (days of
 * the shop's time zone) with both weights, as a compact row set (a season is a few thousand short rows); the
 * domain works out the median, the spread, the lowest ten and the weeks from it (summarizeYield), the same on
 * either database. A cancelled order's meat never left the shop as an order, so it does not count.
 */
export async function readYieldRows(db: Executor, query: YieldQuery, timeZone: string): Promise<YieldRow[]> {
  const rows = await db
    .select({
      order_number: orders.orderNumber,
      tag_number: orders.tagNumber,
      checked_in_on: sql<string>`${shopDaySql(orders.checkedInAt, timeZone)}`,
      hanging_weight_lbs: orders.hangingWeightLbs,
      finished_weight_lbs: orders.finishedWeightLbs,
    })
    .from(orders)
    .where(
      and(
        eq(orders.animalType, query.species),
        isNotNull(orders.hangingWeightLbs),
        isNotNull(orders.finishedWeightLbs),
        ne(orders.stage, 'cancelled'),
        withinShopDays(orders.checkedInAt, query.from, query.to, timeZone),
      ),
    );
  return rows.map((row) => ({
    ...row,
    order_number: formatOrderNumber(row.order_number),
    hanging_weight_lbs: row.hanging_weight_lbs as number,
    finished_weight_lbs: row.finished_weight_lbs as number,
  }));
}

export async function readYieldReport(db: Executor, query: YieldQuery, timeZone: string): Promise<YieldReport> {
  return { ...query, ...summarizeYield(await readYieldRows(db, query, timeZone)) };
}
