import { useCallback, useEffect, useRef, useState } from 'react';
import type { PrintSheet } from '../../../../domain/shop/answers/print';
import { ApiRequestError } from '../../../lib/api-client';
import { useCallFailure } from '../lib/session';

export type PrintState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; sheet: PrintSheet; key: string }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

/**
 * A printed page's data: asking for it records the print in the order's history (docs/shop.md 2), so it is asked
 * for once per key (the order, and for labels the count), not again when React runs an effect twice
 * (StrictMode) or the page renders again. A null key asks for nothing yet. `retry` asks again after a failure.
 */
export function useRecordedPrint(key: string | null, record: () => Promise<PrintSheet>) {
  const failure = useCallFailure();
  const [state, setState] = useState<PrintState>({ status: key === null ? 'idle' : 'loading' });
  const recorded = useRef<string | null>(null);
  const latest = useRef(0);
  const recordRef = useRef(record);
  recordRef.current = record;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null || recorded.current === key) return;
    recorded.current = key;
    const request = ++latest.current;
    // What is on the page stays there until the new answer replaces it.
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    recordRef.current().then(
      (sheet) => {
        if (request === latest.current) setState({ status: 'ready', sheet, key });
      },
      (error: unknown) => {
        const message = failure(error);
        if (request !== latest.current) return;
        recorded.current = null;
        if (error instanceof ApiRequestError && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'failed', message });
      },
    );
  }, [key, failure, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
