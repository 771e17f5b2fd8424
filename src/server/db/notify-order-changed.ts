import { sql } from 'drizzle-orm';
import type { OrderChangeEvent } from '../../domain/shop';
import type { Executor } from './client';

/** The channel every process LISTENs on to feed its boards (docs/shop.md 7). */
export const ORDER_CHANGES_CHANNEL = 'shop_order_changes';

/**
 * Tells every board, in every process, that an order changed. Sent inside the change's transaction, so
 * PostgreSQL delivers it on commit, and never for a change that rolled back.
 */
export async function notifyOrderChanged(tx: Executor, event: OrderChangeEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${ORDER_CHANGES_CHANNEL}, ${JSON.stringify(event)})`);
}
