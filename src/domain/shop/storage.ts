import { addDays, daysFrom, formatCalendarDay } from '../calendar-days';
import { type Cents, formatCents } from '../money';

// Kept importable from here, where the storage rules first needed them.
export { addDays, daysFrom };

/**
 * docs/shop.md 9, unclaimed meat: the shop's rule "pick up within 14 days of our call; after that $5.00 a day
 * for storage; after 30 days unclaimed meat is donated". Every count is of calendar days in the shop's
 * time zone ('YYYY-MM-DD' dates), so a daylight saving change never adds or drops a day.
 */

/** The settings' rule, as the owner sets it (docs/shop.md 3, with the defaults of docs/shop.md 9). */
export type StorageRules = {
  free_storage_days: number;
  storage_fee_cents: number;
  reminder_days: number[];
  unclaimed_after_days: number;
};

export const DEFAULT_STORAGE_RULES: StorageRules = {
  free_storage_days: 14,
  storage_fee_cents: 0,
  reminder_days: [7, 14],
  unclaimed_after_days: 30,
};

export const STORAGE_LIMITS = {
  maxDays: 365,
  maxFeeCents: 100_000,
  maxReminders: 10,
} as const;

/**
 * What an order was told when it became ready: the day, and the free days and fee of that day's rules (a
 * later change of the settings does not change what a customer was already promised).
 */
export type StorageTerms = { ready_on: string; free_days: number; fee_cents: Cents };

/** A storage charge: whole days past the free ones, at the order's fee. */
export type StorageCharge = { days: number; fee_cents: Cents; cents: Cents; label: string };

/** The last day without a fee: 'Please pick it up by Nov 16.' */
export function pickUpBy(terms: StorageTerms): string {
  return addDays(terms.ready_on, terms.free_days);
}

/** The first day charged, when the order has a fee. */
export function feeStartsOn(terms: StorageTerms): string {
  return addDays(terms.ready_on, terms.free_days + 1);
}

/** Ready past its free days on `today`: the board's 'Overdue'. */
export function isOverdue(terms: StorageTerms, today: string): boolean {
  return daysFrom(terms.ready_on, today) > terms.free_days;
}

/** 'Storage (6 days x $5.00)' */
export function storageLineLabel(days: number, feeCents: Cents): string {
  return `Storage (${days} ${days === 1 ? 'day' : 'days'} x ${formatCents(feeCents)})`;
}

/**
 * The storage charged up to `until` (today while the meat is in the shop; the day it left or was marked
 * unclaimed after that), or null when there is none: no fee set, or still within the free days.
 */
export function storageChargeOf(terms: StorageTerms | null, until: string): StorageCharge | null {
  if (!terms || terms.fee_cents <= 0) return null;
  const days = Math.max(0, daysFrom(terms.ready_on, until) - terms.free_days);
  if (days === 0) return null;
  return {
    days,
    fee_cents: terms.fee_cents,
    cents: days * terms.fee_cents,
    label: storageLineLabel(days, terms.fee_cents),
  };
}

/**
 * The reminder due on `today`, named by its day after ready, or null. A run missed (the server was off on
 * day 7) sends day 7's reminder late rather than never, until the next reminder's day takes its place;
 * each day's reminder is sent once however often the job runs. Past 'Unclaimed after days' none is sent:
 * the owner decides then.
 */
export function reminderDueOn(
  readyOn: string,
  rules: Pick<StorageRules, 'reminder_days' | 'unclaimed_after_days'>,
  today: string,
): number | null {
  const elapsed = daysFrom(readyOn, today);
  if (elapsed > rules.unclaimed_after_days) return null;
  const due = rules.reminder_days.filter((day) => day > 0 && day <= elapsed);
  return due.length === 0 ? null : Math.max(...due);
}

/** The first day the owner may mark an order 'Unclaimed': past 'Unclaimed after days'. */
export function unclaimedFrom(readyOn: string, unclaimedAfterDays: number): string {
  return addDays(readyOn, unclaimedAfterDays + 1);
}

/** 'Nov 2' (the date as the messages write it; 'YYYY-MM-DD' read as a calendar day, not a moment). */
export function shortDate(date: string, locale = 'en-US'): string {
  return formatCalendarDay(date, locale, { month: 'short', day: 'numeric' });
}

/**
 * The reminder days as they are kept: whole days from 1 to 365, each once, in order, at most 10 of them;
 * null when the list is not such days.
 */
export function reminderDaysOf(days: readonly number[]): number[] | null {
  if (!days.every((day) => Number.isInteger(day) && day >= 1 && day <= STORAGE_LIMITS.maxDays)) return null;
  const distinct = [...new Set(days)].sort((a, b) => a - b);
  return distinct.length > STORAGE_LIMITS.maxReminders ? null : distinct;
}

/** 'Reminder after days' as typed, '7, 14', read as reminderDaysOf keeps them; null when it is not such a list. */
export function parseReminderDays(text: string): number[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const parts = trimmed.split(/\s*,\s*|\s+/);
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  return reminderDaysOf(parts.map(Number));
}

export function formatReminderDays(days: readonly number[]): string {
  return days.join(', ');
}

export const STORAGE_MESSAGES = {
  freeDays: 'Free storage days must be a whole number from 0 to 365.',
  fee: 'Storage fee per day must be an amount from $0.00 to $1,000.00.',
  reminderDays: 'Reminder after days must be up to 10 whole numbers from 1 to 365, separated by commas, such as 7, 14.',
  unclaimedDays: 'Unclaimed after days must be a whole number from 1 to 365.',
} as const;

/** The order page's and the status page's storage facts: from the day it became ready. */
export type OrderStorage = {
  ready_on: string;
  pick_up_by: string;
  free_days: number;
  fee_cents: Cents;
  /** The fee so far (frozen at pickup or when marked unclaimed), or null when nothing is charged. */
  charge: StorageCharge | null;
  /** Still in the shop past its free days. */
  overdue: boolean;
  /** The first day the owner may mark it 'Unclaimed'. */
  unclaimed_from: string;
  /** That day has come and the meat is still in the shop. */
  unclaimable: boolean;
};

/**
 * The storage of an order that became ready, on `today` (until the day it stopped counting, when it has
 * one): what the order page, the status page, the cut sheet and the balance show.
 */
export function orderStorageOf(
  terms: StorageTerms | null,
  stoppedOn: string | null,
  today: string,
  unclaimedAfterDays: number,
): OrderStorage | null {
  if (!terms) return null;
  const unclaimedOn = unclaimedFrom(terms.ready_on, unclaimedAfterDays);
  return {
    ready_on: terms.ready_on,
    pick_up_by: pickUpBy(terms),
    free_days: terms.free_days,
    fee_cents: terms.fee_cents,
    charge: storageChargeOf(terms, stoppedOn ?? today),
    overdue: stoppedOn === null && isOverdue(terms, today),
    unclaimed_from: unclaimedOn,
    unclaimable: stoppedOn === null && today >= unclaimedOn,
  };
}
