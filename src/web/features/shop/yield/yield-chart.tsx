import { useId } from 'react';
import type { YieldReport } from '../../../../domain/shop/answers/yield';
import { formatShopDay } from '../lib/format-shop-time';

type Week = YieldReport['weeks'][number];

// Narrow enough that its 12-unit text stays readable on a 390 px phone; capped in width on a counter PC.
const WIDTH = 420;
const HEIGHT = 240;
const LEFT = 44;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 40;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
const TICKS = [0, 25, 50, 75, 100];

/** Where a percent sits on the chart; a yield over 100% (a weight typed wrong) stays at the top. */
const yOf = (percent: number) => TOP + PLOT_HEIGHT * (1 - Math.min(Math.max(percent, 0), 100) / 100);

/** What the chart shows, in words: its description for a screen reader. */
export function chartDescription(weeks: readonly Week[]): string {
  const weighed = weeks.filter((week) => week.median_percent !== null);
  if (weighed.length === 0) return 'No week has an order with both weights.';
  const lowest = weighed.reduce((low, week) => ((week.median_percent ?? 0) < (low.median_percent ?? 0) ? week : low));
  const highest = weighed.reduce((high, week) =>
    (week.median_percent ?? 0) > (high.median_percent ?? 0) ? week : high,
  );
  return (
    `Median yield of each of ${weeks.length} ${weeks.length === 1 ? 'week' : 'weeks'}, ` +
    `lowest ${lowest.median_percent}% (week of ${formatShopDay(lowest.week_of)}), ` +
    `highest ${highest.median_percent}% (week of ${formatShopDay(highest.week_of)}). ` +
    'The same figures are in the table beside it.'
  );
}

/**
 * docs/shop.md 11: the median yield of each week as a bar, its middle half (25th to 75th percentile) as a
 * line across it. Plain SVG, one image to a screen reader (its title and description); the table beside it
 * holds the same figures.
 */
export function YieldChart({ weeks }: { weeks: readonly Week[] }) {
  const titleId = useId();
  const descId = useId();
  const slot = (WIDTH - LEFT - RIGHT) / Math.max(weeks.length, 1);
  const bar = Math.max(Math.min(slot * 0.7, 48), 2);
  // About six labels fit under the chart, whatever the number of weeks.
  const labelEvery = Math.max(1, Math.ceil(weeks.length / 6));
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full max-w-2xl"
      data-testid="yield-chart"
    >
      <title id={titleId}>Median yield by week</title>
      <desc id={descId}>{chartDescription(weeks)}</desc>
      {TICKS.map((tick) => (
        <g key={tick}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={yOf(tick)} y2={yOf(tick)} className="stroke-stone-300" />
          <text x={LEFT - 6} y={yOf(tick) + 4} textAnchor="end" className="fill-stone-700 text-[12px]">
            {`${tick}%`}
          </text>
        </g>
      ))}
      {weeks.map((week, index) => {
        const center = LEFT + slot * index + slot / 2;
        return (
          <g key={week.week_of}>
            {week.median_percent === null ? null : (
              <rect
                x={center - bar / 2}
                y={yOf(week.median_percent)}
                width={bar}
                height={yOf(0) - yOf(week.median_percent)}
                className="fill-brand-600"
              />
            )}
            {week.low_quartile_percent === null || week.high_quartile_percent === null ? null : (
              <line
                x1={center}
                x2={center}
                y1={yOf(week.low_quartile_percent)}
                y2={yOf(week.high_quartile_percent)}
                strokeWidth={3}
                className="stroke-stone-900"
              />
            )}
            {index % labelEvery === 0 ? (
              <text x={center} y={HEIGHT - BOTTOM + 18} textAnchor="middle" className="fill-stone-800 text-[12px]">
                {formatShopDay(week.week_of)}
              </text>
            ) : null}
          </g>
        );
      })}
      <text x={LEFT} y={HEIGHT - 6} className="fill-stone-700 text-[12px]">
        Week of (Monday). Bar: median. Line: middle half.
      </text>
    </svg>
  );
}
