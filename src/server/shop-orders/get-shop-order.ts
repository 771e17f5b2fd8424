import { and, asc, eq, getTableColumns, isNotNull, ne } from 'drizzle-orm';
import { formatOrderNumber } from '../../domain';
import { type Disposition, type ShopOrder, type Stage, yieldPercent } from '../../domain/shop';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { holdsForCwd, orderDonationOf, readOrderProgram } from '../order-records/order-donation';
import { readOrderEvents } from '../history/order-history';
import { loadOrderDetails } from '../order-records/order-store';
import { readOrderPriceList } from '../prices/price-list-cache';
import { balanceBeforeStorageCentsSql, paidCentsSql } from '../order-records/balance';
import { cwdOf } from './cwd-record';
import { dropOffValuesOf } from './drop-off';
import { readNotificationEvents, readNotificationSummaries } from './order-notifications';
import { readPayments } from './payments-store';
import { type ShopOrderRow, isSubmittedOrder, orderNotFound } from './shop-order-store';
import { balanceDueOn, orderStorageFor, readShopDay } from '../order-records/storage';
import { suggestTagNumber } from './tags';

/** Newest first; the sort is stable, so events of one millisecond keep the database's order. */
const newestFirst = (a: { at: string }, b: { at: string }) => b.at.localeCompare(a.at);

/**
 * docs/shop.md 3, the order page: the order as the customer flow presents it, its stage, drop-off, balance,
 * messages and history (its events merged with every notification attempt). Changes call this inside
 * their transaction, so their answer shows the change and its history row.
 */
export async function loadShopOrder(
  executor: Executor,
  by: { orderNumber: number } | { id: string },
): Promise<ShopOrder> {
  const [found] = await executor
    .select({ ...getTableColumns(orders), balanceBeforeStorage: balanceBeforeStorageCentsSql, paidCents: paidCentsSql })
    .from(orders)
    .where('id' in by ? eq(orders.id, by.id) : isSubmittedOrder(by.orderNumber));
  if (!found?.stage) throw orderNotFound();
  const { balanceBeforeStorage, paidCents, ...order } = found as ShopOrderRow & {
    balanceBeforeStorage: number;
    paidCents: number;
  };
  const day = await readShopDay(executor);
  const storage = orderStorageFor(order, day);
  const { order: customerView, ...lines } = await loadOrderDetails(executor, order.id, order);
  // ADR 0006: staff never see the order's internal id.
  const { id: _id, ...withoutId } = customerView;
  const details = { ...lines, order: withoutId };
  const prices = await readOrderPriceList(executor, order.priceVersion);
  const notifications = await readNotificationSummaries(executor, order.id);
  const events = await readOrderEvents(executor, order.id);
  const attempts = await readNotificationEvents(executor, order.id);
  const program = await readOrderProgram(executor, order);
  return {
    details,
    stage: order.stage,
    submitted_at: (order.completedAt ?? order.createdAt).toISOString(),
    drop_off: {
      ...dropOffValuesOf(order),
      season: order.season,
      checked_in_at: order.checkedInAt ? order.checkedInAt.toISOString() : null,
    },
    cancel_reason: order.cancelReason,
    finished_weight_lbs: order.finishedWeightLbs,
    yield_percent: yieldPercent(order.hangingWeightLbs, order.finishedWeightLbs),
    prices,
    paid_cents: paidCents,
    balance_due_cents: balanceDueOn({ ...order, balanceBeforeStorage }, day.today),
    storage,
    donation: orderDonationOf(order, program),
    unclaimed: order.unclaimedDisposition
      ? { disposition: order.unclaimedDisposition as Disposition, note: order.unclaimedNote }
      : null,
    payments: await readPayments(executor, order.id),
    pickup:
      order.pickedUpBy && order.pickedUpAt
        ? { picked_up_by: order.pickedUpBy, picked_up_at: order.pickedUpAt.toISOString() }
        : null,
    same_customer: await readSameCustomer(executor, order),
    suggested_tag_number: order.stage === 'submitted' ? await suggestTagNumber(executor) : null,
    shop_state: day.settings.state,
    cwd: cwdOf(order, holdsForCwd(program)),
    notifications,
    history: [...events, ...attempts].sort(newestFirst),
  };
}

/** docs/shop.md 16: the other orders of the order's group, submitted and not cancelled, oldest first. */
async function readSameCustomer(executor: Executor, order: Pick<ShopOrderRow, 'id' | 'groupId'>) {
  if (!order.groupId) return [];
  const rows = await executor
    .select({ orderNumber: orders.orderNumber, stage: orders.stage })
    .from(orders)
    .where(
      and(
        eq(orders.groupId, order.groupId),
        ne(orders.id, order.id),
        isNotNull(orders.stage),
        ne(orders.stage, 'cancelled'),
      ),
    )
    .orderBy(asc(orders.orderNumber));
  return rows.map((row) => ({ order_number: formatOrderNumber(row.orderNumber), stage: row.stage as Stage }));
}

export function getShopOrder(executor: Executor, orderNumber: number): Promise<ShopOrder> {
  return loadShopOrder(executor, { orderNumber });
}
