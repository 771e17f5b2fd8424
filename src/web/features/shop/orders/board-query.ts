import { dayNumberOf } from '../../../../domain/shop/export-range';
import { BOARD_DROP_OFF_DAYS, type BoardFilter } from '../../../../domain/shop/schemas';
import { STAGES, STAGE_LABELS } from '../../../../domain/shop/stages';

/**
 * The board's filter, search, drop-off day and page: kept in the URL (/shop?stage=ready&q=smith&drop_off=today&page=2)
 * so reload and Back work. `dropOff` is '' (any day), 'today', 'tomorrow' or a date (docs/shop.md 10).
 */
export type BoardQuery = { stage: BoardFilter; q: string; dropOff: string; page: number };

function isDropOffFilter(value: string): boolean {
  return (BOARD_DROP_OFF_DAYS as readonly string[]).includes(value) || dayNumberOf(value) !== null;
}

/** The filter links in the order staff read them: the default first, then the stages as an order moves. */
export const BOARD_FILTER_LINKS: readonly { filter: BoardFilter; label: string }[] = [
  { filter: 'active', label: 'Active' },
  ...STAGES.map((stage) => ({ filter: stage, label: STAGE_LABELS[stage] })),
  { filter: 'on_hold', label: 'On hold' },
  { filter: 'overdue', label: 'Overdue' },
];

export const DEFAULT_FILTER: BoardFilter = 'active';

function isBoardFilter(value: string | null): value is BoardFilter {
  return BOARD_FILTER_LINKS.some((link) => link.filter === value);
}

/** Reads the URL leniently: an unknown filter or page falls back to the default, as a typo should. */
export function readBoardQuery(params: URLSearchParams): BoardQuery {
  const stage = params.get('stage');
  const page = Number(params.get('page'));
  return {
    stage: isBoardFilter(stage) ? stage : DEFAULT_FILTER,
    q: (params.get('q') ?? '').trim(),
    dropOff: isDropOffFilter(params.get('drop_off') ?? '') ? (params.get('drop_off') ?? '') : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * '?stage=ready&q=smith&page=2'; the board's own URLs leave out the defaults (the API call, `full`, names
 * them all). Empty when nothing is set.
 */
export function boardQueryString(query: BoardQuery, { full = false } = {}): string {
  const params = new URLSearchParams();
  if (full || query.stage !== DEFAULT_FILTER) params.set('stage', query.stage);
  if (full || query.q) params.set('q', query.q);
  if (full || query.dropOff) params.set('drop_off', query.dropOff);
  if (full || query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
