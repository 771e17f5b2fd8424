import { and, eq, isNull } from 'drizzle-orm';
import { ConflictError, NotFoundError, formatCents } from '../../domain';
import type { ShopOrder, VoidPaymentInput } from '../../domain/shop';
import type { Database } from '../db/client';
import { payments } from '../db/shop-schema';
import { type HistoryActor, actorColumns } from '../history/order-history';
import { changeShopOrder } from './change-shop-order';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const paymentNotFound = () => new NotFoundError('Payment not found.');

/**
 * docs/shop.md 2: a mistaken payment is voided with a reason, never deleted; it stays on the order's page and
 * no longer counts against the balance. Only a payment of this order that is not voided yet.
 */
export function voidPayment(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  paymentId: string,
  input: VoidPaymentInput,
): Promise<ShopOrder> {
  // An id that is not a UUID names no payment (and would fail the database's cast).
  if (!UUID.test(paymentId)) return Promise.reject(paymentNotFound());
  return changeShopOrder(db, actor, orderNumber, async (tx, order) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw paymentNotFound();
    if (payment.orderId !== order.id) throw new ConflictError('This payment belongs to another order.');
    const amount = formatCents(payment.amountCents);
    if (payment.voidedAt) throw new ConflictError(`The payment of ${amount} is already voided.`);
    await tx
      .update(payments)
      .set({
        voidedAt: new Date(),
        voidedByName: actorColumns(actor).actorName,
        voidReason: input.reason,
      })
      .where(and(eq(payments.id, payment.id), isNull(payments.voidedAt)));
    return {
      kind: 'payment_void',
      summary: `Voided payment of ${amount}: ${input.reason}`,
      before: null,
      after: { amount_cents: payment.amountCents, method: payment.method, reason: input.reason },
    };
  });
}
