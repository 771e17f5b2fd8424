import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ToastMessage } from '../../../../domain/validation';
import { toastError, toastSuccess } from '../../../lib/toast';

/**
 * How every step ends: the button turns busy ('Saving...'), the call is made, then the next screen shows
 * (with a success toast on the steps that have one). A failed call toasts and keeps the customer on the
 * screen with the button usable again (SPEC 8). `handleFailure` may take a failure on itself (true): the
 * button stays busy until it is done, and no toast is shown.
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

  async function saveThenGo(call: () => Promise<unknown>, next: string): Promise<void> {
    if (saving) return;
    setSaving(true);
    try {
      await call();
      if (success) void toastSuccess(success, successDurationMs);
      void navigate(next);
    } catch (error) {
      const handled = handleFailure ? await handleFailure(error).catch(() => false) : false;
      setSaving(false);
      if (!handled) void toastError(failure);
    }
  }

  return { saving, saveThenGo };
}
