import { useCallback, useEffect, useState } from 'react';
import { useCallFailure } from './session';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

/**
 * What a page shows first, from one call: loading, then the answer or why it failed (a lost session signs
 * out). `retry` asks again; `update` changes the loaded value after a change the server answered.
 */
export function useLoad<T>(load: () => Promise<T>) {
  const failure = useCallFailure();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load()
      .then((value) => current && setState({ status: 'ready', value }))
      .catch((error: unknown) => current && setState({ status: 'failed', message: failure(error) }));
    return () => {
      current = false;
    };
  }, [load, failure, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const update = useCallback(
    (change: (value: T) => T) =>
      setState((current) => (current.status === 'ready' ? { status: 'ready', value: change(current.value) } : current)),
    [],
  );
  return { state, retry, update };
}
