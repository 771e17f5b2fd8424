import { isCounterTablet } from '../../../lib/order-confirmation';

let loaded = false;

/**
 * docs/shop.md 15, ADR 1401: on a counter tablet, counter mode runs from the first step of an order (the details
 * step, and every step that reads the order in progress, so a reload mid-order has it too), never from the
 * customer's entry: a tablet's start screen shows nothing of anyone. Once per page load; a phone loads nothing.
 */
export function loadCounterMode(): void {
  if (loaded || !isCounterTablet()) return;
  loaded = true;
  void import('./tablet');
}
