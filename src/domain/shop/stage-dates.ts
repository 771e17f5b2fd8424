import { STAGES, type Stage } from './stages';

/** When an order entered each stage (as the caller writes times), or null for a stage it is not past. */
export type StageDates = Record<Stage, string | null>;

/** One history row that moves an order: its kind and, for 'stage', the stage it moved to. */
export type StageEvent = { kind: string; stage: string | null; at: string };

/** The road through the shop; cancelled stands beside it. */
const ROAD: readonly Stage[] = ['submitted', 'checked_in', 'processing', 'ready', 'picked_up'];

const ENTERED_BY_KIND: Partial<Record<string, Stage>> = {
  submitted: 'submitted',
  checked_in: 'checked_in',
  picked_up: 'picked_up',
  cancelled: 'cancelled',
  unclaimed: 'unclaimed',
};

function enteredStage(event: StageEvent): Stage | null {
  if (event.kind === 'stage')
    return (STAGES as readonly string[]).includes(event.stage ?? '') ? (event.stage as Stage) : null;
  return ENTERED_BY_KIND[event.kind] ?? null;
}

/**
 * docs/shop.md 6: the date of each stage, read from the order's history (oldest first). A stage entered more
 * than once keeps its last entry; a move back undoes the stages after it (an order moved back from
 * processing has no processing date until it starts again); submitted is always the customer's submit. `fallback` fills what the history lacks
 * (orders whose history began after they moved) from the order's own columns.
 */
export function stageDatesOf(events: readonly StageEvent[], fallback: Partial<StageDates> = {}): StageDates {
  const dates: StageDates = {
    submitted: null,
    checked_in: null,
    processing: null,
    ready: null,
    picked_up: null,
    cancelled: null,
    unclaimed: null,
  };
  for (const event of events) {
    const stage = enteredStage(event);
    if (!stage) continue;
    // Moving back to submitted undoes the check-in; the order was still submitted when the customer did.
    if (stage !== 'submitted' || event.kind === 'submitted') dates[stage] = event.at;
    const step = ROAD.indexOf(stage);
    if (step >= 0) for (const later of ROAD.slice(step + 1)) dates[later] = null;
  }
  for (const stage of STAGES) dates[stage] ??= fallback[stage] ?? null;
  return dates;
}
