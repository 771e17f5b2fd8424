import { and, asc, isNotNull, sql } from 'drizzle-orm';
import { formatOrderNumber } from '../../domain';
import type { LogEntry, LogQuery } from '../../domain/shop';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';

/**
 * Issue #15: every animal checked in from the start of `from` to the end of `to` (days of the shop's
 * time zone), in the order received. An order moved back before check-in was never received; one
 * cancelled after it was, and stays in the log.
 */
export async function readProcessorLog(db: Executor, query: LogQuery, timeZone: string): Promise<LogEntry[]> {
  const rows = await db
    .select({
      order_number: orders.orderNumber,
      received_on: sql<string>`to_char(${orders.checkedInAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      tag_number: orders.tagNumber,
      confirmation_number: orders.confirmationNumber,
      hunter_name: orders.fullName,
      hunter_address: orders.hunterAddress,
      species: orders.animalType,
      sex: orders.gender,
      harvest_date: orders.harvestDate,
      harvest_county: orders.harvestCounty,
      hanging_weight_lbs: orders.hangingWeightLbs,
      drop_off_day: orders.dropOffDay,
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.checkedInAt),
        sql`${orders.checkedInAt} >= (${query.from}::date::timestamp at time zone ${timeZone})`,
        sql`${orders.checkedInAt} < ((${query.to}::date + 1)::timestamp at time zone ${timeZone})`,
      ),
    )
    .orderBy(asc(orders.checkedInAt), asc(orders.orderNumber));
  return rows.map((row) => ({ ...row, order_number: formatOrderNumber(row.order_number) }));
}
