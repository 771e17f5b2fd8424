import { eq } from 'drizzle-orm';
import type { Cents } from '../../domain';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { balanceBeforeStorageCentsSql } from '../order-records/balance';
import { balanceDueOn, readShopDay } from '../order-records/storage';

/**
 * The order's balance due as the database holds it now, storage so far included. Read inside a change's transaction, after the
 * order's lock, it is the balance every payment and pickup is checked against: no other change can move it
 * before this one commits.
 */
export async function readBalanceDue(executor: Executor, orderId: string): Promise<Cents> {
  const [row] = await executor
    .select({
      balanceBeforeStorage: balanceBeforeStorageCentsSql,
      readyOn: orders.readyOn,
      storageFreeDays: orders.storageFreeDays,
      storageFeeCents: orders.storageFeeCents,
      storageUntil: orders.storageUntil,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return 0;
  return balanceDueOn(row, (await readShopDay(executor)).today);
}
