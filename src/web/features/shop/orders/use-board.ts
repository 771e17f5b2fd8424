import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardPage } from '../../../../domain/shop/api-types';
import { fetchBoard } from './api';
import type { BoardQuery } from './board-query';

export type BoardState = {
  /** The last page that arrived; kept on screen while the next one loads, so live updates never flicker. */
  page: BoardPage | null;
  loading: boolean;
  failed: boolean;
};

/**
 * The board's page for a query, and `refresh` to fetch it again (live changes). Only the answer to the latest
 * request is shown: a slow answer to an older query never replaces a newer one.
 */
export function useBoard(query: BoardQuery): BoardState & { refresh: () => void } {
  const [state, setState] = useState<BoardState>({ page: null, loading: true, failed: false });
  const latestRequest = useRef(0);
  const queryRef = useRef(query);

  const load = useCallback((wanted: BoardQuery) => {
    const request = ++latestRequest.current;
    setState((current) => ({ ...current, loading: true }));
    fetchBoard(wanted).then(
      (page) => {
        if (request === latestRequest.current) setState({ page, loading: false, failed: false });
      },
      () => {
        if (request === latestRequest.current) setState((current) => ({ ...current, loading: false, failed: true }));
      },
    );
  }, []);

  const { stage, q, page } = query;
  useEffect(() => {
    const wanted = { stage, q, page };
    queryRef.current = wanted;
    load(wanted);
  }, [stage, q, page, load]);

  const refresh = useCallback(() => load(queryRef.current), [load]);
  return { ...state, refresh };
}
