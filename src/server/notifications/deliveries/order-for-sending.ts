import { eq, getTableColumns } from 'drizzle-orm';
import { type Receipt, buildReceipt } from '../../../domain';
import type { Stage } from '../../../domain/shop';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { loadOrderDetails } from '../../orders/order-store';
import { balanceDueCentsSql, paidCentsSql } from '../../shop-orders/balance';

/**
 * What an order's messages are rendered from, read when the worker sends them: the receipt, and for the
 * ready message the tag, the stage and the money as they stand at that moment (SHOP.md 4), not as they
 * stood when the message was queued.
 */
export type OrderForSending = {
  receipt: Receipt;
  tagNumber: number | null;
  stage: Stage | null;
  paidCents: number;
  balanceDueCents: number;
};

/** The order as the orders' own store presents it, with its shop facts, or null when it is gone. */
export async function loadOrderForSending(db: Database, orderId: string): Promise<OrderForSending | null> {
  const [found] = await db
    .select({ ...getTableColumns(orders), balanceDueCents: balanceDueCentsSql, paidCents: paidCentsSql })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!found) return null;
  const { balanceDueCents, paidCents, ...order } = found;
  const details = await loadOrderDetails(db, orderId, order);
  return {
    receipt: buildReceipt(details),
    tagNumber: order.tagNumber,
    stage: order.stage as Stage | null,
    paidCents,
    balanceDueCents,
  };
}
