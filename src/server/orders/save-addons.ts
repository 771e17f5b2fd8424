import type { AddonsInput, OrderDetails } from '../../domain';
import type { OrdersContext } from './context';
import { lockDraft } from './draft-prices';
import { loadOrderDetails } from '../order-records/order-store';
import { priceAddonsInput, writeAddons } from './order-writes';

/**
 * Replaces the add-ons other than prep (docs/customer-flow.md decision 3). Prices come from the current price list;
 * anything price-like in the body is ignored (docs/customer-flow.md decision 4).
 */
export async function saveAddons(context: OrdersContext, id: string, input: AddonsInput): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    const { order, prices } = await lockDraft(tx, id);
    await writeAddons(tx, id, priceAddonsInput(input, prices));
    return loadOrderDetails(tx, id, order);
  });
}
