import { sql } from 'drizzle-orm';
import { orders } from '../db/schema';
import { payments } from '../db/shop-schema';
import { donationShareCentsSql } from './share-sql';

const paidSubquery = sql`
  select coalesce(sum(${payments.amountCents}), 0) from ${payments}
  where ${payments.orderId} = ${orders.id} and ${payments.voidedAt} is null
`;

/**
 * What the order's payments not voided add up to (docs/shop.md 2). The subquery is nested on purpose: drizzle
 * writes the columns of a top-level field of a one-table select without their table, and "id" inside the
 * subquery would then be the payment's own, so that nothing ever looked paid.
 */
export const paidCentsSql = sql<number>`(${paidSubquery})`.mapWith(Number);

/**
 * docs/shop.md 2: grand total minus a donation program's share (ADR 1301) minus payments not voided. The balance due
 * adds the storage charged so far (docs/shop.md 9), which counts calendar days in the shop's time zone and so is added
 * in code by each reader (storage.ts, balanceDueOn); this is the one place the rest is computed.
 */
export const balanceBeforeStorageCentsSql =
  sql<number>`(coalesce(${orders.totalCents}, 0) - ${donationShareCentsSql} - ${paidCentsSql})`.mapWith(Number);
