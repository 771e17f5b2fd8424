import type { OrderDetails, OrderDetailsInput } from '../../domain';
import { orders } from '../db/schema';
import type { OrdersContext } from './context';
import { presentOrderDetails } from './present-order';

/** DESIGN decision 1: only the details form creates orders; the animal comes later. */
export async function createOrder(context: OrdersContext, input: OrderDetailsInput): Promise<OrderDetails> {
  const [order] = await context.db
    .insert(orders)
    .values({
      fullName: input.full_name,
      email: input.email,
      phoneNumber: input.phone_number,
      animalType: '',
      status: 'collecting_details',
    })
    .returning();
  if (!order) throw new Error('insert returned no row');
  return presentOrderDetails(order, [], []);
}
