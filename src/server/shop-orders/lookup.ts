import { type SQL, desc, eq } from 'drizzle-orm';
import { formatOrderNumber } from '../../domain';
import { type LookupResult, parseSearch } from '../../domain/shop';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { isSubmittedOrder, orderNotFound } from './shop-order-store';

/**
 * The board's scanner Enter (docs/shop.md 3): 'GM-1042' names that order; bare digits name the order carrying
 * that tag in the newest season that has it (what a scanned tag is), else the order of that number.
 * Anything else, or nothing found, is 404 and the board searches instead.
 */
export async function lookupOrder(executor: Executor, q: string): Promise<LookupResult> {
  const terms = parseSearch(q);
  const found = async (where: SQL | undefined) => {
    const [row] = await executor
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.season))
      .limit(1);
    return row ? { order_number: formatOrderNumber(row.orderNumber) } : null;
  };
  let answer: LookupResult | null = null;
  if (terms.orderNumber !== null) answer = await found(isSubmittedOrder(terms.orderNumber));
  else if (terms.wholeNumber !== null) {
    answer =
      (await found(eq(orders.tagNumber, terms.wholeNumber))) ?? (await found(isSubmittedOrder(terms.wholeNumber)));
  }
  if (!answer) throw orderNotFound();
  return answer;
}
