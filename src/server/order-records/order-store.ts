import { eq, sql } from 'drizzle-orm';
import {
  ConflictError,
  NotFoundError,
  OrderIdSchema,
  type OrderDetails,
  type OrderStatus,
  type PriceList,
  type StoredAddon,
  closedOrderMessage,
  isOrderOpen,
} from '../../domain';
import type { Executor, Transaction } from '../db/client';
import { type OrderRow, orderAddons, orderCuts, orders } from '../db/schema';
import { readOrderPriceList } from '../prices/price-list-cache';
import { currentVersionOf, currentVersionSql } from '../prices/price-list-store';
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
  return (await lockOrderAndPrices(tx, id)).order;
}

/**
 * lockOrder, and the current price list (docs/shop.md 5) with its version read in the same round trip
 * (the API budget, docs/design.md 4). The version is the one committed when the statement began, as if read just
 * before the lock.
 */
export async function lockOrderAndPrices(
  tx: Transaction,
  id: string,
): Promise<{ order: StoredOrder; list: PriceList }> {
  const [row] = await tx
    .select({ order: orders, currentVersion: currentVersionSql })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  if (!row) throw orderNotFound();
  const list = await readOrderPriceList(tx, currentVersionOf(row.currentVersion));
  return { order: row.order as StoredOrder, list };
}

/** docs/customer-flow.md decision 5: a completed or cancelled order cannot be changed. */
export async function lockOpenOrder(tx: Transaction, id: string): Promise<{ order: StoredOrder; list: PriceList }> {
  const locked = await lockOrderAndPrices(tx, id);
  if (!isOrderOpen(locked.order.status)) throw new ConflictError(closedOrderMessage(locked.order.status, 'change'));
  return locked;
}

type RowOfOrder = { kind: 'cut' | 'addon'; name: string; price: string | null; quantity: string | number | null };

/** The cuts and add-ons of an order, each in saved order. */
const rowsOfOrderSql = (id: string) => sql`
    select 'cut' as kind, cut_name as name, null::text as price, null::numeric as quantity, position, id
      from ${orderCuts} where order_id = ${id}
    union all
    select 'addon', addon_name, addon_price, quantity, position, id
      from ${orderAddons} where order_id = ${id}
    order by kind, position, id`;

function itemsOf(rows: readonly RowOfOrder[]) {
  const cuts: { cutName: string }[] = [];
  const addons: { addonName: string; addonPrice: string | null; quantity: number }[] = [];
  for (const row of rows) {
    if (row.kind === 'cut') cuts.push({ cutName: row.name });
    else addons.push({ addonName: row.name, addonPrice: row.price, quantity: Number(row.quantity) });
  }
  return { cuts, addons };
}

/** The cuts and add-ons of an order in one round trip, each in saved order. */
export async function readRows(executor: Executor, id: string) {
  const result = (await executor.execute<RowOfOrder>(rowsOfOrderSql(id))) as { rows: RowOfOrder[] };
  return itemsOf(result.rows);
}

/**
 * The order and its rows in one round trip (the API budget, docs/design.md 4). Not for a locked order: the rows'
 * subquery would see them as they were before any wait for the lock.
 */
async function readOrderAndRows(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      order: orders,
      rows: sql<RowOfOrder[]>`(select coalesce(json_agg(r order by r.kind, r.position, r.id), '[]'::json)
        from (${rowsOfOrderSql(id)}) r)`,
    })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw orderNotFound();
  return { order: row.order, ...itemsOf(row.rows) };
}

export async function loadOrderDetails(executor: Executor, id: string, known?: OrderRow): Promise<OrderDetails> {
  const { order, cuts, addons } = known
    ? { order: known, ...(await readRows(executor, id)) }
    : await readOrderAndRows(executor, id);
  const prices = await readOrderPriceList(executor, order.priceVersion);
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
