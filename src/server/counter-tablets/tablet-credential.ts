import { createHash, randomBytes } from 'node:crypto';
import { cookieValueOf } from '../http/cookie-value';

/**
 * docs/shop.md 15: a counter tablet's device credential. A random token in an httpOnly cookie sent to the API
 * alone (the server keeps only its SHA-256, as better-auth keeps reset tokens), and beside it a flag that the
 * page can read, which only says 'load counter mode': forging the flag gains nothing, the credential is
 * what the server checks. 400 days, the longest a browser keeps a cookie.
 */
export const TABLET_COOKIE = 'counter.tablet';
export const TABLET_MODE_COOKIE = 'counter.mode';
const LIFETIME_SECONDS = 400 * 24 * 60 * 60;

export const newTabletToken = () => randomBytes(32).toString('base64url');

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The credential in the request's Cookie header, or null. */
export const tabletTokenOf = (cookieHeader: string | undefined) => cookieValueOf(cookieHeader, TABLET_COOKIE) || null;

/** The Set-Cookie lines that make this browser a counter tablet (or, with `token` null, no longer one). */
export function tabletCookies(token: string | null, secure: boolean): string[] {
  const common = [`Max-Age=${token === null ? 0 : LIFETIME_SECONDS}`, 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  return [
    [`${TABLET_COOKIE}=${token ?? ''}`, 'Path=/api', 'HttpOnly', ...common].join('; '),
    [`${TABLET_MODE_COOKIE}=${token === null ? '' : '1'}`, 'Path=/', ...common].join('; '),
  ];
}
