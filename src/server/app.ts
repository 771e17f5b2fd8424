import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { type Auth, createAuth } from './accounts/create-auth';
import { createPasswordResetRecorder, createResetLinkSender } from './accounts/password-reset';
import { counterTabletRoutes } from './counter-tablets/routes';
import { accountRoutes } from './accounts/routes';
import { backupRoutes } from './backup/routes';
import { loadOrCreateSecret } from './accounts/server-secrets';
import { registerShopGuard } from './accounts/shop-guard';
import { registerShopHttp } from './accounts/shop-http';
import { type Config, publicUrlOf } from './lib/config';
import type { DatabaseHandle } from './db/client';
import { exportRoutes } from './export/routes';
import { registerErrorHandling } from './http/errors';
import { registerGracefulClose } from './http/graceful-close';
import { registerJsonBody } from './http/json-body';
import { LOG_REDACT_PATHS, registerRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security';
import { pageScriptHashesOf } from './web-app/web-app';
import { type ServerTimeouts, httpServerOptions, registerHostCheck } from './http/server-options';
import { systemRoutes } from './http/system-routes';
import { registerWebApp } from './web-app/web-app';
import { createLimiter } from './limits/limiter';
import { liveRoutes } from './live/routes';
import { processorLogRoutes } from './processor-log/routes';
import { yieldRoutes } from './yield/routes';
import { startJobs } from './jobs/start-jobs';
import { notificationRoutes } from './test-notifications/routes';
import { type OrderHooks, noopOrderHooks } from './orders/context';
import { donationRoutes } from './donations/routes';
import { dropOffRoutes } from './drop-off-days/routes';
import { orderRoutes } from './orders/routes';
import { priceRoutes } from './prices/routes';
import { shopOrderRoutes } from './shop-orders/routes';
import { settingsRoutes } from './settings/routes';
import { createMemoCache, createShopInfoCache } from './settings/shop-info-cache';
import { readFullToday } from './drop-off-days/full-today';
import { statusRoutes } from './status/routes';

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
  /**
   * The notification queue starts with the app (stopped on close). worker: false leaves jobs queued
   * (for tests that look at them); queuePollingSeconds shortens the worker's wait in tests.
   */
  notifications?: { worker?: boolean; queuePollingSeconds?: number };
  /** Shorter client timeouts for tests (server-options.ts has the real ones). */
  serverTimeouts?: Partial<ServerTimeouts>;
};

