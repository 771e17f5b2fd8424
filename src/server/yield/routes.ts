import type { FastifyPluginAsync } from 'fastify';
import { SHOP_API_PATHS, type YieldReport, YieldQuerySchema } from '../../domain/shop';
import type { Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import { readShopSettings } from '../settings/settings-store';
import { readYieldReport } from './read-yield';

export type YieldRoutesOptions = { db: Database };

/** How the shop's cutting goes is the owner's to read, like the export (docs/shop.md 11). */
const OWNER = { shop: { roles: ['owner'] } } as const;

/** docs/shop.md 11: /shop/yield's figures for one species over a range of check-in days. */
export const yieldRoutes: FastifyPluginAsync<YieldRoutesOptions> = async (app, { db }) => {
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.yieldReport),
    config: OWNER,
    handler: async (request): Promise<YieldReport> => {
      const query = parseInput(YieldQuerySchema, request.query);
      const settings = await readShopSettings(db);
      return readYieldReport(db, query, settings.time_zone);
    },
  });
};
