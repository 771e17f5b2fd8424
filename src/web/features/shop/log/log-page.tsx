import { useState } from 'react';
import { Link } from 'react-router';
import { LOG_COLUMNS } from '../../../../domain/shop/processor-log';
import type { ProcessorLog } from '../../../../domain/shop/answers/processor-log';
import { entriesByMonth, monthHeading, stateProfileOf, stateRuleHeading } from '../../../../domain/shop/state-records';
import { shopPaths } from '../../../app/shop-paths';
import { ReportPage, ReportRangeForm, ReportResult, ReportToolbar } from '../components/report-page';
import { formatShopDay } from '../lib/format-shop-time';
import { useReportRange } from '../lib/use-report-range';
import { monthSoFar } from '../lib/month-so-far';
import { getProcessorLog, processorLogCsvHref } from './api';
import { type LogRow, animalsText, fullLogRows, missingCountText, missingText, stateLogRows } from './log-rows';
import '../components/landscape-report.css';
import './log-print.css';
import { ScrollRegion } from '../components/scroll-region';

/**
 * docs/shop.md 9, 'The processor's log': /shop/log, the record several states require of each deer received: the
 * animals checked in over a range of days, on screen, printed (landscape, the header row on every page, page numbers)
 * and as CSV.
 */
export default function LogPage() {
  const { range, show, state, retry } = useReportRange(() => monthSoFar(new Date()), getProcessorLog);
  return (
    <ReportPage
      title="Processor log"
      intro="Each animal checked in from the first day to the last, in the shop's time zone."
      form={
        <ReportRangeForm
          initial={range}
          onShow={show}
          submitLabel="Show log"
          className="report-screen-only grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          buttonClassName="sm:mt-8"
        />
      }
      result={
        <ReportResult state={state} retry={retry} what="The log" loading="Loading the log...">
          {(log) => <LogView log={log} />}
        </ReportResult>
      }
    />
  );
}

/**
 * The log once loaded. docs/shop.md 13: with a state that has a profile, its rule and retention named at
 * the top, its record's columns in the rule's order, the order number, and a flag on each entry missing a
 * field the rule requires; Michigan's monthly report as a second view. Any other state: the full log.
 */
function LogView({ log }: { log: ProcessorLog }) {
  const profile = stateProfileOf(log.state);
  const [view, setView] = useState<'record' | 'monthly'>('record');
  const count = log.entries.length;
  const range = { from: log.from, to: log.to };
  const days = `${formatShopDay(log.from)} to ${formatShopDay(log.to)}`;
  const columns = profile ? [...profile.columns.map((column) => column.label), 'Missing', 'Order number'] : LOG_COLUMNS;
  const rows = profile ? stateLogRows(profile, log.entries) : fullLogRows(log.entries);
  const missing = profile ? missingCountText(rows) : null;
  const monthly = profile?.monthlyReport === true && view === 'monthly';
  const title = `${monthly ? 'Monthly report' : 'Processor log'}${log.shop_name ? ` - ${log.shop_name}` : ''}`;
  return (
    <div className="landscape-report processor-log">
      {profile ? (
        <div className="mb-4">
          <h2 className="text-lg font-semibold text-stone-900">{stateRuleHeading(profile)}</h2>
          <p className="text-base text-stone-700">Check your state&apos;s current rule: this is a summary.</p>
        </div>
      ) : null}
      <ReportToolbar
        summary={
          <p role="status" className="text-base font-semibold text-stone-900">
            {`${animalsText(count)} received from ${days}.`}
          </p>
        }
        printLabel={monthly ? 'Print monthly report' : 'Print log'}
        empty={count === 0}
        csvHref={processorLogCsvHref(range)}
      />
      {profile?.monthlyReport ? <ViewChoice view={view} onChange={setView} /> : null}
      {count === 0 ? (
        <p className="mt-4 text-base text-stone-700">No animals were checked in on these days.</p>
      ) : (
        <>
          {missing ? (
            <p className="mt-4 flex items-center gap-2 text-base font-semibold text-red-800">
              <span aria-hidden="true">!</span>
              <span>{missing}</span>
            </p>
          ) : null}
          {monthly ? (
            entriesByMonth(rows).map(({ month, entries }) => (
              <section key={month} aria-labelledby={`month-${month}`} className="log-month mt-6">
                <h3 id={`month-${month}`} className="text-lg font-semibold text-stone-900">
                  {`${monthHeading(month)}: ${animalsText(entries.length)}`}
                </h3>
                <LogTable
                  caption={`${title}, ${monthHeading(month)}`}
                  label={`${monthHeading(month)} entries`}
                  columns={columns}
                  rows={entries}
                  flagged={profile !== null}
                />
              </section>
            ))
          ) : (
            <LogTable
              caption={`${title}, ${days}`}
              label="Processor log entries"
              columns={columns}
              rows={rows}
              flagged={profile !== null}
            />
          )}
        </>
      )}
    </div>
  );
}

