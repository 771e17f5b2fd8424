/** The methods the API answers. */
export type ApiMethod = 'GET' | 'POST' | 'PUT';

/**
 * One route of the API: the server registers its method and path pattern, the web client builds its URL
 * with href, so the two cannot drift apart.
 */
export type ApiRoute<Args extends string[] = never> = {
  readonly method: ApiMethod;
  /** Fastify's pattern, e.g. '/api/orders/:id'. */
  readonly path: string;
  readonly href: (...args: Args) => string;
};

/** A route with no parameters. */
export function fixedRoute(method: ApiMethod, path: string): ApiRoute<[]> {
  return { method, path, href: () => path };
}
