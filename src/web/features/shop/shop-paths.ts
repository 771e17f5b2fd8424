/** The shop's screens (docs/shop.md 3). The board and order pages' own paths live in orders/paths.ts. */
export const SHOP_PATHS = {
  home: '/shop',
  signIn: '/shop/sign-in',
  setup: '/shop/setup',
  password: '/shop/password',
  staff: '/shop/staff',
  settings: '/shop/settings',
  prices: '/shop/prices',
  export: '/shop/export',
  log: '/shop/log',
} as const;

/** The query parameter that carries the page to return to after signing in. */
export const RETURN_PARAM = 'next';

/** Pages that lead into the shop: returning to them after signing in would go round in a circle. */
const ENTRY_PAGES: readonly string[] = [SHOP_PATHS.signIn, SHOP_PATHS.setup, SHOP_PATHS.password];

/**
 * The page to go to after signing in: a path of this site under /shop (with its query and hash), else
 * null. Anything else (another origin, `//host`, a backslash, a path that leaves /shop through `..`, a
 * control character, the sign-in page itself) is refused, so a link cannot send a signed-in user away.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'http://shop.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const { pathname } = url;
  if (pathname !== SHOP_PATHS.home && !pathname.startsWith(`${SHOP_PATHS.home}/`)) return null;
  if (ENTRY_PAGES.includes(pathname.replace(/\/+$/, ''))) return null;
  return `${pathname}${url.search}${url.hash}`;
}

/** Where a page that needs a session sends the visitor: the sign-in page, remembering this page. */
export function signInPathFor(current: string): string {
  const back = safeReturnPath(current);
  if (!back || back === SHOP_PATHS.home) return SHOP_PATHS.signIn;
  return `${SHOP_PATHS.signIn}?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}`;
}

/** The page named by `?next=` in a location's query, or the board. */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? SHOP_PATHS.home;
}

/** The password page keeps the return path for after the change. */
export function passwordPathFor(returnTo: string): string {
  const back = safeReturnPath(returnTo);
  if (!back || back === SHOP_PATHS.home) return SHOP_PATHS.password;
  return `${SHOP_PATHS.password}?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}`;
}
