import { dropOffDayLabel } from '../../../../domain/drop-off-days';
import type { SeasonDay } from '../../../../domain/drop-off-season';
import type { DropOffSeason } from '../../../../domain/shop/answers/drop-off-days';
import { LoadingNotice } from '../../../components/loading-notice';
import { getDropOffSeason } from './api';
import { LoadFailure } from '../components/load-failure';
import { useLoad } from '../lib/use-load';

const HEAD = 'px-3 py-2 text-left text-sm font-semibold text-stone-700';
const CELL = 'px-3 py-2 align-top tabular-nums';

/** '3 / 16': booked / taken; a day over its number says so, since nobody was cancelled (docs/shop.md 10). */
function spotsText(booked: number, capacity: number): string {
  return booked > capacity ? `${booked} / ${capacity} (over by ${booked - capacity})` : `${booked} / ${capacity}`;
}

function SeasonTable({ caption, days, today }: { caption: string; days: SeasonDay[]; today: string }) {
  return (
    <table className="w-full border-collapse text-base">
      <caption className="mb-2 text-left text-lg font-semibold text-stone-900">{caption}</caption>
      <thead className="border-b border-stone-300">
        <tr>
          <th scope="col" className={HEAD}>
            Day
          </th>
          <th scope="col" className={HEAD}>
            Deer booked / taken
          </th>
          <th scope="col" className={HEAD}>
            Hogs booked / taken
          </th>
          <th scope="col" className={HEAD}>
            Waitlist
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day} className="border-b border-stone-200 bg-white">
            <th scope="row" className={`${CELL} text-left font-semibold`}>
              {dropOffDayLabel(day.day)}
              {day.day === today ? ' (today)' : ''}
            </th>
            <td className={CELL}>{spotsText(day.booked.Deer, day.capacity.Deer)}</td>
            <td className={CELL}>{spotsText(day.booked.Hog, day.capacity.Hog)}</td>
            <td className={CELL}>{day.waitlist}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SeasonTables({ season }: { season: DropOffSeason }) {
  if (season.days.length === 0 && season.earlier_days.length === 0) {
    return <p className="text-base text-stone-700">No drop-off days yet: set the season above.</p>;
  }
  return (
    <div className="grid gap-6 overflow-x-auto">
      {season.days.length > 0 ? (
        <SeasonTable caption="From today" days={season.days} today={season.today} />
      ) : (
        <p className="text-base text-stone-700">No drop-off days left this season.</p>
      )}
      {season.earlier_days.length > 0 ? (
        <SeasonTable caption="Earlier days" days={season.earlier_days} today={season.today} />
      ) : null}
    </div>
  );
}

/**
 * docs/shop.md 10, 'The shop's view', below the settings on /shop/drop-off: every day of the season with its spots
 * booked and taken per animal and its waitlist, today first. The page mounts it again after each save, since a save
 * changes what the days take.
 */
export function SeasonView() {
  const { state, retry } = useLoad(getDropOffSeason);
  return (
    <section aria-labelledby="season-days" className="mt-10 grid gap-4 border-t border-stone-300 pt-6">
      <h2 id="season-days" className="text-xl font-semibold text-stone-900">
        Days of the season
      </h2>
      {state.status === 'loading' ? <LoadingNotice text="Loading the days of the season..." /> : null}
      {state.status === 'failed' ? <LoadFailure what="The days of the season" onRetry={retry} /> : null}
      {state.status === 'ready' ? <SeasonTables season={state.value} /> : null}
    </section>
  );
}
