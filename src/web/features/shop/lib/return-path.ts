import { RETURN_PARAM, shopPaths } from '../../../app/shop-paths';

const SHOP_HOME = shopPaths.board.getHref();

/** Pages that lead into the shop: returning to them after signing in would go round in a circle. */
const ENTRY_PAGES: readonly string[] = [
  shopPaths.signIn.getHref(),
  shopPaths.setup.getHref(),
  shopPaths.password.getHref(),
];

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
  if (pathname !== SHOP_HOME && !pathname.startsWith(`${SHOP_HOME}/`)) return null;
  if (ENTRY_PAGES.includes(pathname.replace(/\/+$/, ''))) return null;
  return `${pathname}${url.search}${url.hash}`;
}

/** The return path worth carrying: a safe one other than the board, which is where the shop goes anyway. */
function returnWorthCarrying(current: string): string | undefined {
  const back = safeReturnPath(current);
  return back && back !== SHOP_HOME ? back : undefined;
}

/** Where a page that needs a session sends the visitor: the sign-in page, remembering this page. */
export function signInPathFor(current: string): string {
  return shopPaths.signIn.getHref(returnWorthCarrying(current));
}

/** The page named by `?next=` in a location's query, or the board. */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? SHOP_HOME;
}

/** The password page keeps the return path for after the change. */
export function passwordPathFor(returnTo: string): string {
  return shopPaths.password.getHref(returnWorthCarrying(returnTo));
}
