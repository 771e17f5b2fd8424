import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { boardDropOffText } from '../../../../domain/drop-off-season';
import { formatCents } from '../../../../domain/money';
import type { BoardRow } from '../../../../domain/shop/answers/board';
import { formatShopTime } from '../lib/format-shop-time';
import { shopPaths } from '../../../app/shop-paths';
import { HoldBadge, StageBadge } from './stage-badge';

/** docs/shop.md 10: 'Sat, Nov 14', or 'Waitlist: Sat, Nov 14'; '' without a day. */
function dropOffText(row: BoardRow): string {
  return row.drop_off_day ? boardDropOffText(row.drop_off_day, row.drop_off_waitlist) : '';
}

function animalText(row: BoardRow): string {
  if (!row.animal_type) return 'No animal yet';
  return row.gender ? `${row.animal_type}, ${row.gender}` : row.animal_type;
}

/** A tag, or a dash that screen readers hear as 'No tag'. */
function Tag({ tag }: { tag: number | null }) {
  if (tag !== null) return <>{tag}</>;
  return (
    <>
      <span aria-hidden="true">-</span>
      <span className="sr-only">No tag</span>
    </>
  );
}

function OrderLink({ orderNumber, className }: { orderNumber: string; className: string }) {
  return (
    <Link
      to={shopPaths.order.getHref(orderNumber)}
      className={`${className} text-brand-800 underline underline-offset-2`}
    >
      {orderNumber}
    </Link>
  );
}

const COLUMNS = [
  'Order',
  'Tag',
  'Location',
  'Customer',
  'Animal',
  'Drop-off',
  'Stage',
  'Submitted',
  'Total',
  'Balance due',
] as const;
const AMOUNT_COLUMNS: readonly string[] = ['Total', 'Balance due'];
const HEAD = 'px-3 py-2 text-left text-sm font-semibold text-stone-700';
const CELL = 'px-3 py-2.5 align-top';

/**
 * One row per order, newest first: a table where there is room, a stacked list on a phone (the board's
 * container decides, so a side navigation counts). Only one of them is displayed, so only one is read.
 */
export function BoardRows({ rows }: { rows: BoardRow[] }) {
  return (
    <>
      <table className="hidden w-full border-collapse text-base @4xl:table">
        <caption className="sr-only">Orders, newest first</caption>
        <thead className="border-b border-stone-300">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={`${HEAD} ${AMOUNT_COLUMNS.includes(column) ? 'text-right' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.order_number} className="border-b border-stone-200 bg-white">
              <th scope="row" className={`${CELL} text-left font-semibold whitespace-nowrap`}>
                <OrderLink orderNumber={row.order_number} className="" />
              </th>
              <td className={`${CELL} tabular-nums`}>
                <Tag tag={row.tag_number} />
              </td>
              <td className={`${CELL} wrap-anywhere`}>{row.storage_location ?? ''}</td>
              <td className={`${CELL} wrap-anywhere`}>{row.full_name}</td>
              <td className={CELL}>{animalText(row)}</td>
              <td className={`${CELL} whitespace-nowrap`}>{dropOffText(row)}</td>
              <td className={CELL}>
                <span className="flex flex-wrap gap-1">
                  <StageBadge stage={row.stage} />
                  <HoldBadge hold={row.hold} />
                </span>
              </td>
              <td className={`${CELL} whitespace-nowrap`}>{formatShopTime(row.submitted_at)}</td>
              <td className={`${CELL} text-right tabular-nums`}>{formatCents(row.grand_total_cents)}</td>
              <td className={`${CELL} text-right tabular-nums`}>{formatCents(row.balance_due_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 @4xl:hidden" aria-label="Orders, newest first">
        {rows.map((row) => (
          <li key={row.order_number} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            {/* docs/shop.md 3: in the cooler the tag, where the meat is and the stage come first. */}
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="text-2xl font-bold text-stone-900 tabular-nums">
                {row.tag_number === null ? (
                  <span className="text-lg text-stone-700">No tag yet</span>
                ) : (
                  `Tag ${row.tag_number}`
                )}
              </p>
              <span className="flex flex-wrap gap-1">
                <StageBadge stage={row.stage} />
                <HoldBadge hold={row.hold} />
              </span>
            </div>
            {row.storage_location ? (
              <p className="mt-1 text-base font-semibold wrap-anywhere text-stone-900">{row.storage_location}</p>
            ) : null}
            <p className="mt-1 text-base wrap-anywhere text-stone-900">
              <OrderLink orderNumber={row.order_number} className="font-semibold" /> {row.full_name}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <Fact label="Animal">{animalText(row)}</Fact>
              {row.drop_off_day ? <Fact label="Drop-off">{dropOffText(row)}</Fact> : null}
              <Fact label="Submitted">{formatShopTime(row.submitted_at)}</Fact>
              <Fact label="Total">{formatCents(row.grand_total_cents)}</Fact>
              <Fact label="Balance due">{formatCents(row.balance_due_cents)}</Fact>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-stone-700">{label}</dt>
      <dd className="font-medium text-stone-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** While the first page loads: the board's shape (cards on a phone, rows where there is room), read as one line. */
export function BoardSkeleton() {
  return (
    <div>
      <p className="sr-only">Loading orders...</p>
      <ul aria-hidden="true" className="grid gap-3 @4xl:gap-0">
        {[0, 1, 2, 3, 4].map((index) => (
          <li
            key={index}
            className="h-36 motion-safe:animate-pulse rounded-2xl border border-stone-200 bg-white p-4 @4xl:h-12 @4xl:rounded-none @4xl:border-x-0 @4xl:border-t-0"
          >
            <div className="h-6 w-32 rounded bg-stone-200 @4xl:h-4 @4xl:w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}
