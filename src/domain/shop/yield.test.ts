import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberOf } from './export-range';
import {
  FINISHED_WEIGHT_MESSAGES,
  LOWEST_ORDERS_SHOWN,
  type YieldRow,
  finishedWeightProblem,
  quantileOfSorted,
  summarizeYield,
  weekOf,
  yieldPercent,
} from './yield';
import { FinishedWeightInputSchema, YieldQuerySchema } from './yield-schemas';
import { MoveStageInputSchema } from './schemas';

/** A weight as staff type it: 1 to 1500 lbs in tenths. */
const weightArb = fc.integer({ min: 10, max: 15_000 }).map((tenths) => tenths / 10);
const dayArb = fc
  .integer({ min: 20_000, max: 21_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));
const rowArb = (orderNumber: number) =>
  fc.record({
    order_number: fc.constant(`GM-${orderNumber}`),
    tag_number: fc.option(fc.integer({ min: 1, max: 999_999 })),
    checked_in_on: dayArb,
    hanging_weight_lbs: weightArb,
    finished_weight_lbs: weightArb,
  });
const rowsArb: fc.Arbitrary<YieldRow[]> = fc
  .integer({ min: 0, max: 40 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => rowArb(1001 + index))));

const row = (number: number, day: string, hanging: number, finished: number): YieldRow => ({
  order_number: `GM-${number}`,
  tag_number: number - 1000,
  checked_in_on: day,
  hanging_weight_lbs: hanging,
  finished_weight_lbs: finished,
});

