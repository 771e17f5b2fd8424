import type { AnimalInput, OrderDetails } from '../../domain';
import type { OrdersContext } from './context';
import { CATALOGUE_PRICES } from './order-prices';
import { loadOrderDetails, lockOpenOrder } from './order-store';
import { writeAnimal } from './order-writes';

/** The animal dialog: sets the animal and writes its prep rows (DESIGN decision 3). */
export async function setAnimal(context: OrdersContext, id: string, input: AnimalInput): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    const previous = await lockOpenOrder(tx, id);
    const order = await writeAnimal(tx, previous, input, CATALOGUE_PRICES, { status: 'in_progress' });
    return loadOrderDetails(tx, id, order);
  });
}
