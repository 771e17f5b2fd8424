import { and, eq, isNotNull } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../../domain';
import { type Stage, canChangeInShop, closedStageMessage, parseOrderNumber } from '../../domain/shop';
import type { Transaction } from '../db/client';
import { type OrderRow, orders } from '../db/schema';

/** A submitted order: from submission on an order has a stage (the table's check keeps it to STAGES). */
export type ShopOrderRow = OrderRow & { stage: Stage };

export const orderNotFound = () => new NotFoundError('Order not found.');

/** 'GM-1042' names order 1042; anything else names no order. */
export function orderNumberOf(raw: string): number {
  const number = parseOrderNumber(raw);
  if (number === null) throw orderNotFound();
  return number;
}

/** Staff see only submitted orders; an order the customer is still filling in is not found. */
export const isSubmittedOrder = (orderNumber: number) =>
  and(eq(orders.orderNumber, orderNumber), isNotNull(orders.stage));

/** Locks the submitted order until the transaction ends, so that two changes to it take turns. */
export async function lockShopOrder(tx: Transaction, orderNumber: number): Promise<ShopOrderRow> {
  const [order] = await tx.select().from(orders).where(isSubmittedOrder(orderNumber)).for('update');
  if (!order) throw orderNotFound();
  return order as ShopOrderRow;
}

/** docs/shop.md 2: picked-up and cancelled orders cannot be changed. */
export async function lockChangeableShopOrder(tx: Transaction, orderNumber: number): Promise<ShopOrderRow> {
  const order = await lockShopOrder(tx, orderNumber);
  if (!canChangeInShop(order.stage)) throw new ConflictError(closedStageMessage(order.stage));
  return order;
}
