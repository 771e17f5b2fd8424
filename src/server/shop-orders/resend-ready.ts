import { ConflictError } from '../../domain';
import type { ShopOrder } from '../../domain/shop';
import type { Database } from '../db/client';
import type { HistoryActor } from '../history/order-history';
import { changeShopOrder } from './change-shop-order';
import type { OrderMessageQueue } from '../notifications/order-message-queue';

/**
 * docs/shop.md 2 'Resend ready message': the ready message's email and SMS once more, on purpose, as a new
 * round (each round is sent at most once), recorded in the history. Only while the order is ready.
 */
export function resendReadyMessage(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  readyMessages: OrderMessageQueue,
): Promise<ShopOrder> {
  return changeShopOrder(db, actor, orderNumber, async (tx, order) => {
    if (order.stage !== 'ready')
      throw new ConflictError('The ready message can be resent only while the order is ready for pickup.');
    const round = await readyMessages.enqueueReady(tx, order.id, 'again');
    return { kind: 'ready_message_resent', summary: 'Resent ready message', before: null, after: { round } };
  });
}
