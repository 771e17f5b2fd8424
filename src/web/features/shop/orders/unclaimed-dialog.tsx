import { useState } from 'react';
import type { ShopOrder } from '../../../../domain/shop/answers/order';
import {
  DISPOSITIONS,
  DISPOSITION_LABELS,
  type Disposition,
  UNCLAIMED_LIMITS,
  UNCLAIMED_MESSAGES,
  unclaimedSummary,
} from '../../../../domain/shop/unclaimed';
import { RadioField } from '../../../components/radio-field';
import { useShopUser } from '../lib/session';
import { markUnclaimed } from './api';
import { TextAreaField } from '../components/form-fields';
import { ActionDialog, type OrderDialogProps } from './order-dialogs';
import { DialogForm } from '../components/shop-dialog';
import { fieldError } from '../lib/use-submit';
import { useOrderAction } from './use-order-action';
import { formatShopDay } from '../lib/format-shop-time';

const CHOICES = DISPOSITIONS.map((value) => ({ value, label: DISPOSITION_LABELS[value] }));

function UnclaimedForm({ order, onSaved }: { order: ShopOrder; onSaved: OrderDialogProps['onSaved'] }) {
  const [disposition, setDisposition] = useState<Disposition | null>(null);
  const [note, setNote] = useState('');
  const action = useOrderAction(onSaved);

  function submit() {
    if (disposition === null) action.refuse(UNCLAIMED_MESSAGES.disposition, 'disposition');
    else if (disposition === 'other' && !note.trim()) action.refuse(UNCLAIMED_MESSAGES.noteRequired, 'note');
    else
      void action.run(
        () => markUnclaimed(order.details.order.order_number, { disposition, note: note.trim() || null }),
        'Marked unclaimed. Nothing was sent to the customer.',
      );
  }

  return (
    <DialogForm confirmLabel="Mark unclaimed" busy={action.busy} error={action.error} onSubmit={submit}>
      <RadioField
        legend="What became of the meat"
        choices={CHOICES}
        value={disposition}
        onValueChange={(value) => setDisposition(value as Disposition)}
      />
      <TextAreaField
        label="Note"
        hint={disposition === 'other' ? 'Required with Other.' : 'Optional.'}
        maxLength={UNCLAIMED_LIMITS.note}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={fieldError(action.error, 'note')}
      />
    </DialogForm>
  );
}

/**
 * docs/shop.md 9, 'Unclaimed meat': 'Mark unclaimed', the owner's, for a ready order past its unclaimed day (the Totals
 * say from when); the order is closed and nothing is sent.
 */
export function UnclaimedAction({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  const user = useShopUser();
  if (user.role !== 'owner' || order.stage !== 'ready' || !order.storage?.unclaimable) return null;
  return (
    <ActionDialog
      title="Mark unclaimed"
      description={`Ready since ${formatShopDay(order.storage.ready_on)} and not picked up. The order is closed and the customer is sent nothing.`}
      returnFocusTo={returnFocusTo}
      onSaved={onSaved}
      form={(saved) => <UnclaimedForm order={order} onSaved={saved} />}
    />
  );
}

/** What became of an unclaimed order's meat, on the order page. */
export function UnclaimedFacts({ order }: { order: ShopOrder }) {
  if (order.stage !== 'unclaimed' || order.unclaimed === null) return null;
  return (
    <p className="mt-2 text-base font-semibold text-stone-900">
      {unclaimedSummary(order.unclaimed.disposition, order.unclaimed.note)}
    </p>
  );
}
