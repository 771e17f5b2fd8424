import { formatCents } from '../../domain';
import type { OrderSummary } from './order-summary';

/** One short segment: no customer-typed text, so nothing in it can be abused or needs escaping. */
export function renderOrderSms(summary: OrderSummary): string {
  return `Your order ${summary.order.orderNumber} is confirmed. Total: ${formatCents(summary.grandTotalCents)}. We'll email the details and contact you when it's ready.`;
}