/** Everything the route plugins may need; a new resource registers its plugin in buildApp below. */
export type AppContext = Required<Pick<AppDeps, 'config' | 'database'>> & { hooks: OrderHooks };

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff sign-in and sessions (better-auth); the shop routes check every request with it. */
    auth: Auth;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
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
    // Timeouts against slowloris, the bounded drain on close, errors outside routing (server-options.ts).
    ...httpServerOptions(deps.serverTimeouts),
    trustProxy: deps.config.TRUST_PROXY,
  });

  // README, TRUST_PROXY: 'true' takes X-Forwarded-For from anyone who reaches the port, so a client behind no
  // proxy names itself and slips past the per-client limits; the proxies' addresses are safe.
  if (deps.config.TRUST_PROXY === true) {
    app.log.warn(
      "TRUST_PROXY=true trusts X-Forwarded-For from any client: set it to the proxies' addresses (e.g. 127.0.0.1)",
    );
  }

  registerJsonBody(app);

  // Notifications: providers (or the outbox), the pg-boss queue and its worker; the completion hook enqueues.
  // The scheduled jobs (reminders, draft purge, nightly backup) ride on the same queue (jobs/start-jobs.ts).
  const notifications = await startJobs({
    config: deps.config,
    database: deps.database,
    log: app.log,
    worker: deps.notifications?.worker,
    pollingIntervalSeconds: deps.notifications?.queuePollingSeconds,
  });
  // As close begins, no new notification job starts; those in flight finish while requests drain.
  app.addHook('preClose', async () => notifications.halt());
  app.addHook('onClose', () => notifications.stop());
  const context: AppContext = {
    config: deps.config,
    database: deps.database,
    hooks: { ...noopOrderHooks, onOrderCompleted: notifications.onOrderCompleted, ...deps.hooks },
  };

  // The shop side: staff sessions, the check of foreign origins, no caching or indexing of staff pages.
  const publicUrl = publicUrlOf(deps.config);
  const secret = deps.config.AUTH_SECRET ?? (await loadOrCreateSecret(deps.database.db, 'auth_secret'));
  const db = deps.database.db;
  app.decorate(
    'auth',
    createAuth({
      db,
      secret,
      publicUrl,
      // docs/shop.md 1, 'A forgotten password': reset links go out as the notifications do (SMTP, or the outbox when
      // none is set).
      sendResetLink: createResetLinkSender({
        db,
        providers: notifications.providers,
        limits: notifications.settings.limits,
        publicUrl,
        log: app.log,
      }),
      onPasswordReset: createPasswordResetRecorder(db),
    }),
  );
  // Per-client limits count in the database every process shares (app.limits; docs/customer-flow.md decision 12).
  app.decorate('limits', createLimiter(deps.database.db, secret));
  app.decorateRequest('staff', null);

  registerErrorHandling(app);
  registerHostCheck(app);
  registerShopHttp(app, publicUrl);
  registerShopGuard(app, db);
  registerSecurityHeaders(app, {
    pageScriptHashes: pageScriptHashesOf(deps.webDir ?? null),
    https: publicUrl.startsWith('https://'),
  });
  registerGracefulClose(app);
  registerRequestLog(app);

  await app.register(systemRoutes, { database: context.database });
  await app.register(accountRoutes, { db: context.database.db, auth: app.auth });
  await app.register(counterTabletRoutes, { db: context.database.db });
  // Which channels have a provider: what the customer is told to expect, and the ready message's preview.
  const senders = { email: notifications.settings.smtp !== null, sms: notifications.settings.twilio !== null };
  await app.register(orderRoutes, {
    db: context.database.db,
    hooks: context.hooks,
    // docs/customer-flow.md decision 12 (the limits live with the notifications they protect).
    completionsPerHour: notifications.settings.limits.completionsPerHour,
    counterTabletCompletionsPerHour: deps.config.COUNTER_TABLET_COMPLETIONS_PER_HOUR,
    draftsPerHour: deps.config.DRAFTS_PER_HOUR,
    draftWritesPerHour: deps.config.DRAFT_WRITES_PER_HOUR,
    orderReadsPerMinute: deps.config.ORDER_READS_PER_MINUTE,
    smsAllowedCountries: notifications.settings.limits.smsAllowedCountries,
    senders,
    providers: notifications.providers,
  });
  await app.register(shopOrderRoutes, {
    db: context.database.db,
    readyMessages: notifications.queue,
    readyPreview: { publicUrl: notifications.settings.publicUrl, limits: notifications.settings.limits, senders },
    completionAlertPerHour: deps.config.COMPLETION_ALERT_PER_HOUR,
    orderHooks: context.hooks,
    smsAllowedCountries: notifications.settings.limits.smsAllowedCountries,
  });
  await app.register(notificationRoutes, {
    db: context.database.db,
    providers: notifications.providers,
    settings: notifications.settings,
  });
  const shopInfo = createShopInfoCache(context.database.db);
  await app.register(settingsRoutes, {
    db: context.database.db,
    shopInfo,
    smsAllowedCountries: notifications.settings.limits.smsAllowedCountries,
  });
  const fullToday = createMemoCache(() => readFullToday(context.database.db));
  await app.register(dropOffRoutes, { db: context.database.db, messages: notifications.queue, fullToday });
  await app.register(backupRoutes, { config: deps.config, database: deps.database });
  await app.register(exportRoutes, { db: context.database.db });
  await app.register(processorLogRoutes, { db: context.database.db });
  await app.register(yieldRoutes, { db: context.database.db });
  await app.register(donationRoutes, { db: context.database.db });
  await app.register(priceRoutes, { db: context.database.db });
  await app.register(statusRoutes, { db: context.database.db });
  await app.register(liveRoutes, { database: context.database });
  await registerWebApp(app, deps.webDir ?? null, context.database.db, shopInfo, fullToday);
  return app;
}
