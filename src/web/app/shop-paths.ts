/**
 * The shop's half of the route registry (docs/shop.md 3; the customer's is app/paths.ts, which keeps only /shop
 * itself): only the shop's lazy chunk imports it, so the entry chunk every customer downloads does not carry it
 * (ADR 0201, the 90 KB of `/`). No other file writes a shop page's address out.
 */
const SHOP = '/shop';

/** The query parameter that carries the shop page to return to after signing in (or a password change). */
export const RETURN_PARAM = 'next';

/** docs/shop.md 14: 'New order for this customer' names the order whose customer the new order is for. */
export const FOR_CUSTOMER_PARAM = 'for';

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

export const shopPaths = {
  /** The board, the index of /shop. */
  board: { path: '', getHref: () => SHOP },
  signIn: shopEntryPage('sign-in'),
  setup: shopPage('setup'),
  /** docs/shop.md 1, 'A forgotten password': a reset link by email, and the link's page. */
  forgotPassword: shopPage('forgot-password'),
  resetPassword: shopPage('reset-password'),
  password: shopEntryPage('password'),
  /** docs/shop.md 1: turning two-factor sign-in on (or off); the owner's rule may send an account here first. */
  twoFactor: shopEntryPage('two-factor'),
  /**
   * docs/shop.md 14: 'New order', taken by staff at the counter; 'New order for this customer' adds ?for=GM-1042
   * (an order number, nothing personal in the address).
   */
  newOrder: {
    path: 'orders/new',
    getHref: (forOrder?: string) =>
      `${SHOP}/orders/new${forOrder ? `?${new URLSearchParams({ [FOR_CUSTOMER_PARAM]: forOrder }).toString()}` : ''}`,
  },
  order: shopOrderPage(''),
  /** The order's printed pages (docs/shop.md 3); the labels page takes how many as ?count=3. */
  cutSheet: shopOrderPage('/cut-sheet'),
  labels: shopOrderPage('/labels'),
  /** docs/shop.md 12: the hunter's printed 'Donation receipt'. */
  donationReceipt: shopOrderPage('/donation-receipt'),
  log: shopPage('log'),
  staff: shopPage('staff'),
  settings: shopPage('settings'),
  /** docs/shop.md 3, 'Sign-in and setup': the owner's first-hour setup, after the owner account. */
  shopSetup: shopPage('settings/setup'),
  /** docs/shop.md 10: the owner's drop-off days and daily capacity. */
  dropOff: shopPage('drop-off'),
  prices: shopPage('prices'),
  /** One past version of the prices, read-only: /shop/prices/2. */
  priceVersion: { path: 'prices/:version', getHref: (version: number) => `${SHOP}/prices/${version}` },
  export: shopPage('export'),
  /** docs/shop.md 11: finished over hanging weight, per species and range of days (owner). */
  yield: shopPage('yield'),
  /** docs/shop.md 12: donation programs and what each owes (owner). */
  donations: shopPage('donations'),
} as const;
