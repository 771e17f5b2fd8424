import { eq } from 'drizzle-orm';
import type { Cents } from '../../domain';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { balanceDueCentsSql } from './balance';

/**
 * The order's balance due as the database holds it now. Read inside a change's transaction, after the
 * order's lock, it is the balance every payment and pickup is checked against: no other change can move it
 * before this one commits.
 */
export async function readBalanceDue(executor: Executor, orderId: string): Promise<Cents> {
  const [row] = await executor.select({ due: balanceDueCentsSql }).from(orders).where(eq(orders.id, orderId));
  return row?.due ?? 0;
}
