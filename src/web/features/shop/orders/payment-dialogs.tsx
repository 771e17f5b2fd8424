import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { formatCents } from '../../../../domain/money';
import type { PaymentEntry } from '../../../../domain/shop/answers/order';
import { alsoForCustomerText } from '../../../../domain/shop/stages';
import {
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  pickedUpWithDueText,
  readAmount,
} from '../../../../domain/shop/payments';
import { Button } from '../../../components/button';
import { CheckIcon } from '../../../components/icons';
import { RadioField } from '../../../components/radio-field';
import { recordPayment, recordPickup, voidPayment } from './api';
import { formatShopTime } from '../lib/format-shop-time';
import { InputField } from '../components/form-fields';
import { ActionDialog, type OrderDialogProps, useDialogState } from './order-dialogs';
import { DialogForm, ShopDialog } from '../components/shop-dialog';
import { type ActionError, fieldError } from '../lib/use-submit';
import { ReasonForm } from './reason-form';
import { useOrderAction } from './use-order-action';

/** docs/shop.md 2 and 3: 'Record payment', 'Void payment' (one per payment) and 'Record pickup'. */

/** After a refusal on the method (radios cannot be marked invalid like a text field), focus goes to them. */
function useFocusOnError(error: ActionError | null, path: string, target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (error && error.fields.some((field) => field.path === path)) {
      target.current?.querySelector<HTMLElement>('input:checked, input')?.focus();
    }
  }, [error, path, target]);
}

function PaymentForm({ order, onSaved }: Pick<OrderDialogProps, 'order' | 'onSaved'>) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [note, setNote] = useState('');
  const methodRef = useRef<HTMLDivElement>(null);
  const action = useOrderAction(onSaved);
  useFocusOnError(action.error, 'method', methodRef);
  const due = order.balance_due_cents;

  function submit() {
    const read = readAmount(amount, due, order.stage);
    if (!read.ok) return action.refuse(read.message, 'amount_cents');
    if (!method) return action.refuse(PAYMENT_MESSAGES.method, 'method');
    const label = `${formatCents(read.cents)} (${PAYMENT_METHOD_LABELS[method]})`;
    void action.run(
      () => recordPayment(order.details.order.order_number, { amount_cents: read.cents, method, note: note.trim() }),
      `Recorded payment of ${label}.`,
    );
  }

  return (
    <DialogForm confirmLabel="Record payment" busy={action.busy} error={action.error} onSubmit={submit}>
      <InputField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        hint="In dollars and cents, such as 40.00."
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={fieldError(action.error, 'amount_cents')}
      />
      <div ref={methodRef}>
        <RadioField
          legend="Method"
          choices={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
          value={method}
          onValueChange={(value) => setMethod(value as PaymentMethod)}
        />
        {fieldError(action.error, 'method') ? (
          <p className="mt-1 text-sm font-semibold text-red-800">{fieldError(action.error, 'method')}</p>
        ) : null}
      </div>
      <InputField
        label="Note"
        hint="Optional, such as a check number."
        maxLength={PAYMENT_LIMITS.note}
        autoComplete="off"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={fieldError(action.error, 'note')}
      />
    </DialogForm>
  );
}

