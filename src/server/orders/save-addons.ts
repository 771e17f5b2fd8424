import type { AddonsInput, OrderDetails } from '../../domain';
import type { OrdersContext } from './context';
import { CATALOGUE_PRICES } from './order-prices';
import { loadOrderDetails, lockOpenOrder } from './order-store';
import { priceAddonsInput, writeAddons } from './order-writes';

/**
 * Replaces the add-ons other than prep (DESIGN decision 3). Prices come from the catalogue; anything
 * price-like in the body is ignored (decision 4).
 */
export async function saveAddons(context: OrdersContext, id: string, input: AddonsInput): Promise<OrderDetails> {
  const rows = priceAddonsInput(input, CATALOGUE_PRICES);
  return context.db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, id);
    await writeAddons(tx, id, rows);
    return loadOrderDetails(tx, id, order);
  });
}