describe('yield of one order', () => {
  it('is finished over hanging weight as a whole percent, once both are known', () => {
    expect(yieldPercent(150, 72.5)).toBe(48);
    expect(yieldPercent(150, 72)).toBe(48);
    expect(yieldPercent(200, 97)).toBe(49); // 48.5 rounds up
    expect(yieldPercent(null, 72.5)).toBeNull();
    expect(yieldPercent(150, null)).toBeNull();
  });

  it('never falls outside the ratio of the weights by more than half a percent', () => {
    fc.assert(
      fc.property(weightArb, weightArb, (hanging, finished) => {
        const percent = yieldPercent(hanging, finished) as number;
        expect(Number.isInteger(percent)).toBe(true);
        expect(Math.abs(percent - (finished / hanging) * 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('finished weight as staff give it', () => {
  it('takes 1 to 1500 lbs with at most one decimal, each refusal with its words', () => {
    fc.assert(
      fc.property(weightArb, (lbs) => {
        expect(finishedWeightProblem(lbs)).toBeNull();
      }),
    );
    expect(finishedWeightProblem(0.9)).toBe('Enter a weight from 1 to 1500 lbs.');
    expect(finishedWeightProblem(1500.1)).toBe('Enter a weight from 1 to 1500 lbs.');
    expect(finishedWeightProblem(Number.NaN)).toBe('Enter a weight from 1 to 1500 lbs.');
    expect(finishedWeightProblem(72.55)).toBe('Use at most one decimal.');
  });

  it('is cleared with null or left out, and comes with a move only to Ready for pickup', () => {
    expect(FinishedWeightInputSchema.parse({ finished_weight_lbs: 72.5 })).toEqual({ finished_weight_lbs: 72.5 });
    expect(FinishedWeightInputSchema.parse({ finished_weight_lbs: null })).toEqual({ finished_weight_lbs: null });
    expect(FinishedWeightInputSchema.parse({})).toEqual({ finished_weight_lbs: null });
    const refused = FinishedWeightInputSchema.safeParse({ finished_weight_lbs: 2000 });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['finished_weight_lbs'],
      message: FINISHED_WEIGHT_MESSAGES.range,
    });
    expect(MoveStageInputSchema.parse({ to: 'ready', finished_weight_lbs: 60 })).toMatchObject({
      finished_weight_lbs: 60,
    });
    expect(
      MoveStageInputSchema.safeParse({ to: 'processing', finished_weight_lbs: 60 }).error?.issues[0],
    ).toMatchObject({ path: ['finished_weight_lbs'], message: FINISHED_WEIGHT_MESSAGES.onlyWithReady });
  });
});

describe("the yield page's query", () => {
  it('is one species (deer unless told) over a range of days, checked as the export checks it', () => {
    expect(YieldQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      species: 'Deer',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    const refused = YieldQuerySchema.safeParse({ species: 'Elk', from: '2026-11-30', to: '2026-11-01' });
    expect(refused.error?.issues.map((issue) => issue.path[0])).toEqual(['species']);
    expect(YieldQuerySchema.safeParse({ from: '2026-11-30', to: '2026-11-01' }).error?.issues[0]?.message).toBe(
      'To must be the same day as From or later.',
    );
  });
});

describe('weeks', () => {
  it('start on a Monday no later than the day, within six days of it', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekOf('2026-11-22')).toBe('2026-11-16');
    fc.assert(
      fc.property(dayArb, (day) => {
        const monday = weekOf(day);
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
        const gap = (dayNumberOf(day) as number) - (dayNumberOf(monday) as number);
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe('quantiles as percentile_cont reads them', () => {
  it('interpolates between the two nearest', () => {
    expect(quantileOfSorted([], 0.5)).toBeNull();
    expect(quantileOfSorted([3], 0.25)).toBe(3);
    expect(quantileOfSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantileOfSorted([1, 2, 3, 4, 5], 0.25)).toBe(2);
  });

  it('grow with p and stay between the smallest and the largest', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 2, noNaN: true }), { minLength: 1 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, p, q) => {
          const sorted = [...values].sort((a, b) => a - b);
          const [low, high] = p <= q ? [p, q] : [q, p];
          const atLow = quantileOfSorted(sorted, low) as number;
          const atHigh = quantileOfSorted(sorted, high) as number;
          expect(atLow).toBeLessThanOrEqual(atHigh + 1e-12);
          expect(atLow).toBeGreaterThanOrEqual((sorted[0] as number) - 1e-12);
          expect(atHigh).toBeLessThanOrEqual((sorted.at(-1) as number) + 1e-12);
        },
      ),
    );
  });
});

describe('the season summary (/shop/yield)', () => {
  it('gives count, median, middle half, extremes, the lowest orders and each week', () => {
    const summary = summarizeYield([
      row(1001, '2026-11-16', 100, 50),
      row(1002, '2026-11-17', 100, 60),
      row(1003, '2026-11-18', 100, 40),
      row(1004, '2026-12-01', 200, 130),
    ]);
    expect(summary).toMatchObject({
      count: 4,
      median_percent: 55,
      low_quartile_percent: 48, // 47.5
      high_quartile_percent: 61, // 61.25
      lowest_percent: 40,
      highest_percent: 65,
    });
    expect(summary.lowest_orders.map((order) => [order.order_number, order.yield_percent])).toEqual([
      ['GM-1003', 40],
      ['GM-1001', 50],
      ['GM-1002', 60],
      ['GM-1004', 65],
    ]);
    // The empty week between stays on the chart, with nothing in it.
    expect(summary.weeks.map((week) => [week.week_of, week.count, week.median_percent])).toEqual([
      ['2026-11-16', 3, 50],
      ['2026-11-23', 0, null],
      ['2026-11-30', 1, 65],
    ]);
  });

  it('of no orders is empty', () => {
    expect(summarizeYield([])).toEqual({
      count: 0,
      median_percent: null,
      low_quartile_percent: null,
      high_quartile_percent: null,
      lowest_percent: null,
      highest_percent: null,
      lowest_orders: [],
      weeks: [],
    });
  });

  it('holds for any orders: counts add up, the order of the figures, the lowest are the lowest', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const summary = summarizeYield(rows);
        expect(summary.count).toBe(rows.length);
        expect(summary.weeks.reduce((sum, week) => sum + week.count, 0)).toBe(rows.length);
        expect(summary.lowest_orders).toHaveLength(Math.min(LOWEST_ORDERS_SHOWN, rows.length));
        if (rows.length === 0) return;
        const figures = [
          summary.lowest_percent,
          summary.low_quartile_percent,
          summary.median_percent,
          summary.high_quartile_percent,
          summary.highest_percent,
        ] as number[];
        expect(figures).toEqual([...figures].sort((a, b) => a - b));
        const ratios = summary.lowest_orders.map((order) => order.finished_weight_lbs / order.hanging_weight_lbs);
        expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
        const shown = new Set(summary.lowest_orders.map((order) => order.order_number));
        const highestShown = ratios.at(-1) as number;
        for (const other of rows.filter((candidate) => !shown.has(candidate.order_number))) {
          expect(other.finished_weight_lbs / other.hanging_weight_lbs).toBeGreaterThanOrEqual(highestShown);
        }
        expect(summary.lowest_orders[0]?.yield_percent).toBe(summary.lowest_percent);
        // Weeks: consecutive Mondays, each order in the week of its day.
        summary.weeks.forEach((week, index) => {
          if (index > 0) {
            expect(
              (dayNumberOf(week.week_of) as number) - (dayNumberOf(summary.weeks[index - 1]?.week_of ?? '') as number),
            ).toBe(7);
          }
          expect(week.count).toBe(rows.filter((candidate) => weekOf(candidate.checked_in_on) === week.week_of).length);
        });
        expect(summary.weeks[0]?.count).toBeGreaterThan(0);
        expect(summary.weeks.at(-1)?.count).toBeGreaterThan(0);
      }),
    );
  }, 30_000); // 100 random seasons, each summed week by week: a few seconds on a loaded 2-core machine
});
