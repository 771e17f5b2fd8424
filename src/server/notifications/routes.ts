import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, SendNotificationsInputSchema } from '../../domain';
import type { Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import { checkTwilioCredentials } from './check-twilio-credentials';
import type { Providers } from './providers';
import { sendTestNotifications } from './send-test-notifications';
import type { NotificationSettings } from './settings';

export type NotificationRoutesOptions = { db: Database; providers: Providers; settings: NotificationSettings };

/**
 * SPEC 7's two functions. Both are open to anyone (SPEC 6), so both are rate limited per client
 * (DESIGN decision 12); @fastify/rate-limit is registered once for the app with global: false.
 */
export const notificationRoutes: FastifyPluginAsync<NotificationRoutesOptions> = async (app, options) => {
  const rateLimit = { max: options.settings.limits.testRequestsPerMinute, timeWindow: 60_000 };
  app.route({
    ...fastifyRouteOf(API_PATHS.sendOrderNotifications),
    config: { rateLimit },
    handler: (request) => sendTestNotifications(options, parseInput(SendNotificationsInputSchema, request.body)),
  });
  app.route({
    ...fastifyRouteOf(API_PATHS.checkTwilioCredentials),
    config: { rateLimit },
    handler: () => checkTwilioCredentials(options.settings),
  });
};
