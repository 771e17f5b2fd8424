import { eq, sql } from 'drizzle-orm';
import { OrderIdSchema, type OrderDetails, type StoredAddon } from '../../domain';
import type { Executor, Transaction } from '../db/client';
import { type OrderRow, orderAddons, orderCuts, orders } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { presentOrderDetails } from './present-order';

/** A malformed id names no order: 404, like an unknown one, so ids cannot be probed for shape. */
export function parseOrderId(raw: unknown): string {
  const result = OrderIdSchema.safeParse(raw);
  if (!result.success) throw notFound();
  return result.data.toLowerCase();
}

/** Locks the row until the transaction ends, so that a write and a completion cannot interleave. */
export async function lockOrder(tx: Transaction, id: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw notFound();
  return order;
}

/** DESIGN decision 5: a completed or cancelled order cannot be changed. */
export function assertOpen(order: OrderRow): void {
  if (order.status === 'completed') throw conflict('This order has already been submitted and can no longer be changed.');
  if (order.status === 'cancelled') throw conflict('This order was cancelled and can no longer be changed.');
}

export async function lockOpenOrder(tx: Transaction, id: string): Promise<OrderRow> {
  const order = await lockOrder(tx, id);
  assertOpen(order);
  return order;
}

type RowOfOrder = { kind: 'cut' | 'addon'; name: string; price: string | null; quantity: string | number | null };

/** The cuts and add-ons of an order in one round trip, each in saved order. */
export async function readRows(executor: Executor, id: string) {
  const result = (await executor.execute(sql`
    select 'cut' as kind, cut_name as name, null::text as price, null::numeric as quantity, position, id
      from ${orderCuts} where order_id = ${id}
    union all
    select 'addon', addon_name, addon_price, quantity, position, id
      from ${orderAddons} where order_id = ${id}
    order by kind, position, id`)) as unknown as { rows: RowOfOrder[] };
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
    if (!order) throw notFound();
  }
  const { cuts, addons } = await readRows(executor, id);
  return presentOrderDetails(order, cuts, addons);
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
