import { useState } from 'react';
import type { ShopOrder } from '../../../../domain/shop/answers/order';
import { TextAreaField } from '../components/form-fields';
import { DialogForm } from '../components/shop-dialog';
import { fieldError } from '../lib/use-submit';
import { useOrderAction } from './use-order-action';

/**
 * A change that must say why (docs/shop.md 2: cancelling an order, voiding a payment): a required 'Reason',
 * refused before sending while empty, and one confirm button in the danger colour. `send` gets the reason
 * trimmed; its answer, the updated order, goes to `onSaved` with `announcement`.
 */
export function ReasonForm({
  confirmLabel,
  maxLength,
  emptyMessage,
  send,
  announcement,
  onSaved,
}: {
  confirmLabel: string;
  maxLength: number;
  emptyMessage: string;
  send: (reason: string) => Promise<ShopOrder>;
  announcement: string;
  onSaved: (order: ShopOrder, announcement: string) => void;
}) {
  const [reason, setReason] = useState('');
  const action = useOrderAction(onSaved);

  function submit() {
    if (!reason.trim()) action.refuse(emptyMessage, 'reason');
    else void action.run(() => send(reason.trim()), announcement);
  }

  return (
    <DialogForm
      confirmLabel={confirmLabel}
      confirmVariant="danger"
      busy={action.busy}
      error={action.error}
      onSubmit={submit}
    >
      <TextAreaField
        label="Reason"
        required
        maxLength={maxLength}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError(action.error, 'reason')}
      />
    </DialogForm>
  );
}
