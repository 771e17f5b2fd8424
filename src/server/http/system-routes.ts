import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, type Health } from '../../domain';
import type { DatabaseHandle } from '../db/client';
import { DATABASE_RETRY_AFTER_SECONDS, summarizeError } from '../db/database-errors';
import { pingDatabase } from '../db/database-health';
import { fastifyRouteOf } from './api-route';

/** GET /api/health: whether the server and its database answer. */
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
};
