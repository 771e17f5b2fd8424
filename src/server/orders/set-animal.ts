import { and, eq, inArray } from 'drizzle-orm';
import {
  type AnimalInput,
  DEER_PREP_NAMES,
  type OrderDetails,
  hogWeightCostDollars,
  prepAddonRows,
} from '../../domain';
import { orderAddons, orderCuts, orders } from '../db/schema';
import type { OrdersContext } from './context';
import { insertAddonRows, loadOrderDetails, lockOpenOrder } from './order-store';

function animalColumns(input: AnimalInput) {
  if (input.animal_type === 'Deer') {
    return { animalType: 'Deer', gender: input.gender, weightOption: null, weightPounds: null, weightCost: null };
  }
  // DESIGN decision 4: weight_cost is the server's figure; pounds only matter over 200.
  const pounds = input.weight_option === 'over200' ? (input.weight_pounds ?? null) : null;
  return {
    animalType: 'Hog',
    gender: input.gender,
    weightOption: input.weight_option,
    weightPounds: pounds,
    weightCost: hogWeightCostDollars(input.weight_option, pounds),
  };
}

/** The animal dialog: sets the animal and writes its prep rows (DESIGN decision 3). */
export async function setAnimal(context: OrdersContext, id: string, input: AnimalInput): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    const previous = await lockOpenOrder(tx, id);
    const [order] = await tx
      .update(orders)
      .set({ ...animalColumns(input), status: 'in_progress', updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    // Cuts name items of one animal's catalogue; they mean nothing for the other animal.
    if (previous.animalType !== input.animal_type) await tx.delete(orderCuts).where(eq(orderCuts.orderId, id));
    await tx
      .delete(orderAddons)
      .where(and(eq(orderAddons.orderId, id), inArray(orderAddons.addonName, [...DEER_PREP_NAMES])));
    await insertAddonRows(tx, id, input.animal_type === 'Deer' ? prepAddonRows(input.prep) : [], 0);
    return loadOrderDetails(tx, id, order);
  });
}
