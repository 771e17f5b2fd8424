import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ToastMessage } from '../../../../domain/validation';
import { ApiRequestError } from '../../../lib/api-client';
import { isNetworkFailure, retryWhenOnline } from '../../../lib/offline-retry';
import { toastError, toastSuccess } from '../../../lib/toast';
import { WEB_MESSAGES } from '../messages';
import { setWaitingForConnection } from '../offline-status';

/** A 429: the step's own 'Failed to save' would invite pressing again at once, which only adds to the count. */
const isRateLimited = (error: unknown) => error instanceof ApiRequestError && error.status === 429;

/**
 * How every step ends: the button turns busy ('Saving...'), the call is made, then the next screen shows
 * (with a success toast on the steps that have one). A failed call toasts and keeps the customer on the
 * screen with the button usable again (docs/customer-flow.md 8); a 429 (a save, a new draft or the submit over
 * its per-client limit) toasts 'Please Wait' instead. `handleFailure` may take a failure on itself (true): the
 * button stays busy until it is done, and no toast is shown.
 *
 * A call that failed for lack of signal (ADR 0602) is not an error toast: the step says 'No connection...'
 * (OfflineNotice), keeps what was typed, and makes the same call again when the connection returns; the
 * customer may also press the button again. Only one call is ever in flight.
 */
export function useSaveStep({
  failure,
  success,
  successDurationMs,
  handleFailure,
}: {
  failure: ToastMessage;
  success?: ToastMessage;
  successDurationMs?: number;
  handleFailure?: (error: unknown) => Promise<boolean>;
}) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  // Refs, not state: a retry fired from an event must see the call in flight at once.
  const inFlight = useRef(false);
  const cancelRetry = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      // Leaving the screen gives up the waiting retry (the customer will save again from wherever they go).
      cancelRetry.current?.();
      cancelRetry.current = null;
      setWaitingForConnection(false);
    },
    [],
  );

  /** `next` may depend on the answer (the animal step goes on to the drop-off day when the shop asks for one). */
  async function saveThenGo<T>(call: () => Promise<T>, next: string | ((answer: T) => string)): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    cancelRetry.current?.();
    cancelRetry.current = null;
    setSaving(true);
    try {
      const answer = await call();
      setWaitingForConnection(false);
      if (success) void toastSuccess(success, successDurationMs);
      void navigate(typeof next === 'function' ? next(answer) : next);
    } catch (error) {
      if (isNetworkFailure(error)) {
        setWaitingForConnection(true);
        cancelRetry.current = retryWhenOnline(() => void saveThenGo(call, next));
        setSaving(false);
        return;
      }
      setWaitingForConnection(false);
      const handled = handleFailure ? await handleFailure(error).catch(() => false) : false;
      setSaving(false);
      if (!handled) void toastError(isRateLimited(error) ? WEB_MESSAGES.tooManyRequests : failure);
    } finally {
      inFlight.current = false;
    }
  }

  return { saving, saveThenGo };
}
