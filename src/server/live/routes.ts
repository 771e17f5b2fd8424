import type { FastifyPluginAsync } from 'fastify';
import { SHOP_API_PATHS } from '../../domain/shop';
import { readStaffSession } from '../accounts/staff-session';
import type { DatabaseHandle } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { type LiveHubOptions, createLiveHub } from './live-hub';
import { startOrderChangeFeed } from './order-change-feed';

export type LiveRoutesOptions = { database: DatabaseHandle; hub?: LiveHubOptions };

/**
 * docs/shop.md 3 and 7: GET /api/shop/events, the board's live updates as server-sent events. One LISTEN per
 * process feeds every stream connected to it; see live-hub.ts for the ids and the catch-up ('resync').
 */
export const liveRoutes: FastifyPluginAsync<LiveRoutesOptions> = async (app, options) => {
  const hub = createLiveHub(options.hub);
  const feed = await startOrderChangeFeed(options.database, {
    warn: (message) => app.log.warn(message),
    info: (message) => app.log.info(message),
  });
  const unsubscribe = feed.subscribe(hub.listener);
  // Open streams would hold the server's close (it waits for every connection): they end before it.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    unsubscribe();
    await feed.close();
  });

  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.events),
    config: { shop: { roles: ['owner', 'staff'], extendSession: false } },
    handler: async (request, reply) => {
      const { stream } = hub.open({
        reconnecting: request.headers['last-event-id'] !== undefined,
        stillSignedIn: async () => (await readStaffSession(app.auth, request, { extend: false })) !== null,
      });
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // Proxies such as nginx would otherwise buffer the stream.
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  });
};
