import { eq } from 'drizzle-orm';
import {
  type AnimalType,
  ConflictError,
  type CutsInput,
  InvalidInputError,
  type OrderDetails,
  cutRowIssues,
} from '../../domain';
import { orderCuts } from '../db/schema';
import type { OrdersContext } from './context';
import { loadOrderDetails, lockOpenOrder } from './order-store';

/** Replaces the order's cuts, checked against its animal's catalogue (SPEC 5). */
export async function saveCuts(context: OrdersContext, id: string, input: CutsInput): Promise<OrderDetails> {
  return context.db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, id);
    if (order.animalType === '') throw new ConflictError('Choose an animal before choosing cuts.');
    const issues = cutRowIssues(input.cuts, order.animalType as AnimalType);
    if (issues.length > 0) {
      throw new InvalidInputError(
        issues.map((issue) => ({ path: issue.index < 0 ? 'cuts' : `cuts[${issue.index}]`, message: issue.message })),
      );
    }
    await tx.delete(orderCuts).where(eq(orderCuts.orderId, id));
    await tx.insert(orderCuts).values(input.cuts.map((cutName, position) => ({ orderId: id, cutName, position })));
    return loadOrderDetails(tx, id, order);
  });
}
