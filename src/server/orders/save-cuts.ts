import type { CutsInput, OrderDetails } from '../../domain';
import type { OrdersContext } from './context';
import { lockDraft } from './draft-prices';
import { loadOrderDetails } from '../order-records/order-store';
import { writeCuts } from './order-writes';

/** Replaces the order's cuts, checked against its animal's catalogue (docs/customer-flow.md 5). */
export async function saveCuts(context: OrdersContext, id: string, input: CutsInput): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    const { order } = await lockDraft(tx, id);
    await writeCuts(tx, order, input);
    return loadOrderDetails(tx, id, order);
  });
}
