import { eq } from 'drizzle-orm';
import { ConflictError, type OrderDetails, closedOrderMessage, isOrderOpen } from '../../domain';
import { orders } from '../db/schema';
import type { OrdersContext } from './context';
import { loadOrderDetails, lockOrder } from '../order-records/order-store';

/** docs/customer-flow.md decision 6: cancelling marks the order; cancelling again changes nothing. */
export async function cancelOrder(context: OrdersContext, id: string): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status === 'cancelled') return loadOrderDetails(tx, id, order);
    if (!isOrderOpen(order.status)) throw new ConflictError(closedOrderMessage(order.status, 'cancel'));
    const now = new Date();
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(orders.id, id))
      .returning();
    return loadOrderDetails(tx, id, cancelled);
  });
}
