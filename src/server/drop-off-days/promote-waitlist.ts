import { and, asc, eq, gte, ne } from 'drizzle-orm';
import { type AnimalType, dropOffDayLabel, formatOrderNumber, shopToday, spotsForWaitlist } from '../../domain';
import type { Transaction } from '../db/client';
import { orders } from '../db/schema';
import { type HistoryActor, appendOrderEvent } from '../history/order-history';
import { notifyOrderChanged } from '../db/notify-order-changed';
import { readShopSettings } from '../settings/settings-store';
import type { OrderMessageQueue } from '../notifications/order-message-queue';
import { countBookedOn, lockDropOffDay } from './bookings';
import { readDropOffRules } from '../settings/drop-off-settings-store';

/** What giving a spot needs of the notifications: its two messages, queued in the same transaction. */
export type SpotMessages = Pick<OrderMessageQueue, 'enqueueMessages'>;

/** A submitted order waiting on a day's waitlist: not cancelled, not yet given a spot. */
const waiting = and(eq(orders.status, 'completed'), eq(orders.dropOffWaitlist, true), ne(orders.stage, 'cancelled'));

/**
 * A waitlisted order takes its spot (docs/shop.md 10): the flag goes, the history says who gave it, the
 * boards are told, and the customer's 'a drop-off spot opened' email and SMS are queued, each at most once
 * per order (round 0: an order leaves the waitlist once, and never goes back on it).
 */
export async function giveWaitlistedSpot(
  tx: Transaction,
  messages: SpotMessages,
  order: { id: string; orderNumber: number },
  day: string,
  actor: HistoryActor,
  summary = `Given a drop-off spot on ${dropOffDayLabel(day)} from the waitlist`,
): Promise<void> {
  await tx
    .update(orders)
    .set({ dropOffWaitlist: false, dropOffDay: day, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await appendOrderEvent(tx, {
    orderId: order.id,
    actor,
    kind: 'drop_off_day',
    summary,
    before: { drop_off_waitlist: true },
    after: { drop_off_day: day, drop_off_waitlist: false },
  });
  await messages.enqueueMessages(tx, order.id, [
    { channel: 'email', kind: 'drop_off_spot' },
    { channel: 'sms', kind: 'drop_off_spot' },
  ]);
  await notifyOrderChanged(tx, { order_number: formatOrderNumber(order.orderNumber), kind: 'changed' });
}

/**
 * docs/shop.md 10, the one place a freed spot goes to the waitlist: called in the transaction that freed
 * it (a cancellation, an order moved off the day or given another animal, a capacity raised), after that
 * change. Under the day's lock (ADR 1201) it counts the spots held and gives each spot left, as the settings
 * say now, to the earliest submitted order waiting for that day and animal. Orders another transaction holds
 * locked are passed over (SKIP LOCKED) rather than waited for: that transaction may be waiting for this day's
 * lock (a staff move of that very order), and waiting both ways would deadlock. Answers how many were given.
 */
export async function promoteWaitlist(
  tx: Transaction,
  messages: SpotMessages,
  day: string,
  animal: AnimalType,
  now = new Date(),
): Promise<number> {
  await lockDropOffDay(tx, day);
  const rules = await readDropOffRules(tx);
  const today = shopToday(now, (await readShopSettings(tx)).time_zone);
  const spots = spotsForWaitlist(rules, today, day, animal, await countBookedOn(tx, day, animal));
  if (spots <= 0) return 0;
  const earliest = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(waiting, eq(orders.dropOffDay, day), eq(orders.animalType, animal)))
    .orderBy(asc(orders.completedAt), asc(orders.orderNumber))
    .limit(spots)
    .for('update', { skipLocked: true });
  for (const order of earliest) await giveWaitlistedSpot(tx, messages, order, day, 'System');
  return earliest.length;
}

/**
 * Every waitlist from the shop's today on, earliest day first (so that a transaction holding several day
 * locks always takes them in one order): after the owner's save, a raised capacity or a newly opened day
 * gives its spots to those waiting.
 */
export async function promoteAllWaitlists(tx: Transaction, messages: SpotMessages, now = new Date()): Promise<number> {
  const today = shopToday(now, (await readShopSettings(tx)).time_zone);
  const waitlists = await tx
    .selectDistinct({ day: orders.dropOffDay, animal: orders.animalType })
    .from(orders)
    .where(and(waiting, gte(orders.dropOffDay, today)))
    .orderBy(asc(orders.dropOffDay), asc(orders.animalType));
  let given = 0;
  for (const { day, animal } of waitlists) {
    if (day === null || (animal !== 'Deer' && animal !== 'Hog')) continue;
    given += await promoteWaitlist(tx, messages, day, animal, now);
  }
  return given;
}
