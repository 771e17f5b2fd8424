import { eq } from 'drizzle-orm';
import type { OrderDetails, OrderDetailsInput } from '../../domain';
import { orders } from '../db/schema';
import type { OrdersContext } from './context';
import { loadOrderDetails, lockOpenOrder } from './order-store';

export async function updateDetails(
  context: OrdersContext,
  id: string,
  input: OrderDetailsInput,
): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    await lockOpenOrder(tx, id);
    const [order] = await tx
      .update(orders)
      .set({ fullName: input.full_name, email: input.email, phoneNumber: input.phone_number, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return loadOrderDetails(tx, id, order);
  });
}
