import { type Stage, isClosedStage } from './stages';

/**
 * docs/shop.md 9, CWD holds. In chronic wasting disease zones a sample is taken and some shops keep the meat
 * apart until the test result is back. The hold is read from what was recorded, never stored apart:
 * - a sample without a result: 'pending' (the meat waits);
 * - 'Detected' without what was done: 'detected' (the meat still waits; the owner cancels the order or
 *   records what was done, which ends the hold);
 * - 'Not detected', or what was done recorded: no hold.
 */
export const CWD_RESULTS = ['not_detected', 'detected'] as const;
export type CwdResult = (typeof CWD_RESULTS)[number];
export const CWD_RESULT_LABELS: Record<CwdResult, string> = { not_detected: 'Not detected', detected: 'Detected' };

/**
 * 'donation' (ADR 1301): the animal is donated to a program that holds donated animals until the
 * CWD result, and no sample is recorded yet.
 */
export type CwdHold = 'pending' | 'detected' | 'donation';

export type CwdRecord = {
  sample_id: string | null;
  /** 'YYYY-MM-DD' */
  taken_on: string | null;
  result: CwdResult | null;
  result_at: string | null;
  /** What the owner did after 'Detected'. */
  outcome: string | null;
};

/**
 * The order's hold; a picked-up or cancelled order holds nothing back any more. `donationHold`: the order is
 * donated to a program that holds its animals until the CWD result, so no sample is a hold too.
 */
export function cwdHoldOf(
  stage: Stage,
  cwd: Pick<CwdRecord, 'sample_id' | 'result' | 'outcome'>,
  donationHold = false,
): CwdHold | null {
  if (isClosedStage(stage)) return null;
  if (cwd.sample_id === null) return donationHold ? 'donation' : null;
  if (cwd.result === null) return 'pending';
  if (cwd.result === 'detected' && cwd.outcome === null) return 'detected';
  return null;
}

/** What the board, the order page and the cut sheet show of a hold. */
export const CWD_HOLD_LABELS: Record<CwdHold, string> = {
  pending: 'Hold: CWD test pending',
  detected: 'Hold: CWD detected',
  donation: 'Hold: donated, CWD result needed',
};

/** Why 'Mark ready for pickup' is refused (409) while a hold lasts. */
export const CWD_READY_REFUSALS: Record<CwdHold, string> = {
  pending: 'Waiting for the CWD test result.',
  detected: 'CWD was detected in this animal. Cancel the order or record what was done.',
  donation:
    'The program this animal is donated to holds donated animals until the CWD result: record the CWD sample, then its result.',
};

/** Once the meat is ready for pickup (or the order is closed) a sample no longer holds anything back. */
const SAMPLE_STAGES: readonly Stage[] = ['submitted', 'checked_in', 'processing'];

/** Why a sample cannot be recorded now, or null. A sample may be corrected until its result is in. */
export function cwdSampleProblem(stage: Stage, cwd: Pick<CwdRecord, 'result'>): string | null {
  if (!SAMPLE_STAGES.includes(stage)) return 'A CWD sample is recorded before the order is ready for pickup.';
  if (cwd.result !== null) return 'The CWD result is already recorded.';
  return null;
}

export function cwdResultProblem(cwd: Pick<CwdRecord, 'sample_id' | 'result'>): string | null {
  if (cwd.sample_id === null) return 'Record the CWD sample first.';
  if (cwd.result !== null) return 'The CWD result is already recorded.';
  return null;
}

export function cwdOutcomeProblem(
  stage: Stage,
  cwd: Pick<CwdRecord, 'sample_id' | 'result' | 'outcome'>,
): string | null {
  return cwdHoldOf(stage, cwd) === 'detected' ? null : 'What was done is recorded only after CWD was detected.';
}

export const CWD_LIMITS = { sampleId: 40, outcome: 1_000 } as const;
