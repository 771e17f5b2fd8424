import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError, UnauthenticatedError } from '../../domain';
import type { PriceVersionAnswer, PricesAnswer } from '../../domain/shop/price-edits';
import { PriceVersionParamSchema, SavePricesInputSchema } from '../../domain/shop/price-list-schema';
import { SHOP_API_PATHS } from '../../domain/shop/shop-api-paths';
import type { Executor, Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import { listPriceVersions, readCurrentPriceList, readPriceList } from './price-list-store';
import { savePrices } from './save-prices';

export type PriceRoutesOptions = { db: Database };

async function readPrices(executor: Executor): Promise<PricesAnswer> {
  const [current, versions] = await Promise.all([readCurrentPriceList(executor), listPriceVersions(executor)]);
  return { current, versions };
}

/** docs/shop.md 5: the owner's /shop/prices: the current list with every version, one old version, a save. */
export const priceRoutes: FastifyPluginAsync<PriceRoutesOptions> = async (app, options) => {
  const ownerOnly = { shop: { roles: ['owner'] } } as const;

  app.route({ ...fastifyRouteOf(SHOP_API_PATHS.prices), config: ownerOnly, handler: () => readPrices(options.db) });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.priceVersion),
    config: ownerOnly,
    handler: async (request) => {
      const params = PriceVersionParamSchema.safeParse(request.params);
      const { version } = request.params as { version: string };
      if (!params.success) throw new NotFoundError(`There is no price list version ${version}.`);
      const list = await readPriceList(options.db, params.data.version);
      const summary = (await listPriceVersions(options.db)).find((entry) => entry.version === list.version);
      return {
        ...list,
        created_by: summary?.created_by ?? '',
        created_at: summary?.created_at ?? '',
      } satisfies PriceVersionAnswer;
    },
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.savePrices),
    config: ownerOnly,
    handler: async (request) => {
      const input = parseInput(SavePricesInputSchema, request.body);
      // The guard has set request.staff for this owner-only route.
      if (!request.staff) throw new UnauthenticatedError();
      const current = await savePrices(options.db, request.staff, input);
      // The version this save made, even if another save follows at once ('Saved as version N.').
      return { current, versions: await listPriceVersions(options.db) } satisfies PricesAnswer;
    },
  });
};
