import { useCallback, useId, useState } from 'react';
import { CWD_READY_REFUSALS } from '../../../../domain/shop/cwd';
import type { ReadyPreview } from '../../../../domain/shop/answers/ready-preview';
import { Button } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { LoadFailure } from '../components/load-failure';
import { DialogForm } from '../components/shop-dialog';
import { useLoad } from '../lib/use-load';
import { getReadyPreview, moveStage } from './api';
import { FIELD, FinishedWeightField, readFinishedWeight } from './finished-weight';
import { ActionDialog, type OrderDialogProps } from './order-dialogs';
import { useOrderAction } from './use-order-action';

const TITLE = 'Mark ready for pickup';

/**
 * docs/shop.md 3: 'Mark ready for pickup' tells the customer their meat is ready, so it asks first and shows
 * what will go out and to whom (or why nothing will). While a CWD hold lasts it is not offered: the
 * button is disabled with the reason beside it, read with it.
 */
export function MarkReadyAction(props: OrderDialogProps) {
  const reasonId = useId();
  const hold = props.order.cwd.hold;
  if (hold) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button disabled aria-describedby={reasonId}>
          {TITLE}
        </Button>
        <p id={reasonId} className="text-base font-semibold text-red-900">
          {CWD_READY_REFUSALS[hold]}
        </p>
      </div>
    );
  }
  return (
    <ActionDialog
      main
      title={TITLE}
      description="The customer is told their order is ready."
      returnFocusTo={props.returnFocusTo}
      onSaved={props.onSaved}
      form={(saved) => <ReadyForm order={props.order} onSaved={saved} />}
    />
  );
}

function ReadyForm({ order, onSaved }: Pick<OrderDialogProps, 'order' | 'onSaved'>) {
  const orderNumber = order.details.order.order_number;
  const load = useCallback(() => getReadyPreview(orderNumber), [orderNumber]);
  const { state, retry } = useLoad(load);
  const action = useOrderAction(onSaved);
  // docs/shop.md 11: asked here when not weighed yet; left empty, the order is marked ready without it.
  const askWeight = order.finished_weight_lbs === null;
  const [weight, setWeight] = useState('');
  function submit() {
    const read = readFinishedWeight(weight);
    if ('problem' in read) return action.refuse(read.problem, FIELD);
    void action.run(() => moveStage(orderNumber, 'ready', read.lbs ?? undefined), 'Moved to Ready for pickup.');
  }

  return (
    <DialogForm
      confirmLabel={TITLE}
      busy={action.busy || state.status === 'loading'}
      error={action.error}
      onSubmit={submit}
    >
      {askWeight ? (
        <FinishedWeightField
          value={weight}
          onChange={setWeight}
          error={action.error}
          hint="The packaged meat. Leave it empty to skip: it can be added later."
        />
      ) : null}
      {state.status === 'loading' ? <LoadingNotice text="Loading the message..." /> : null}
      {state.status === 'failed' ? <LoadFailure what="The message" reason={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? <PreviewLines preview={state.value} /> : null}
    </DialogForm>
  );
}

function PreviewLines({ preview }: { preview: ReadyPreview }) {
  const { sms, email } = preview;
  return (
    <>
      <section aria-label="Text message" className="grid gap-1">
        <h3 className="text-base font-semibold text-stone-900">Text to {sms.to}</h3>
        {sms.body !== null ? (
          <p className="rounded-xl bg-stone-100 px-3 py-2 text-base wrap-anywhere text-stone-900">{sms.body}</p>
        ) : null}
        {sms.not_sent ? <p className="text-base font-semibold text-amber-900">{sms.not_sent}</p> : null}
      </section>
      <section aria-label="Email" className="grid gap-1">
        <h3 className="text-base font-semibold text-stone-900">Email to {email.to}</h3>
        {email.subject !== null ? (
          <p className="text-base wrap-anywhere text-stone-900">Subject: {email.subject}</p>
        ) : null}
        {email.not_sent ? <p className="text-base font-semibold text-amber-900">{email.not_sent}</p> : null}
      </section>
    </>
  );
}
