import { type SQL, type SQLWrapper, and, asc, eq, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ExportQuery, StageEvent } from '../../domain/shop';
import type { Database, Executor } from '../db/client';
import { type OrderRow, orderAddons, orderCuts, orders } from '../db/schema';
import { orderEvents } from '../db/shop-schema';
import { withinShopDays } from '../db/shop-days';
import { localDateOf } from '../../domain/shop';
import { balanceBeforeStorageCentsSql, paidCentsSql } from '../order-records/balance';
import { balanceDueOn } from '../order-records/storage';
import type { ShopOrderRow } from '../shop-orders/shop-order-store';

/** Orders read per round trip: a page's rows stay small whatever the range holds. */
export const EXPORT_PAGE_SIZE = 500;

/** The history rows that move an order from stage to stage (see the shop-orders use cases). */
const STAGE_EVENT_KINDS = ['submitted', 'checked_in', 'stage', 'picked_up', 'cancelled'];

/** A time as the file shows it: 'YYYY-MM-DD HH:mm' in the shop's time zone, written by the database. */
const localTime = (column: SQLWrapper, timeZone: string) =>
  sql<string | null>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI')`;

/** One order of a page with everything its two rows need. */
export type ExportedOrder = {
  row: ShopOrderRow;
  paidCents: number;
  balanceDueCents: number;
  /** The order's own columns' times, local: what the history may lack. */
  local: { submitted: string | null; checkedIn: string | null; pickedUp: string | null; stageChanged: string | null };
  cuts: { cutName: string }[];
  addons: { addonName: string; addonPrice: string | null; quantity: number }[];
  events: StageEvent[];
};

function groupBy<T extends { orderId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

/** Submitted in the range: from the start of `from` to the end of `to`, days of the shop's time zone. */
function inRange(query: ExportQuery, timeZone: string): SQL | undefined {
  return and(
    isNotNull(orders.stage),
    withinShopDays(orders.completedAt, query.from, query.to, timeZone),
    query.stage === 'all' ? undefined : eq(orders.stage, query.stage),
  );
}

type Cursor = { completedAt: string; orderNumber: number };

/** One page after the cursor, oldest first; its cuts, add-ons and stage history in one query each. */
async function readPage(db: Executor, where: SQL | undefined, after: Cursor | null, timeZone: string) {
  const keyset = after
    ? sql`(${orders.completedAt}, ${orders.orderNumber}) > (${after.completedAt}::timestamptz, ${after.orderNumber})`
    : undefined;
  // The page's orders first, by the index's order alone; the costly columns (the paid subqueries, the
  // local times) are then computed for those 500 only, not for every order of the range before the sort.
  const page = db
    .select({ pageId: orders.id })
    .from(orders)
    .where(and(where, keyset))
    .orderBy(asc(orders.completedAt), asc(orders.orderNumber))
    .limit(EXPORT_PAGE_SIZE)
    .as('page');
  const found = await db
    .select({
      ...getTableColumns(orders),
      paidCents: paidCentsSql,
      balanceBeforeStorage: balanceBeforeStorageCentsSql,
      // The cursor keeps the database's microseconds, which a JavaScript Date would round away.
      cursor: sql<string>`${orders.completedAt}::text`,
      localSubmitted: localTime(orders.completedAt, timeZone),
      localCheckedIn: localTime(orders.checkedInAt, timeZone),
      localPickedUp: localTime(orders.pickedUpAt, timeZone),
      localStageChanged: localTime(orders.stageChangedAt, timeZone),
    })
    .from(orders)
    .innerJoin(page, eq(orders.id, page.pageId))
    .orderBy(asc(orders.completedAt), asc(orders.orderNumber));
  if (found.length === 0) return { orders: [] as ExportedOrder[], next: null };
  // One array parameter rather than 500 (PostgreSQL's array literal of uuids).
  const ids = sql`${`{${found.map((order) => order.id).join(',')}}`}::uuid[]`;
  const cuts = await db
    .select({ orderId: orderCuts.orderId, cutName: orderCuts.cutName })
    .from(orderCuts)
    .where(sql`${orderCuts.orderId} = any(${ids})`)
    .orderBy(orderCuts.orderId, orderCuts.position, orderCuts.id);
  const addons = await db
    .select({
      orderId: orderAddons.orderId,
      addonName: orderAddons.addonName,
      addonPrice: orderAddons.addonPrice,
      quantity: orderAddons.quantity,
    })
    .from(orderAddons)
    .where(sql`${orderAddons.orderId} = any(${ids})`)
    .orderBy(orderAddons.orderId, orderAddons.position, orderAddons.id);
  const events = await db
    .select({
      orderId: orderEvents.orderId,
      kind: orderEvents.kind,
      stage: sql<string | null>`${orderEvents.after} ->> 'stage'`,
      at: sql<string>`${localTime(orderEvents.createdAt, timeZone)}`,
    })
    .from(orderEvents)
    .where(and(sql`${orderEvents.orderId} = any(${ids})`, inArray(orderEvents.kind, STAGE_EVENT_KINDS)))
    .orderBy(orderEvents.orderId, orderEvents.createdAt, orderEvents.id);
  const [cutsOf, addonsOf, eventsOf] = [groupBy(cuts), groupBy(addons), groupBy(events)];
  const last = found[found.length - 1] as (typeof found)[number];
  const today = localDateOf(new Date(), timeZone);
  return {
    orders: found.map((order): ExportedOrder => ({
      row: order as OrderRow as ShopOrderRow,
      paidCents: order.paidCents,
      balanceDueCents: balanceDueOn(order, today),
      local: {
        submitted: order.localSubmitted,
        checkedIn: order.localCheckedIn,
        pickedUp: order.localPickedUp,
        stageChanged: order.localStageChanged,
      },
      cuts: cutsOf.get(order.id) ?? [],
      addons: (addonsOf.get(order.id) ?? []).map((addon) => ({ ...addon, quantity: Number(addon.quantity) })),
      events: eventsOf.get(order.id) ?? [],
    })),
    next: found.length < EXPORT_PAGE_SIZE ? null : { completedAt: last.cursor, orderNumber: last.orderNumber },
  };
}

/**
 * docs/shop.md 6: the orders of the export, a page at a time (keyset on submission time and number, so a page
 * costs the same however deep it is), each page read in one short transaction so its orders, rows and
 * history agree. The caller asks for the next page only when it has written this one.
 */
export async function* readExportPages(
  db: Database,
  query: ExportQuery,
  timeZone: string,
): AsyncGenerator<ExportedOrder[]> {
  const where = inRange(query, timeZone);
  let after: Cursor | null = null;
  do {
    const page = await db.transaction((tx) => readPage(tx, where, after, timeZone), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    if (page.orders.length > 0) yield page.orders;
    after = page.next;
  } while (after);
}
