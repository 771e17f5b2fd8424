import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_PATHS, SendNotificationsInputSchema } from '../../domain';
import { readStaffSession } from '../accounts/staff-session';
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

  /** SHOP.md 1: a signed-in owner (past a temporary password) may send through the real providers. */
  const isOwner = async (request: FastifyRequest) => {
    const staff = await readStaffSession(app.auth, request);
    return staff !== null && staff.role === 'owner' && !staff.mustChangePassword;
  };

  app.route({
    ...fastifyRouteOf(API_PATHS.sendOrderNotifications),
    config: { rateLimit },
    handler: async (request) => {
      const input = parseInput(SendNotificationsInputSchema, request.body);
      return sendTestNotifications(options, input, { owner: await isOwner(request) });
    },
  });
  app.route({
    ...fastifyRouteOf(API_PATHS.checkTwilioCredentials),
    config: { rateLimit },
    handler: () => checkTwilioCredentials(options.settings),
  });
};
