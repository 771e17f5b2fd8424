import { useEffect, useRef, useState } from 'react';
import { dropOffDayLabel } from '../../../../domain/drop-off-days';
import type { ShopOrder } from '../../../../domain/shop/answers/order';
import { Line } from '../../../components/receipt-lines';
import { InputField } from '../components/form-fields';
import { DialogForm } from '../components/shop-dialog';
import { useShopUser } from '../lib/session';
import { type ActionError, fieldError } from '../lib/use-submit';
import { setDropOffDay } from './api';
import { ActionDialog, type OrderDialogProps } from './order-dialogs';
import { useOrderAction } from './use-order-action';

/** The order's drop-off day as the page shows it: 'Saturday, November 14', or 'Waitlist: Saturday, November 14'. */
export function dropOffDayText(order: ShopOrder): string | null {
  const { drop_off_day: day, drop_off_waitlist: waitlist } = order.details.order;
  if (!day) return null;
  return waitlist ? `Waitlist: ${dropOffDayLabel(day)}` : dropOffDayLabel(day);
}

/** The order's drop-off day on the order page's Drop-off section, when it has one. */
export function DropOffDayFacts({ order }: { order: ShopOrder }) {
  const text = dropOffDayText(order);
  if (text === null) return null;
  return (
    <dl className="mb-2">
      <Line label="Drop-off day" value={text} />
    </dl>
  );
}

/**
 * The one refusal the owner may answer: a full day, overbooked on a confirmed retry (docs/shop.md 10, 'Staff give or
 * move a day').
 */
const isFullDay = (error: ActionError | null) => error?.status === 409 && error.code === 'drop_off_day_full';

/**
 * The date to send: its field, and after the owner's 409 for a full day, the question 'Saturday, November
 * 14 is full. Overbook it?' in its place, answered 'Overbook' (the same call with `overbook: true`) or
 * 'Cancel' (back to the date). Staff get the server's sentence at the field.
 */
function DropOffDayForm({
  order,
  confirmLabel,
  onSaved,
}: Pick<OrderDialogProps, 'order' | 'onSaved'> & { confirmLabel: string }) {
  const owner = useShopUser().role === 'owner';
  const [day, setDay] = useState(order.details.order.drop_off_day ?? '');
  // The day last sent (the one a refusal is about), and whether the owner said no to overbooking it.
  const [sent, setSent] = useState('');
  const [declined, setDeclined] = useState(false);
  const action = useOrderAction(onSaved);
  const orderNumber = order.details.order.order_number;
  const fieldRef = useRef<HTMLDivElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const asking = owner && isFullDay(action.error) && !declined;
  const wasAsking = useRef(false);

  // The question is read where focus goes; declining it goes back to the date, to choose another.
  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (wasAsking.current) fieldRef.current?.querySelector('input')?.focus();
    wasAsking.current = asking;
  }, [asking]);

  function send(overbook: boolean) {
    const label = dropOffDayLabel(day);
    setSent(day);
    setDeclined(false);
    void action.run(
      () => setDropOffDay(orderNumber, { drop_off_day: day, overbook }),
      order.details.order.drop_off_waitlist ? `Given a drop-off spot on ${label}.` : `Drop-off day moved to ${label}.`,
    );
  }

  if (asking) {
    return (
      <DialogForm
        confirmLabel="Overbook"
        confirmVariant="danger"
        busy={action.busy}
        error={null}
        onSubmit={() => send(true)}
        cancel={{ label: 'Cancel', onCancel: () => setDeclined(true) }}
      >
        <p ref={questionRef} tabIndex={-1} className="text-lg font-semibold text-stone-900">
          {dropOffDayLabel(sent)} is full. Overbook it?
        </p>
        <p className="text-base text-stone-800">{action.error?.message}</p>
      </DialogForm>
    );
  }

  function submit() {
    setDeclined(false);
    if (!day) action.refuse('Choose a day.', 'drop_off_day');
    else send(false);
  }

  // The server's sentence at the field: a day not taken (400) or, for staff, a full one (409).
  const refusal = declined ? null : action.error;
  const error = fieldError(refusal, 'drop_off_day') ?? (refusal?.status === 409 ? refusal.message : undefined);
  return (
    <DialogForm confirmLabel={confirmLabel} busy={action.busy} error={refusal} onSubmit={submit}>
      <div ref={fieldRef}>
        <InputField
          label="Drop-off day"
          type="date"
          required
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={error}
        />
      </div>
    </DialogForm>
  );
}

/**
 * docs/shop.md 10, 'Staff give or move a day': 'Move drop-off day' for a submitted order booked on a day, 'Give a
 * drop-off day' for one on a day's waitlist. Only for an order that has a day: then the shop takes drop-off days.
 */
export function DropOffDayDialog({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  const current = dropOffDayText(order);
  if (order.stage !== 'submitted' || current === null) return null;
  const title = order.details.order.drop_off_waitlist ? 'Give a drop-off day' : 'Move drop-off day';
  return (
    <ActionDialog
      title={title}
      description={`Now: ${current}.`}
      returnFocusTo={returnFocusTo}
      onSaved={onSaved}
      form={(saved) => <DropOffDayForm order={order} confirmLabel={title} onSaved={saved} />}
    />
  );
}
