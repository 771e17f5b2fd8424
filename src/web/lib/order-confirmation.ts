// Types only: zod stays out of the customer's chunks.
import type { OrderConfirmation } from '../../domain/schemas';
import { CONFIRMATION_KEY as KEY } from './has-kept-confirmation';

export { hasKeptConfirmation } from './has-kept-confirmation';

/**
 * The confirmation of the last order submitted on this phone (ADR 0609): shown on / above 'Ready
 * to Order?' for CONFIRMATION_DAYS, until dismissed or a new order starts. It holds the customer's email and
 * phone only for the channels the confirmation goes to, which the panel names; then they go with it.
 */
export const CONFIRMATION_DAYS = 7;
const KEPT_MS = CONFIRMATION_DAYS * 24 * 60 * 60 * 1000;

export type KeptConfirmation = OrderConfirmation & {
  /** Where the confirmation was sent: null for a channel it does not go to. */
  email: string | null;
  phone: string | null;
  kept_at: number;
};

export function keepConfirmation(
  confirmation: OrderConfirmation,
  customer: { email: string; phone_number: string },
  now = Date.now(),
): void {
  const kept: KeptConfirmation = {
    ...confirmation,
    email: confirmation.channels.includes('email') ? customer.email : null,
    phone: confirmation.channels.includes('sms') ? customer.phone_number : null,
    kept_at: now,
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the toast and the messages still confirm the order.
  }
}

function isKeptConfirmation(value: unknown): value is KeptConfirmation {
  const kept = value as Partial<KeptConfirmation> | null;
  return (
    typeof kept?.order_number === 'string' &&
    Array.isArray(kept.channels) &&
    (kept.status_path === null || (typeof kept.status_path === 'string' && kept.status_path.startsWith('/status/'))) &&
    typeof kept.shop?.name === 'string' &&
    typeof kept.shop.phone === 'string' &&
    typeof kept.shop.address === 'string' &&
    typeof kept.kept_at === 'number'
  );
}

/** The kept confirmation while it is fresh; an expired or unreadable one is forgotten. */
export function readKeptConfirmation(now = Date.now()): KeptConfirmation | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (value === null) return null;
    if (isKeptConfirmation(value) && now - value.kept_at < KEPT_MS && value.kept_at <= now) return value;
  } catch {
    // Unreadable: forgotten below.
  }
  forgetConfirmation();
  return null;
}

/**
 * Navigation state that opens the details step to start from an earlier order, by its status link: 'Order
 * another animal' after a submit (docs/shop.md 16: the same customer, a new animal) or 'Order again' on a status
 * page (docs/shop.md 17: the same choices as well).
 */
export type StartFromState = { anotherAnimalOf?: string; orderAgainOf?: string };

/** 'Dismiss', or a new order started. */
export function forgetConfirmation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* storage refused: nothing was kept */
  }
}

/**
 * docs/shop.md 15, ADR 1401: a counter tablet in the shop's lobby keeps no confirmation at all. The owner's set-up
 * marks the device under COUNTER_TABLET_KEY (its credential is an httpOnly cookie, which the page cannot
 * read); the mark only says 'run counter mode', so forging it gains nothing. Here, beside what a phone keeps,
 * so that the screens that ask share this module rather than one more file.
 */
export const COUNTER_TABLET_KEY = 'counterTablet';

export function isCounterTablet(): boolean {
  try {
    return localStorage.getItem(COUNTER_TABLET_KEY) === '1';
  } catch {
    return false;
  }
}