/** Michigan: the record as received, or its monthly report; a radio pair, so arrows and Tab work as usual. */
function ViewChoice({
  view,
  onChange,
}: {
  view: 'record' | 'monthly';
  onChange: (view: 'record' | 'monthly') => void;
}) {
  const choices = [
    { value: 'record', label: 'Record' },
    { value: 'monthly', label: 'Monthly report' },
  ] as const;
  return (
    <fieldset className="report-screen-only mt-4">
      <legend className="mb-2 text-base font-semibold text-stone-900">View</legend>
      <div className="flex flex-wrap gap-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-stone-400 px-4 has-checked:border-2 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="log-view"
              value={choice.value}
              checked={view === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-5 accent-brand-700"
            />
            <span className="text-base font-semibold text-stone-900">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const FREE_TEXT = new Set<string>(["Hunter's name", "Hunter's address", 'Delivered by', 'Disposed to']);

/**
 * One table of the log: the columns given, the order number a link to the order, and in a state's record the
 * 'Missing' cell of an entry that lacks a required field marked, in words and in red.
 */
function LogTable({
  caption,
  label,
  columns,
  rows,
  flagged,
}: {
  caption: string;
  label: string;
  columns: readonly string[];
  rows: readonly LogRow[];
  /** A state's record: the cells, then 'Missing' and 'Order number'. Otherwise the full log's cells. */
  flagged: boolean;
}) {
  // The full log's eighteen columns fit the counter PC's 1280 px a little tighter than a state's record.
  const wide = columns.length > 12;
  const pad = wide ? 'px-1.5 py-2' : 'px-3 py-2';
  // In the full log a long word of a name or an address may break anywhere rather than widen it past the
  // screen; tags, days and numbers stay whole.
  const cell = (column: string | undefined) =>
    `${pad} align-top whitespace-pre-line ${wide && FREE_TEXT.has(column ?? '') ? 'wrap-anywhere' : 'wrap-break-word'} text-stone-900`;
  const orderLink = (orderNumber: string) => (
    <Link
      to={shopPaths.order.getHref(orderNumber)}
      className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
    >
      {orderNumber}
    </Link>
  );
  return (
    <ScrollRegion label={label} className="report-scroll mt-4">
      <table className={`log-table w-full border-collapse text-left ${wide ? 'text-xs' : 'text-sm'}`}>
        <caption className="log-caption px-3 py-2 text-left text-base font-semibold text-stone-900">{caption}</caption>
        <thead className="bg-stone-100">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${pad} font-semibold text-stone-900`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.order_number}
              className={`border-t border-stone-200 ${row.missing.length > 0 ? 'log-missing bg-red-50' : ''}`}
            >
              {row.cells.map((text, index) => (
                <td key={columns[index]} className={cell(columns[index])}>
                  {!flagged && columns[index] === 'Order number' ? orderLink(row.order_number) : text}
                </td>
              ))}
              {flagged ? (
                <>
                  <td className={`${cell('Missing')} font-semibold text-red-800`}>
                    {row.missing.length > 0 ? missingText(row.missing) : ''}
                  </td>
                  <td className={cell('Order number')}>{orderLink(row.order_number)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
