/**
 * The customer's pages with a fixed address (docs/customer-flow.md 2): the web's route registry
 * (src/web/app/paths.ts) routes these, and the server draws and keeps only these, the status page and one
 * 404 page (src/server/http/server-render.ts), so that no address made up by a visitor is drawn or kept on
 * its own.
 */
export const CUSTOMER_PAGE_PATHS = {
  home: '/',
  orderDetails: '/order-details',
  chooseAnimal: '/choose-animal',
  dropOff: '/drop-off',
  deerCuts: '/choose-deer-cuts',
  hogCuts: '/choose-hog-cuts',
  addons: '/addons',
  reviewOrder: '/review-order',
  testNotifications: '/test-notifications',
} as const;

/** Made on the server's first use: the web's entry imports this file too, and pays no bytes for a set it never reads. */
let knownPages: Set<string> | undefined;

/**
 * The page a browser's path names as the web's router matches it (React Router ignores a trailing slash and
 * case: '/Addons/' is '/addons'), or null when it names none of them.
 */
export function customerPagePath(pathname: string): string | null {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  knownPages ??= new Set<string>(Object.values(CUSTOMER_PAGE_PATHS));
  return knownPages.has(path) ? path : null;
}
