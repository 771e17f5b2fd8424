import { and, eq, isNotNull } from 'drizzle-orm';
import { NotFoundError } from '../../domain/errors';
import type { Stage } from '../../domain/shop/stages';
import { cwdOf } from '../shop-orders/cwd-record';
import { type OrderStatusPage, buildStatusSteps } from '../../domain/status-page';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { statusTokens } from '../db/shop-schema';
import { ownSpanishNames } from '../../domain/catalogue-names';
import { loadOrderDetails } from '../order-records/order-store';
import { readOrderPriceList } from '../prices/price-list-cache';
import { balanceBeforeStorageCentsSql, paidCentsSql } from '../order-records/balance';
import { balanceDueOn, orderStorageFor, readShopDay } from '../order-records/storage';
import { hashStatusToken, isStatusTokenShape } from '../order-records/status-tokens';

/** Unknown, malformed and not-yet-submitted read the same, so that a link's shape tells nothing. */
const orderNotFound = () => new NotFoundError('Order not found.');

/**
 * docs/shop.md 4: the order behind a status link, as its page shows it. The customer's name, email and phone
 * are read with the order but never leave this function.
 */
export async function getOrderStatus(db: Executor, token: string): Promise<OrderStatusPage> {
  if (!isStatusTokenShape(token)) throw orderNotFound();
  const [found] = await db
    .select({ order: orders, paidCents: paidCentsSql, balanceBeforeStorage: balanceBeforeStorageCentsSql })
    .from(statusTokens)
    .innerJoin(orders, eq(orders.id, statusTokens.orderId))
    .where(and(eq(statusTokens.tokenHash, hashStatusToken(token)), isNotNull(orders.stage)));
  if (!found) throw orderNotFound();
  const { order: row, paidCents, balanceBeforeStorage } = found;
  const stage = row.stage as Stage;
  const { order, cuts, addons, totals } = await loadOrderDetails(db, row.id, row);
  const day = await readShopDay(db);
  const { settings } = day;
  const storage = orderStorageFor(row, day);
  return {
    order_number: order.order_number,
    stage,
    steps: buildStatusSteps(stage, { wasCheckedIn: row.checkedInAt !== null }),
    tag_number: row.tagNumber,
    finished_weight_lbs: row.finishedWeightLbs,
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
    balance_due_cents: balanceDueOn({ ...row, balanceBeforeStorage }, day.today),
    storage,
    shop: {
      name: settings.shop_name,
      phone: settings.phone,
      address: settings.address,
      pickup_hours: settings.pickup_hours,
    },
    hold: cwdOf({ ...row, stage }).hold,
    spanish_names: ownSpanishNames(await readOrderPriceList(db, row.priceVersion)),
  };
}
