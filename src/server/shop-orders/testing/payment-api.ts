import type { BoardRow, ShopOrder } from '../../../domain/shop';
import type { TestApp } from '../../test/test-app';
import { type StaffClient, ok, shopPaths, submitOrderViaApi } from './shop-api';

/** The payment and pickup paths, written out as the other shop paths are. */
export const paymentPaths = {
  payments: (number: string) => `/api/shop/orders/${number}/payments`,
  void: (number: string, paymentId: string) => `/api/shop/orders/${number}/payments/${paymentId}/void`,
  pickup: (number: string) => `/api/shop/orders/${number}/pickup`,
};

let nextTag = 300_000 + Math.floor(Math.random() * 100_000);

/** A customer's order (a buck with Ribs, $125.00), submitted and checked in by `api`; its number. */
export async function checkedInOrder(t: TestApp, api: StaffClient, fullName?: string): Promise<string> {
  const number = await submitOrderViaApi(t, fullName ? { details: { full_name: fullName } } : {});
  ok(await api.post(shopPaths.checkIn(number), { tag_number: (nextTag += 1) }));
  return number;
}

/** The order's row on the board, found by a name only its order carries. */
export async function boardRowOf(api: StaffClient, fullName: string, stage = 'active'): Promise<BoardRow> {
  const page = ok(
    await api.get<{ rows: BoardRow[] }>(shopPaths.board(`stage=${stage}&q=${encodeURIComponent(fullName)}`)),
  );
  const [row] = page.rows;
  if (!row || page.rows.length !== 1) throw new Error(`expected one board row for ${fullName}`);
  return row;
}

/** What the balance must be: the grand total minus the payments not voided. */
export function expectedBalance(order: ShopOrder): number {
  const paid = order.payments.filter((payment) => !payment.voided).reduce((sum, p) => sum + p.amount_cents, 0);
  return order.details.totals.grand_total_cents - paid;
}
