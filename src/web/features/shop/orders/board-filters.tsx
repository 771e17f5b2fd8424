import { Link } from 'react-router';
import type { BoardPage } from '../../../../domain/shop/answers/board';
import { BOARD_FILTER_LINKS, type BoardQuery, boardQueryString } from './board-query';

/**
 * The stage filter links, each followed by its count ('Active 12'): links, so that each filter has its URL and
 * opens in a new tab. The current one is marked aria-current. The search stays; the page starts again at 1.
 */
export function BoardFilters({
  pathname,
  query,
  counts,
}: {
  pathname: string;
  query: BoardQuery;
  counts: BoardPage['counts'] | null;
}) {
  return (
    <nav aria-label="Stages">
      <ul className="flex flex-wrap gap-2">
        {BOARD_FILTER_LINKS.map(({ filter, label }) => {
          const current = filter === query.stage;
          const count = counts?.[filter];
          return (
            <li key={filter}>
              <Link
                to={{ pathname, search: boardQueryString({ ...query, stage: filter, page: 1 }) }}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-base font-semibold ${
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
                }`}
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
    </nav>
  );
}
