import { eq } from 'drizzle-orm';
import {
  type CompleteOrderInput,
  ConflictError,
  InvalidInputError,
  type Language,
  type OrderDetails,
  type PriceList,
  closedOrderMessage,
  formatOrderNumber,
  isOrderOpen,
  orderTotalProblem,
} from '../../domain';
import type { ShopSettings } from '../../domain/shop';
import type { Transaction } from '../db/client';
import { type OrderRow, orders } from '../db/schema';
import { type HistoryActor, appendOrderEvent } from '../history/order-history';
import { takeDropOffSpot } from '../drop-off-days/take-spot';
import { notifyOrderChanged } from '../db/notify-order-changed';
import { readShopSettings } from '../settings/settings-store';
import { issueStatusToken } from '../order-records/status-tokens';
import type { OrderHooks, OrdersContext } from './context';
import { repriceDraft } from './draft-prices';
import { type StoredOrder, loadOrderDetails, lockOrderAndPrices, readRows } from '../order-records/order-store';
import { presentOrderDetails } from '../order-records/present-order';

export const PRICES_CHANGED_MESSAGE = 'Prices changed while you were ordering. Please review your order again.';

/**
 * How long a repeated submit still gets a status link: the answer to the first may have been lost to a weak
 * signal (ADR 0609). Later, the order's id no longer opens anything.
 */
export const STATUS_LINK_ON_REPEAT_MS = 60 * 60 * 1000;

export type CompletedOrderOutcome = {
  details: OrderDetails;
  /** The settings as the submit read them, for the answer's confirmation (one read per submit, docs/design.md 4). */
  shop: ShopSettings;
  /** A fresh status-page token for the customer's browser (ADR 0401, 0609), or null on a late repeat. */
  statusToken: string | null;
};

export type CompleteOrderOptions = {
  /**
   * Runs in the completing transaction once the order is known to complete (not for a repeat, a refusal
   * or a missing order), just before it does: the per-client limit counts the completion there, and a
   * throw refuses it with nothing changed.
   */
  beforeCompleting?: (tx: Transaction) => Promise<void>;
  /** Who the history names: the customer, on their phone or on a counter tablet (docs/shop.md 15). */
  actor?: HistoryActor;
};

/**
 * Submits the order: status, snapshotted total, its first shop stage (docs/shop.md 2), the history's
 * 'submitted' event, the boards' notice and the completion hook all commit together. The order is priced
 * with the current price list for good; when the customer reviewed another version (input.price_version),
 * the draft is re-priced and kept, and the submit refused, so that the review reloads with the new totals
 * (docs/shop.md 5). A repeated call answers the completed order and does nothing else (docs/customer-flow.md decision 5),
 * but for the status link a repeat within STATUS_LINK_ON_REPEAT_MS gets.
 */
export async function completeOrder(
  context: OrdersContext,
  id: string,
  input: CompleteOrderInput = {},
  options: CompleteOrderOptions = {},
): Promise<CompletedOrderOutcome> {
  const outcome = await context.db.transaction(async (tx): Promise<CompletedOrderOutcome | { pricesChanged: true }> => {
    const { order: locked, list: prices } = await lockOrderAndPrices(tx, id);
    if (locked.status === 'completed') {
      const recent =
        locked.completedAt !== null && Date.now() - locked.completedAt.getTime() < STATUS_LINK_ON_REPEAT_MS;
      return {
        details: await loadOrderDetails(tx, id, locked),
        shop: await readShopSettings(tx),
        statusToken: recent ? await issueStatusToken(tx, id) : null,
      };
    }
    if (!isOrderOpen(locked.status)) throw new ConflictError(closedOrderMessage(locked.status, 'submit'));
    const order = await repriceDraft(tx, locked, prices);
    // Refused after the transaction commits: the re-priced draft is what the review reloads.
    if (input.price_version !== undefined && input.price_version !== prices.version) return { pricesChanged: true };
    const { details, shop } = await submitDraft(tx, context.hooks, order, prices, {
      actor: options.actor ?? 'Customer',
      summary: 'Order submitted',
      // docs/shop.md 10: the day's spot is taken here, under the day's lock, or the submit refused with nothing changed.
      takeSpot: (now) => takeDropOffSpot(tx, order, now),
      beforeCompleting: options.beforeCompleting,
      // The language the customer submitted in is the final one: the confirmation is written in it.
      language: input.language,
    });
    return { details, shop, statusToken: await issueStatusToken(tx, id) };
  });
  if ('pricesChanged' in outcome) throw new ConflictError(PRICES_CHANGED_MESSAGE);
  return outcome;
}

export type SubmitDraftOptions = {
  /** Who submitted it, and the history's words for it. */
  actor: HistoryActor;
  summary: string;
  /** The drop-off day's columns the completing update sets, decided under the day's lock (or a refusal). */
  takeSpot: (now: Date) => Promise<Partial<Pick<OrderRow, 'dropOffDay' | 'dropOffWaitlist'>>>;
  beforeCompleting?: (tx: Transaction) => Promise<void>;
  language?: Language;
};

/**
 * The submit's writes, the customer's and the counter's alike: an animal and a cut are required and the total
 * bounded; then the status, the snapshotted total, the first shop stage (docs/shop.md 2), the history's
 * 'submitted' event, the boards' notice and the completion hook (the confirmation), in the caller's transaction.
 */
export async function submitDraft(
  tx: Transaction,
  hooks: OrderHooks,
  order: StoredOrder,
  prices: PriceList,
  options: SubmitDraftOptions,
): Promise<{ details: OrderDetails; shop: ShopSettings }> {
  const id = order.id;
  if (order.animalType === '') throw new ConflictError('Choose an animal before submitting the order.');
  const { cuts, addons } = await readRows(tx, id);
  if (cuts.length === 0) throw new ConflictError('Choose at least one cut before submitting the order.');
  const totalCents = presentOrderDetails(order, cuts, addons, prices).totals.grand_total_cents;
  const tooMuch = orderTotalProblem(totalCents);
  if (tooMuch) throw new InvalidInputError([{ path: 'addons', message: tooMuch }], tooMuch);
  const now = new Date();
  const dropOff = await options.takeSpot(now);
  await options.beforeCompleting?.(tx);
  const [completed] = await tx
    .update(orders)
    .set({
      status: 'completed',
      totalCents,
      completedAt: now,
      updatedAt: now,
      stage: 'submitted',
      stageChangedAt: now,
      ...dropOff,
      ...(options.language ? { language: options.language } : {}),
    })
    .where(eq(orders.id, id))
    .returning();
  if (!completed) throw new Error('update returned no row');
  const details = presentOrderDetails(completed, cuts, addons, prices);
  await appendOrderEvent(tx, {
    orderId: id,
    actor: options.actor,
    kind: 'submitted',
    summary: options.summary,
    ...(completed.dropOffDay
      ? {
          after: {
            drop_off_day: completed.dropOffDay,
            ...(completed.dropOffWaitlist ? { drop_off_waitlist: true } : {}),
          },
        }
      : {}),
  });
  await notifyOrderChanged(tx, { order_number: formatOrderNumber(completed.orderNumber), kind: 'submitted' });
  const shop = await readShopSettings(tx);
  await hooks.onOrderCompleted(tx, details, shop);
  return { details, shop };
}
