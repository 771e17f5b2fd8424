import { unclaimedFrom } from './storage';

/**
 * docs/shop.md 9, 'Unclaimed meat': past 'Unclaimed after days' the owner may close a ready order as 'Unclaimed',
 * saying what became of the meat. It sends nothing. No zod here: the order page reads these (the schema is in
 * unclaimed-schema.ts).
 */
export const DISPOSITIONS = ['donated', 'disposed', 'other'] as const;
export type Disposition = (typeof DISPOSITIONS)[number];

export const DISPOSITION_LABELS: Record<Disposition, string> = {
  donated: 'Donated',
  disposed: 'Disposed',
  other: 'Other',
};

export const UNCLAIMED_LIMITS = { note: 500 } as const;

export const UNCLAIMED_MESSAGES = {
  disposition: 'Choose what became of the meat.',
  noteRequired: "Say what became of the meat when it is 'Other'.",
  noteTooLong: `Use at most ${UNCLAIMED_LIMITS.note} characters.`,
  notReady: 'Only an order ready for pickup can be marked unclaimed.',
} as const;

/** 'This order can be marked unclaimed from 2026-12-03.' */
export function unclaimedTooSoonMessage(from: string): string {
  return `This order can be marked unclaimed from ${from}.`;
}

/** Why a ready order cannot be marked unclaimed on `today`, or null when it can. */
export function unclaimedProblem(
  stage: string,
  readyOn: string | null,
  unclaimedAfterDays: number,
  today: string,
): string | null {
  if (stage !== 'ready' || readyOn === null) return UNCLAIMED_MESSAGES.notReady;
  const from = unclaimedFrom(readyOn, unclaimedAfterDays);
  return today < from ? unclaimedTooSoonMessage(from) : null;
}

/** 'Unclaimed: Donated', with the note when there is one: 'Unclaimed: Other (given to the landowner)'. */
export function unclaimedSummary(disposition: Disposition, note: string | null): string {
  return `Unclaimed: ${DISPOSITION_LABELS[disposition]}${note ? ` (${note})` : ''}`;
}
