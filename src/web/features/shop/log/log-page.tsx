import { type FormEvent, useCallback, useState } from 'react';
import { LOG_COLUMNS } from '../../../../domain/shop/processor-log';
import type { LogEntry, ProcessorLog } from '../../../../domain/shop/answers/processor-log';
import { Button, buttonClass } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { DateRangeFields, useDateRangeForm } from '../components/date-range';
import { ShopPage } from '../components/page-frame';
import { LoadFailure } from '../components/load-failure';
import { formatShopDay } from '../lib/format-shop-time';
import { useLoad } from '../lib/use-load';
import { type LogRange, getProcessorLog, monthSoFar, processorLogCsvHref } from './log-api';
import './log-print.css';

/**
 * Issue #15: /shop/log, the record several states require of each deer received: the animals checked in
 * over a range of days, on screen, printed (landscape, the header row on every page, page numbers) and
 * as CSV.
 */
export default function LogPage() {
  const [range, setRange] = useState<LogRange>(() => monthSoFar(new Date()));
  const load = useCallback(() => getProcessorLog(range), [range]);
  const { state, retry } = useLoad(load);
  return (
    <ShopPage
      title="Processor log"
      width="max-w-7xl"
      intro="Each animal checked in from the first day to the last, in the shop's time zone."
    >
      <RangeForm initial={range} onShow={setRange} />
      <div className="mt-6">
        {state.status === 'loading' ? <LoadingNotice text="Loading the log..." /> : null}
        {state.status === 'failed' ? <LoadFailure what="The log" reason={state.message} onRetry={retry} /> : null}
        {state.status === 'ready' ? <LogView log={state.value} /> : null}
      </div>
    </ShopPage>
  );
}

function RangeForm({ initial, onShow }: { initial: LogRange; onShow: (range: LogRange) => void }) {
  const range = useDateRangeForm(initial);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (range.check()) onShow({ ...range.form });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="log-screen-only grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <DateRangeFields range={range} />
      <Button type="submit" className="sm:mt-8">
        Show log
      </Button>
    </form>
  );
}

const given = (value: string | number | null) => (value === null || value === '' ? '' : String(value));

/** The cells of one entry, in LOG_COLUMNS' order. */
function cellsOf(entry: LogEntry): string[] {
  return [
    formatShopDay(entry.received_on),
    given(entry.tag_number),
    entry.order_number,
    given(entry.confirmation_number),
    entry.hunter_name,
    given(entry.hunter_address),
    entry.species,
    given(entry.sex),
    entry.harvest_date ? formatShopDay(entry.harvest_date) : '',
    given(entry.harvest_county),
    given(entry.hanging_weight_lbs),
    entry.drop_off_day ? formatShopDay(entry.drop_off_day) : '',
  ];
}

function LogView({ log }: { log: ProcessorLog }) {
  const count = log.entries.length;
  const range = { from: log.from, to: log.to };
  const days = `${formatShopDay(log.from)} to ${formatShopDay(log.to)}`;
  return (
    <div className="processor-log">
      <div className="log-screen-only flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-base font-semibold text-stone-900">
          {`${count} ${count === 1 ? 'animal' : 'animals'} received from ${days}.`}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => window.print()} disabled={count === 0}>
            Print log
          </Button>
          <a href={processorLogCsvHref(range)} className={buttonClass('secondary')}>
            Download CSV
          </a>
        </div>
      </div>
      {count === 0 ? (
        <p className="mt-4 text-base text-stone-700">No animals were checked in on these days.</p>
      ) : (
        <div
          className="log-scroll mt-4 overflow-x-auto rounded-xl ring-1 ring-stone-200"
          tabIndex={0}
          role="region"
          aria-label="Processor log entries"
        >
          <table className="log-table w-full border-collapse text-left text-sm">
            <caption className="log-caption px-3 py-2 text-left text-base font-semibold text-stone-900">
              {`Processor log${log.shop_name ? ` - ${log.shop_name}` : ''}, ${days}`}
            </caption>
            <thead className="bg-stone-100">
              <tr>
                {LOG_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold text-stone-900">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {log.entries.map((entry) => (
                <tr key={entry.order_number} className="border-t border-stone-200">
                  {cellsOf(entry).map((cell, index) => (
                    <td
                      key={LOG_COLUMNS[index]}
                      className="px-3 py-2 align-top whitespace-pre-line wrap-break-word text-stone-900"
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
