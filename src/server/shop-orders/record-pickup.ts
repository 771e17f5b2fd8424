import { ConflictError } from '../../domain';
import { type RecordPickupInput, type ShopOrder, pickupProblem, pickupSummary } from '../../domain/shop';
import type { Database } from '../db/client';
import type { HistoryActor } from '../history/order-history';
import { changeShopOrder, updateOrder } from './change-shop-order';
import { readBalanceDue } from './read-balance-due';
import { readShopDay } from '../order-records/storage';

/**
 * docs/shop.md 2 'Record pickup' (ready to picked up): who took the order, and when. With a balance due it is
 * refused unless confirmed on purpose ('Picked up with $40.00 due'). Afterwards the order is closed: no
 * change, payment or void is accepted (lockChangeableShopOrder).
 */
export function recordPickup(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  input: RecordPickupInput,
): Promise<ShopOrder> {
  return changeShopOrder(db, actor, orderNumber, async (tx, order) => {
    const due = await readBalanceDue(tx, order.id);
    const problem = pickupProblem(order.stage, due, input.confirm_balance_due);
    if (problem) throw new ConflictError(problem);
    const now = new Date();
    await updateOrder(tx, order.id, {
      stage: 'picked_up',
      stageChangedAt: now,
      pickedUpBy: input.picked_up_by,
      pickedUpAt: now,
      // The storage charge stops counting the day the meat leaves (docs/shop.md 9, 'Unclaimed meat').
      storageUntil: (await readShopDay(tx, now)).today,
    });
    return {
      kind: 'picked_up',
      summary: pickupSummary(input.picked_up_by, due),
      before: { stage: order.stage },
      after: { stage: 'picked_up', picked_up_by: input.picked_up_by, balance_due_cents: due },
    };
  });
}
