import { useCallback, useEffect, useState } from 'react';
import type { OrderStatusPage } from '../../../domain/status-page';
import { ApiRequestError } from '../../lib/api-client';
import { loadOrderStatus } from './api';

export type OrderStatusState =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderStatusPage }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

export const LOAD_FAILED_MESSAGE = 'We could not load your order. Check your connection and try again.';

/** Why a load failed, in words for the customer: the server's own for a rate limit, ours otherwise. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return error.message;
  return LOAD_FAILED_MESSAGE;
}

/** The order behind the link, loaded on arrival and again on retry. */
export function useOrderStatus(token: string): { state: OrderStatusState; retry: () => void } {
  const [state, setState] = useState<OrderStatusState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadOrderStatus(token).then(
      (order) => current && setState({ status: 'ready', order }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiRequestError && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'failed', message: failureMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
