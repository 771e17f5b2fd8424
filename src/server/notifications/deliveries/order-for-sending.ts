import { eq, getTableColumns } from 'drizzle-orm';
import { type AnimalType, type Receipt, buildReceipt } from '../../../domain';
import type { OrderDropOff } from '../messages/drop-off-messages';
import type { Language } from '../../../domain/language';
import { LanguageSchema } from '../../../domain/schemas';
import type { OrderStorage, ShopSettings, Stage } from '../../../domain/shop';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { ownSpanishNames } from '../../../domain/catalogue-names';
import { loadOrderDetails } from '../../order-records/order-store';
import { readOrderPriceList } from '../../prices/price-list-cache';
import { balanceBeforeStorageCentsSql, paidCentsSql } from '../../order-records/balance';
import { balanceDueOn, orderStorageFor, readShopDay } from '../../order-records/storage';

/**
 * What an order's messages are rendered from, read when the worker sends them: the receipt, and for the
 * ready message the tag, the stage and the money as they stand at that moment (docs/shop.md 4), not as they
 * stood when the message was queued.
 */
export type OrderForSending = {
  receipt: Receipt;
  tagNumber: number | null;
  stage: Stage | null;
  paidCents: number;
  balanceDueCents: number;
  /** The language the customer ordered in: their messages are written in it (ADR 0604). */
  language: Language;
  /** The owner's Spanish names of the order's price list, for a Spanish customer's messages (ADR 0610). */
  spanishNames: Record<string, string>;
  /** From the day it became ready (docs/shop.md 9, 'Unclaimed meat'): the pickup reminders' dates and fee. */
  storage: OrderStorage | null;
  /** The shop's calendar day as the message is sent. */
  today: string;
  /**
   * docs/shop.md 10, 'Waitlist': the order's drop-off day and whether it waits on its waitlist, or null without one.
   */
  dropOff: OrderDropOff | null;
  animal: AnimalType | null;
  /** The CWD sample the shop's 'CWD detected' email names (docs/shop.md 9, 'CWD holds'). */
  cwd: { sampleId: string | null; takenOn: string | null };
};

/**
 * The order as the orders' own store presents it, with its shop facts, or null when it is gone; with the
 * shop's settings its day was read from, which its messages are rendered with (one read, docs/design.md 4).
 */
export async function loadOrderForSending(
  db: Database,
  orderId: string,
): Promise<(OrderForSending & { settings: ShopSettings }) | null> {
  const [found] = await db
    .select({ ...getTableColumns(orders), balanceBeforeStorage: balanceBeforeStorageCentsSql, paidCents: paidCentsSql })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!found) return null;
  const { balanceBeforeStorage, paidCents, ...order } = found;
  const details = await loadOrderDetails(db, orderId, order);
  const day = await readShopDay(db);
  const storage = orderStorageFor(order, day);
  return {
    receipt: buildReceipt(details),
    tagNumber: order.tagNumber,
    stage: order.stage as Stage | null,
    paidCents,
    balanceDueCents: balanceDueOn({ ...order, balanceBeforeStorage }, day.today),
    storage,
    today: day.today,
    settings: day.settings,
    language: LanguageSchema.catch('en').parse(order.language),
    spanishNames: ownSpanishNames(await readOrderPriceList(db, order.priceVersion)),
    cwd: { sampleId: order.cwdSampleId, takenOn: order.cwdTakenOn },
    dropOff: order.dropOffDay ? { day: order.dropOffDay, waitlist: order.dropOffWaitlist } : null,
    animal: order.animalType === 'Deer' || order.animalType === 'Hog' ? order.animalType : null,
  };
}
