import type { OrderDetails } from '../../domain';
import type { Database, Transaction } from '../db/client';

/** Side effects other parts plug into the order flow. */
export type OrderHooks = {
  /**
   * Runs inside the completing transaction, once per order (never on a repeated completion), so that
   * work enqueued here (the notification job) commits or rolls back with the status change.
   */
  onOrderCompleted: (tx: Transaction, completed: OrderDetails) => Promise<void>;
};

export const noopOrderHooks: OrderHooks = { onOrderCompleted: async () => {} };

export type OrdersContext = { db: Database; hooks: OrderHooks };
