/**
 * docs/shop.md 15: whether this device is a counter tablet in the shop's lobby. The owner's set-up marks it here
 * (its credential is an httpOnly cookie, which the page cannot read); the mark only says 'load counter mode',
 * so forging it gains nothing. A read of local storage, in the same process: cheaper at start than a
 * document.cookie read (src/web/i18n/language.ts). This is all the customer's entry carries of counter mode.
 */
const KEY = 'counterTablet';

export function isCounterTablet(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markCounterTablet(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Storage refused: the device stays an ordinary one, and the set-up page says so.
  }
}

/** The review's submit hands a counter tablet's confirmation to counter mode on window, with the confirmation. */
export const COUNTER_CONFIRMATION = 'counter-confirmation';
