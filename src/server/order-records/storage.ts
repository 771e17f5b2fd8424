import type { Cents } from '../../domain';
import { type OrderStorage, type StorageTerms, localDateOf, orderStorageOf, storageChargeOf } from '../../domain/shop';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type OrderRow, orders } from '../db/schema';
import { readShopSettings } from '../settings/settings-store';

type StorageColumns = Pick<OrderRow, 'readyOn' | 'storageFreeDays' | 'storageFeeCents' | 'storageUntil'>;

/** The terms an order was given when it became ready, or null before that. */
export function storageTermsOf(row: StorageColumns): StorageTerms | null {
  if (row.readyOn === null) return null;
  return { ready_on: row.readyOn, free_days: row.storageFreeDays ?? 0, fee_cents: row.storageFeeCents ?? 0 };
}

/** The shop's calendar day now, and the rules of its settings. */
export async function readShopDay(executor: Executor, now = new Date()) {
  const settings = await readShopSettings(executor);
  return { today: localDateOf(now, settings.time_zone), settings };
}

export type ShopDay = Awaited<ReturnType<typeof readShopDay>>;

export function orderStorageFor(row: StorageColumns, day: ShopDay): OrderStorage | null {
  return orderStorageOf(storageTermsOf(row), row.storageUntil, day.today, day.settings.unclaimed_after_days);
}

/**
 * docs/shop.md 2 and 9, the one place it is added up: grand total minus payments not voided
 * (balanceBeforeStorageCentsSql), plus the storage charged up to `today` (the shop's day).
 */
export function balanceDueOn(row: StorageColumns & { balanceBeforeStorage: Cents }, today: string): Cents {
  return row.balanceBeforeStorage + (storageChargeOf(storageTermsOf(row), row.storageUntil ?? today)?.cents ?? 0);
}

/** isOverdue in SQL, for the board's 'Overdue' filter and count: ready, and past its free days on `today`. */
export function overdueSql(today: string): SQL {
  return sql`(${orders.stage} = 'ready' and ${orders.readyOn} is not null
    and ${orders.readyOn} + coalesce(${orders.storageFreeDays}, 0) < ${today}::date)`;
}
