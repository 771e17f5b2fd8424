import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BoardPage } from '../../../../domain/shop/answers/board';
import { BOARD_FILTER_LINKS, type BoardQuery, boardQueryString } from './board-query';

type Props = { pathname: string; query: BoardQuery; counts: BoardPage['counts'] | null };
/**
 * docs/shop.md 10: on a phone the drop-off day filter folds in with the stages, so the orders still start above the
 * fold.
 */
type FoldedDays = { dayFilter?: ReactNode; dayLabel?: string };

/**
 * The stage filter links, each followed by its count ('Active 12'): links, so that each filter has its URL and
 * opens in a new tab. The current one is marked aria-current. The search stays; the page starts again at 1.
 * On a narrow screen (a phone in the cooler, docs/shop.md 3) the eleven links fold into one control that names
 * the current filter and its count, so that the orders start above the fold.
 */
export function BoardFilters({ dayFilter, dayLabel, ...props }: Props & FoldedDays) {
  const current = BOARD_FILTER_LINKS.find((link) => link.filter === props.query.stage);
  const count = props.counts?.[props.query.stage];
  return (
    <>
      <nav aria-label="Stages" className="hidden @2xl:block">
        <FilterLinks {...props} />
      </nav>
      {/* A new filter opens the board folded again: the key remounts it closed. */}
      <details key={`${props.query.stage} ${props.query.dropOff}`} className="group @2xl:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl border border-stone-300 bg-white px-4 text-base font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
          <span>
            Showing: {current?.label ?? ''}
            {count === undefined ? null : <span className="ml-2 tabular-nums text-stone-700">{count}</span>}
            {dayLabel ? <span className="ml-2 text-stone-700">{dayLabel}</span> : null}
          </span>
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <nav aria-label="Stages" className="mt-2">
          <FilterLinks {...props} />
        </nav>
        {dayFilter}
      </details>
    </>
  );
}

/** A filter link, the current one filled (the stage links and the drop-off day links of docs/shop.md 10). */
export function filterLinkClass(current: boolean): string {
  return `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-base font-semibold ${
    current ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
  }`;
}

function FilterLinks({ pathname, query, counts }: Props) {
  return (
    <ul className="flex flex-wrap gap-2">
      {BOARD_FILTER_LINKS.map(({ filter, label }) => {
        const current = filter === query.stage;
        const count = counts?.[filter];
        return (
          <li key={filter}>
            <Link
              to={{ pathname, search: boardQueryString({ ...query, stage: filter, page: 1 }) }}
              aria-current={current ? 'page' : undefined}
              className={filterLinkClass(current)}
            >
              {label}
              {count === undefined ? null : (
                <span
                  className={`rounded-full px-2 text-sm tabular-nums ${current ? 'bg-white/20' : 'bg-stone-200 text-stone-800'}`}
                >
                  {` ${count}`}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
