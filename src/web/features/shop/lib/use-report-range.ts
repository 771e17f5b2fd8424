import { useCallback, useState } from 'react';
import { useLoad } from './use-load';

/** What a report asks for: a range of days (and, for some, a species or a program beside it). */
export type ReportRange = { from: string; to: string };

/**
 * A report's range and the report for it (the log, the yield, the donations): the range shown first, then each
 * one the form asks for. `get` must be stable (a module's function), or the report loads again on each render.
 *
 * `fresh`: asking for another range shows 'loading' at once and starts the report's view anew, and asking for
 * the same range again asks nothing (the donations' invoice). Without it the report on screen stays, with its
 * view, until the next one arrives, and each 'Show' asks again (the log, the yield).
 */
export function useReportRange<T extends ReportRange, R>(
  first: () => T,
  get: (range: T) => Promise<R>,
  { fresh = false }: { fresh?: boolean } = {},
) {
  const [range, setRange] = useState(first);
  const load = useCallback(() => get(range), [get, range]);
  const { state, retry } = useLoad(load);
  const show = useCallback(
    (next: T) => {
      if (!fresh) return setRange(next);
      if (JSON.stringify(next) === JSON.stringify(range)) return;
      setRange(next);
      retry();
    },
    [fresh, range, retry],
  );
  return { range, show, state, retry };
}
