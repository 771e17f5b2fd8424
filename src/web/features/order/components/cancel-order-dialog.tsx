import { t } from '@lingui/core/macro';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type RefObject, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button';
import { DIALOG_OVERLAY_CLASS, focusOnClose } from '../../../components/dialog-parts';
import { cancelOrder } from '../api';
import { clearCurrentOrderId, getCurrentOrderId } from '../current-order-id';

/** docs/customer-flow.md decision 6: cancel on the server, forget the order locally even if that call fails, go home. */
export default function CancelOrderDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog has no Radix trigger (it loads on demand), so it is told where focus goes back to. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const id = getCurrentOrderId();
    if (id) {
      try {
        await cancelOrder(id);
      } catch {
        // The customer asked to stop; a failed call must not keep them in the flow.
      }
    }
    clearCurrentOrderId();
    setBusy(false);
    onOpenChange(false);
    void navigate('/');
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <AlertDialog.Content
          onCloseAutoFocus={focusOnClose(returnFocusTo)}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-xl font-bold text-stone-900">{t`Cancel Order`}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-base text-stone-700">
            {t`Are you sure you want to cancel your order? This action cannot be undone.`}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')}>{t`Continue Order`}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass('danger')}
              disabled={busy}
              onClick={(event) => {
                // Keep the dialog open until the cancel call has finished.
                event.preventDefault();
                void confirm();
              }}
            >
              {t`Cancel Order`}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
