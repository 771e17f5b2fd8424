/** docs/customer-flow.md decisions 8-10: every limit on what a person can type, in one place. */
export const LIMITS = {
  fullName: 100,
  email: 254,
  phone: 30,
  otherText: 500,
  poundsMin: 0.1,
  poundsStep: 0.1,
  poundsMax: 500,
  jarsMin: 1,
  jarsMax: 100,
  /** More rows than any real order has: every cut and every add-on option at once stays far below. */
  maxCutRows: 60,
  maxAddonRows: 100,
  addonNameMax: 200,
} as const;

/** docs/customer-flow.md 5: an address that can receive mail; the rule and its reasons are in email-address.ts. */
export { EMAIL_PATTERN } from './email-address';

/**
 * Issue #27: characters nobody types into a name or a phone number, which would hide or reorder what staff
 * read on the board, a label or a message: control characters (C0 and C1, tabs and line breaks included),
 * and the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E-F, U+202A-E, U+2066-9).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const HIDDEN_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTER.test(text);
}
