import { eq, sql } from 'drizzle-orm';
import {
  ConflictError,
  NotFoundError,
  OrderIdSchema,
  type OrderDetails,
  type OrderStatus,
  type StoredAddon,
  closedOrderMessage,
  isOrderOpen,
} from '../../domain';
import type { Executor, Transaction } from '../db/client';
import { type OrderRow, orderAddons, orderCuts, orders } from '../db/schema';
import { readOrderPriceList } from '../prices/price-list-cache';
import { presentOrderDetails } from './present-order';

const orderNotFound = () => new NotFoundError('Order not found.');

/** A malformed id names no order, like an unknown one, so that ids cannot be probed for shape. */
export function parseOrderId(raw: unknown): string {
  const result = OrderIdSchema.safeParse(raw);
  if (!result.success) throw orderNotFound();
  return result.data.toLowerCase();
}

/** A row whose status the table's check constraint keeps to ORDER_STATUSES. */
export type StoredOrder = OrderRow & { status: OrderStatus };

/** Locks the row until the transaction ends, so that a write and a completion cannot interleave. */
export async function lockOrder(tx: Transaction, id: string): Promise<StoredOrder> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw orderNotFound();
  return order as StoredOrder;
}

/** docs/customer-flow.md decision 5: a completed or cancelled order cannot be changed. */
export async function lockOpenOrder(tx: Transaction, id: string): Promise<StoredOrder> {
  const order = await lockOrder(tx, id);
  if (!isOrderOpen(order.status)) throw new ConflictError(closedOrderMessage(order.status, 'change'));
  return order;
}

type RowOfOrder = { kind: 'cut' | 'addon'; name: string; price: string | null; quantity: string | number | null };

/** The cuts and add-ons of an order in one round trip, each in saved order. */
export async function readRows(executor: Executor, id: string) {
  const result = (await executor.execute<RowOfOrder>(sql`
    select 'cut' as kind, cut_name as name, null::text as price, null::numeric as quantity, position, id
      from ${orderCuts} where order_id = ${id}
    union all
    select 'addon', addon_name, addon_price, quantity, position, id
      from ${orderAddons} where order_id = ${id}
    order by kind, position, id`)) as { rows: RowOfOrder[] };
  const cuts: { cutName: string }[] = [];
  const addons: { addonName: string; addonPrice: string | null; quantity: number }[] = [];
  for (const row of result.rows) {
    if (row.kind === 'cut') cuts.push({ cutName: row.name });
    else addons.push({ addonName: row.name, addonPrice: row.price, quantity: Number(row.quantity) });
  }
  return { cuts, addons };
}

export async function loadOrderDetails(executor: Executor, id: string, known?: OrderRow): Promise<OrderDetails> {
  let order = known;
  if (!order) {
    [order] = await executor.select().from(orders).where(eq(orders.id, id));
    if (!order) throw orderNotFound();
  }
  const [{ cuts, addons }, prices] = await Promise.all([
    readRows(executor, id),
    readOrderPriceList(executor, order.priceVersion),
  ]);
  return presentOrderDetails(order, cuts, addons, prices);
}

/** Writes priced add-on rows in the order given, numbered from firstPosition (prep sorts before the rest). */
export async function insertAddonRows(
  tx: Transaction,
  orderId: string,
  rows: readonly StoredAddon[],
  firstPosition: number,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(orderAddons).values(
    rows.map((row, index) => ({
      orderId,
      addonName: row.addon_name,
      addonPrice: row.addon_price,
      quantity: row.quantity,
      position: firstPosition + index,
    })),
  );
}
