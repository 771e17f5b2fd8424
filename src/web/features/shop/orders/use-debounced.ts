import { useEffect, useMemo, useRef } from 'react';

export type Debounced<Args extends unknown[]> = { schedule: (...args: Args) => void; cancel: () => void };

/**
 * Runs `run` once, `delayMs` after the last of a burst of calls, with that last call's arguments: a burst of
 * live changes costs one refetch, and typing searches once the typist pauses. `cancel` drops a pending run.
 */
export function useDebounced<Args extends unknown[]>(run: (...args: Args) => void, delayMs: number): Debounced<Args> {
  const latest = useRef(run);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = run;
  });
  const debounced = useMemo<Debounced<Args>>(() => {
    const cancel = () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
    return {
      cancel,
      schedule: (...args) => {
        cancel();
        timer.current = setTimeout(() => {
          timer.current = null;
          latest.current(...args);
        }, delayMs);
      },
    };
  }, [delayMs]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
