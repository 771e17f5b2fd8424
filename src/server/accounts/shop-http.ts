import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../domain';
import { normalisedPath } from '../http/request-path';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The path as the router sees it: without the query, percent-decoded, so `/%61pi/shop` is `/api/shop`. */
const pathOf = (request: FastifyRequest) => normalisedPath(request.url);

export const isShopApi = (path: string) => path.startsWith('/api/shop/');
const isStaffPage = (path: string) => path === '/shop' || path.startsWith('/shop/');

/**
 * docs/shop.md 1: a state-changing /api/shop request from a page of another site is refused (403), on top of
 * SameSite=Lax cookies; staff pages and their API are never cached nor indexed.
 */
export function registerShopHttp(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isShopApi(pathOf(request))) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const ownOrigin = `${request.protocol}://${request.headers.host ?? ''}`;
    if (origin !== publicOrigin && origin !== ownOrigin) {
      throw new ForbiddenError('Requests from other sites are refused.');
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = pathOf(request);
    if (isShopApi(path) || isStaffPage(path)) {
      void reply.header('cache-control', 'no-store');
      void reply.header('x-robots-tag', 'noindex');
    }
    return payload;
  });
}
