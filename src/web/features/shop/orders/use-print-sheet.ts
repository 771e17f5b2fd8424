import { useCallback, useEffect, useState } from 'react';
import type { PrintSheet } from '../../../../domain/shop/answers/print';
import { ApiRequestError } from '../../../lib/api-client';
import { useCallFailure } from '../lib/session';
import { readPrintSheet } from './print-api';

export type PrintSheetState =
  | { status: 'loading' }
  | { status: 'ready'; sheet: PrintSheet }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

/**
 * What a printed page shows (the cut sheet, the labels), read on opening. Reading records nothing: the print
 * is recorded when it is printed (useRecordOnPrint). `retry` reads again after a failure.
 */
export function usePrintSheet(orderNumber: string) {
  const failure = useCallFailure();
  const [state, setState] = useState<PrintSheetState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    readPrintSheet(orderNumber).then(
      (sheet) => current && setState({ status: 'ready', sheet }),
      (error: unknown) => {
        const message = failure(error);
        if (!current) return;
        if (error instanceof ApiRequestError && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [orderNumber, failure, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
