import { eq } from 'drizzle-orm';
import { formatOrderNumber } from '../../domain';
import type { ShopOrder } from '../../domain/shop';
import type { Database, Transaction } from '../db/client';
import { type OrderRow, orders } from '../db/schema';
import { type HistoryActor, type NewOrderEvent, appendOrderEvent } from '../history/order-history';
import { notifyOrderChanged } from '../db/notify-order-changed';
import { loadShopOrder } from './get-shop-order';
import { type ShopOrderRow, lockChangeableShopOrder, lockShopOrder } from './shop-order-store';

/** What a change did, for the history; null when it changed nothing (then nothing is recorded). */
export type ShopChange = Pick<NewOrderEvent, 'kind' | 'summary' | 'before' | 'after'> | null;

/**
 * Every change staff make to an order (docs/shop.md 2), in one transaction: lock the order (refusing picked-up
 * and cancelled ones), change it, append its history row, tell every board; the answer is the order page
 * as it now stands. A change that fails rolls back whole, history row included. `closed: 'judged by the change'`
 * lets a closed order through to a change that decides itself (undoing a pickup, move-stage.ts).
 */
export function changeShopOrder(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  change: (tx: Transaction, order: ShopOrderRow) => Promise<ShopChange>,
  closed: 'refused' | 'judged by the change' = 'refused',
): Promise<ShopOrder> {
  return db.transaction(async (tx) => {
    const lock = closed === 'refused' ? lockChangeableShopOrder : lockShopOrder;
    const order = await lock(tx, orderNumber);
    const done = await change(tx, order);
    if (done) {
      await appendOrderEvent(tx, { orderId: order.id, actor, ...done });
      await notifyOrderChanged(tx, { order_number: formatOrderNumber(order.orderNumber), kind: 'changed' });
    }
    return loadShopOrder(tx, { id: order.id });
  });
}

/** Writes columns of the order, stamping updated_at. */
export async function updateOrder(tx: Transaction, id: string, values: Partial<OrderRow>): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id));
}
