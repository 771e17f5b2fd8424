import { type Cents, formatCents } from '../money';
import { STAGE_LABELS, type Stage, closedStageMessage, isClosedStage } from './stages';

/**
 * docs/shop.md 2 Payments and pickup: how money was taken, the balance, and when a payment or a pickup may be
 * recorded. No zod here: the shop's pages read these rules and sentences too (the schemas are in
 * payment-schemas.ts).
 */
export const PAYMENT_METHODS = ['cash', 'card', 'check', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  check: 'Check',
  other: 'Other',
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

export const PAYMENT_LIMITS = {
  /** $999,999.99: far above any order, low enough that a slip of the finger is caught. */
  amountMaxCents: 999_999_99,
  note: 200,
  voidReason: 200,
  pickedUpBy: 100,
} as const;

export const PAYMENT_MESSAGES = {
  amountRequired: 'Enter the amount, such as 40.00.',
  amountFormat: 'Enter the amount in dollars and cents, such as 40.00.',
  amountPositive: 'Amount must be more than $0.00.',
  amountMax: `Amount cannot be more than ${formatCents(PAYMENT_LIMITS.amountMaxCents)}.`,
  method: 'Choose a method: Cash, Card, Check or Other.',
  voidReason: 'Give a reason.',
  pickedUpBy: 'Say who picked the order up.',
  notCheckedIn: 'Check the order in before taking a payment.',
  nothingDue: 'Nothing is due on this order.',
} as const;

/** Balance due = grand total minus payments not voided (negative when a staff edit lowered the total). */
export function balanceDue(totalCents: Cents, payments: readonly { amount_cents: Cents; voided: unknown }[]): Cents {
  return payments.reduce((due, payment) => (payment.voided ? due : due - payment.amount_cents), totalCents);
}

/** A payment is taken from check-in on (a deposit is one taken at check-in) until the order is closed. */
export function canTakePayment(stage: Stage): boolean {
  return stage !== 'submitted' && !isClosedStage(stage);
}

/** Why no payment can be taken in this stage, or null. */
export function paymentStageProblem(stage: Stage): string | null {
  if (isClosedStage(stage)) return closedStageMessage(stage);
  if (stage === 'submitted') return PAYMENT_MESSAGES.notCheckedIn;
  return null;
}

/** Why this amount cannot be taken now, or null: more than $0.00 and at most the balance due. */
export function paymentProblem(amountCents: Cents, balanceDueCents: Cents, stage: Stage): string | null {
  const stageProblem = paymentStageProblem(stage);
  if (stageProblem) return stageProblem;
  if (!Number.isInteger(amountCents)) return PAYMENT_MESSAGES.amountFormat;
  if (amountCents <= 0) return PAYMENT_MESSAGES.amountPositive;
  if (balanceDueCents <= 0) return PAYMENT_MESSAGES.nothingDue;
  if (amountCents > balanceDueCents) {
    return `Amount cannot be more than the balance due of ${formatCents(balanceDueCents)}.`;
  }
  return null;
}

/** What staff read and confirm before handing over an order that is not paid in full. */
export function pickedUpWithDueText(balanceDueCents: Cents): string {
  return `Picked up with ${formatCents(balanceDueCents)} due`;
}

/**
 * Why the pickup cannot be recorded, or null. Only a ready order is picked up; with a balance due the
 * pickup must be confirmed on purpose ('Picked up with $40.00 due').
 */
export function pickupProblem(stage: Stage, balanceDueCents: Cents, confirmBalanceDue = false): string | null {
  if (isClosedStage(stage)) return closedStageMessage(stage);
  if (stage !== 'ready') {
    return `Only an order ready for pickup can be picked up; this one is ${STAGE_LABELS[stage].toLowerCase()}.`;
  }
  if (balanceDueCents > 0 && !confirmBalanceDue) {
    return `${pickedUpWithDueText(balanceDueCents)}: confirm that the balance is still due to record the pickup.`;
  }
  return null;
}

/** The history's line for a pickup: 'Picked up by Jo Hunter', plus ' with $40.00 due' when so. */
export function pickupSummary(pickedUpBy: string, balanceDueCents: Cents): string {
  const due = balanceDueCents > 0 ? ` with ${formatCents(balanceDueCents)} due` : '';
  return `Picked up by ${pickedUpBy}${due}`;
}

/**
 * The 'Amount' field as typed ('40', '40.5', '$1,234.50') in cents, or null when it is not an amount of
 * dollars and at most two decimals. Digits are read as text, so no float rounding creeps in.
 */
export function parseDollars(text: string): Cents | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match || (match[1] === undefined && !match[2])) return null;
  const dollars = (match[1] ?? '0').replace(/,/g, '');
  if (dollars.length > 9) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(dollars) * 100 + Number(cents);
}

/** The problem with the typed amount against the balance, or its cents ready to send. */
export function readAmount(
  text: string,
  balanceDueCents: Cents,
  stage: Stage,
): { ok: true; cents: Cents } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: false, message: PAYMENT_MESSAGES.amountRequired };
  if (/^-\s*\$?\s*[\d.]/.test(text.trim())) return { ok: false, message: PAYMENT_MESSAGES.amountPositive };
  const cents = parseDollars(text);
  if (cents === null) return { ok: false, message: PAYMENT_MESSAGES.amountFormat };
  if (cents > PAYMENT_LIMITS.amountMaxCents) return { ok: false, message: PAYMENT_MESSAGES.amountMax };
  const problem = paymentProblem(cents, balanceDueCents, stage);
  return problem ? { ok: false, message: problem } : { ok: true, cents };
}

/** Cents as the 'Amount' field shows them: 4000 -> '40.00'. */
export function centsToAmountText(cents: Cents): string {
  return (Math.max(cents, 0) / 100).toFixed(2);
}
