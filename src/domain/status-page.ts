import type { z } from 'zod';
// Types only: the customer's status page reads this module, and zod stays out of its chunk.
import type { OrderStatusPageSchema } from './answers/status-page';
import type { ReceiptInput } from './receipt';
import { STAGE_LABELS, type Stage } from './shop/stages';

/**
 * docs/shop.md 4: what the customer's status page (/status/<token>) is told of an order, as its schema says
 * (answers/status-page.ts, which the server's tests assert the answer against).
 */

/** The stages the customer follows, in order; a cancelled order shows Cancelled instead of what was ahead. */
export const CUSTOMER_STAGES = ['submitted', 'checked_in', 'processing', 'ready', 'picked_up'] as const;

/** GET /api/status/:token */
export type OrderStatusPage = z.infer<typeof OrderStatusPageSchema>;
export type StatusStep = OrderStatusPage['steps'][number];
export type StatusStepState = StatusStep['state'];
/** What was ordered, in the receipt's shape less the customer's contact fields. */
export type OrderedItems = OrderStatusPage['ordered'];
/** The shop as the status page shows it: whatever the owner has not set is ''. */
export type StatusShop = OrderStatusPage['shop'];

/**
 * The list the page shows: every stage up to the current one done, the current one marked, the rest ahead.
 * A cancelled order shows how far it got (submitted, and checked in when it was) and then Cancelled.
 */
export function buildStatusSteps(
  stage: Stage,
  { wasCheckedIn = false }: { wasCheckedIn?: boolean } = {},
): StatusStep[] {
  const step = (of: Stage, state: StatusStepState): StatusStep => ({ stage: of, label: STAGE_LABELS[of], state });
  if (stage === 'unclaimed') {
    const reached: Stage[] = ['submitted', 'checked_in', 'processing', 'ready'];
    return [...reached.map((of) => step(of, 'done')), step('unclaimed', 'current')];
  }
  if (stage === 'cancelled') {
    const reached: Stage[] = wasCheckedIn ? ['submitted', 'checked_in'] : ['submitted'];
    return [...reached.map((of) => step(of, 'done')), step('cancelled', 'current')];
  }
  const current = CUSTOMER_STAGES.indexOf(stage);
  return CUSTOMER_STAGES.map((of, index) =>
    step(of, index < current ? 'done' : index === current ? 'current' : 'upcoming'),
  );
}

/** The receipt's input less the customer's contact fields: what the status page's OrderedItems is one of. */
type ReceiptWithoutContact = Omit<ReceiptInput, 'order'> & {
  order: Omit<ReceiptInput['order'], 'full_name' | 'email' | 'phone_number'>;
};

/** The receipt's input for what was ordered: the contact fields it would show stay empty. */
export function receiptInputOf(ordered: ReceiptWithoutContact): ReceiptInput {
  return { ...ordered, order: { ...ordered.order, full_name: '', email: '', phone_number: '' } };
}
