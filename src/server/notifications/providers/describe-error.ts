import { messageWithoutParams } from '../../db/database-errors';

/**
 * How a provider's failure reads and what it means for a retry. Three kinds:
 * - permanent: the provider refused this message for good (its recipient or its content); a retry gets the
 *   same answer, so it is recorded as failed at once;
 * - unconfirmed: the message was handed over and no answer came in time; the provider may have taken it,
 *   so a retry may deliver it twice (the caller bounds how often);
 * - otherwise temporary: nothing was taken (outage, refused connection, 4xx, 429, 5xx), retried later.
 */

/** Starts every line describing an unconfirmed failure, for staff reading the attempts (the records keep a flag). */
const UNCONFIRMED_PREFIX = 'No answer in time, it may have gone out: ';

const EMAIL = /[^\s<>@"'(),;:[\]]+(?:@|%40|\s\[at\]\s)[^\s<>@"'(),;:[\]]+/gi;
/** Seven or more digits, however separated: a phone number in any shape a provider echoes it. */
const NUMBER = /(?:\+|%2B)?\d(?:[\s().\-/]{0,3}\d){6,}/gi;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The recipient as providers may echo it: as sent, URL-encoded, or (email) its mailbox name alone. */
function maskRecipient(text: string, recipient: string | undefined): string {
  if (!recipient) return text;
  const shapes = new Set([recipient, encodeURIComponent(recipient)]);
  const local = recipient.includes('@') ? recipient.slice(0, recipient.lastIndexOf('@')) : '';
  let masked = text;
  for (const shape of shapes) masked = masked.replace(new RegExp(escapeForPattern(shape), 'gi'), '[recipient]');
  // A short mailbox name ('jo') is also an ordinary word; four letters or more are worth the odd false hit.
  if (local.length >= 4) masked = masked.replace(new RegExp(`\\b${escapeForPattern(local)}\\b`, 'gi'), '[recipient]');
  return masked;
}

/**
 * A provider's error as one short line for the attempts table, the job's output, the log and the test
 * page. The recipient (when given) and anything shaped like an address or a phone number are masked:
 * providers echo them back, and these lines reach logs.
 */
export function describeSendError(error: unknown, recipient?: string): string {
  // The outbox is a database: its failed query's message lists the message's parameters (names, texts).
  const raw = messageWithoutParams(error);
  const text = maskRecipient(raw.replace(EMAIL, '[address]'), recipient)
    .replace(NUMBER, '[number]')
    .replace(/\s+/g, ' ')
    .trim();
  return (isUnconfirmedSendError(error) ? `${UNCONFIRMED_PREFIX}${text}` : text).slice(0, 300);
}

type ErrorFields = {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  command?: unknown;
  response?: unknown;
  responseCode?: unknown;
  status?: unknown;
  unconfirmed?: unknown;
};

function fieldsOf(error: unknown): ErrorFields | null {
  return error && typeof error === 'object' ? error : null;
}

/** SMTP's 'enhanced' status (RFC 3463) when the reply carries one: '5.1.1', '5.7.8'... */
function enhancedStatus(response: unknown): string | null {
  if (typeof response !== 'string') return null;
  return /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(response)?.[1] ?? null;
}

/** Replies about our own account (authentication required, credentials refused): an operator fixes them. */
const SMTP_ACCOUNT_CODES = new Set([530, 534, 535, 538]);

/**
 * RFC 5321: a 5xx reply is a permanent refusal of that command. Permanent for the message when it concerns
 * the message: its recipient (RCPT TO) or its content (DATA and the end of data), or its size at MAIL FROM
 * (552). Not when it concerns our own setup, which an operator fixes and every message shares: the
 * credentials and access policy (530, 534, 535, 538, any 5.7.x, AUTH), the sender (MAIL FROM is MAIL_FROM,
 * the same for every message), and a server refusing us at the greeting. Giving up on those would lose every
 * order's message while the setting is wrong; retried with backoff, they go out once it is fixed.
 */
function isPermanentSmtp(error: ErrorFields): boolean {
  const code = error.responseCode;
  if (typeof code !== 'number' || code < 500 || code > 599) return false;
  if (SMTP_ACCOUNT_CODES.has(code) || enhancedStatus(error.response)?.startsWith('5.7.')) return false;
  if (error.command === 'RCPT TO' || error.command === 'DATA') return true;
  return error.command === 'MAIL FROM' && code === 552;
}

/** Twilio codes about our own account or sending number (invalid or unusable 'From'): an operator's to fix. */
const TWILIO_ACCOUNT_CODES = new Set([20003, 20404, 21212, 21606, 21659, 21660]);

/**
 * Twilio refuses a message for good with a 4xx answer carrying its error code (21211 invalid 'To', 21610
 * unsubscribed, 21614 not a mobile number...). Temporary: no answer, 429 (too many requests), 5xx, and the
 * answers about our account (401, 403, 404, a bad 'From'), which an operator fixes.
 */
function isPermanentTwilio(error: ErrorFields): boolean {
  const { status, code } = error;
  if (typeof status !== 'number' || status < 400 || status > 499) return false;
  if ([401, 403, 404, 408, 409, 429].includes(status)) return false;
  return typeof code === 'number' && !TWILIO_ACCOUNT_CODES.has(code);
}

export function isPermanentSendError(error: unknown): boolean {
  const fields = fieldsOf(error);
  if (!fields) return false;
  return fields.name === 'TwilioError' ? isPermanentTwilio(fields) : isPermanentSmtp(fields);
}

/**
 * The provider may have taken the message: Twilio's request went out and no answer came in time, the
 * SMTP socket went silent after the greeting (nodemailer's socket timeout: it may be the answer to the
 * message itself that never came), or the whole SMTP send outlasted its bound. A connection that was never
 * made or never greeted took nothing.
 */
export function isUnconfirmedSendError(error: unknown): boolean {
  const fields = fieldsOf(error);
  if (!fields) return false;
  if (fields.unconfirmed === true) return true;
  return fields.name !== 'TwilioError' && fields.code === 'ETIMEDOUT' && fields.message === 'Timeout';
}
