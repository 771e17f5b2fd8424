import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '../../domain/api-paths';
import type { Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { getOrderStatus } from './get-order-status';

export type StatusRoutesOptions = {
  db: Database;
  /** Status page reads per client per minute: a customer refreshing is far below it, a token guesser far above. */
  requestsPerMinute?: number;
};

export const STATUS_REQUESTS_PER_MINUTE = 60;

/** The status page's own reads (server-drawn /status/<token> pages, src/server/web-app/web-app.ts) count here too. */
export const STATUS_READS_LIMIT = { bucket: 'status-reads', max: STATUS_REQUESTS_PER_MINUTE, windowMs: 60_000 };

type TokenParams = { Params: { token: string } };

/**
 * docs/shop.md 4: the customer's status page reads its order here, anonymously, by the token of its link. Every
 * answer (404 and 429 included) is neither cached nor indexed: it is one customer's order.
 */
export const statusRoutes: FastifyPluginAsync<StatusRoutesOptions> = async (
  app,
  { db, requestsPerMinute = STATUS_REQUESTS_PER_MINUTE },
) => {
  app.route<TokenParams>({
    ...fastifyRouteOf(API_PATHS.orderStatus),
    // Every read counts, unknown tokens too (guessing costs as much as reading), in the database: the limit
    // holds across processes.
    onRequest: app.limits.perClient({ bucket: 'status-reads', max: requestsPerMinute, windowMs: 60_000 }),
    onSend: async (_request, reply, payload) => {
      void reply.header('cache-control', 'no-store');
      void reply.header('x-robots-tag', 'noindex');
      return payload;
    },
    handler: (request) => getOrderStatus(db, request.params.token),
  });
};
