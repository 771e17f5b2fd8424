import type { AnimalInput, OrderDetails } from '../../domain';
import type { OrdersContext } from './context';
import { readDropOffRules } from '../settings/drop-off-settings-store';
import { lockDraft } from './draft-prices';
import { loadOrderDetails } from '../order-records/order-store';
import { writeAnimal } from './order-writes';

/** The animal dialog: sets the animal and writes its prep rows (docs/customer-flow.md decision 3) at the current prices. */
export async function setAnimal(context: OrdersContext, id: string, input: AnimalInput): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    const { order: previous, prices } = await lockDraft(tx, id);
    // docs/shop.md 10: a day chosen for one animal says nothing of the other's spots, so changing the animal clears it.
    const clearDay = previous.animalType !== input.animal_type && previous.dropOffDay !== null;
    const order = await writeAnimal(tx, previous, input, prices, {
      status: 'in_progress',
      ...(clearDay ? { dropOffDay: null, dropOffWaitlist: false } : {}),
    });
    const details = await loadOrderDetails(tx, id, order);
    // docs/shop.md 10: tells the animal step whether the drop-off day comes next; absent when the shop does not ask.
    if (!(await readDropOffRules(tx)).enabled) return details;
    return { ...details, order: { ...details.order, asks_drop_off_day: true } };
  });
}
