import { ConflictError, formatCents } from '../../domain';
import { PAYMENT_METHOD_LABELS, type RecordPaymentInput, type ShopOrder, paymentProblem } from '../../domain/shop';
import type { Database } from '../db/client';
import { payments } from '../db/shop-schema';
import { type HistoryActor, actorColumns } from '../history/order-history';
import { changeShopOrder } from './change-shop-order';
import { readBalanceDue } from './read-balance-due';

/**
 * docs/shop.md 2 'Record payment': from check-in on (a deposit is a payment taken at check-in) until pickup,
 * more than $0.00 and at most the balance due as it stands under the order's lock, so that two payments
 * taken at once can never together pay more than is due.
 */
export function recordPayment(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  input: RecordPaymentInput,
): Promise<ShopOrder> {
  return changeShopOrder(db, actor, orderNumber, async (tx, order) => {
    const problem = paymentProblem(input.amount_cents, await readBalanceDue(tx, order.id), order.stage);
    if (problem) throw new ConflictError(problem);
    const staff = actorColumns(actor);
    await tx.insert(payments).values({
      orderId: order.id,
      amountCents: input.amount_cents,
      method: input.method,
      note: input.note,
      takenById: staff.actorId,
      takenByName: staff.actorName,
    });
    return {
      kind: 'payment',
      summary: `Recorded payment of ${formatCents(input.amount_cents)} (${PAYMENT_METHOD_LABELS[input.method]})`,
      after: { amount_cents: input.amount_cents, method: input.method, note: input.note },
    };
  });
}
