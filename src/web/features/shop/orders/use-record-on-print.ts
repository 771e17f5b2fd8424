import { useCallback, useEffect, useRef, useState } from 'react';
import { useCallFailure } from '../lib/session';

/** How long a press of 'Print' answers for the `beforeprint` its window.print() brings. */
const BUTTON_PRINT_MS = 1_000;

/**
 * docs/shop.md 3: records each print in the order's history when the page is printed, once a print: by the
 * page's 'Print' button (`printNow`) or by the browser's own print (Ctrl+P, its menu), which it announces
 * with `beforeprint`. The button's window.print() fires `beforeprint` as well (at once, inside the call, in
 * Chromium), so the button marks its print as recorded; the mark lapses soon after, for a browser that fires
 * none. `record` is null while there is nothing to print; it is read when printing, so it records what is
 * on the page then (the labels' count). `error` says why the last print was not recorded.
 */
export function useRecordOnPrint(record: (() => Promise<unknown>) | null) {
  const failure = useCallFailure();
  const [error, setError] = useState<string | undefined>();
  const recordRef = useRef(record);
  recordRef.current = record;
  const recordedByButton = useRef(false);

  const recordNow = useCallback(() => {
    const call = recordRef.current;
    if (!call) return;
    setError(undefined);
    call().catch((reason: unknown) => setError(failure(reason)));
  }, [failure]);

  useEffect(() => {
    const onBeforePrint = () => {
      if (recordedByButton.current) recordedByButton.current = false;
      else recordNow();
    };
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, [recordNow]);

  const printNow = useCallback(() => {
    recordNow();
    recordedByButton.current = true;
    window.print();
    window.setTimeout(() => {
      recordedByButton.current = false;
    }, BUTTON_PRINT_MS);
  }, [recordNow]);

  return { printNow, error };
}
