/**
 * docs/shop.md 2: where a submitted order is in the shop. `status` keeps the customer's draft states; from
 * submission on an order also has a stage. Stages move forward one step at a time, back one step to undo
 * a mistake (a recorded pickup too, docs/shop.md 2), or to cancelled (with a reason) from any stage before picked up.
 */
/**
 * 'unclaimed' (docs/shop.md 9, 'Unclaimed meat'): a ready order nobody came for, closed by the owner past 'Unclaimed
 * after days'.
 */
export const STAGES = [
  'submitted',
  'checked_in',
  'processing',
  'ready',
  'picked_up',
  'cancelled',
  'unclaimed',
] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  submitted: 'Submitted',
  checked_in: 'Checked in',
  processing: 'Processing',
  ready: 'Ready for pickup',
  picked_up: 'Picked up',
  cancelled: 'Cancelled',
  unclaimed: 'Unclaimed',
};

/** The board's default filter: everything still in the shop. */
export const ACTIVE_STAGES: readonly Stage[] = ['submitted', 'checked_in', 'processing', 'ready'];
export const CLOSED_STAGES: readonly Stage[] = ['picked_up', 'cancelled', 'unclaimed'];

const FORWARD: Partial<Record<Stage, Stage>> = {
  submitted: 'checked_in',
  checked_in: 'processing',
  processing: 'ready',
  ready: 'picked_up',
};

/** The button that moves an order on from each stage (docs/shop.md 3). */
export const FORWARD_ACTION_LABELS: Partial<Record<Stage, string>> = {
  submitted: 'Check in',
  checked_in: 'Start processing',
  processing: 'Mark ready for pickup',
  ready: 'Record pickup',
};

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

export function nextStage(stage: Stage): Stage | null {
  return FORWARD[stage] ?? null;
}

/**
 * One step back, to undo a mistake: a pickup recorded on the wrong order goes back to ready (docs/shop.md 2);
 * nothing comes back from cancelled or unclaimed, which no forward step reaches.
 */
export function previousStage(stage: Stage): Stage | null {
  const entry = Object.entries(FORWARD).find(([, to]) => to === stage);
  return (entry?.[0] as Stage | undefined) ?? null;
}

export function isClosedStage(stage: Stage): boolean {
  return CLOSED_STAGES.includes(stage);
}

/** Staff may change an order, take payments and move it until it is picked up or cancelled. */
export function canChangeInShop(stage: Stage): boolean {
  return !isClosedStage(stage);
}

export function closedStageMessage(stage: Stage): string {
  if (stage === 'picked_up') return 'This order has been picked up and can no longer be changed.';
  if (stage === 'unclaimed') return 'This order was marked unclaimed and can no longer be changed.';
  return 'This order was cancelled and can no longer be changed.';
}

/** Why a move from one stage to another is refused, or null when it is allowed. */
export function stageTransitionProblem(from: Stage, to: Stage): string | null {
  const back = previousStage(from) === to;
  if (isClosedStage(from) && !back) return closedStageMessage(from);
  if (to === 'cancelled' || back) return null;
  if (nextStage(from) === to) return null;
  return `An order cannot move from ${STAGE_LABELS[from]} to ${STAGE_LABELS[to]}; stages move one step at a time.`;
}

/**
 * docs/shop.md 16: the customer's other animals, as the cut sheet and the pickup dialog name them: 'Also for this
 * customer: GM-1043, ready for pickup; GM-1044, submitted'. Null when there are none.
 */
export function alsoForCustomerText(others: readonly { order_number: string; stage: Stage }[]): string | null {
  if (others.length === 0) return null;
  const each = others.map(({ order_number, stage }) => `${order_number}, ${STAGE_LABELS[stage].toLowerCase()}`);
  return `Also for this customer: ${each.join('; ')}`;
}
