import type { OrderDetails, OrderDetailsInput } from '../../domain';
import type { OrdersContext } from './context';
import { lockDraft } from './draft-prices';
import { loadOrderDetails } from '../order-records/order-store';
import { writeDetails } from './order-writes';

export async function updateDetails(
  context: OrdersContext,
  id: string,
  input: OrderDetailsInput,
): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    await lockDraft(tx, id);
    const order = await writeDetails(tx, id, input);
    return loadOrderDetails(tx, id, order);
  });
}
