import { eq } from 'drizzle-orm';
import { NotFoundError, type OrderDetails } from '../../domain';
import type { Executor } from '../db/client';
import { type OrderRow, orders } from '../db/schema';
import { presentOrderDetails } from '../order-records/present-order';
import { findOrderByStatusToken } from '../order-records/status-tokens';
import { readOrderPriceList } from '../prices/price-list-cache';
import type { OrdersContext } from './context';
import { contactOf, insertDraftOrder } from './create-order';

/**
 * docs/shop.md 16: the group a new order joins with `of`: the group `of` is in, which starts with it (its id)
 * when it has none yet. Both in the caller's transaction.
 */
export async function joinGroupOf(tx: Executor, of: Pick<OrderRow, 'id' | 'groupId'>): Promise<string> {
  if (of.groupId) return of.groupId;
  await tx.update(orders).set({ groupId: of.id }).where(eq(orders.id, of.id));
  return of.id;
}

/**
 * docs/shop.md 16, 'Order another animal': after a submit, on the phone or a counter tablet, a new order for the
 * same customer, proven by the submitted order's status link: the same name, email, phone and language, the
 * same drop-off day when one was booked (a draft's day holds no spot: the submit counts it, as any), in the
 * same group as the first. The customer goes on at the animal step.
 */
export async function startAnotherAnimal(context: OrdersContext, token: string): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    const first = await findOrderByStatusToken(tx, token);
    if (!first) throw new NotFoundError('Order not found.');
    const booked = first.dropOffDay !== null && !first.dropOffWaitlist ? first.dropOffDay : null;
    const order = await insertDraftOrder(tx, contactOf(first), {
      groupId: await joinGroupOf(tx, first),
      dropOffDay: booked,
    });
    return presentOrderDetails(order, [], [], await readOrderPriceList(tx, order.priceVersion));
  });
}
