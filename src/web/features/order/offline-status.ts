import { useSyncExternalStore } from 'react';

/**
 * Whether a save or the submit is waiting for the connection to return (ADR 0602): the step's frame
 * then says so (components/offline-notice.tsx) until the call goes through or the screen is left.
 */
let waiting = false;
const listeners = new Set<() => void>();

export function setWaitingForConnection(next: boolean): void {
  if (waiting === next) return;
  waiting = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWaitingForConnection(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => false,
  );
}
