import { formatCents } from './money';
import type { OrderDetails, OrderStatus } from './schemas';

export type ClosedOrderStatus = Extract<OrderStatus, 'completed' | 'cancelled'>;
export type OpenOrderStatus = Exclude<OrderStatus, ClosedOrderStatus>;
/** What a client tried to do to an order. */
export type OrderAttempt = 'change' | 'cancel' | 'submit';

/** Staff read this number out; the uuid is what lets a browser reach the order (docs/customer-flow.md decision 13). */
export function formatOrderNumber(orderNumber: number): string {
  return `GM-${orderNumber}`;
}

/** docs/customer-flow.md decision 5: only an order still being filled in may change. */
export function isOrderOpen(status: OrderStatus): status is OpenOrderStatus {
  return status === 'collecting_details' || status === 'in_progress';
}

/**
 * What the customer's own API answers about an order (docs/api.md, 'GET /api/orders/:id'): while it is open, everything
 * the flow needs; once submitted or cancelled, no name, email or phone, since the status page is the customer's view
 * from then on and the order's id may be in a browser the customer no longer holds.
 */
export function presentToCustomer<T extends OrderDetails>(details: T): T {
  if (isOrderOpen(details.order.status)) return details;
  return { ...details, order: { ...details.order, full_name: '', email: '', phone_number: '' } };
}

const CLOSED_BECAUSE: Record<ClosedOrderStatus, string> = {
  completed: 'This order has already been submitted',
  cancelled: 'This order was cancelled',
};
const SO_IT: Record<OrderAttempt, string> = {
  change: 'can no longer be changed',
  cancel: 'cannot be cancelled',
  submit: 'cannot be submitted',
};

/** Why an attempt on a closed order is refused, in the customer's words. */
export function closedOrderMessage(status: ClosedOrderStatus, attempt: OrderAttempt): string {
  return `${CLOSED_BECAUSE[status]} and ${SO_IT[attempt]}.`;
}

/**
 * The most an order may come to: far above any real order, and within the database's integer column, which
 * an owner's highest prices times the largest quantities could otherwise pass (docs/shop.md 5).
 */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

/** Why an order cannot be saved with this total, or null. */
export function orderTotalProblem(totalCents: number): string | null {
  if (totalCents <= MAX_ORDER_TOTAL_CENTS) return null;
  return `An order may come to at most ${formatCents(MAX_ORDER_TOTAL_CENTS)}; this one comes to ${formatCents(totalCents)}. Please lower the quantities or call the shop.`;
}
