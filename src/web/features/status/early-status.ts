/**
 * The status page's answer, asked for while the page's code is still downloading rather than after: on a
 * phone in the field that is one round trip less before the order shows (Lighthouse's LCP). This module is
 * in the entry chunk, so it stays tiny and writes its URL out (status-page.test ties it to API_PATHS).
 */
export const statusApiUrl = (token: string) => `/api/status/${encodeURIComponent(token)}`;

let early: { token: string; response: Promise<Response> } | null = null;

/**
 * On a /status/<token> address, starts reading that order; elsewhere, or when the server drew the page
 * with its order (the data block of drawn-status.ts, whose id this writes out to stay tiny), does nothing.
 */
export function fetchStatusEarly(pathname: string): void {
  const raw = /^\/status\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!raw || document.getElementById('status-data')) return;
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    return;
  }
  const response = fetch(statusApiUrl(token), { headers: { accept: 'application/json' }, cache: 'no-store' });
  // Whoever takes it reads its failure; one never taken must not be reported as unhandled.
  response.catch(() => undefined);
  early = { token, response };
}

/** The early answer for this token, once (a retry asks again), or null. */
export function takeEarlyStatus(token: string): Promise<Response> | null {
  if (early?.token !== token) return null;
  const { response } = early;
  early = null;
  return response;
}
