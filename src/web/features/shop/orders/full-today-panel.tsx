import { useEffect, useState } from 'react';
import type { DropOffToday } from '../../../../domain/shop/answers/drop-off-days';
import { Button } from '../../../components/button';
import { getDropOffToday, markToday } from './api';
import { formatShopTime } from '../lib/format-shop-time';
import { useCallFailure } from '../lib/session';

export type FullTodayState = {
  today: DropOffToday | null;
  busy: boolean;
  problem: string;
  change: (full: boolean) => Promise<void>;
};

/**
 * docs/shop.md 10: today as the board shows it, read again whenever the board's page
 * arrives (`seen` changes), so a mark made at another counter shows with the board's next refresh; `change`
 * marks it full or opens it again.
 */
export function useFullToday(seen: unknown): FullTodayState {
  const failure = useCallFailure();
  const [today, setToday] = useState<DropOffToday | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let current = true;
    getDropOffToday().then(
      (answer) => current && setToday(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [seen]);

  async function change(full: boolean) {
    setBusy(true);
    setProblem('');
    try {
      setToday(await markToday(full));
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setBusy(false);
    }
  }
  return { today, busy, problem, change };
}

/**
 * 'Mark today full' for the walk-in rush, and 'Open today again'; the landing page then tells customers 'We're
 * full for today.'. The board draws it above the orders where there is room and below them on a phone.
 */
export function FullTodayPanel({ state, className }: { state: FullTodayState; className: string }) {
  const { today, busy, problem, change } = state;
  // Nothing until today is known: the board's orders matter more than a button that may not apply.
  if (!today) return null;
  return (
    <section aria-label="Today" className={`${className} flex-wrap items-center gap-3`}>
      <p className="text-base text-stone-800" role="status">
        {fullTodayText(today)}
      </p>
      {today.marked_full ? (
        <Button variant="secondary" disabled={busy} onClick={() => void change(false)}>
          Open today again
        </Button>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={() => void change(true)}>
          Mark today full
        </Button>
      )}
      {problem ? <p className="basis-full text-base font-semibold text-red-800">{problem}</p> : null}
    </section>
  );
}

/** What the board says of today. */
export function fullTodayText(today: DropOffToday): string {
  if (today.marked_full && today.last_mark) {
    return `Today is marked full (${today.last_mark.by}, ${formatShopTime(today.last_mark.at)}). Customers see 'We're full for today.'`;
  }
  if (today.taken_up) return "Today is full: every drop-off spot is booked. Customers see 'We're full for today.'";
  return 'Taking animals today.';
}
