/**
 * docs/customer-flow.md 5's email rule, made to refuse what cannot receive mail (john@gmail..com, a@localhost) while
 * accepting every address people use: plus tags, subdomains, internationalised addresses (RFC 6531: any
 * letter in the mailbox name, IDN domains in Unicode or as xn-- punycode), quoted mailbox names.
 *
 * - Mailbox name (at most 64 characters): dot-separated runs of RFC 5322's characters or any non-ASCII
 *   character except spaces, control and invisible ones, with no dot at the start, the end or twice in a row;
 *   or a quoted name without spaces, quotes, backslashes or '@' (the earlier rule refused those too).
 * - Domain: at least two labels. A label is letters and digits (any script) and inner hyphens, 1 to 63
 *   characters, never starting or ending with '-'. The last label (top-level domain) is letters only, at
 *   least two, or punycode (xn--...). So no domain without a dot, no IP address, no trailing dot.
 * The length of the whole (254, RFC 5321's path) is LIMITS.email, checked with every other field's limit.
 */
const ASCII_ATEXT = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";
/** Beyond ASCII: anything but separators (spaces) and other (control, invisible, unassigned) characters. */
const NON_ASCII = String.raw`[^\x00-\x7F\p{Z}\p{C}]`;
const ATOM = String.raw`(?:[${ASCII_ATEXT}]|${NON_ASCII})+`;
const DOT_ATOM = String.raw`${ATOM}(?:\.${ATOM})*`;
/** Printable ASCII but space, '"', '@' and '\', or non-ASCII, between quotes. */
const QUOTED = String.raw`"(?:[\x21\x23-\x3F\x41-\x5B\x5D-\x7E]|${NON_ASCII})+"`;
const LABEL = String.raw`[\p{L}\p{Nd}](?:[\p{L}\p{M}\p{Nd}-]{0,61}[\p{L}\p{M}\p{Nd}])?`;
const TOP_LEVEL = String.raw`(?:\p{L}[\p{L}\p{M}]{1,62}|[Xx][Nn]--[A-Za-z0-9-]{0,58}[A-Za-z0-9])`;

export const EMAIL_PATTERN = new RegExp(
  String.raw`^(?=[^@]{1,64}@)(?:${DOT_ATOM}|${QUOTED})@(?:${LABEL}\.)+${TOP_LEVEL}$`,
  'u',
);

/** The address as typed (trimmed by the caller) can receive mail by the rule above. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}
