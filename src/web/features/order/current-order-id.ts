import { forgetKeptOrders } from './kept-order';

/** docs/customer-flow.md 3: the order in progress is remembered in localStorage under currentOrderId. */
const KEY = 'currentOrderId';

export function getCurrentOrderId(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    // Storage can be blocked (private mode, policies); the flow then behaves as if no order exists.
    return null;
  }
}

export function setCurrentOrderId(id: string): void {
  try {
    window.localStorage.setItem(KEY, id);
  } catch {
    /* see getCurrentOrderId */
  }
}

export function clearCurrentOrderId(): void {
  // Its kept copy (ADR 0602) goes with it: the order's personal details stay no longer than needed.
  forgetKeptOrders();
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    /* see getCurrentOrderId */
  }
}
