import type { FastifyPluginAsync } from 'fastify';
import {
  ANIMAL_TYPES,
  API_PATHS,
  type CatalogueAnswer,
  DEER_CUTS,
  GENDERS,
  HOG_CUTS,
  HOG_WEIGHT_INPUT_MIN,
  HOG_WEIGHT_MAX,
  LIMITS,
  NotFoundError,
  type PriceList,
  UnauthenticatedError,
  priceListEtag,
} from '../../domain';
import type { PriceVersionAnswer, PricesAnswer } from '../../domain/shop/answers/prices';
import { PriceVersionParamSchema, SavePricesInputSchema } from '../../domain/shop/price-list-schema';
import { SHOP_API_PATHS } from '../../domain/shop/shop-api-paths';
import type { Executor, Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import { listPriceVersions, readCurrentPriceList, readPriceList } from './price-list-store';
import { savePrices } from './save-prices';

export type PriceRoutesOptions = { db: Database };

/** The catalogue as the server prices new orders: the current price list and the structure around it. */
function catalogueOf(prices: PriceList): CatalogueAnswer {
  return {
    prices,
    animals: ANIMAL_TYPES,
    genders: GENDERS,
    hog_weight_input_min: HOG_WEIGHT_INPUT_MIN,
    hog_weight_max: HOG_WEIGHT_MAX,
    deer_cuts: DEER_CUTS,
    hog_cuts: HOG_CUTS,
    limits: LIMITS,
  };
}

/** If-None-Match names the tag (or '*'): a list of tags, weak ones compared by their opaque part. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

async function readPrices(executor: Executor): Promise<PricesAnswer> {
  const [current, versions] = await Promise.all([readCurrentPriceList(executor), listPriceVersions(executor)]);
  return { current, versions };
}

/**
 * docs/shop.md 5: the customers' catalogue (the current list, public), and the owner's /shop/prices: the current
 * list with every version, one old version, a save.
 */
export const priceRoutes: FastifyPluginAsync<PriceRoutesOptions> = async (app, options) => {
  const ownerOnly = { shop: { roles: ['owner'] } } as const;
  app.route({
    ...fastifyRouteOf(API_PATHS.catalogue),
    handler: async (request, reply) => {
      // Read every time (one small row): another process may have saved a new version a moment ago.
      const prices = await readCurrentPriceList(options.db);
      const etag = priceListEtag(prices.version);
      // no-cache: a cache may keep the answer but must ask again, and the ETag makes asking cheap.
      void reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return catalogueOf(prices);
    },
  });

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
