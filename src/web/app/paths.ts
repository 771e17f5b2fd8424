import { STATUS_PAGE_PATH, statusPagePath } from '../../domain/status-page-path';

/**
 * The web app's one route registry (docs/customer-flow.md 2, docs/shop.md 3): for each page, `path`, the pattern its <Route>
 * matches, and `getHref(...)`, the address a link or a navigation goes to. No other file writes a page's
 * address out but src/domain/page-paths.ts, the same fixed addresses for the server, which draws only those pages
 * (paths.test.ts holds the two equal; written out here, they cost the entry no object of their own, docs/design.md 4).
 *
 * It loads in vite.config.ts as well as in the app: the build's boot script (ADR 0605) reads the redirects
 * of features/order/step-paths.ts, which reads this. So it imports only the domain's plain route constants: no Lingui macro,
 * no DOM. It is in the entry chunk: keep it to addresses, what only the steps use in features/order/step-paths.ts,
 * and the shop's pages in app/shop-paths.ts (about 0.2 KB gzip that customers never need).
 */

/** A page whose address has no parameter. */
const page = <P extends string>(path: P) => ({ path, getHref: () => path });

const SHOP = '/shop';

export const paths = {
  home: page('/'),
  orderDetails: page('/order-details'),
  chooseAnimal: page('/choose-animal'),
  /** docs/shop.md 10: between the animal and the cuts, only when the shop asks for a drop-off day. */
  dropOff: page('/drop-off'),
  deerCuts: page('/choose-deer-cuts'),
  hogCuts: page('/choose-hog-cuts'),
  addons: page('/addons'),
  reviewOrder: page('/review-order'),
  testNotifications: page('/test-notifications'),
  /** The customer's status page (docs/shop.md 4), as the server's messages link it: the domain's, shared with it. */
  status: { path: STATUS_PAGE_PATH, getHref: statusPagePath },
  /** Everything under /shop is the shop's chunk, with its own routes (app/shop-paths.ts); /shop is its board. */
  shop: { path: `${SHOP}/*`, getHref: () => SHOP },
} as const;

/** The route a browser path names: '/addons/' is '/addons' (React Router matches both), '/' stays '/'. */
export function routePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
