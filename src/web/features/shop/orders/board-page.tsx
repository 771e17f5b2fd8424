import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { BoardFilters } from './board-filters';
import { LoadFailure } from '../components/load-failure';
import { type BoardQuery, boardQueryString, readBoardQuery } from './board-query';
import { BoardRows, BoardSkeleton } from './board-rows';
import { BoardSearch } from './board-search';
import { DropOffFilter, dropOffFilterLabel } from './drop-off-filter';
import { FullTodayPanel, useFullToday } from './full-today-panel';
import { PageHeading } from '../components/page-heading';
import { shopPaths } from '../../../app/shop-paths';
import { SetupNotice } from './setup-notice';
import { UnusualOrdersNotice } from './unusual-orders-notice';
import { useBoard } from './use-board';
import { useDebounced } from './use-debounced';
import { type OrderChange, useOrderEvents } from './use-order-events';

/** A burst of live changes (a busy drop-off hour) costs one refetch; a new order still shows within 2 seconds. */
const LIVE_REFETCH_MS = 250;

/** The latest arrivals kept in the live region; older lines go (removals are not read out). */
const KEPT_ANNOUNCEMENTS = 5;

/** docs/shop.md 3: the orders board at /shop, live. */
export default function BoardPage() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const query = readBoardQuery(params);
  const board = useBoard(query);
  const [announcements, setAnnouncements] = useState<{ id: number; text: string }[]>([]);
  const announced = useRef(0);

  const refetch = useDebounced(board.refresh, LIVE_REFETCH_MS);
  useOrderEvents((change: OrderChange) => {
    if (change?.kind === 'submitted') {
      const line = { id: ++announced.current, text: `New order ${change.order_number}.` };
      // Each arrival is its own line, so that a burst of orders is read out in full, not only the last.
      setAnnouncements((current) => [...current.slice(-(KEPT_ANNOUNCEMENTS - 1)), line]);
    }
    refetch.schedule();
  });

  const go = (next: BoardQuery) => setParams(new URLSearchParams(boardQueryString(next)), { replace: true });

  const { page } = board;
  const fullToday = useFullToday(page);
  const dayFilter = (className: string) => (
    <DropOffFilter
      pathname={pathname}
      query={query}
      onDate={(dropOff) => go({ ...query, dropOff, page: 1 })}
      className={className}
    />
  );
  return (
    <div className="@container mx-auto w-full max-w-7xl px-4 py-6">
      <PageHeading title="Orders" headingRef={headingRef} />
      <div className="mt-4 grid gap-4">
        <div className="flex items-start justify-between gap-4">
          <BoardSearch
            value={query.q}
            onSearch={(q) => go({ ...query, q, page: 1 })}
            onOpenOrder={(orderNumber) => void navigate(shopPaths.order.getHref(orderNumber))}
          />
          {/* docs/shop.md 14: an order taken at the counter or on the phone, level with the search box (its label's
              height above it), after it: the scanner's box stays the first stop after the title. */}
          {newOrderLink('hidden shrink-0 @2xl:block @2xl:pt-7.5')}
        </div>
        {/* docs/shop.md 10: on a phone the day filter folds in with the stages, and 'Mark today full' goes below the
            orders, so that the first order still starts above the fold (docs/shop.md 3). */}
        <BoardFilters
          pathname={pathname}
          query={query}
          counts={page?.counts ?? null}
          dayFilter={dayFilter('mt-3 flex')}
          dayLabel={dropOffFilterLabel(query.dropOff)}
        />
        {dayFilter('hidden @2xl:flex')}
      </div>
      {/* After the search: the scanner's box stays the first stop after the title. */}
      <SetupNotice />
      <UnusualOrdersNotice unusual={page?.unusual_orders} />
      <FullTodayPanel state={fullToday} className="mt-4 hidden @2xl:flex" />
      <div aria-live="polite" className="sr-only">
        {announcements.map((announcement) => (
          <p key={announcement.id}>{announcement.text}</p>
        ))}
      </div>
      <div className="mt-6" aria-busy={board.loading}>
        {board.failure ? <LoadFailure what="The orders" reason={board.failure} onRetry={board.refresh} /> : null}
        {page === null ? (
          board.failure ? null : (
            <BoardSkeleton />
          )
        ) : page.rows.length === 0 ? (
          <p className="rounded-2xl border border-stone-200 bg-white p-6 text-base text-stone-700">No orders match.</p>
        ) : (
          <>
            <BoardRows rows={page.rows} />
            <Pages pathname={pathname} query={query} pageCount={page.page_count} total={page.total} />
          </>
        )}
      </div>
      <FullTodayPanel state={fullToday} className="mt-6 flex @2xl:hidden" />
      {/* On a phone, below the orders: the first order still starts above the fold (docs/shop.md 3). */}
      {newOrderLink('mt-6 @2xl:hidden')}
    </div>
  );
}

/** 'New order', in a box that shows it at one width only (the button's own display is inline-flex). */
const newOrderLink = (boxClass: string) => (
  <div className={boxClass}>
    <Link to={shopPaths.newOrder.getHref()} className={buttonClass('primary')}>
      New order
    </Link>
  </div>
);

/** 'Previous' and 'Next' (links, so Back works); a page that does not exist is shown greyed, not linked. */
function Pages({
  pathname,
  query,
  pageCount,
  total,
}: {
  pathname: string;
  query: BoardQuery;
  pageCount: number;
  total: number;
}) {
  const link = (page: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link
        to={{ pathname, search: boardQueryString({ ...query, page }) }}
        className="inline-flex min-h-11 items-center rounded-xl border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:bg-stone-100"
      >
        {label}
      </Link>
    ) : (
      <span className="inline-flex min-h-11 items-center rounded-xl border border-stone-200 px-4 font-semibold text-stone-600">
        {label}
      </span>
    );
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {link(query.page - 1, 'Previous', query.page > 1)}
      <p className="order-first basis-full text-base text-stone-700 sm:order-none sm:basis-auto">
        Page {query.page} of {Math.max(pageCount, 1)} ({total} {total === 1 ? 'order' : 'orders'})
      </p>
      {link(query.page + 1, 'Next', query.page < pageCount)}
    </nav>
  );
}
