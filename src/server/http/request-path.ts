/**
 * A request's path as the router sees it: without the query and percent-decoded, so that `/%61pi/orders`
 * is `/api/orders` for every decision made on the path (caching headers, the API's 404s). A malformed
 * escape does not hide the rest: each ASCII escape is decoded on its own then.
 */
export function normalisedPath(url: string): string {
  // An absolute-form target (`GET http://host/api/... HTTP/1.1`) is routed by its path, so it is decided so.
  const raw = (url.split('?', 1)[0] ?? '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
}

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
