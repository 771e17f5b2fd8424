import type { Transaction } from '../db/client';
import type { Channel, DeliveryKind } from '../db/notification-schema';

/**
 * What the order changes need of the notifications (the queue, wired in app.ts): the ready message
 * queued inside the change's own transaction, so that it commits with the change or not at all
 * (docs/shop.md 4). 'first' is round 0, queued at most once per order; 'again' is the next round, for 'Resend
 * ready message'. Answers the round queued, or null when round 0 had been queued before.
 */
export type OrderMessageQueue = {
  enqueueReady(tx: Transaction, orderId: string, which: 'first' | 'again'): Promise<number | null>;
  /**
   * Messages of the other kinds (docs/shop.md 9, 'CWD holds': the CWD messages), each at most once per order, channel,
   * kind and round, in the change's transaction. Answers how many were new.
   */
  enqueueMessages(tx: Transaction, orderId: string, messages: QueuedMessage[]): Promise<number>;
};

export type QueuedMessage = { channel: Channel; kind: Exclude<DeliveryKind, 'ready'>; round?: number };
