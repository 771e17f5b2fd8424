import { and, eq, notInArray } from 'drizzle-orm';
import {
  type AddonsInput,
  DEER_PREP_NAMES,
  InvalidInputError,
  type OrderDetails,
  addonRowIssues,
  priceAddonRow,
} from '../../domain';
import { orderAddons } from '../db/schema';
import type { OrdersContext } from './context';
import { insertAddonRows, loadOrderDetails, lockOpenOrder } from './order-store';

/** Prep rows (0, 1) sort first; the add-ons screen's rows follow in the order they were sent. */
const FIRST_ADDON_POSITION = 100;

/**
 * Replaces the add-ons other than prep (DESIGN decision 3). Prices come from the catalogue; anything
 * price-like in the body is ignored (decision 4).
 */
export async function saveAddons(context: OrdersContext, id: string, input: AddonsInput): Promise<OrderDetails> {
  const issues = addonRowIssues(input.addons);
  if (issues.length > 0) {
    throw new InvalidInputError(issues.map((issue) => ({ path: `addons[${issue.index}]`, message: issue.message })));
  }
  const rows = input.addons.map((row, index) => {
    // Validated to steps of 0.1 (or whole jars); rounding drops float noise such as 0.30000000000000004.
    const priced = priceAddonRow({ addon_name: row.addon_name, quantity: Math.round(row.quantity * 10) / 10 });
    if (!priced) throw new InvalidInputError([{ path: `addons[${index}]`, message: 'is not an add-on.' }]);
    return priced;
  });
  return context.db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, id);
    await tx
      .delete(orderAddons)
      .where(and(eq(orderAddons.orderId, id), notInArray(orderAddons.addonName, [...DEER_PREP_NAMES])));
    await insertAddonRows(tx, id, rows, FIRST_ADDON_POSITION);
    return loadOrderDetails(tx, id, order);
  });
}
