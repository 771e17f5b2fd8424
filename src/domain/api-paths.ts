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

function fixedRoute(method: ApiMethod, path: string): ApiRoute<[]> {
  return { method, path, href: () => path };
}

/** A route on one order; the id is encoded so that a stored id cannot reach another path. */
function orderRoute(method: ApiMethod, suffix = ''): ApiRoute<[id: string]> {
  return {
    method,
    path: `/api/orders/:id${suffix}`,
    href: (id) => `/api/orders/${encodeURIComponent(id)}${suffix}`,
  };
}

/** Every route of the API; the server registers exactly these (src/server/http/api-routes.test.ts). */
export const API_PATHS = {
  health: fixedRoute('GET', '/api/health'),
  catalogue: fixedRoute('GET', '/api/catalogue'),
  orders: fixedRoute('POST', '/api/orders'),
  order: orderRoute('GET'),
  orderDetails: orderRoute('PUT', '/details'),
  orderAnimal: orderRoute('PUT', '/animal'),
  orderCuts: orderRoute('PUT', '/cuts'),
  orderAddons: orderRoute('PUT', '/addons'),
  completeOrder: orderRoute('POST', '/complete'),
  cancelOrder: orderRoute('POST', '/cancel'),
  sendOrderNotifications: fixedRoute('POST', '/api/functions/send-order-notifications'),
  checkTwilioCredentials: fixedRoute('POST', '/api/functions/check-twilio-credentials'),
} as const;
