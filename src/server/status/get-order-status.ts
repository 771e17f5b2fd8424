import { and, eq, isNotNull } from 'drizzle-orm';
import { NotFoundError } from '../../domain/errors';
import type { Stage } from '../../domain/shop/stages';
import { type OrderStatusPage, buildStatusSteps } from '../../domain/status-page';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { statusTokens } from '../db/shop-schema';
import { loadOrderDetails } from '../orders/order-store';
import { readShopSettings } from '../settings/settings-store';
import { balanceDueCentsSql, paidCentsSql } from '../shop-orders/balance';
import { hashStatusToken, isStatusTokenShape } from './status-tokens';

/** Unknown, malformed and not-yet-submitted read the same, so that a link's shape tells nothing. */
const orderNotFound = () => new NotFoundError('Order not found.');

/**
 * SHOP.md 4: the order behind a status link, as its page shows it. The customer's name, email and phone
 * are read with the order but never leave this function.
 */
export async function getOrderStatus(db: Executor, token: string): Promise<OrderStatusPage> {
  if (!isStatusTokenShape(token)) throw orderNotFound();
  const [found] = await db
    .select({ order: orders, paidCents: paidCentsSql, balanceDueCents: balanceDueCentsSql })
    .from(statusTokens)
    .innerJoin(orders, eq(orders.id, statusTokens.orderId))
    .where(and(eq(statusTokens.tokenHash, hashStatusToken(token)), isNotNull(orders.stage)));
  if (!found) throw orderNotFound();
  const { order: row, paidCents, balanceDueCents } = found;
  const stage = row.stage as Stage;
  const { order, cuts, addons, totals } = await loadOrderDetails(db, row.id, row);
  const settings = await readShopSettings(db);
  return {
    order_number: order.order_number,
    stage,
    steps: buildStatusSteps(stage, { wasCheckedIn: row.checkedInAt !== null }),
    tag_number: row.tagNumber,
    ordered: {
      order: {
        order_number: order.order_number,
        animal_type: order.animal_type,
        gender: order.gender,
        weight_option: order.weight_option,
        weight_pounds: order.weight_pounds,
        weight_cost: order.weight_cost,
        total_cents: order.total_cents,
      },
      cuts,
      addons,
      totals: { processing_cents: totals.processing_cents },
    },
    paid_cents: paidCents,
    balance_due_cents: balanceDueCents,
    shop: {
      name: settings.shop_name,
      phone: settings.phone,
      address: settings.address,
      pickup_hours: settings.pickup_hours,
    },
  };
}
