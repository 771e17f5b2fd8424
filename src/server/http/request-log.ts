import type { FastifyInstance } from 'fastify';

/**
 * One line per request with method, route pattern, status and duration. URLs are not logged (they hold
 * order ids) and neither are bodies, which hold names, emails and phone numbers.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(unmatched)',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}

/** Belt and braces: should an object with personal fields ever reach a log call, pino blanks them. */
export const LOG_REDACT_PATHS = [
  'req.body',
  'body',
  '*.full_name',
  '*.email',
  '*.phone_number',
  '*.*.full_name',
  '*.*.email',
  '*.*.phone_number',
  'req.headers.authorization',
  'req.headers.cookie',
];
