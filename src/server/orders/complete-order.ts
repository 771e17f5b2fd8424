import { eq } from 'drizzle-orm';
import { ConflictError, type OrderDetails, closedOrderMessage, formatOrderNumber, isOrderOpen } from '../../domain';
import { orders } from '../db/schema';
import { appendOrderEvent } from '../history/order-history';
import { notifyOrderChanged } from '../live/notify-order-changed';
import type { OrdersContext } from './context';
import { loadOrderDetails, lockOrder, readRows } from './order-store';
import { presentOrderDetails } from './present-order';

/**
 * Submits the order: status, snapshotted total, its first shop stage (SHOP.md 2), the history's
 * 'submitted' event, the boards' notice and the completion hook all commit together.
 * A repeated call answers the completed order and does nothing else (DESIGN decision 5).
 */
export async function completeOrder(context: OrdersContext, id: string): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status === 'completed') return loadOrderDetails(tx, id, order);
    if (!isOrderOpen(order.status)) throw new ConflictError(closedOrderMessage(order.status, 'submit'));
    if (order.animalType === '') throw new ConflictError('Choose an animal before submitting the order.');
    const { cuts, addons } = await readRows(tx, id);
    if (cuts.length === 0) throw new ConflictError('Choose at least one cut before submitting the order.');
    const totalCents = presentOrderDetails(order, cuts, addons).totals.grand_total_cents;
    const now = new Date();
    const [completed] = await tx
      .update(orders)
      .set({
        status: 'completed',
        totalCents,
        completedAt: now,
        updatedAt: now,
        stage: 'submitted',
        stageChangedAt: now,
      })
      .where(eq(orders.id, id))
      .returning();
    if (!completed) throw new Error('update returned no row');
    const details = presentOrderDetails(completed, cuts, addons);
    await appendOrderEvent(tx, { orderId: id, actor: 'Customer', kind: 'submitted', summary: 'Order submitted' });
    await notifyOrderChanged(tx, { order_number: formatOrderNumber(completed.orderNumber), kind: 'submitted' });
    await context.hooks.onOrderCompleted(tx, details);
    return details;
  });
}
