import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '../../domain';
import { CounterTabletInputSchema, SHOP_API_PATHS } from '../../domain/shop';
import { signOut } from '../accounts/sign-out';
import { cookieHeaders, staffOf } from '../accounts/staff-session';
import type { Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import { checkCounterTablet } from './request-tablet';
import { tabletCookie } from './tablet-credential';
import { listTablets, removeTablet, setUpTablet } from './tablet-store';

const OWNER = { shop: { roles: ['owner'] } } as const;

/**
 * docs/shop.md 15, 'Counter tablets': the owner's list, 'Set up this device as a counter tablet' (made on the
 * tablet itself: the answer turns this browser into the tablet and ends the owner's session on it, so that
 * the lobby's device holds no staff session) and 'Remove'; and the tablet's own question, whether it still is one.
 */
export const counterTabletRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const secure = Boolean(app.auth.options.advanced?.useSecureCookies);
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.counterTablets),
    config: OWNER,
    handler: () => listTablets(db),
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.setUpCounterTablet),
    config: OWNER,
    handler: async (request, reply) => {
      const { name } = parseInput(CounterTabletInputSchema, request.body);
      const owner = staffOf(request);
      const { tablet, token } = await setUpTablet(db, owner, name);
      const signedOut = await signOut({ db, auth: app.auth, log: request.log }, owner, cookieHeaders(request));
      return reply
        .status(201)
        .header('set-cookie', [...signedOut, tabletCookie(token, secure)])
        .send(tablet);
    },
  });
  app.route<{ Params: { id: string } }>({
    ...fastifyRouteOf(SHOP_API_PATHS.removeCounterTablet),
    config: OWNER,
    handler: (request) => removeTablet(db, staffOf(request), request.params.id),
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.counterTablet),
    config: { shop: 'public' },
    onRequest: checkCounterTablet(db),
    handler: (request) => {
      if (!request.counterTablet) throw new NotFoundError('This device is not a counter tablet.');
      return { name: request.counterTablet.name };
    },
  });
};
