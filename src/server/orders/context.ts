import type { OrderDetails } from '../../domain';
import type { ShopSettings } from '../../domain/shop';
import type { Database, Transaction } from '../db/client';

/** Side effects other parts plug into the order flow. */
export type OrderHooks = {
  /**
   * Runs inside the completing transaction, once per order (never on a repeated completion), so that
   * work enqueued here (the notification job) commits or rolls back with the status change. `shop` is the
   * settings as the transaction read them once for the submit.
   */
  onOrderCompleted: (tx: Transaction, completed: OrderDetails, shop: ShopSettings) => Promise<void>;
};

export const noopOrderHooks: OrderHooks = { onOrderCompleted: async () => {} };

export type OrdersContext = { db: Database; hooks: OrderHooks };
