import { ConflictError } from '../../domain';
import { FINISHED_WEIGHT_MESSAGES, type FinishedWeightInput, type ShopOrder, yieldPercent } from '../../domain/shop';
import type { Database, Transaction } from '../db/client';
import type { HistoryActor } from '../history/order-history';
import { type ShopChange, changeShopOrder, updateOrder } from './change-shop-order';
import type { ShopOrderRow } from './shop-order-store';

const weightText = (lbs: number | null) => (lbs === null ? 'none' : `${lbs} lbs`);

/**
 * docs/shop.md 11: writes the finished weight of a checked-in order and says what changed for its history
 * row (null when it is the weight already recorded). The summary gives the yield when the hanging weight is
 * known, so that the history reads 'Finished weight 72.5 lbs (yield 48%)'.
 */
export async function writeFinishedWeight(
  tx: Transaction,
  order: ShopOrderRow,
  finishedWeightLbs: number | null,
): Promise<{ before: number | null; after: number | null } | null> {
  if (order.checkedInAt === null) throw new ConflictError(FINISHED_WEIGHT_MESSAGES.notCheckedIn);
  if (order.finishedWeightLbs === finishedWeightLbs) return null;
  await updateOrder(tx, order.id, { finishedWeightLbs });
  return { before: order.finishedWeightLbs, after: finishedWeightLbs };
}

export function finishedWeightSummary(order: ShopOrderRow, finishedWeightLbs: number | null): string {
  if (finishedWeightLbs === null) return `Finished weight cleared (was ${weightText(order.finishedWeightLbs)})`;
  const percent = yieldPercent(order.hangingWeightLbs, finishedWeightLbs);
  return `Finished weight ${weightText(finishedWeightLbs)}${percent === null ? '' : ` (yield ${percent}%)`}`;
}

/** 'Finished weight' on the order page: from check-in until the order is picked up or closed. */
export function setFinishedWeight(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  input: FinishedWeightInput,
): Promise<ShopOrder> {
  return changeShopOrder(db, actor, orderNumber, async (tx, order): Promise<ShopChange> => {
    const changed = await writeFinishedWeight(tx, order, input.finished_weight_lbs);
    if (!changed) return null;
    return {
      kind: 'finished_weight',
      summary: finishedWeightSummary(order, input.finished_weight_lbs),
      before: { finished_weight_lbs: changed.before },
      after: { finished_weight_lbs: changed.after },
    };
  });
}
