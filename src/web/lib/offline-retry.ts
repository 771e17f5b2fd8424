import { ApiRequestError } from './api-client';

/**
 * A call that never reached the server (no signal), as opposed to one the server answered with an error
 * (those keep their own messages): fetch's own failure, which requestJson reports as status 0, or any
 * other failure while the browser knows it is offline.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 0;
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** How often a pending call is tried again even without an 'online' event (one bar can come and go unannounced). */
export const RETRY_INTERVAL_MS = 15_000;

/**
 * Runs `retry` once, when the connection returns (the window's 'online' event) or after
 * RETRY_INTERVAL_MS, whichever comes first. Returns a function that cancels it.
 */
export function retryWhenOnline(retry: () => void, intervalMs = RETRY_INTERVAL_MS): () => void {
  let done = false;
  const cancel = () => {
    done = true;
    window.removeEventListener('online', fire);
    window.clearTimeout(timer);
  };
  function fire() {
    if (done) return;
    cancel();
    retry();
  }
  window.addEventListener('online', fire);
  const timer = window.setTimeout(fire, intervalMs);
  return cancel;
}
