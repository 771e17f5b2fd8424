import type { AnimalType } from '../../domain';
import type { CancelInput, ShopOrder } from '../../domain/shop';
import type { Database } from '../db/client';
import { holdsSpotOn } from '../drop-off-days/bookings';
import { type SpotMessages, promoteWaitlist } from '../drop-off-days/promote-waitlist';
import type { HistoryActor } from '../history/order-history';
import { changeShopOrder, updateOrder } from './change-shop-order';
import { readShopDay } from '../order-records/storage';

/**
 * docs/shop.md 2: staff cancel an order, with a reason, from any stage before picked up. The customer's status
 * keeps its meaning; a checked-in order keeps its tag (a carcass carried it). An order holding a drop-off
 * spot gives it to its day's waitlist in the same transaction (docs/shop.md 10).
 */
export function cancelShopOrder(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  input: CancelInput,
  messages: SpotMessages,
): Promise<ShopOrder> {
  return changeShopOrder(db, actor, orderNumber, async (tx, order) => {
    // A ready order's storage stops counting the day it is cancelled (docs/shop.md 9, 'Unclaimed meat').
    const storageUntil = order.readyOn ? (await readShopDay(tx)).today : null;
    await updateOrder(tx, order.id, {
      stage: 'cancelled',
      stageChangedAt: new Date(),
      cancelReason: input.reason,
      storageUntil,
    });
    if (holdsSpotOn(order)) await promoteWaitlist(tx, messages, order.dropOffDay, order.animalType as AnimalType);
    return {
      kind: 'cancelled',
      summary: `Cancelled: ${input.reason}`,
      before: { stage: order.stage },
      after: { stage: 'cancelled', cancel_reason: input.reason },
    };
  });
}
