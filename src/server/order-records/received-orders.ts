import { type SQL, and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { shopDaySql, withinShopDays } from '../db/shop-days';
import { donationPrograms } from '../db/shop-schema';

/**
 * The orders received (checked in) from the start of `from` to the end of `to`, days of the shop's time zone,
 * in the order received: the processor's log (docs/shop.md 9) and the donations' invoice (docs/shop.md 12).
 * Each row starts with what both name an animal by, then the caller's `fields`, which may read the order's
 * donation program (joined when the order has one); `where` narrows the orders further. An order moved back
 * before check-in was never received.
 */
export function selectReceivedOrders<Fields extends SelectedFields>(
  db: Executor,
  fields: Fields,
  range: { from: string; to: string },
  timeZone: string,
  where?: SQL,
) {
  return db
    .select({
      order_number: orders.orderNumber,
      received_on: sql<string>`${shopDaySql(orders.checkedInAt, timeZone)}`,
      tag_number: orders.tagNumber,
      confirmation_number: orders.confirmationNumber,
      hunter_name: orders.fullName,
      ...fields,
    })
    .from(orders)
    .leftJoin(donationPrograms, eq(donationPrograms.id, orders.donationProgramId))
    .where(
      and(isNotNull(orders.checkedInAt), withinShopDays(orders.checkedInAt, range.from, range.to, timeZone), where),
    )
    .orderBy(asc(orders.checkedInAt), asc(orders.orderNumber));
}
