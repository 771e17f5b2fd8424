import { eq } from 'drizzle-orm';
import type { OrderDetails } from '../../domain';
import { orders } from '../db/schema';
import { conflict } from '../http/errors';
import type { OrdersContext } from './context';
import { loadOrderDetails, lockOrder } from './order-store';

/** DESIGN decision 6: cancelling marks the order; cancelling again changes nothing. */
export async function cancelOrder(context: OrdersContext, id: string): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status === 'completed') throw conflict('This order has already been submitted and cannot be cancelled.');
    if (order.status === 'cancelled') return loadOrderDetails(tx, id, order);
    const now = new Date();
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(orders.id, id))
      .returning();
    return loadOrderDetails(tx, id, cancelled);
  });
}
