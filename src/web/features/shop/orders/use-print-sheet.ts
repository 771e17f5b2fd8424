import { useCallback } from 'react';
import type { PrintSheet } from '../../../../domain/shop/answers/print';
import { ApiRequestError } from '../../../lib/api-client';
import { useLoad } from '../lib/use-load';
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
export function usePrintSheet(orderNumber: string): { state: PrintSheetState; retry: () => void } {
  const load = useCallback(
    () =>
      readPrintSheet(orderNumber).catch((error: unknown) => {
        // No such order: answered as a page of its own, not as a failure to retry.
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }),
    [orderNumber],
  );
  const { state, retry } = useLoad(load);
  if (state.status !== 'ready') return { state, retry };
  return { state: state.value ? { status: 'ready', sheet: state.value } : { status: 'not-found' }, retry };
}
