import type { Language, OrderDetails, OrderDetailsInput } from '../../domain';
import type { Executor } from '../db/client';
import { type OrderRow, orders } from '../db/schema';
import { readOrderPriceList } from '../prices/price-list-cache';
import { currentVersionSql } from '../prices/price-list-store';
import type { OrdersContext } from './context';
import { presentOrderDetails } from '../order-records/present-order';

/**
 * docs/customer-flow.md decision 1: only the details form creates orders; the animal comes later. The order records the
 * current price list version (docs/shop.md 5), which its later saves follow until it is submitted.
 */
export async function createOrder(context: OrdersContext, input: OrderDetailsInput): Promise<OrderDetails> {
  const order = await insertDraftOrder(context.db, input);
  const prices = await readOrderPriceList(context.db, order.priceVersion);
  return presentOrderDetails(order, [], [], prices);
}

/**
 * The new order's row as the details make it (an order entered at the counter starts the same way). `columns`:
 * what a draft started from another order also holds from the start, its group and booked day (docs/shop.md 16).
 */
export async function insertDraftOrder(
  executor: Executor,
  input: OrderDetailsInput,
  columns: Partial<Pick<OrderRow, 'groupId' | 'dropOffDay'>> = {},
): Promise<OrderRow> {
  const [order] = await executor
    .insert(orders)
    .values({
      fullName: input.full_name,
      email: input.email,
      phoneNumber: input.phone_number,
      animalType: '',
      status: 'collecting_details',
      // Read in the insert itself: one round trip (the API budget, docs/design.md 4).
      priceVersion: currentVersionSql,
      // Absent: the column's default, English.
      ...(input.language ? { language: input.language } : {}),
      ...columns,
    })
    .returning();
  if (!order) throw new Error('insert returned no row');
  return order;
}

/** A submitted order's contact details and language, for a new draft of the same customer. */
export function contactOf(order: Pick<OrderRow, 'fullName' | 'email' | 'phoneNumber' | 'language'>): OrderDetailsInput {
  return {
    full_name: order.fullName,
    email: order.email,
    phone_number: order.phoneNumber,
    language: order.language as Language,
  };
}
