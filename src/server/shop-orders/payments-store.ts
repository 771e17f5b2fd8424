import { asc, eq } from 'drizzle-orm';
import type { PaymentEntry, PaymentMethod } from '../../domain/shop';
import type { Executor } from '../db/client';
import { type PaymentRow, payments } from '../db/shop-schema';

export function paymentEntryOf(row: PaymentRow): PaymentEntry {
  return {
    id: row.id,
    amount_cents: row.amountCents,
    method: row.method as PaymentMethod,
    note: row.note,
    taken_by: row.takenByName,
    taken_at: row.createdAt.toISOString(),
    voided:
      row.voidedAt && row.voidedByName
        ? { by: row.voidedByName, at: row.voidedAt.toISOString(), reason: row.voidReason ?? '' }
        : null,
  };
}

/** The order's payments, oldest first, voided ones included (they stay on the page, struck through). */
export async function readPayments(executor: Executor, orderId: string): Promise<PaymentEntry[]> {
  const rows = await executor
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map(paymentEntryOf);
}
