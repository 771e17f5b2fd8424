import { dayNumberOf } from './export-range';

/**
 * docs/shop.md 11, finished weight and yield: the packaged meat's weight against the hanging weight
 * taken at check-in. No zod here: the order page and /shop/yield read these (the schemas are in
 * yield-schemas.ts).
 */

export const FINISHED_WEIGHT_LIMITS = { min: 1, max: 1_500 } as const;

export const FINISHED_WEIGHT_MESSAGES = {
  range: 'Enter a weight from 1 to 1500 lbs.',
  decimals: 'Use at most one decimal.',
  onlyWithReady: 'A finished weight is given with a move to Ready for pickup.',
  notCheckedIn: 'Check the order in first: its finished weight is weighed after processing.',
} as const;

/** What is wrong with a finished weight as typed ('' means none, which is fine); null when nothing. */
export function finishedWeightProblem(value: number): string | null {
  if (!Number.isFinite(value) || value < FINISHED_WEIGHT_LIMITS.min || value > FINISHED_WEIGHT_LIMITS.max) {
    return FINISHED_WEIGHT_MESSAGES.range;
  }
  // 72.5 passes and 72.55 does not, whatever binary fractions make of them.
  if (!Number.isInteger(Math.round(value * 10 * 1e6) / 1e6)) return FINISHED_WEIGHT_MESSAGES.decimals;
  return null;
}

/** Finished over hanging weight, as a fraction (0.48); null unless both are known. */
export function yieldRatio(hangingLbs: number | null, finishedLbs: number | null): number | null {
  if (hangingLbs === null || finishedLbs === null || !(hangingLbs > 0)) return null;
  return finishedLbs / hangingLbs;
}

/** A fraction as a whole percent (0.4849 is 48), the one way yield is shown. */
export function wholePercent(ratio: number): number {
  return Math.round(ratio * 100);
}

/** 'Yield: 48%' on the order page; null unless both weights are known. */
export function yieldPercent(hangingLbs: number | null, finishedLbs: number | null): number | null {
  const ratio = yieldRatio(hangingLbs, finishedLbs);
  return ratio === null ? null : wholePercent(ratio);
}

/**
 * The quantile `p` (0 to 1) of values sorted ascending, interpolated between the two nearest as
 * PostgreSQL's percentile_cont does; null for none.
 */
export function quantileOfSorted(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const at = p * (sorted.length - 1);
  const below = Math.floor(at);
  const above = Math.ceil(at);
  const low = sorted[below] as number;
  const high = sorted[above] as number;
  return low + (high - low) * (at - below);
}

/** The Monday that starts the week of a day 'YYYY-MM-DD' (weeks run Monday to Sunday). */
export function weekOf(day: string): string {
  const number = dayNumberOf(day);
  if (number === null) throw new Error(`not a day: ${day}`);
  // Day 0, 1970-01-01, was a Thursday: three days after a Monday.
  const monday = number - ((number + 3) % 7);
  return new Date(monday * 86_400_000).toISOString().slice(0, 10);
}

/** One order with both weights: what the yield page reads of it. */
export type YieldRow = {
  /** 'GM-1042' */
  order_number: string;
  tag_number: number | null;
  /** The day it was checked in, in the shop's time zone. */
  checked_in_on: string;
  hanging_weight_lbs: number;
  finished_weight_lbs: number;
};

export type YieldOrder = YieldRow & { yield_percent: number };

/** A set of yields: how many, the median, the middle half (the spread) and the extremes, in whole percent. */
export type YieldSpread = {
  count: number;
  median_percent: number | null;
  /** The middle half of the orders lie between these (the 25th and 75th percentiles). */
  low_quartile_percent: number | null;
  high_quartile_percent: number | null;
  lowest_percent: number | null;
  highest_percent: number | null;
};

export type YieldWeek = YieldSpread & { /** Its Monday. */ week_of: string };

export type YieldSummary = YieldSpread & {
  /** The ten lowest yields, lowest first (ties by order number). */
  lowest_orders: YieldOrder[];
  /** Each week from the first to the last with an order, empty weeks included (count 0), oldest first. */
  weeks: YieldWeek[];
};

export const LOWEST_ORDERS_SHOWN = 10;

function spreadOf(ratios: number[]): YieldSpread {
  const sorted = [...ratios].sort((a, b) => a - b);
  const percent = (p: number) => {
    const value = quantileOfSorted(sorted, p);
    return value === null ? null : wholePercent(value);
  };
  return {
    count: sorted.length,
    median_percent: percent(0.5),
    low_quartile_percent: percent(0.25),
    high_quartile_percent: percent(0.75),
    lowest_percent: percent(0),
    highest_percent: percent(1),
  };
}

const byOrderNumber = (a: YieldRow, b: YieldRow) =>
  a.order_number.length - b.order_number.length || a.order_number.localeCompare(b.order_number);

/** /shop/yield's figures from the orders with both weights (any order). */
export function summarizeYield(rows: readonly YieldRow[]): YieldSummary {
  const ratioOf = (row: YieldRow) => row.finished_weight_lbs / row.hanging_weight_lbs;
  const lowest_orders = [...rows]
    .sort((a, b) => ratioOf(a) - ratioOf(b) || byOrderNumber(a, b))
    .slice(0, LOWEST_ORDERS_SHOWN)
    .map((row) => ({ ...row, yield_percent: wholePercent(ratioOf(row)) }));
  const byWeek = new Map<string, number[]>();
  for (const row of rows) {
    const week = weekOf(row.checked_in_on);
    const ratios = byWeek.get(week) ?? [];
    ratios.push(ratioOf(row));
    byWeek.set(week, ratios);
  }
  const weeks: YieldWeek[] = [];
  const known = [...byWeek.keys()].sort();
  const first = known[0];
  const last = known.at(-1);
  if (first !== undefined && last !== undefined) {
    for (let day = dayNumberOf(first) as number; day <= (dayNumberOf(last) as number); day += 7) {
      const week_of = new Date(day * 86_400_000).toISOString().slice(0, 10);
      weeks.push({ week_of, ...spreadOf(byWeek.get(week_of) ?? []) });
    }
  }
  return { ...spreadOf(rows.map(ratioOf)), lowest_orders, weeks };
}
