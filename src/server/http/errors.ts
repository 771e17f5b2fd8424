import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiError } from '../../domain';

export type ErrorCode = ApiError['error']['code'];
export type FieldIssue = { path: string; message: string };

/** An error a use case throws on purpose; the handler turns it into ApiErrorSchema JSON. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Order not found.') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const invalidInput = (fields: FieldIssue[], message = 'Some fields are not valid.') =>
  new AppError(400, 'invalid_input', message, fields);

function issuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(body)';
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`)).join('');
}

/** PostgreSQL text cannot hold U+0000; such input is refused here rather than failing in the database. */
function nulCharacterPaths(value: unknown, path: PropertyKey[] = [], found: FieldIssue[] = []): FieldIssue[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push({ path: issuePath(path), message: 'must not contain NUL characters' });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulCharacterPaths(item, [...path, index], found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nulCharacterPaths(item, [...path, key], found);
  }
  return found;
}

/** Validates with a domain schema; a failure is a 400 naming each field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const nul = nulCharacterPaths(value);
  if (nul.length > 0) throw invalidInput(nul);
  const result = schema.safeParse(value === undefined ? {} : value);
  if (result.success) return result.data;
  throw invalidInput(result.error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message })));
}

function body(code: ErrorCode, message: string, fields?: FieldIssue[]): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * One place maps every failure to a status and JSON: nothing a client sends may produce a 500,
 * and an unexpected error is logged by kind only, never with the request or personal data.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send(body('payload_too_large', 'The request body is too large.'));
    }
    if (status === 429) {
      return reply.status(429).send(body('rate_limited', 'Too many requests. Please wait a moment and try again.'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply
        .status(400)
        .send(body('invalid_input', 'Send the body as JSON.', [{ path: 'content-type', message: 'must be application/json' }]));
    }
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The body is not valid JSON.'
        : 'The request is not valid.';
      return reply.status(400).send(body('invalid_input', message, [{ path: '(body)', message }]));
    }
    request.log.error(
      { err: { type: error.name, code: error.code, message: error.message }, route: request.routeOptions.url },
      'unexpected error',
    );
    return reply.status(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
  });
}
