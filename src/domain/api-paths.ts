import { type ApiMethod, type ApiRoute, fixedRoute } from './api-route';

export type { ApiMethod, ApiRoute } from './api-route';

/** A route on one order; the id is encoded so that a stored id cannot reach another path. */
function orderRoute(method: ApiMethod, suffix = ''): ApiRoute<[id: string]> {
  return {
    method,
    path: `/api/orders/:id${suffix}`,
    href: (id) => `/api/orders/${encodeURIComponent(id)}${suffix}`,
  };
}

/** Every route of the API; the server registers exactly these (src/server/http/api-routes.isolated.pg.test.ts). */
export const API_PATHS = {
  health: fixedRoute('GET', '/api/health'),
  catalogue: fixedRoute('GET', '/api/catalogue'),
  orders: fixedRoute('POST', '/api/orders'),
  // docs/customer-flow.md decision 11: the details step asks how a phone number will be taken (ADR 0608).
  phoneCheck: fixedRoute('POST', '/api/phone-check'),
  order: orderRoute('GET'),
  orderDetails: orderRoute('PUT', '/details'),
  orderAnimal: orderRoute('PUT', '/animal'),
  orderCuts: orderRoute('PUT', '/cuts'),
  orderAddons: orderRoute('PUT', '/addons'),
  // docs/shop.md 10: the drop-off days the order's animal may take, and the customer's choice.
  orderDropOffDays: orderRoute('GET', '/drop-off-days'),
  orderDropOffDay: orderRoute('PUT', '/drop-off-day'),
  completeOrder: orderRoute('POST', '/complete'),
  cancelOrder: orderRoute('POST', '/cancel'),
  // docs/shop.md 16, 'Order another animal': a new order for the customer of the submitted order a status link opens.
  anotherAnimal: {
    method: 'POST',
    path: '/api/status/:token/another',
    href: (token: string) => `/api/status/${encodeURIComponent(token)}/another`,
  } satisfies ApiRoute<[token: string]>,
  // docs/shop.md 17: a returning hunter's last order again: a code by SMS, then the order; or from a status link.
  reorderCode: fixedRoute('POST', '/api/reorder/code'),
  reorder: fixedRoute('POST', '/api/reorder'),
  orderAgain: {
    method: 'POST',
    path: '/api/status/:token/again',
    href: (token: string) => `/api/status/${encodeURIComponent(token)}/again`,
  } satisfies ApiRoute<[token: string]>,
  sendOrderNotifications: fixedRoute('POST', '/api/functions/send-order-notifications'),
  checkTwilioCredentials: fixedRoute('POST', '/api/functions/check-twilio-credentials'),
  // docs/shop.md 4: the customer's status page reads its order by the token of its link.
  orderStatus: {
    method: 'GET',
    path: '/api/status/:token',
    href: (token: string) => `/api/status/${encodeURIComponent(token)}`,
  } satisfies ApiRoute<[token: string]>,
} as const;

// The status page's own address has a module of its own, which the customer's entry reads without this table.
export { STATUS_PAGE_PATH, statusPagePath } from './status-page-path';
