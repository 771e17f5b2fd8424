import type { OrderDetails } from '../../../domain/schemas';

/**
 * The customer's saved order as the server last returned it, kept in this browser (issue #14): when a
 * reload or a step finds no signal, the screens show these saved selections instead of an error. One
 * copy, under the current order's id; it goes when the order is submitted, cancelled or forgotten.
 */
const PREFIX = 'keptOrder:';

export function keepOrder(details: OrderDetails): void {
  try {
    forgetKeptOrders();
    window.localStorage.setItem(`${PREFIX}${details.order.id}`, JSON.stringify(details));
  } catch {
    // Storage full or refused: the app works online as before.
  }
}

export function readKeptOrder(id: string): OrderDetails | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(`${PREFIX}${id}`) ?? 'null') as OrderDetails | null;
    return kept?.order.id === id ? kept : null;
  } catch {
    return null;
  }
}

export function forgetKeptOrders(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) window.localStorage.removeItem(key);
  } catch {
    /* see keepOrder */
  }
}
