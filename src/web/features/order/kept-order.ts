import type { OrderDetails } from '../../../domain/schemas';

/**
 * The customer's saved order as the server last returned it, kept in this browser (ADR 0602): when a
 * reload or a step finds no signal, the screens show these saved selections instead of an error. One
 * copy, under the current order's id; it goes when the order is submitted, cancelled or forgotten.
 */
const PREFIX = 'keptOrder:';
/** The steps' unsaved choices (step-draft.ts), which go with the order. */
const DRAFT_PREFIX = 'stepDraft:';

export function keepOrder(details: OrderDetails): void {
  try {
    removeKeys(PREFIX);
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

/** The kept order and its steps' drafts, when the order is submitted, cancelled or forgotten. */
export function forgetKeptOrders(): void {
  try {
    removeKeys(PREFIX);
    removeKeys(DRAFT_PREFIX);
  } catch {
    /* see keepOrder */
  }
}

function removeKeys(prefix: string): void {
  const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
  for (const key of keys) if (key?.startsWith(prefix)) window.localStorage.removeItem(key);
}
