import type { ApiMethod, ApiRoute } from '../../domain';

/** Fastify's method and url of an API_PATHS entry, so that the server serves exactly what clients call. */
export function fastifyRouteOf(route: ApiRoute): { method: ApiMethod; url: string } {
  return { method: route.method, url: route.path };
}
