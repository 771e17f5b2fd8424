import { useState } from 'react';
import {
  FORWARD_ACTION_LABELS,
  STAGE_LABELS,
  type Stage,
  canChangeInShop,
  nextStage,
  previousStage,
} from '../../../../domain/shop/stages';
import { Button } from '../../../components/button';
import { moveStage, resendReadyMessage } from './api';
import { canTakePayment } from '../../../../domain/shop/payments';
import { CwdActions } from './cwd-dialogs';
import { UnclaimedAction } from './unclaimed-dialog';
import { CancelOrderDialog, CheckInDialog, type OrderDialogProps } from './order-dialogs';
import { RecordPaymentDialog, RecordPickupDialog } from './payment-dialogs';
import { MarkReadyAction } from './ready-dialog';
import { useOrderAction } from './use-order-action';

/**
 * Moves done in one press: 'Start processing', and one step back to undo a mistake. Check-in, 'Mark ready
 * for pickup' (docs/shop.md 3: it messages the customer) and pickup are dialogs of their own.
 */
const ONE_PRESS_FORWARD: readonly Stage[] = ['checked_in'];

/** The order's buttons for its stage (docs/shop.md 3), each showing 'Saving...' while its change is sent. */
export function StageActions(dialogProps: OrderDialogProps) {
  const { order, onSaved } = dialogProps;
  const action = useOrderAction(onSaved);
  // Which one-press button was pressed, so that only it reads 'Saving...'.
  const [pressed, setPressed] = useState<Stage | 'resend' | null>(null);
  const orderNumber = order.details.order.order_number;
  const next = nextStage(order.stage);
  const back = previousStage(order.stage);
  const holding = order.cwd.hold !== null;

  function move(to: Stage, announcement: string) {
    setPressed(to);
    void action.run(() => moveStage(orderNumber, to), announcement);
  }

  function resend() {
    setPressed('resend');
    void action.run(() => resendReadyMessage(orderNumber), 'Ready message queued.');
  }

  const busyLabel = (to: Stage | 'resend', label: string) => (action.busy && pressed === to ? 'Saving...' : label);
  const forwardLabel = next && ONE_PRESS_FORWARD.includes(order.stage) ? FORWARD_ACTION_LABELS[order.stage] : undefined;

  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center gap-3">
        {/* docs/shop.md 3: the first button is what can be done next; while a CWD hold lasts, that is its step. */}
        {holding ? <CwdActions {...dialogProps} /> : null}
        {order.stage === 'submitted' ? <CheckInDialog {...dialogProps} /> : null}
        {order.stage === 'processing' ? <MarkReadyAction {...dialogProps} /> : null}
        {order.stage === 'ready' ? <RecordPickupDialog {...dialogProps} /> : null}
        {next && forwardLabel ? (
          <Button disabled={action.busy} onClick={() => move(next, `Moved to ${STAGE_LABELS[next]}.`)}>
            {busyLabel(next, forwardLabel)}
          </Button>
        ) : null}
        {back ? (
          <Button
            variant="secondary"
            disabled={action.busy}
            onClick={() => move(back, `Moved back to ${STAGE_LABELS[back]}.`)}
          >
            {busyLabel(back, `Move back to ${STAGE_LABELS[back]}`)}
          </Button>
        ) : null}
        {canTakePayment(order.stage) ? <RecordPaymentDialog {...dialogProps} /> : null}
        {order.stage === 'ready' ? (
          <Button variant="secondary" disabled={action.busy} onClick={resend}>
            {busyLabel('resend', 'Resend ready message')}
          </Button>
        ) : null}
        {holding ? null : <CwdActions {...dialogProps} />}
        <UnclaimedAction {...dialogProps} />
        {canChangeInShop(order.stage) ? <CancelOrderDialog {...dialogProps} /> : null}
      </div>
      {action.error ? (
        <p role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-base text-red-900">
          {action.error.message}
        </p>
      ) : null}
    </div>
  );
}
