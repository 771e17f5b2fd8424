import { type SQL, and, count, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { formatOrderNumber } from '../../domain';
import { addDays } from '../../domain/calendar-days';
import {
  ACTIVE_STAGES,
  type BoardFilter,
  type BoardPage,
  type UnusualOrders,
  type BoardQuery,
  type CwdResult,
  SHOP_LIMITS,
  STAGES,
  type Stage,
  cwdHoldOf,
  parseSearch,
} from '../../domain/shop';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { balanceBeforeStorageCentsSql } from '../order-records/balance';
import { donationHoldsSql, onCwdHoldSql } from './cwd-record';
import { balanceDueOn, overdueSql, readShopDay } from '../order-records/storage';

/**
 * What the search box means (docs/shop.md 3): 'GM-1042' that order; digits an order number, a tag or part of a
 * phone number; phone-like text part of the phone's digits in any formatting; anything else part of the
 * name or the email, in any case.
 */
export function searchCondition(q: string): SQL | undefined {
  const terms = parseSearch(q);
  if (terms.text === '') return undefined;
  if (terms.orderNumber !== null) return eq(orders.orderNumber, terms.orderNumber);
  const numeric: SQL[] = [];
  if (terms.wholeNumber !== null) {
    numeric.push(eq(orders.orderNumber, terms.wholeNumber), eq(orders.tagNumber, terms.wholeNumber));
  }
  if (terms.phoneDigits !== null) numeric.push(sql`strpos(${orders.phoneDigits}, ${terms.phoneDigits}) > 0`);
  if (numeric.length > 0) return or(...numeric);
  // search_text is name and email lowered by the database; the term is lowered by the same function.
  return sql`strpos(${orders.searchText}, lower(${terms.text})) > 0`;
}

function stageCondition(filter: BoardFilter, today: string): SQL {
  if (filter === 'on_hold') return onCwdHoldSql;
  if (filter === 'overdue') return overdueSql(today);
  return filter === 'active' ? inArray(orders.stage, [...ACTIVE_STAGES]) : eq(orders.stage, filter);
}

/**
 * The orders submitted in the last hour when more than alertAbove (COMPLETION_ALERT_PER_HOUR), else null:
 * one count read from the board's index on completed_at.
 */
async function unusualOrders(executor: Executor, alertAbove: number): Promise<UnusualOrders> {
  const [row] = await executor
    .select({ lastHour: count() })
    .from(orders)
    .where(gt(orders.completedAt, sql`now() - interval '1 hour'`));
  const lastHour = row?.lastHour ?? 0;
  return lastHour > alertAbove ? { last_hour: lastHour, alert_above: alertAbove } : null;
}

/**
 * docs/shop.md 3, the board: submitted orders, newest first, 50 a page, with a count per filter. The counts
 * follow the search (staff see how many of each stage match what they typed) and span every page and
 * season, like the rows they count. completionAlertPerHour: above it, the answer flags the last hour's orders.
 */
export async function getBoard(
  executor: Executor,
  query: BoardQuery,
  completionAlertPerHour: number,
): Promise<BoardPage> {
  const { today } = await readShopDay(executor);
  // docs/shop.md 10, 'The shop's view': the day filter narrows the counts as the search does.
  const dropOffDay = dropOffDayOf(query.drop_off, today);
  const submitted = and(
    isNotNull(orders.stage),
    searchCondition(query.q),
    dropOffDay === null ? undefined : eq(orders.dropOffDay, dropOffDay),
  );
  // One row with every stage's count, zeros included.
  const [perStage] = await executor
    .select({
      ...(Object.fromEntries(
        STAGES.map((stage) => [stage, sql<number>`count(*) filter (where ${orders.stage} = ${stage})`.mapWith(Number)]),
      ) as Record<Stage, SQL<number>>),
      on_hold: sql<number>`count(*) filter (where ${onCwdHoldSql})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${overdueSql(today)})`.mapWith(Number),
    })
    .from(orders)
    .where(submitted);
  const counts = { active: 0, ...perStage } as Record<BoardFilter, number>;
  counts.active = ACTIVE_STAGES.reduce((sum, stage) => sum + counts[stage], 0);
  const total = counts[query.stage];
  const pageSize = SHOP_LIMITS.pageSize;
  const rows =
    total === 0
      ? []
      : await executor
          .select({
            orderNumber: orders.orderNumber,
            tagNumber: orders.tagNumber,
            storageLocation: orders.storageLocation,
            fullName: orders.fullName,
            animalType: orders.animalType,
            gender: orders.gender,
            stage: orders.stage,
            completedAt: orders.completedAt,
            createdAt: orders.createdAt,
            totalCents: orders.totalCents,
            balanceBeforeStorage: balanceBeforeStorageCentsSql,
            readyOn: orders.readyOn,
            storageFreeDays: orders.storageFreeDays,
            storageFeeCents: orders.storageFeeCents,
            storageUntil: orders.storageUntil,
            cwdSampleId: orders.cwdSampleId,
            cwdResult: orders.cwdResult,
            cwdOutcome: orders.cwdOutcome,
            donationHolds: donationHoldsSql,
            dropOffDay: orders.dropOffDay,
            dropOffWaitlist: orders.dropOffWaitlist,
          })
          .from(orders)
          .where(and(submitted, stageCondition(query.stage, today)))
          // As the board's indexes keep them (nulls last), so that a page is read from an index, not sorted.
          .orderBy(sql`${orders.completedAt} desc nulls last`, sql`${orders.orderNumber} desc nulls last`)
          .limit(pageSize)
          .offset((query.page - 1) * pageSize);
  return {
    rows: rows.map((row) => ({
      order_number: formatOrderNumber(row.orderNumber),
      tag_number: row.tagNumber,
      storage_location: row.storageLocation,
      full_name: row.fullName,
      animal_type: row.animalType,
      gender: row.gender,
      stage: row.stage as Stage,
      submitted_at: (row.completedAt ?? row.createdAt).toISOString(),
      grand_total_cents: row.totalCents ?? 0,
      balance_due_cents: balanceDueOn(row, today),
      hold: cwdHoldOf(
        row.stage as Stage,
        {
          sample_id: row.cwdSampleId,
          result: row.cwdResult as CwdResult | null,
          outcome: row.cwdOutcome,
        },
        row.donationHolds,
      ),
      drop_off_day: row.dropOffDay,
      drop_off_waitlist: row.dropOffDay !== null && row.dropOffWaitlist,
    })),
    counts,
    page: query.page,
    page_count: Math.max(1, Math.ceil(total / pageSize)),
    total,
    drop_off_day: dropOffDay,
    unusual_orders: await unusualOrders(executor, completionAlertPerHour),
  };
}

/** The filter's day: 'today' and 'tomorrow' are the shop's; '' is none. */
function dropOffDayOf(filter: string, today: string): string | null {
  if (filter === '') return null;
  if (filter === 'today') return today;
  return filter === 'tomorrow' ? addDays(today, 1) : filter;
}
