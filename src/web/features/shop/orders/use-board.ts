import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardPage } from '../../../../domain/shop/answers/board';
import { useCallFailure } from '../lib/session';
import { fetchBoard } from './api';
import type { BoardQuery } from './board-query';

export type BoardState = {
  /** The last page that arrived; kept on screen while the next one loads, so live updates never flicker. */
  page: BoardPage | null;
  loading: boolean;
  /** Why the last request failed, or null. */
  failure: string | null;
};

/**
 * The board's page for a query, and `refresh` to fetch it again (live changes). Only the answer to the latest
 * request is shown: a slow answer to an older query never replaces a newer one.
 */
export function useBoard(query: BoardQuery): BoardState & { refresh: () => void } {
  const failure = useCallFailure();
  const [state, setState] = useState<BoardState>({ page: null, loading: true, failure: null });
  const latestRequest = useRef(0);
  const queryRef = useRef(query);

  const load = useCallback(
    (wanted: BoardQuery) => {
      const request = ++latestRequest.current;
      setState((current) => ({ ...current, loading: true }));
      fetchBoard(wanted).then(
        (page) => {
          if (request === latestRequest.current) setState({ page, loading: false, failure: null });
        },
        (error: unknown) => {
          // A lost session signs out here (the guard then goes to sign-in and back).
          const message = failure(error);
          if (request === latestRequest.current)
            setState((current) => ({ ...current, loading: false, failure: message }));
        },
      );
    },
    [failure],
  );

  const { stage, q, dropOff, page } = query;
  useEffect(() => {
    const wanted = { stage, q, dropOff, page };
    queryRef.current = wanted;
    load(wanted);
  }, [stage, q, dropOff, page, load]);

  const refresh = useCallback(() => load(queryRef.current), [load]);
  return { ...state, refresh };
}
