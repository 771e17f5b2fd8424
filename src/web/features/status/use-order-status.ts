import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderStatusPage } from '../../../domain/status-page';
import { ApiRequestError } from '../../lib/api-client';
import { loadOrderStatus } from './api';
import { drawnStatusFor } from './drawn-status';

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

/**
 * The order behind the link: the one the server drew the page with, else loaded on arrival; loaded again
 * on retry.
 */
export function useOrderStatus(token: string): { state: OrderStatusState; retry: () => void } {
  const [state, setState] = useState<OrderStatusState>(() => {
    const order = drawnStatusFor(token);
    return order ? { status: 'ready', order } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // The first load is the server's when it drew the order: asking again would only repeat it.
  const drawn = useRef(state.status === 'ready');
  useEffect(() => {
    if (drawn.current) {
      drawn.current = false;
      return;
    }
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
