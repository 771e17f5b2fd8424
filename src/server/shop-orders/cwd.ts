import { ConflictError } from '../../domain';
import {
  CWD_RESULT_LABELS,
  type CwdOutcomeInput,
  type CwdResultInput,
  type CwdSampleInput,
  type ShopOrder,
  cwdOutcomeProblem,
  cwdResultProblem,
  cwdSampleProblem,
} from '../../domain/shop';
import type { Database } from '../db/client';
import type { HistoryActor } from '../history/order-history';
import { changeShopOrder, updateOrder } from './change-shop-order';
import { cwdRecordOf } from './cwd-record';
import type { OrderMessageQueue } from '../notifications/order-message-queue';

/**
 * docs/shop.md 9, CWD holds: 'Record CWD sample' puts the order on hold (a second record corrects the first
 * until the result is in); 'Record CWD result' ends it ('Not detected') or keeps it ('Detected', which
 * emails the shop's 'New order email' and asks the customer to call, once); after 'Detected' the owner
 * records what was done, which ends the hold, or cancels the order. Each is a change like any other:
 * locked, recorded in the history, in one transaction with its messages.
 */
export function recordCwdSample(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  input: CwdSampleInput,
): Promise<ShopOrder> {
  return changeShopOrder(db, actor, orderNumber, async (tx, order) => {
    const before = cwdRecordOf(order);
    const problem = cwdSampleProblem(order.stage, before);
    if (problem) throw new ConflictError(problem);
    if (before.sample_id === input.sample_id && before.taken_on === input.taken_on) return null;
    await updateOrder(tx, order.id, { cwdSampleId: input.sample_id, cwdTakenOn: input.taken_on });
    return {
      kind: 'cwd_sample',
      summary:
        before.sample_id === null
          ? `CWD sample ${input.sample_id} recorded: on hold until the result`
          : `CWD sample changed to ${input.sample_id}`,
      before: { sample_id: before.sample_id, taken_on: before.taken_on },
      after: { sample_id: input.sample_id, taken_on: input.taken_on },
    };
  });
}

export function recordCwdResult(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  input: CwdResultInput,
  messages: OrderMessageQueue,
): Promise<ShopOrder> {
  return changeShopOrder(db, actor, orderNumber, async (tx, order) => {
    const before = cwdRecordOf(order);
    const problem = cwdResultProblem(before);
    if (problem) throw new ConflictError(problem);
    await updateOrder(tx, order.id, { cwdResult: input.result, cwdResultAt: new Date() });
    const detected = input.result === 'detected';
    if (detected) {
      await messages.enqueueMessages(tx, order.id, [
        { channel: 'email', kind: 'shop_cwd_detected' },
        { channel: 'email', kind: 'cwd_detected' },
        { channel: 'sms', kind: 'cwd_detected' },
      ]);
    }
    return {
      kind: 'cwd_result',
      summary: detected
        ? 'CWD result: Detected. The meat stays on hold; the customer was asked to call.'
        : 'CWD result: Not detected. Hold ended.',
      before: { result: null },
      after: { result: CWD_RESULT_LABELS[input.result] },
    };
  });
}

export function recordCwdOutcome(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  input: CwdOutcomeInput,
): Promise<ShopOrder> {
  return changeShopOrder(db, actor, orderNumber, async (tx, order) => {
    const problem = cwdOutcomeProblem(order.stage, cwdRecordOf(order));
    if (problem) throw new ConflictError(problem);
    await updateOrder(tx, order.id, { cwdOutcome: input.outcome });
    return {
      kind: 'cwd_outcome',
      summary: 'Recorded what was done after CWD was detected. Hold ended.',
      before: { outcome: null },
      after: { outcome: input.outcome },
    };
  });
}
