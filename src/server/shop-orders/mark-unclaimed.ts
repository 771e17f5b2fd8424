import { ConflictError } from '../../domain';
import { type MarkUnclaimedInput, type ShopOrder, unclaimedProblem, unclaimedSummary } from '../../domain/shop';
import type { Database } from '../db/client';
import type { HistoryActor } from '../history/order-history';
import { changeShopOrder, updateOrder } from './change-shop-order';
import { readShopDay } from '../order-records/storage';

/**
 * docs/shop.md 9, 'Unclaimed meat': the owner closes a ready order nobody came for, past 'Unclaimed after days', with
 * what became of the meat. The storage count stops that day; nothing is sent to the customer.
 */
export function markUnclaimed(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  input: MarkUnclaimedInput,
): Promise<ShopOrder> {
  return changeShopOrder(db, actor, orderNumber, async (tx, order) => {
    const { today, settings } = await readShopDay(tx);
    const problem = unclaimedProblem(order.stage, order.readyOn, settings.unclaimed_after_days, today);
    if (problem) throw new ConflictError(problem);
    await updateOrder(tx, order.id, {
      stage: 'unclaimed',
      stageChangedAt: new Date(),
      storageUntil: today,
      unclaimedDisposition: input.disposition,
      unclaimedNote: input.note,
    });
    return {
      kind: 'unclaimed',
      summary: unclaimedSummary(input.disposition, input.note),
      before: { stage: order.stage },
      after: { stage: 'unclaimed', disposition: input.disposition, note: input.note },
    };
  });
}
