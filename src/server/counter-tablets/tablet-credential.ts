import { createHash, randomBytes } from 'node:crypto';
import { cookieValueOf } from '../http/cookie-value';

/**
 * docs/shop.md 15: a counter tablet's device credential. A random token in an httpOnly cookie sent to the API
 * alone (the server keeps only its SHA-256, as better-auth keeps reset tokens), for 400 days, the longest a
 * browser keeps a cookie. (The page marks the device in its own storage to load counter mode.)
 */
export const TABLET_COOKIE = 'counter.tablet';
const LIFETIME_SECONDS = 400 * 24 * 60 * 60;

export const newTabletToken = () => randomBytes(32).toString('base64url');

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The credential in the request's Cookie header, or null. */
export const tabletTokenOf = (cookieHeader: string | undefined) => cookieValueOf(cookieHeader, TABLET_COOKIE) || null;

/** The Set-Cookie line that makes this browser a counter tablet. */
export function tabletCookie(token: string, secure: boolean): string {
  const attributes = [`Max-Age=${LIFETIME_SECONDS}`, 'Path=/api', 'HttpOnly', 'SameSite=Strict'];
  return [`${TABLET_COOKIE}=${token}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}
