import type { OrderDetails, OrderDetailsInput } from '../../domain';
import type { OrdersContext } from './context';
import { loadOrderDetails, lockOpenOrder } from './order-store';
import { writeDetails } from './order-writes';

export async function updateDetails(
  context: OrdersContext,
  id: string,
  input: OrderDetailsInput,
): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    await lockOpenOrder(tx, id);
    const order = await writeDetails(tx, id, input);
    return loadOrderDetails(tx, id, order);
  });
}
