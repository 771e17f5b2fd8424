import { Link } from 'react-router';
import { ANIMAL_TYPES } from '../../../../domain/catalogue';
import type { YieldReport } from '../../../../domain/shop/answers/yield';
import { shopPaths } from '../../../app/shop-paths';
import { ReportPage, ReportRangeForm, ReportResult } from '../components/report-page';
import { SelectField } from '../components/select-field';
import { formatShopDay } from '../lib/format-shop-time';
import { useReportRange } from '../lib/use-report-range';
import { YieldChart } from './yield-chart';
import { firstYieldForm, getYieldReport } from './api';
import { ScrollRegion } from '../components/scroll-region';

const SPECIES_OPTIONS = ANIMAL_TYPES.map((animal) => ({ value: animal, label: animal }));

const percent = (value: number | null) => (value === null ? '-' : `${value}%`);
const between = (low: number | null, high: number | null) =>
  low === null || high === null ? '-' : low === high ? `${low}%` : `${low}% to ${high}%`;

/**
 * docs/shop.md 11: /shop/yield, the owner's. Finished weight over hanging weight for one species' orders
 * checked in over a range of days: how many, the median, the spread, the ten lowest, and week by week as a
 * chart with its table beside it.
 */
export default function YieldPage() {
  const { range, show, state, retry } = useReportRange(() => firstYieldForm(new Date()), getYieldReport);
  return (
    <ReportPage
      title="Yield"
      intro="Finished weight as a share of hanging weight, for the orders checked in from the first day to the last (in the shop's time zone) that have both weights."
      form={
        <ReportRangeForm
          initial={range}
          onShow={show}
          submitLabel="Show yield"
          className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start"
          buttonClassName="sm:mt-8"
          fields={({ form, set }) => (
            <SelectField label="Species" options={SPECIES_OPTIONS} value={form.species} onChange={set('species')} />
          )}
        />
      }
      result={
        <ReportResult state={state} retry={retry} what="The yield" loading="Loading the yield...">
          {(report) => <YieldView report={report} />}
        </ReportResult>
      }
    />
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-stone-50 px-4 py-3 ring-1 ring-stone-200">
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="text-2xl font-bold text-stone-900">{value}</dd>
    </div>
  );
}

const cell = 'px-3 py-2 align-top text-stone-900';
const head = 'px-3 py-2 font-semibold text-stone-900';

function YieldView({ report }: { report: YieldReport }) {
  const days = `${formatShopDay(report.from)} to ${formatShopDay(report.to)}`;
  const animals = report.species === 'Deer' ? 'deer' : 'hogs';
  return (
    <div className="grid gap-6">
      <p role="status" className="text-base font-semibold text-stone-900">
        {`${report.count} ${report.count === 1 ? report.species.toLowerCase() : animals} with both weights, checked in from ${days}.`}
      </p>
      {report.count === 0 ? (
        <p className="text-base text-stone-700">
          {`No ${animals} checked in on these days have both weights yet. The finished weight is recorded on the order page, or when it is marked ready for pickup.`}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label="Orders" value={String(report.count)} />
            <Figure label="Median yield" value={percent(report.median_percent)} />
            <Figure label="Middle half" value={between(report.low_quartile_percent, report.high_quartile_percent)} />
            <Figure label="Lowest to highest" value={between(report.lowest_percent, report.highest_percent)} />
          </dl>
          <section aria-labelledby="yield-weeks" className="grid gap-3">
            <h2 id="yield-weeks" className="text-xl font-bold text-stone-900">
              By week
            </h2>
            <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
              <YieldChart weeks={report.weeks} />
              <WeekTable report={report} />
            </div>
          </section>
          <LowestOrders report={report} />
        </>
      )}
    </div>
  );
}

function WeekTable({ report }: { report: YieldReport }) {
  return (
    <ScrollRegion label="Yield by week, table">
      <table className="w-full border-collapse text-left text-base">
        <caption className="px-3 py-2 text-left font-semibold text-stone-900">Yield by week</caption>
        <thead className="bg-stone-100">
          <tr>
            <th scope="col" className={head}>
              Week of
            </th>
            <th scope="col" className={head}>
              Orders
            </th>
            <th scope="col" className={head}>
              Median
            </th>
            <th scope="col" className={head}>
              Middle half
            </th>
          </tr>
        </thead>
        <tbody>
          {report.weeks.map((week) => (
            <tr key={week.week_of} className="border-t border-stone-200">
              <th scope="row" className={`${cell} font-normal`}>
                {formatShopDay(week.week_of)}
              </th>
              <td className={cell}>{week.count}</td>
              <td className={cell}>{percent(week.median_percent)}</td>
              <td className={cell}>{between(week.low_quartile_percent, week.high_quartile_percent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function LowestOrders({ report }: { report: YieldReport }) {
  const shown = report.lowest_orders.length;
  return (
    <section aria-labelledby="yield-lowest" className="grid gap-3">
      <h2 id="yield-lowest" className="text-xl font-bold text-stone-900">
        {shown === 1 ? 'Lowest order' : `Lowest ${shown} orders`}
      </h2>
      <ScrollRegion label="Lowest yields">
        <table className="w-full border-collapse text-left text-base">
          <thead className="bg-stone-100">
            <tr>
              {['Order', 'Tag', 'Checked in', 'Hanging weight (lbs)', 'Finished weight (lbs)', 'Yield'].map(
                (column) => (
                  <th key={column} scope="col" className={head}>
                    {column}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {report.lowest_orders.map((order) => (
              <tr key={order.order_number} className="border-t border-stone-200">
                <th scope="row" className={`${cell} font-normal`}>
                  <Link
                    to={shopPaths.order.getHref(order.order_number)}
                    className="font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {order.order_number}
                  </Link>
                </th>
                <td className={cell}>{order.tag_number ?? ''}</td>
                <td className={cell}>{formatShopDay(order.checked_in_on)}</td>
                <td className={cell}>{order.hanging_weight_lbs}</td>
                <td className={cell}>{order.finished_weight_lbs}</td>
                <td className={`${cell} font-semibold`}>{`${order.yield_percent}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
