import type { Cents } from './money';
import type { ReceiptInput } from './receipt';
import type { CwdHold } from './shop/cwd';
import type { OrderStorage } from './shop/storage';
import { STAGE_LABELS, type Stage } from './shop/stages';

/**
 * docs/shop.md 4: what the customer's status page (/status/<token>) is told of an order. Whoever holds the link
 * may read it (links get forwarded), so it carries nothing that reaches the customer: no email, no phone,
 * not even the name; the receipt is drawn with those left blank.
 */

/** The stages the customer follows, in order; a cancelled order shows Cancelled instead of what was ahead. */
export const CUSTOMER_STAGES = ['submitted', 'checked_in', 'processing', 'ready', 'picked_up'] as const;

export type StatusStepState = 'done' | 'current' | 'upcoming';
export type StatusStep = { stage: Stage; label: string; state: StatusStepState };

/** What was ordered, in the receipt's shape less the customer's contact fields. */
export type OrderedItems = {
  order: Omit<ReceiptInput['order'], 'full_name' | 'email' | 'phone_number'>;
  cuts: ReceiptInput['cuts'];
  addons: ReceiptInput['addons'];
  totals: ReceiptInput['totals'];
};

/** The shop as the status page shows it: whatever the owner has not set is ''. */
export type StatusShop = { name: string; phone: string; address: string; pickup_hours: string };

/** GET /api/status/:token */
export type OrderStatusPage = {
  order_number: string;
  stage: Stage;
  steps: StatusStep[];
  /** The shop's tag for the animal, once checked in. */
  tag_number: number | null;
  /** docs/shop.md 11: the packaged meat's weight, once the shop has weighed it ('Finished weight: 72.5 lbs'). */
  finished_weight_lbs: number | null;
  ordered: OrderedItems;
  /** Payments not voided. */
  paid_cents: Cents;
  /** Grand total minus payments not voided (negative when the shop owes the customer). */
  balance_due_cents: Cents;
  shop: StatusShop;
  /**
   * A CWD hold (docs/shop.md 9, 'CWD holds'): 'Waiting for the CWD test result', or a call to the shop after
   * 'Detected'.
   */
  hold: CwdHold | null;
  /**
   * From the day it became ready (docs/shop.md 9, 'Unclaimed meat'): pick up by, and the storage charged, in the
   * balance due.
   */
  storage: OrderStorage | null;
  /** The owner's Spanish names of the order's price list (catalogue-names.ts), for a Spanish reader. */
  spanish_names: Record<string, string>;
};

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

/** The receipt's input for what was ordered: the contact fields it would show stay empty. */
export function receiptInputOf(ordered: OrderedItems): ReceiptInput {
  return { ...ordered, order: { ...ordered.order, full_name: '', email: '', phone_number: '' } };
}
