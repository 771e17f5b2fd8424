import { STATUS_PAGE_PATH, statusPagePath } from '../../domain/api-paths';

/**
 * The web app's one route registry (docs/customer-flow.md 2, docs/shop.md 3): for each page, `path`, the pattern its <Route>
 * matches, and `getHref(...)`, the address a link or a navigation goes to. No other file writes a page's
 * address out.
 *
 * It loads in vite.config.ts as well as in the app: the build's boot script (ADR 0605) reads the redirects
 * of features/order/step-paths.ts, which reads this. So it imports only the domain's plain route constants: no Lingui macro,
 * no DOM. It is in the entry chunk (the shop's routes with it, about 0.2 KB gzip): keep it to addresses, and
 * what only the steps use in features/order/step-paths.ts.
 */

/** A page whose address has no parameter. */
const page = <P extends string>(path: P) => ({ path, getHref: () => path });

const SHOP = '/shop';

/** The query parameter that carries the shop page to return to after signing in (or a password change). */
export const RETURN_PARAM = 'next';

/**
 * A page of the shop. The shop's own <Routes>, in its lazy chunk, match under `/shop/*`, so its `path` is
 * relative to /shop, as React Router's descendant routes are; `getHref` is the whole address.
 */
const shopPage = (path: string) => ({ path, getHref: () => `${SHOP}/${path}` });

/** A shop page that can send the visitor on afterwards: ?next=<the page to return to>, when there is one. */
const shopEntryPage = (path: string) => ({
  path,
  getHref: (returnTo?: string) =>
    `${SHOP}/${path}${returnTo ? `?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}` : ''}`,
});

/** A page of one order, named by its number ('GM-1042'), encoded so that it stays one path segment. */
const shopOrderPage = (suffix: string) => ({
  path: `orders/:number${suffix}`,
  getHref: (orderNumber: string) => `${SHOP}/orders/${encodeURIComponent(orderNumber)}${suffix}`,
});

export const paths = {
  home: page('/'),
  orderDetails: page('/order-details'),
  chooseAnimal: page('/choose-animal'),
  /** Issue #28: between the animal and the cuts, only when the shop asks for a drop-off day. */
  dropOff: page('/drop-off'),
  deerCuts: page('/choose-deer-cuts'),
  hogCuts: page('/choose-hog-cuts'),
  addons: page('/addons'),
  reviewOrder: page('/review-order'),
  testNotifications: page('/test-notifications'),
  /** The customer's status page (docs/shop.md 4), as the server's messages link it: the domain's, shared with it. */
  status: { path: STATUS_PAGE_PATH, getHref: statusPagePath },
  shop: {
    /** Everything under /shop is the shop's chunk; the board is its index. */
    root: { path: `${SHOP}/*`, getHref: () => SHOP },
    board: { path: '', getHref: () => SHOP },
    signIn: shopEntryPage('sign-in'),
    setup: shopPage('setup'),
    /** Issue #26: a reset link by email, and the link's page. */
    forgotPassword: shopPage('forgot-password'),
    resetPassword: shopPage('reset-password'),
    password: shopEntryPage('password'),
    /** Issue #27: turning two-factor sign-in on (or off); the owner's rule may send an account here first. */
    twoFactor: shopEntryPage('two-factor'),
    order: shopOrderPage(''),
    /** The order's printed pages (docs/shop.md 3); the labels page takes how many as ?count=3. */
    cutSheet: shopOrderPage('/cut-sheet'),
    labels: shopOrderPage('/labels'),
    log: shopPage('log'),
    staff: shopPage('staff'),
    settings: shopPage('settings'),
    /** Issue #26: the owner's first-hour setup, after the owner account. */
    shopSetup: shopPage('settings/setup'),
    /** Issue #28: the owner's drop-off days and daily capacity. */
    dropOff: shopPage('drop-off'),
    prices: shopPage('prices'),
    /** One past version of the prices, read-only: /shop/prices/2. */
    priceVersion: { path: 'prices/:version', getHref: (version: number) => `${SHOP}/prices/${version}` },
    export: shopPage('export'),
  },
} as const;

/** The route a browser path names: '/addons/' is '/addons' (React Router matches both), '/' stays '/'. */
export function routePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
