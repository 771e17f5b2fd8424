import { eq } from 'drizzle-orm';
import {
  type AnimalType,
  DEER_PREP_NAMES,
  type OrderDetails,
  addonRowIssues,
  cutRowIssues,
  prepIssues,
} from '../../domain';
import type { Transaction } from '../db/client';
import { type OrderRow, orders } from '../db/schema';
import { loadOrderDetails, readRows } from '../order-records/order-store';
import { readOrderPriceList } from '../prices/price-list-cache';
import { contactOf, insertDraftOrder } from './create-order';
import { pricesOfList } from './order-prices';
import { priceAddonsInput, writeAddons, writeAnimal, writeCuts } from './order-writes';

/** A new draft like `source`, and the items of it no longer sold, for the customer to be told of. */
export type CopiedOrder = { details: OrderDetails; left_out: string[] };

/**
 * docs/shop.md 17, 'Last season's order again': a new draft with `source`'s contact details, language and choices
 * (animal, gender, prep, cuts with their sub-options and Other text, add-ons with their quantities), written with
 * the customer flow's own writes and checks at today's price list. Never its tag, a hog's weight, its drop-off
 * day, payments or old prices; an item no longer sold is left out and named. In the caller's transaction.
 */
export async function copyOrderChoices(tx: Transaction, source: OrderRow): Promise<CopiedOrder> {
  let order = await insertDraftOrder(tx, contactOf(source));
  const prices = pricesOfList(await readOrderPriceList(tx, order.priceVersion));
  const { cuts, addons } = await readRows(tx, source.id);
  const leftOut: string[] = [];
  /** The rows today's list still takes, the others noted. */
  const stillSold = <T>(rows: readonly T[], issuesOf: (rows: readonly T[]) => unknown[], name: (row: T) => string) =>
    rows.filter((row) => {
      const sold = issuesOf([row]).length === 0;
      if (!sold) leftOut.push(name(row));
      return sold;
    });
  const isPrep = (name: string) => (DEER_PREP_NAMES as readonly string[]).includes(name);

  if (source.animalType === 'Deer' && source.gender) {
    const prep = stillSold(
      addons.map((row) => row.addonName).filter(isPrep),
      (rows) => prepIssues(prices.list, rows),
      (name) => name,
    );
    const gender = source.gender as 'Buck' | 'Doe';
    const input = { animal_type: 'Deer', gender, prep: prep as ('Skinning' | 'Caped')[] } as const;
    order = await writeAnimal(tx, order, input, prices, { status: 'in_progress' });
  } else if (source.animalType === 'Hog' && source.gender) {
    // No weight: this year's hog is weighed anew at the animal step, which asks for it.
    const [row] = await tx
      .update(orders)
      .set({ animalType: 'Hog', gender: source.gender, status: 'in_progress', updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    if (row) order = row;
  }
  if (order.animalType !== '') {
    const animal = order.animalType as AnimalType;
    const kept = stillSold(
      cuts.map((row) => row.cutName),
      (rows) => cutRowIssues(rows, animal),
      (name) => name,
    );
    if (kept.length > 0) await writeCuts(tx, order, { cuts: kept });
  }
  const addonRows = stillSold(
    addons
      .filter((row) => !isPrep(row.addonName))
      .map((row) => ({ addon_name: row.addonName, quantity: row.quantity })),
    (rows) => addonRowIssues(prices.list, rows),
    (row) => row.addon_name,
  );
  if (addonRows.length > 0) await writeAddons(tx, order.id, priceAddonsInput({ addons: addonRows }, prices));
  return { details: await loadOrderDetails(tx, order.id, order), left_out: leftOut };
}
