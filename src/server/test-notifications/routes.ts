import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_PATHS, SendNotificationsInputSchema } from '../../domain';
import { readStaffSession } from '../accounts/staff-session';
import type { Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import type { Limit } from '../limits/check-limit';
import { checkTwilioCredentials } from '../notifications/check-twilio-credentials';
import type { Providers } from '../notifications/providers';
import { sendTestNotifications } from './send-test-notifications';
import type { NotificationSettings } from '../notifications/settings';

export type NotificationRoutesOptions = { db: Database; providers: Providers; settings: NotificationSettings };

/**
 * docs/customer-flow.md 7's two functions. Both are open to anyone (docs/customer-flow.md 6), so each is limited per client (docs/design.md decision
 * 12): every request counts, in the database, so that the limit holds across processes. The Twilio check exists
 * only with ENABLE_TEST_NOTIFICATIONS=true.
 */
export const notificationRoutes: FastifyPluginAsync<NotificationRoutesOptions> = async (app, options) => {
  const perMinute = (bucket: string): Limit => ({
    bucket,
    max: options.settings.limits.testRequestsPerMinute,
    windowMs: 60_000,
  });

  /** docs/shop.md 1: a signed-in owner (past a temporary password) may send through the real providers. */
  const isOwner = async (request: FastifyRequest) => {
    const staff = await readStaffSession(app.auth, request);
    return staff !== null && staff.role === 'owner' && !staff.mustChangePassword;
  };

  app.route({
    ...fastifyRouteOf(API_PATHS.sendOrderNotifications),
    onRequest: app.limits.perClient(perMinute('test-notifications')),
    handler: async (request) => {
      const input = parseInput(SendNotificationsInputSchema, request.body);
      return sendTestNotifications(options, input, { owner: await isOwner(request) });
    },
  });
  // It names the Twilio account and spends a call to Twilio for whoever asks: only where the shop turned the
  // test page's real sends on (docs/api.md, 'Notification functions'); elsewhere the route does not exist, and
  // its 404 is any unknown API path's.
  if (!options.settings.enableTestNotifications) return;
  app.route({
    ...fastifyRouteOf(API_PATHS.checkTwilioCredentials),
    onRequest: app.limits.perClient(perMinute('twilio-credential-checks')),
    handler: () => checkTwilioCredentials(options.settings),
  });
};
