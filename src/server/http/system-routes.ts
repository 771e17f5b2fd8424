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
  type Health,
  LIMITS,
  type PriceList,
  priceListEtag,
} from '../../domain';
import type { DatabaseHandle } from '../db/client';
import { DATABASE_RETRY_AFTER_SECONDS, summarizeError } from '../db/database-errors';
import { pingDatabase } from '../db/database-health';
import { readCurrentPriceList } from '../prices/price-list-store';
import { fastifyRouteOf } from './api-route';

/** The catalogue as the server prices new orders: the current price list and the structure around it. */
export function catalogueOf(prices: PriceList): CatalogueAnswer {
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

export const systemRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.route({
    ...fastifyRouteOf(API_PATHS.health),
    // A round trip to the database each time: a load balancer or supervisor must see it gone (503).
    handler: async (_request, reply): Promise<Health> => {
      try {
        await pingDatabase(database);
        return { status: 'ok', database: database.kind };
      } catch (error) {
        reply.log.warn({ err: summarizeError(error) }, 'health: the database cannot be reached');
        void reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return { status: 'unavailable', database: database.kind };
      }
    },
  });
  app.route({
    ...fastifyRouteOf(API_PATHS.catalogue),
    handler: async (request, reply) => {
      // Read every time (one small row): another process may have saved a new version a moment ago.
      const prices = await readCurrentPriceList(database.db);
      const etag = priceListEtag(prices.version);
      // no-cache: a cache may keep the answer but must ask again, and the ETag makes asking cheap.
      void reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return catalogueOf(prices);
    },
  });
};
