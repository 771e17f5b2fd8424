import { useState } from 'react';
import type { ShopOrder } from '../../../../domain/shop/answers/order';
import {
  CWD_HOLD_LABELS,
  CWD_LIMITS,
  CWD_RESULTS,
  CWD_RESULT_LABELS,
  type CwdResult,
  cwdSampleProblem,
} from '../../../../domain/shop/cwd';
import { canChangeInShop } from '../../../../domain/shop/stages';
import { RadioField } from '../../../components/radio-field';
import { useShopUser } from '../lib/session';
import { recordCwdOutcome, recordCwdResult, recordCwdSample } from './api';
import { InputField, TextAreaField } from '../components/form-fields';
import { ActionDialog, type OrderDialogProps } from './order-dialogs';
import { DialogForm } from '../components/shop-dialog';
import { fieldError } from '../lib/use-submit';
import { useOrderAction } from './use-order-action';
import { formatShopDay } from '../lib/format-shop-time';

type FormProps = { order: ShopOrder; onSaved: OrderDialogProps['onSaved'] };

function SampleForm({ order, onSaved, confirmLabel }: FormProps & { confirmLabel: string }) {
  const [sampleId, setSampleId] = useState(order.cwd.sample_id ?? '');
  const [takenOn, setTakenOn] = useState(order.cwd.taken_on ?? '');
  const action = useOrderAction(onSaved);
  const orderNumber = order.details.order.order_number;

  function submit() {
    if (!sampleId.trim()) action.refuse('Sample ID is required.', 'sample_id');
    else if (!takenOn) action.refuse('Date taken is required.', 'taken_on');
    else
      void action.run(
        () => recordCwdSample(orderNumber, { sample_id: sampleId.trim(), taken_on: takenOn }),
        'CWD sample recorded. The order is on hold until the result.',
      );
  }

  return (
    <DialogForm confirmLabel={confirmLabel} busy={action.busy} error={action.error} onSubmit={submit}>
      <InputField
        label="Sample ID"
        required
        maxLength={CWD_LIMITS.sampleId}
        autoComplete="off"
        value={sampleId}
        onChange={(event) => setSampleId(event.target.value)}
        error={fieldError(action.error, 'sample_id')}
      />
      <InputField
        label="Date taken"
        type="date"
        required
        value={takenOn}
        onChange={(event) => setTakenOn(event.target.value)}
        error={fieldError(action.error, 'taken_on')}
      />
    </DialogForm>
  );
}

const RESULT_CHOICES = CWD_RESULTS.map((result) => ({ value: result, label: CWD_RESULT_LABELS[result] }));

function ResultForm({ order, onSaved }: FormProps) {
  const [result, setResult] = useState<CwdResult | null>(null);
  const action = useOrderAction(onSaved);
  const orderNumber = order.details.order.order_number;

  function submit() {
    if (result === null) action.refuse('Choose the result.', 'result');
    else
      void action.run(
        () => recordCwdResult(orderNumber, result),
        result === 'detected'
          ? 'CWD detected recorded. The customer was asked to call the shop.'
          : 'CWD not detected. Hold ended.',
      );
  }

  return (
    <DialogForm confirmLabel="Record CWD result" busy={action.busy} error={action.error} onSubmit={submit}>
      <RadioField
        legend="Result"
        choices={RESULT_CHOICES}
        value={result}
        onValueChange={(value) => setResult(value as CwdResult)}
      />
      {result === 'detected' ? (
        <p className="text-base text-stone-800">
          The order stays on hold. The shop's new order email is told, and the customer gets only: 'Please call the shop
          about your order.'
        </p>
      ) : null}
    </DialogForm>
  );
}

function OutcomeForm({ order, onSaved }: FormProps) {
  const [outcome, setOutcome] = useState('');
  const action = useOrderAction(onSaved);
  const orderNumber = order.details.order.order_number;

  function submit() {
    if (!outcome.trim()) action.refuse('Say what was done.', 'outcome');
    else void action.run(() => recordCwdOutcome(orderNumber, outcome.trim()), 'Recorded. Hold ended.');
  }

  return (
    <DialogForm confirmLabel="Record what was done" busy={action.busy} error={action.error} onSubmit={submit}>
      <TextAreaField
        label="What was done"
        required
        maxLength={CWD_LIMITS.outcome}
        value={outcome}
        onChange={(event) => setOutcome(event.target.value)}
        error={fieldError(action.error, 'outcome')}
      />
    </DialogForm>
  );
}

/**
 * docs/shop.md 9, 'CWD holds', the order page's CWD actions: 'Record CWD sample' (until the result is in), 'Record CWD
 * result' (while pending) and, for the owner after 'Detected', 'Record what was done'.
 */
export function CwdActions({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  const user = useShopUser();
  if (!canChangeInShop(order.stage)) return null;
  const canSample = cwdSampleProblem(order.stage, order.cwd) === null;
  // docs/shop.md 3: a sample already recorded is corrected, not recorded again.
  const sampleTitle = order.cwd.sample_id === null ? 'Record CWD sample' : 'Correct CWD sample';
  return (
    <>
      {order.cwd.hold === 'pending' ? (
        <ActionDialog
          main
          title="Record CWD result"
          description={`Sample ${order.cwd.sample_id ?? ''}, taken ${order.cwd.taken_on ? formatShopDay(order.cwd.taken_on) : ''}.`}
          returnFocusTo={returnFocusTo}
          onSaved={onSaved}
          form={(saved) => <ResultForm order={order} onSaved={saved} />}
        />
      ) : null}
      {order.cwd.hold === 'detected' && user.role === 'owner' ? (
        <ActionDialog
          main
          title="Record what was done"
          description="This ends the hold. To stop the order instead, cancel it with a reason."
          returnFocusTo={returnFocusTo}
          onSaved={onSaved}
          form={(saved) => <OutcomeForm order={order} onSaved={saved} />}
        />
      ) : null}
      {canSample ? (
        <ActionDialog
          title={sampleTitle}
          description="The order is on hold until the test result is recorded: it cannot be marked ready for pickup."
          returnFocusTo={returnFocusTo}
          onSaved={onSaved}
          form={(saved) => <SampleForm order={order} onSaved={saved} confirmLabel={sampleTitle} />}
        />
      ) : null}
    </>
  );
}

/** 'Hold: CWD test pending' under the stage, in words and strong, so nobody hands the meat out. */
export function CwdHoldNotice({ order }: { order: ShopOrder }) {
  if (order.cwd.hold === null) return null;
  return (
    <p className="mt-2 inline-block rounded-lg border-2 border-red-800 bg-red-50 px-3 py-1 text-lg font-bold text-red-900">
      {CWD_HOLD_LABELS[order.cwd.hold]}
    </p>
  );
}
