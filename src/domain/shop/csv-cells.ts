import type { Cents } from '../money';

/**
 * docs/shop.md 6: a spreadsheet runs a cell that starts with =, +, - or @ as a formula (tab and carriage return
 * lead to the same), so a name such as '=HYPERLINK(…)' typed by a customer would run on the owner's PC.
 * Such text is written with a leading apostrophe, which spreadsheets show as text and hide.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as it goes into a CSV cell (everything people typed, and every other text cell). */
export function csvText(value: string | null | undefined): string {
  if (value == null) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Money as dollars with two decimals and no symbol or separators, so that spreadsheets add it up:
 * 12550 -> '125.50'. Our own numbers, never text people typed; a negative balance (an order paid more
 * than its total after an edit) stays a number, '-10.00'.
 */
export function csvDollars(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A quantity or weight as a plain number ('2.5'); empty when there is none. */
export function csvNumber(value: number | null | undefined): string {
  return value == null ? '' : String(value);
}
