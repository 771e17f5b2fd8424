/** A field the server refused (400): its path in the body, e.g. 'tag_number', and why. */
export type FieldIssue = { path: string; message: string };

/** A failed call: the HTTP status (0 when the network failed) and the server's error code when it sent one. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** Seconds to wait, when the server rate-limited the call (429 with Retry-After). */
  retryAfter: string | null = null;
  /** The fields at fault of a 400 answer; empty otherwise. */
  fields: FieldIssue[] = [];

  constructor(status: number, code: string | null, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
  }

  /** The order is gone for this browser: unknown id, or closed (completed or cancelled). */
  get isMissingOrder(): boolean {
    return this.status === 404;
  }

  get isConflict(): boolean {
    return this.status === 409;
  }
}

/** The server's error body is { error: { code, message, fields? } }; anything else (a proxy's page) reads as nulls. */
function readErrorBody(body: unknown): { code: string | null; message: string | null; fields: FieldIssue[] } {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const fields = Array.isArray(error?.fields)
    ? (error.fields as unknown[]).filter(
        (field): field is FieldIssue =>
          typeof (field as FieldIssue | null)?.path === 'string' &&
          typeof (field as FieldIssue | null)?.message === 'string',
      )
    : [];
  return { code: text(error?.code), message: text(error?.message), fields };
}

/** One JSON call: the answer when it has the expected shape, else an ApiRequestError saying what went wrong. */
export async function requestJson<T>(
  method: string,
  path: string,
  body: unknown,
  isAnswer: (value: unknown) => value is T,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new ApiRequestError(0, 'network', 'The network request failed.');
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const { code, message, fields } = readErrorBody(parsed);
    const error = new ApiRequestError(
      response.status,
      code,
      message ?? `Request failed with status ${response.status}.`,
    );
    error.retryAfter = response.headers.get('retry-after');
    error.fields = fields;
    throw error;
  }
  if (!isAnswer(parsed))
    throw new ApiRequestError(response.status, 'bad_response', 'Unexpected answer from the server.');
  return parsed;
}
