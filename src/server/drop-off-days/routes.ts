import type { FastifyPluginAsync } from 'fastify';
import { DropOffSettingsInputSchema, UnauthenticatedError } from '../../domain';
import { SHOP_API_PATHS } from '../../domain/shop';
import type { Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import { getDropOffSettings, saveDropOffSettings } from './drop-off-settings';
import type { SpotMessages } from './promote-waitlist';

/**
 * Issue #28 point 1: the owner's drop-off days, /shop/drop-off. The shop guard checks session and role.
 * messages: the notification queue, for the waitlist's 'a drop-off spot opened' when a save frees spots.
 */
export const dropOffRoutes: FastifyPluginAsync<{ db: Database; messages: SpotMessages }> = async (
  app,
  { db, messages },
) => {
  const ownerOnly = { shop: { roles: ['owner'] } } as const;
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.dropOffSettings),
    config: ownerOnly,
    handler: () => getDropOffSettings(db),
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.saveDropOffSettings),
    config: ownerOnly,
    handler: async (request) => {
      const input = parseInput(DropOffSettingsInputSchema, request.body);
      // The guard has set request.staff for this owner-only route.
      if (!request.staff) throw new UnauthenticatedError();
      return saveDropOffSettings(db, request.staff, input, messages);
    },
  });
};
