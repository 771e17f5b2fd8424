/**
 * Database failures as the server reasons about them: "the database cannot be reached right now" (a 503 and
 * a retry, not a bug) versus anything else, and a summary of any error that is safe to log. drizzle wraps
 * driver errors as 'Failed query: <sql> params: <values>', and the values are customers' names, emails and
 * phone numbers: logs get the kinds and codes of the error and its causes, never a message.
 */

/** How long a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Socket errors (the server is down, restarting or unreachable), PostgreSQL's "admin shutdown", "crash
 * shutdown", "cannot connect now" (starting up or shutting down), "too many connections" and its
 * connection-exception class 08.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** node-postgres reports a lost connection or a full pool by message only; each gets a stable name here. */
const UNAVAILABLE_MESSAGES: readonly [RegExp, string][] = [
  [/^Connection terminated/, 'connection_terminated'],
  [/^timeout exceeded when trying to connect/, 'connect_timeout'],
  [/^Client has encountered a connection error and is not queryable/, 'connection_not_queryable'],
  [/^Query read timeout/, 'query_read_timeout'],
];

/** Causes are followed this far; a longer chain is not worth reading (and could loop). */
const MAX_CAUSE_DEPTH = 5;

type ErrorLike = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function asErrorLike(value: unknown): ErrorLike | null {
  return value !== null && typeof value === 'object' ? value : null;
}

/** The error's own code, or the name of a known connection message that has none. */
function codeOf(error: ErrorLike): string | undefined {
  if (typeof error.code === 'string' && error.code !== '') return error.code;
  const message = typeof error.message === 'string' ? error.message : '';
  return UNAVAILABLE_MESSAGES.find(([pattern]) => pattern.test(message))?.[1];
}

/** The error, its causes and, for an AggregateError (a host with several addresses), the errors it holds. */
function* errorChain(error: unknown): Generator<ErrorLike> {
  let current = asErrorLike(error);
  for (let depth = 0; current && depth < MAX_CAUSE_DEPTH; depth += 1) {
    yield current;
    if (Array.isArray(current.errors)) {
      for (const inner of current.errors.slice(0, MAX_CAUSE_DEPTH)) {
        const innerError = asErrorLike(inner);
        if (innerError) yield innerError;
      }
    }
    current = asErrorLike(current.cause);
  }
}

const MESSAGE_CODES = new Set(UNAVAILABLE_MESSAGES.map(([, code]) => code));

/** True when the error (or what it wraps) says the database cannot be reached now, as opposed to a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const code = codeOf(link);
    if (code && (UNAVAILABLE_CODES.has(code) || MESSAGE_CODES.has(code))) return true;
  }
  return false;
}

/** The error's name, or its class when the name was left 'Error' (drizzle's DrizzleQueryError). */
function typeOf(error: ErrorLike): string {
  const name = typeof error.name === 'string' && error.name ? error.name : 'Error';
  const className = (error as { constructor?: { name?: unknown } }).constructor?.name;
  return name === 'Error' && typeof className === 'string' && className && className !== 'Object' ? className : name;
}

export type ErrorSummary = { type: string; code?: string; cause?: ErrorSummary };

/**
 * What may be logged of any error: its class name and code, and the same for its causes. No message:
 * a query's parameters, a JSON parser's excerpt of the body or a driver's detail line may hold personal data.
 */
export function summarizeError(error: unknown, depth = 0): ErrorSummary {
  const like = asErrorLike(error);
  if (!like) return { type: typeof error };
  const summary: ErrorSummary = { type: typeOf(like) };
  const code = codeOf(like);
  if (code) summary.code = code;
  if (like.cause !== undefined && depth + 1 < MAX_CAUSE_DEPTH) summary.cause = summarizeError(like.cause, depth + 1);
  return summary;
}

/** One line for a plain-text log: 'DrizzleQueryError < Error (connection_terminated)'. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let summary: ErrorSummary | undefined = summarizeError(error); summary; summary = summary.cause) {
    parts.push(summary.code ? `${summary.type} (${summary.code})` : summary.type);
  }
  return parts.join(' < ');
}

/**
 * A message for a start-up failure, which needs its words (a missing folder, a route without its check):
 * drizzle's 'Failed query: <sql>\nparams: <values>' keeps its SQL (placeholders only) and loses the values.
 */
export function messageWithoutParams(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\nparams:[\s\S]*$/, '');
}

/** The code locations of the stack without its first line, which repeats the message. */
export function stackFramesOf(error: unknown, count = 8): string[] {
  const stack = asErrorLike(error) && typeof (error as Error).stack === 'string' ? (error as Error).stack : '';
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, count)
    .map((line) => line.trim());
}
