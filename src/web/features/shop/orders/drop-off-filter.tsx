import { Link } from 'react-router';
import { type BoardQuery, boardQueryString } from './board-query';
import { filterLinkClass } from './board-filters';

const DAY_LINKS = [
  { dropOff: '', label: 'Any day' },
  { dropOff: 'today', label: 'Today' },
  { dropOff: 'tomorrow', label: 'Tomorrow' },
] as const;

type Props = { pathname: string; query: BoardQuery; onDate: (date: string) => void; className: string };

/** What the phone's folded control says of the day filter: 'Drop-off Today', 'Drop-off 2026-11-14'; '' for any day. */
export function dropOffFilterLabel(dropOff: string): string {
  const link = DAY_LINKS.find((candidate) => candidate.dropOff === dropOff);
  return dropOff === '' ? '' : `Drop-off ${link ? link.label : dropOff}`;
}

/**
 * docs/shop.md 10, 'The shop's view': the board's drop-off day filter, 'Today' and 'Tomorrow' (the shop's, read by the
 * server) or a date. Links, like the stage filters, so that each has its URL; the stage and search stay.
 */
export function DropOffFilter({ pathname, query, onDate, className }: Props) {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(query.dropOff) ? query.dropOff : '';
  return (
    <nav aria-label="Drop-off day" className={`${className} flex-wrap items-center gap-2`}>
      <ul className="flex flex-wrap gap-2">
        {DAY_LINKS.map(({ dropOff, label }) => (
          <li key={label}>
            <Link
              to={{ pathname, search: boardQueryString({ ...query, dropOff, page: 1 }) }}
              aria-current={query.dropOff === dropOff ? 'page' : undefined}
              className={filterLinkClass(query.dropOff === dropOff)}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <label className="flex min-h-11 items-center gap-2 text-base font-semibold text-stone-800">
        Drop-off date
        <input
          type="date"
          value={date}
          onChange={(event) => onDate(event.target.value)}
          className={`min-h-11 rounded-xl border px-3 text-base ${date ? 'border-brand-700' : 'border-stone-400'} bg-white`}
        />
      </label>
    </nav>
  );
}
