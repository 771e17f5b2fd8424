/**
 * Choices made on a step and not yet saved with Next, kept in this browser so that a reload of that step
 * shows them again (docs/customer-flow.md 2). One per order and step; a step's draft goes when Next saves it, and all
 * go when the order is submitted, cancelled or forgotten (forgetKeptOrders in kept-order.ts, which knows
 * this prefix). They hold cuts and add-ons only, nothing personal.
 */
const PREFIX = 'stepDraft:';

const keyOf = (orderId: string, step: string) => `${PREFIX}${step}:${orderId}`;

export function keepStepDraft(orderId: string, step: string, value: unknown): void {
  try {
    window.localStorage.setItem(keyOf(orderId, step), JSON.stringify(value));
  } catch {
    // Storage full or refused: a reload shows the saved choices, as before.
  }
}

/** The draft, when there is one of the expected shape. */
export function readStepDraft<T>(orderId: string, step: string, isDraft: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(keyOf(orderId, step)) ?? 'null');
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export function dropStepDraft(orderId: string, step: string): void {
  try {
    window.localStorage.removeItem(keyOf(orderId, step));
  } catch {
    /* see keepStepDraft */
  }
}