/** 'Record payment' (from check-in until the order is closed): a deposit, part of the balance or all of it. */
export function RecordPaymentDialog({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  return (
    <ActionDialog
      title="Record payment"
      description={`Balance due: ${formatCents(order.balance_due_cents)}.`}
      returnFocusTo={returnFocusTo}
      onSaved={onSaved}
      form={(saved) => <PaymentForm order={order} onSaved={saved} />}
    />
  );
}

/** '$40.00 by Cash': a payment as its void button and dialog name it. */
export function paymentText(payment: PaymentEntry): string {
  return `${formatCents(payment.amount_cents)} by ${PAYMENT_METHOD_LABELS[payment.method]}`;
}

/**
 * 'Void payment' for one payment. Its button reads 'Void payment' and is named after the payment as well
 * ('Void payment of $40.00 by Cash, Nov 23, 10:16 AM'), so that a screen reader tells several apart.
 */
export function VoidPaymentDialog({
  order,
  payment,
  onSaved,
  returnFocusTo,
}: OrderDialogProps & { payment: PaymentEntry }) {
  const dialog = useDialogState(onSaved);
  const taken = formatShopTime(payment.taken_at);
  return (
    <ShopDialog
      title="Void payment"
      description={`${paymentText(payment)}, taken by ${payment.taken_by} on ${taken}. It stays listed, struck through, and no longer counts.`}
      trigger={
        <Button variant="secondary" className="min-h-11 px-4 py-2">
          Void payment<span className="sr-only"> of {`${paymentText(payment)}, ${taken}`}</span>
        </Button>
      }
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      returnFocusTo={returnFocusTo}
    >
      <ReasonForm
        confirmLabel="Void payment"
        maxLength={PAYMENT_LIMITS.voidReason}
        emptyMessage={PAYMENT_MESSAGES.voidReason}
        send={(reason) => voidPayment(order.details.order.order_number, payment.id, reason)}
        announcement={`Voided payment of ${formatCents(payment.amount_cents)}.`}
        onSaved={dialog.saved}
      />
    </ShopDialog>
  );
}

/** The explicit confirmation of a pickup with a balance due: a checkbox that can be marked invalid. */
function ConfirmDue({
  label,
  checked,
  onChange,
  error,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex min-h-12 items-center gap-3">
        <span className="relative flex size-6 shrink-0">
          <input
            id={id}
            type="checkbox"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="peer size-6 cursor-pointer appearance-none rounded-md border-2 border-stone-500 bg-white checked:border-brand-700 checked:bg-brand-700"
          />
          <CheckIcon className="pointer-events-none absolute inset-1 hidden size-4 text-white peer-checked:block" />
        </span>
        <label htmlFor={id} className="flex min-h-12 flex-1 cursor-pointer items-center text-base font-medium">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PickupForm({ order, onSaved }: Pick<OrderDialogProps, 'order' | 'onSaved'>) {
  const [pickedUpBy, setPickedUpBy] = useState(order.details.order.full_name);
  const [confirmed, setConfirmed] = useState(false);
  const action = useOrderAction(onSaved);
  const due = order.balance_due_cents;
  const dueText = pickedUpWithDueText(due);

  function submit() {
    const name = pickedUpBy.trim();
    if (!name) return action.refuse(PAYMENT_MESSAGES.pickedUpBy, 'picked_up_by');
    if (due > 0 && !confirmed) {
      return action.refuse(`Tick '${dueText}' to record the pickup with the balance still due.`, 'confirm_balance_due');
    }
    void action.run(
      () =>
        recordPickup(order.details.order.order_number, {
          picked_up_by: name,
          confirm_balance_due: due > 0 ? confirmed : undefined,
        }),
      `Picked up by ${name}.`,
    );
  }

  // docs/shop.md 16: the customer's other animals, which may leave with this one.
  const alsoFor = alsoForCustomerText(order.same_customer);
  return (
    <DialogForm confirmLabel="Record pickup" busy={action.busy} error={action.error} onSubmit={submit}>
      <InputField
        label="Picked up by"
        maxLength={PAYMENT_LIMITS.pickedUpBy}
        autoComplete="off"
        value={pickedUpBy}
        onChange={(event) => setPickedUpBy(event.target.value)}
        error={fieldError(action.error, 'picked_up_by')}
      />
      {due > 0 ? (
        <div className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3">
          <p className="text-base text-amber-950">
            <strong>{formatCents(due)}</strong> is still due on this order. Record a payment first, or confirm that the
            order leaves with the balance unpaid.
          </p>
          <ConfirmDue
            label={dueText}
            checked={confirmed}
            onChange={setConfirmed}
            error={fieldError(action.error, 'confirm_balance_due')}
          />
        </div>
      ) : (
        <p className="text-base text-stone-800">Paid in full.</p>
      )}
      {alsoFor ? <p className="text-base font-semibold text-stone-900">{alsoFor}</p> : null}
    </DialogForm>
  );
}

/** 'Record pickup' (ready orders): who took it; with a balance due, confirmed on purpose. */
export function RecordPickupDialog({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  const dialog = useDialogState(onSaved);
  return (
    <ShopDialog
      title="Record pickup"
      description="The order is closed afterwards: no more changes or payments."
      trigger={<Button>Record pickup</Button>}
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      returnFocusTo={returnFocusTo}
    >
      <PickupForm order={order} onSaved={dialog.saved} />
    </ShopDialog>
  );
}
