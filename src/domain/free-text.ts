/**
 * docs/customer-flow.md decision 10: characters nobody types, which would hide or reorder what
 * staff read on the board, a label, a printed sheet or a message, or forge a line of a plain-text email:
 * control characters (C0 and C1, DEL) and the bidirectional marks, embeddings, overrides and isolates
 * (U+061C, U+200E-F, U+202A-E, U+2066-9). Here without zod, for the browser.
 */
/** The refusal at the field, the customer's details' (validation.ts) and every free text's alike. */
export const HIDDEN_CHARACTERS_MESSAGE = 'Please remove the hidden characters from this field.';

// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const HIDDEN_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** The same, but line breaks and tabs, which a multi-line note may hold (after normaliseLineBreaks). */
const HIDDEN_CHARACTER_IN_LINES =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point.
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** A one-line text (a name, a phone, a reason on a label): no control character at all, tabs and breaks included. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTER.test(text);
}

/** A multi-line note: line breaks ('\n') and tabs may stay, nothing else hidden. */
export function hasHiddenCharactersInLines(text: string): boolean {
  return HIDDEN_CHARACTER_IN_LINES.test(text);
}

/** Windows' and old Macs' line breaks ('\r\n', '\r') as '\n', so that a stored note has one kind. */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** A text typed in a box but kept on one line (the 'Other' cut): each run of breaks and tabs is one space. */
export function joinLines(text: string): string {
  return text.replace(/[ ]*[\t\n\r]+[ ]*/g, ' ');
}
