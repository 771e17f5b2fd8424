import type { FastifyPluginAsync } from 'fastify';
import { DropOffSettingsInputSchema, MarkTodayInputSchema, UnauthenticatedError } from '../../domain';
import { type FullToday, SHOP_API_PATHS } from '../../domain/shop';
import type { Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import type { MemoCache } from '../settings/shop-info-cache';
import { getDropOffSettings, saveDropOffSettings } from './drop-off-settings';
import { markToday, readDropOffToday } from './full-today';
import type { SpotMessages } from './promote-waitlist';
import { readDropOffSeason } from './season-view';

export type DropOffRoutesOptions = {
  db: Database;
  /** The notification queue, for the waitlist's 'a drop-off spot opened' when a save frees spots. */
  messages: SpotMessages;
  /** 'We're full today' as customers' pages read it, shared with the page renderer (web-app.ts). */
  fullToday: MemoCache<FullToday>;
};

/**
 * docs/shop.md 10: the owner's drop-off days (/shop/drop-off) and 'We're full today'. The shop guard checks session and
 * role.
 */
export const dropOffRoutes: FastifyPluginAsync<DropOffRoutesOptions> = async (app, { db, messages, fullToday }) => {
  const ownerOnly = { shop: { roles: ['owner'] } } as const;
  const everyRole = { shop: { roles: ['owner', 'staff'] } } as const;
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
      const saved = await saveDropOffSettings(db, request.staff, input, messages);
      // A changed capacity may fill or open today.
      fullToday.invalidate();
      return saved;
    },
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.dropOffSeason),
    config: ownerOnly,
    handler: () => readDropOffSeason(db),
  });
  // Point 4: staff at the counter mark the walk-in rush, whether or not the shop takes bookings.
  app.route({ ...fastifyRouteOf(SHOP_API_PATHS.dropOffToday), config: everyRole, handler: () => readDropOffToday(db) });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.markToday),
    config: everyRole,
    handler: async (request) => {
      const { full } = parseInput(MarkTodayInputSchema, request.body);
      if (!request.staff) throw new UnauthenticatedError();
      const today = await markToday(db, request.staff, full);
      fullToday.invalidate();
      return today;
    },
  });
  // Public: not under /api/shop/, so the shop guard leaves it alone. Nothing personal in it.
  app.route({ ...fastifyRouteOf(SHOP_API_PATHS.fullToday), handler: () => fullToday.get() });
};
