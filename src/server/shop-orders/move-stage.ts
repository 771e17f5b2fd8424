import { ConflictError } from '../../domain';
import {
  CWD_READY_REFUSALS,
  type MoveStageInput,
  STAGE_LABELS,
  type ShopOrder,
  type Stage,
  cwdHoldOf,
  previousStage,
  stageTransitionProblem,
} from '../../domain/shop';
import type { Database, Transaction } from '../db/client';
import { holdsForCwd, readOrderProgram } from '../order-records/order-donation';
import type { HistoryActor } from '../history/order-history';
import { changeShopOrder, updateOrder } from './change-shop-order';
import { cwdRecordOf } from './cwd-record';
import { NO_DROP_OFF, dropOffColumns, dropOffValuesOf } from './drop-off';
import { finishedWeightSummary, writeFinishedWeight } from './finished-weight';
import type { OrderMessageQueue } from '../notifications/order-message-queue';
import type { ShopOrderRow } from './shop-order-store';
import { readShopDay } from '../order-records/storage';

/** Forward moves that have an action of their own, which asks for what they need. */
const OWN_ACTION: Partial<Record<Stage, string>> = {
  checked_in: "An order is checked in with 'Check in', which records its tag.",
  picked_up: "An order is picked up with 'Record pickup'.",
  cancelled: "An order is cancelled with 'Cancel order', which asks for a reason.",
  unclaimed: "An order is marked unclaimed with 'Mark unclaimed', by the owner, past its unclaimed day.",
};

/** The history of a forward move, after its button (docs/shop.md 3). */
const FORWARD_SUMMARY: Partial<Record<Stage, string>> = {
  processing: 'Started processing',
  ready: 'Marked ready for pickup',
};

/**
 * Back from checked in to submitted undoes the check-in: the tag is freed for another order, and the
 * drop-off fields go with it; the history row keeps what they were.
 */
async function undoCheckIn(tx: Transaction, order: ShopOrderRow) {
  await updateOrder(tx, order.id, {
    ...dropOffColumns(NO_DROP_OFF),
    season: null,
    checkedInAt: null,
    finishedWeightLbs: null,
  });
  const recorded = Object.entries({
    ...dropOffValuesOf(order),
    finished_weight_lbs: order.finishedWeightLbs,
  }).filter(([, value]) => value !== null);
  return {
    before: Object.fromEntries(recorded),
    after: Object.fromEntries(recorded.map(([key]) => [key, null])),
  };
}

/**
 * docs/shop.md 2: back from picked up to ready undoes a pickup recorded on the wrong order. The meat is in the
 * shop again, so its storage count runs on from the day it became ready; the history keeps who took it.
 */
function undoPickup(order: ShopOrderRow) {
  return {
    columns: { pickedUpBy: null, pickedUpAt: null, storageUntil: null },
    before: { picked_up_by: order.pickedUpBy, picked_up_at: order.pickedUpAt?.toISOString() ?? null },
    after: { picked_up_by: null, picked_up_at: null },
  };
}

/**
 * docs/shop.md 9, 'Unclaimed meat': an order becoming ready starts its storage count, under the rules of that day (what
 * its ready message and reminders tell the customer); moved back from ready, the count is undone with it.
 * An undone pickup keeps the count it had.
 */
async function storageTermsFor(tx: Transaction, from: Stage, to: Stage) {
  if (to === 'ready' && from === 'processing') {
    const { today, settings } = await readShopDay(tx);
    return {
      readyOn: today,
      storageFreeDays: settings.free_storage_days,
      storageFeeCents: settings.storage_fee_cents,
    };
  }
  return from === 'ready' ? { readyOn: null, storageFreeDays: null, storageFeeCents: null } : {};
}

/**
 * docs/shop.md 11: 'Mark ready for pickup' may bring the finished weight (asked there when missing), written
 * with the move and recorded in its history row.
 */
async function weighedAtReady(tx: Transaction, order: ShopOrderRow, input: MoveStageInput) {
  const lbs = input.finished_weight_lbs;
  const changed = lbs == null ? null : await writeFinishedWeight(tx, order, lbs);
  if (!changed) return { summary: '', before: {}, after: {} };
  return {
    summary: `, ${finishedWeightSummary(order, lbs ?? null).replace('Finished', 'finished')}`,
    before: { finished_weight_lbs: changed.before },
    after: { finished_weight_lbs: changed.after },
  };
}

/**
 * docs/shop.md 2: forward one step ('Start processing', 'Mark ready for pickup') or back one step to undo a
 * mistake ('Move back to <label>'); every other move is refused with the reason. Entering 'ready' queues
 * the ready message in the same transaction, once per order: marking it ready again, or undoing a pickup,
 * sends nothing.
 */
export function moveStage(
  db: Database,
  actor: HistoryActor,
  orderNumber: number,
  input: MoveStageInput,
  readyMessages: OrderMessageQueue,
): Promise<ShopOrder> {
  return changeShopOrder(
    db,
    actor,
    orderNumber,
    async (tx, order) => {
      const from = order.stage;
      const to = input.to;
      const problem = stageTransitionProblem(from, to);
      if (problem) throw new ConflictError(problem);
      const back = previousStage(from) === to;
      const ownAction = back ? undefined : OWN_ACTION[to];
      if (ownAction) throw new ConflictError(ownAction);
      // docs/shop.md 12: a donated animal waits for its CWD result when its program says so.
      const hold = cwdHoldOf(from, cwdRecordOf(order), holdsForCwd(await readOrderProgram(tx, order)));
      if (!back && to === 'ready' && hold) throw new ConflictError(CWD_READY_REFUSALS[hold]);
      const freed = back && to === 'submitted' ? await undoCheckIn(tx, order) : { before: {}, after: {} };
      const returned = back && from === 'picked_up' ? undoPickup(order) : { columns: {}, before: {}, after: {} };
      await updateOrder(tx, order.id, {
        stage: to,
        stageChangedAt: new Date(),
        ...(await storageTermsFor(tx, from, to)),
        ...returned.columns,
      });
      const weighed =
        !back && to === 'ready' ? await weighedAtReady(tx, order, input) : { summary: '', before: {}, after: {} };
      if (!back && to === 'ready') await readyMessages.enqueueReady(tx, order.id, 'first');
      const summary = back
        ? `Moved back to ${STAGE_LABELS[to]}`
        : (FORWARD_SUMMARY[to] ?? `Moved to ${STAGE_LABELS[to]}`);
      return {
        kind: 'stage',
        summary: summary + weighed.summary,
        before: { stage: from, ...freed.before, ...returned.before, ...weighed.before },
        after: { stage: to, ...freed.after, ...returned.after, ...weighed.after },
      };
    },
    'judged by the change',
  );
}
