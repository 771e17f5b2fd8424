import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandling } from './http/errors';
import { LOG_REDACT_PATHS, registerRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security';
import { systemRoutes } from './http/system-routes';
import { registerWebApp } from './http/web-app';
import { type OrderHooks, noopOrderHooks } from './orders/context';
import { orderRoutes } from './orders/routes';

/** Request bodies are small JSON documents; anything bigger is refused with 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  hooks?: Partial<OrderHooks>;
  /** Where log lines go (tests capture them); defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** The built SPA folder, or null for the placeholder page. */
  webDir?: string | null;
};

/** Everything the route plugins may need; a new resource registers its plugin in buildApp below. */
export type AppContext = Required<Pick<AppDeps, 'config' | 'database'>> & { hooks: OrderHooks };

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const context: AppContext = {
    config: deps.config,
    database: deps.database,
    hooks: { ...noopOrderHooks, ...deps.hooks },
  };
  const app = Fastify({
    logger: {
      level: deps.config.LOG_LEVEL,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // Fastify's own request lines carry the URL; ours (request-log.ts) carry the route pattern instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Order ids are uuids; longer path parameters are not worth routing.
    routerOptions: { maxParamLength: 100 },
    // A URL that cannot be decoded is the client's mistake: a 400 in our error format, not Fastify's.
    frameworkErrors: (error, _request, reply) => {
      (reply as FastifyReply).status(400).send({ error: { code: 'invalid_input', message: 'The URL is not valid.' } });
    },
    forceCloseConnections: 'idle',
  });

  // An empty body is "no input" (complete and cancel take none) rather than malformed JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const body = typeof text === 'string' ? text : text.toString('utf8');
    if (body.trim() === '') return done(null, undefined);
    return parseJson(request, body, done);
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerRequestLog(app);

  await app.register(systemRoutes, { database: context.database });
  await app.register(orderRoutes, { db: context.database.db, hooks: context.hooks });
  await registerWebApp(app, deps.webDir ?? null);
  return app;
}
