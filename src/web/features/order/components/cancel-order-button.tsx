import { t } from '@lingui/core/macro';
import { Suspense, lazy, useRef, useState } from 'react';
import { CloseIcon } from '../../../components/icons';

// The dialog code (Radix) loads on first use, keeping each step's first paint light.
const CancelOrderDialog = lazy(() => import('./cancel-order-dialog'));

/** The 'Close' icon of every step; it asks before cancelling (docs/customer-flow.md 2). */
export function CancelOrderButton({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t`Close`}
        aria-haspopup="dialog"
        className={className}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <CloseIcon />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <CancelOrderDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
