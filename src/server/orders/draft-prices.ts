import { and, eq } from 'drizzle-orm';
import { type PriceList, type WeightOption, isPrepName } from '../../domain';
import type { Transaction } from '../db/client';
import { orderAddons, orders } from '../db/schema';
import { type OrderPrices, pricesOfList } from './order-prices';
import { type StoredOrder, lockOpenOrder, readRows } from '../order-records/order-store';

/**
 * docs/shop.md 5: a customer's draft follows the current price list until it is submitted. Each of the
 * customer's saves locks the draft and, when the owner has saved a new version since, prices what the
 * draft already holds (the hog's weight cost, prep and add-on rows) with it and records its version, so
 * that the review always shows the prices the submit will charge.
 */
export async function lockDraft(tx: Transaction, id: string): Promise<{ order: StoredOrder; prices: OrderPrices }> {
  const { order, list } = await lockOpenOrder(tx, id);
  return { order: await repriceDraft(tx, order, list), prices: pricesOfList(list) };
}

/** Prices a locked draft with the given list, if it is not priced with that version already. */
export async function repriceDraft(tx: Transaction, order: StoredOrder, list: PriceList): Promise<StoredOrder> {
  if (order.priceVersion === list.version) return order;
  const prices = pricesOfList(list);
  const { addons } = await readRows(tx, order.id);
  for (const row of addons) {
    const priced = isPrepName(row.addonName)
      ? prices.prep([row.addonName])[0]
      : prices.addon({ addon_name: row.addonName, quantity: row.quantity });
    // A row the list no longer knows keeps its price; the customer's next save of that step replaces it.
    if (!priced || priced.addon_price === row.addonPrice) continue;
    await tx
      .update(orderAddons)
      .set({ addonPrice: priced.addon_price })
      .where(and(eq(orderAddons.orderId, order.id), eq(orderAddons.addonName, row.addonName)));
  }
  const weightCost =
    order.animalType === 'Hog' && order.weightOption
      ? prices.hogWeightCost(order.weightOption as WeightOption, order.weightPounds)
      : order.weightCost;
  const [repriced] = await tx
    .update(orders)
    .set({ priceVersion: list.version, weightCost })
    .where(eq(orders.id, order.id))
    .returning();
  if (!repriced) throw new Error('update returned no row');
  return { ...repriced, status: order.status };
}
