import { t } from '@lingui/core/macro';
import { useWaitingForConnection } from '../offline-status';

/**
 * ADR 0602: while a save or the submit waits for signal, the step says so politely (a status, not an
 * alert: nothing is wrong with what the customer did). The live region is always there, so screen
 * readers announce the text when it appears.
 */
export function OfflineNotice() {
  const waiting = useWaitingForConnection();
  return (
    <div role="status" aria-live="polite">
      {waiting ? (
        <p className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-base text-amber-950">
          {t`No connection. We'll keep trying; nothing you entered is lost.`}
        </p>
      ) : null}
    </div>
  );
}
