import type { OrderDetails } from '../../domain';
import type { OrdersContext } from './context';
import { loadOrderDetails } from '../order-records/order-store';

export function getOrderDetails(context: OrdersContext, id: string): Promise<OrderDetails> {
  return loadOrderDetails(context.db, id);
}
