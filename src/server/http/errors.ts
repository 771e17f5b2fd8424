import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  type ApiError,
  DomainError,
  type DomainErrorKind,
  type FieldIssue,
  InvalidInputError,
  LimitReachedError,
} from '../../domain';
import { findInputProblems } from './input-limits';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  stackFramesOf,
  summarizeError,
} from '../db/database-errors';

type ErrorCode = ApiError['error']['code'];

/** The one place a domain failure becomes HTTP. */
const HTTP_OF: Record<DomainErrorKind, { status: number; code: ErrorCode }> = {
  not_found: { status: 404, code: 'not_found' },
  conflict: { status: 409, code: 'conflict' },
  limit_reached: { status: 429, code: 'rate_limited' },
  invalid_input: { status: 400, code: 'invalid_input' },
  unauthenticated: { status: 401, code: 'unauthenticated' },
  forbidden: { status: 403, code: 'forbidden' },
  drop_off_day_full: { status: 409, code: 'drop_off_day_full' },
  drop_off_day_required: { status: 409, code: 'drop_off_day_required' },
  counter_tablet_removed: { status: 403, code: 'counter_tablet_removed' },
};

function issuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(body)';
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`))
    .join('');
}

/** Validates with a domain schema; a failure is a 400 naming each field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  // NUL characters and deep nesting are refused before the schema walks the value (input-limits.ts).
  const problems = findInputProblems(value);
  if (problems.length > 0) {
    throw new InvalidInputError(
      problems.map((problem) => ({ path: issuePath(problem.path), message: problem.message })),
    );
  }
  const result = schema.safeParse(value === undefined ? {} : value);
  if (result.success) return result.data;
  throw new InvalidInputError(
    result.error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message })),
  );
}

/** During an outage every request fails alike: one log line per this interval tells it. */
const OUTAGE_LOG_INTERVAL_MS = 5_000;

function oncePer(intervalMs: number): () => boolean {
  let last = -Infinity;
  return () => {
    const now = Date.now();
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}

function body(code: ErrorCode, message: string, fields?: FieldIssue[]): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * One place maps every failure to a status and JSON: nothing a client sends may produce a 500,
 * and an unexpected error is logged by kind only, never with the request or personal data.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  const shouldLogOutage = oncePer(OUTAGE_LOG_INTERVAL_MS);
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const { status, code } = HTTP_OF[error.kind];
      const fields = error instanceof InvalidInputError ? error.fields : undefined;
      if (error instanceof LimitReachedError && error.retryAfterSeconds) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.status(status).send(body(code, error.message, fields));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send(body('payload_too_large', 'The request body is too large.'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply
        .status(400)
        .send(
          body('invalid_input', 'Send the body as JSON.', [
            { path: 'content-type', message: 'must be application/json' },
          ]),
        );
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The body is not valid JSON.'
          : 'The request is not valid.';
      return reply.status(400).send(body('invalid_input', message, [{ path: '(body)', message }]));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage is not a bug: the client is told to come back, and the log is not flooded with it.
      if (shouldLogOutage()) request.log.warn({ err: summarizeError(error) }, 'database unavailable: answering 503');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(body('unavailable', 'The service is briefly unavailable. Please try again in a few seconds.'));
    }
    // Kinds, codes and code locations only: drizzle's message holds the query's parameters (personal data).
    request.log.error(
      { err: { ...summarizeError(error), frames: stackFramesOf(error) }, route: request.routeOptions.url },
      'unexpected error',
    );
    return reply.status(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
  });
}
