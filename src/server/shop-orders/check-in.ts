import { ConflictError, formatOrderNumber } from '../../domain';
import type { CheckInInput, ShopOrder } from '../../domain/shop';
import type { Database, Transaction } from '../db/client';
import type { HistoryActor } from '../history/order-history';
import { type ShopChange, changeShopOrder, updateOrder } from './change-shop-order';
import { dropOffColumns, dropOffValues, refuseMissingStateFields } from './drop-off';
import { type TagClaim, currentSeason, refusingTakenTags } from './tags';

/**
 * docs/shop.md 2 Check-in (submitted to checked in): the tag, unique among this season's check-ins, and the
 * drop-off fields. A tag already in use is refused by the database and answered with its holder (409).
 */
export function checkIn(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  input: CheckInInput,
): Promise<ShopOrder> {
  return refusingTakenTags(db, (claim) =>
    changeShopOrder(db, actor, orderNumber, async (tx, order) => {
      if (order.stage !== 'submitted') {
        const tag = order.tagNumber === null ? '' : ` with tag ${order.tagNumber}`;
        throw new ConflictError(`Order ${formatOrderNumber(order.orderNumber)} is already checked in${tag}.`);
      }
      return writeCheckIn(tx, order.id, input, claim);
    }),
  );
}

/**
 * The check-in's writes on a submitted order, in the caller's transaction (the order page's check-in and an order
 * entered at the counter, enter-counter-order.ts): the state's required fields, the tag claimed for this season,
 * the stage; answers the history's entry for it.
 */
export async function writeCheckIn(
  tx: Transaction,
  orderId: string,
  input: CheckInInput,
  claim: (tag: TagClaim) => void,
): Promise<NonNullable<ShopChange>> {
  await refuseMissingStateFields(tx, dropOffValues(input));
  const now = new Date();
  const season = await currentSeason(tx, now);
  claim({ season, tagNumber: input.tag_number });
  await updateOrder(tx, orderId, {
    ...dropOffColumns(input),
    season,
    checkedInAt: now,
    stage: 'checked_in',
    stageChangedAt: now,
  });
  return {
    kind: 'checked_in',
    summary: `Checked in with tag ${input.tag_number}`,
    before: { stage: 'submitted' },
    after: { stage: 'checked_in', ...dropOffValues(input) },
  };
}
