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

/** docs/customer-flow.md decision 10: the characters refused in a name, a phone and every free text (free-text.ts). */
export { hasHiddenCharacters } from './free-text';
