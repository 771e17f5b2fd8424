/**
 * Whether this phone keeps a submitted order's confirmation (order-confirmation.ts): all the landing page
 * needs to know before loading the panel, in a module of its own so that the entry carries nothing else of
 * it (docs/decisions/0201, 0609).
 */
export const CONFIRMATION_KEY = 'orderConfirmation';

export function hasKeptConfirmation(): boolean {
  try {
    return localStorage.getItem(CONFIRMATION_KEY) !== null;
  } catch {
    return false;
  }
}
