import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShopOrder } from '../../../../domain/shop/answers/order';
import { ApiRequestError } from '../../../lib/api-client';
import { useCallFailure } from '../lib/session';
import { getShopOrder } from './api';

export type ShopOrderState =
  | { status: 'loading' }
  | { status: 'ready'; order: ShopOrder }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

/**
 * One order for its page: loaded by number, fetched again on `refresh` (live changes), and replaced by the
 * answer of each change made on the page (`show`). Only the latest request's answer is shown.
 */
export function useShopOrder(orderNumber: string) {
  const failure = useCallFailure();
  const [state, setState] = useState<ShopOrderState>({ status: 'loading' });
  const latestRequest = useRef(0);

  const load = useCallback(() => {
    const request = ++latestRequest.current;
    getShopOrder(orderNumber).then(
      (order) => {
        if (request === latestRequest.current) setState({ status: 'ready', order });
      },
      (error: unknown) => {
        // A lost session signs out here (the guard then goes to sign-in and back).
        const message = failure(error);
        if (request !== latestRequest.current) return;
        if (error instanceof ApiRequestError && error.status === 404) setState({ status: 'not-found' });
        // A failed refresh keeps the order on screen; only a failed first load shows the failure.
        else setState((current) => (current.status === 'ready' ? current : { status: 'failed', message }));
      },
    );
  }, [orderNumber, failure]);

  useEffect(load, [load]);

  const show = useCallback((order: ShopOrder) => {
    // A change's answer is newer than any refresh still under way.
    latestRequest.current++;
    setState({ status: 'ready', order });
  }, []);

  return { state, refresh: load, show };
}
