import { useState } from 'react';
import type { ShopOrder } from '../../../../domain/shop/answers/order';
import { FINISHED_WEIGHT_LIMITS, finishedWeightProblem } from '../../../../domain/shop/yield';
import { Line } from '../../../components/receipt-lines';
import { InputField } from '../components/form-fields';
import { DialogForm } from '../components/shop-dialog';
import { type ActionError, fieldError } from '../lib/use-submit';
import { setFinishedWeight } from './api';
import { ActionDialog, type OrderDialogProps } from './order-dialogs';
import { useOrderAction } from './use-order-action';

/** docs/shop.md 11: the words staff see. */
export const FINISHED_WEIGHT_LABEL = 'Finished weight (lbs)';
export const FIELD = 'finished_weight_lbs';

/** The weight as typed: none (''), a weight, or what is wrong with it (shown at the field). */
export function readFinishedWeight(typed: string): { lbs: number | null } | { problem: string } {
  if (typed.trim() === '') return { lbs: null };
  const lbs = Number(typed);
  const problem = finishedWeightProblem(lbs);
  return problem ? { problem } : { lbs };
}

export function FinishedWeightField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error: ActionError | null;
  hint?: string;
}) {
  return (
    <InputField
      label={FINISHED_WEIGHT_LABEL}
      hint={hint}
      type="number"
      inputMode="decimal"
      min={FINISHED_WEIGHT_LIMITS.min}
      max={FINISHED_WEIGHT_LIMITS.max}
      step={0.1}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={fieldError(error, FIELD)}
    />
  );
}

/** 'Yield: 48%' once both weights are known. */
export function yieldText(order: Pick<ShopOrder, 'yield_percent'>): string | null {
  return order.yield_percent === null ? null : `Yield: ${order.yield_percent}%`;
}

/** The order page's 'Yield' section: both weights and the yield, or what is still missing. */
export function YieldFacts({ order }: { order: ShopOrder }) {
  const weight = (lbs: number | null) => (lbs === null ? 'None' : lbs);
  const text = yieldText(order);
  return (
    <>
      <dl>
        <Line label="Hanging weight (lbs)" value={weight(order.drop_off.hanging_weight_lbs)} />
        <Line label={FINISHED_WEIGHT_LABEL} value={weight(order.finished_weight_lbs)} />
      </dl>
      <p className="mt-2 text-lg font-semibold text-stone-900">
        {text ??
          (order.drop_off.hanging_weight_lbs === null
            ? 'Yield shows once both weights are recorded.'
            : 'Yield shows once the finished weight is recorded.')}
      </p>
    </>
  );
}

/** 'Finished weight': records (or corrects, or clears) the packaged meat's weight, any time after check-in. */
export function FinishedWeightDialog({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  return (
    <ActionDialog
      title="Finished weight"
      description="The packaged meat, weighed after processing. Leave it empty to clear it."
      returnFocusTo={returnFocusTo}
      onSaved={onSaved}
      form={(saved) => <FinishedWeightForm order={order} onSaved={saved} />}
    />
  );
}

function FinishedWeightForm({ order, onSaved }: Pick<OrderDialogProps, 'order' | 'onSaved'>) {
  const [typed, setTyped] = useState(order.finished_weight_lbs === null ? '' : String(order.finished_weight_lbs));
  const action = useOrderAction(onSaved);
  function submit() {
    const read = readFinishedWeight(typed);
    if ('problem' in read) return action.refuse(read.problem, FIELD);
    const orderNumber = order.details.order.order_number;
    void action.run(
      () => setFinishedWeight(orderNumber, read.lbs),
      read.lbs === null ? 'Finished weight cleared.' : 'Finished weight saved.',
    );
  }
  return (
    <DialogForm confirmLabel="Save finished weight" busy={action.busy} error={action.error} onSubmit={submit}>
      <FinishedWeightField value={typed} onChange={setTyped} error={action.error} />
    </DialogForm>
  );
}
