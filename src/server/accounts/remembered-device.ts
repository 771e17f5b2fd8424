import { randomUUID } from 'node:crypto';
import { cookieValueOf } from '../http/cookie-value';

/**
 * docs/decisions/1101-sign-in-throttle-by-account-and-client.md: a browser that signed in
 * to an account is remembered by a long-lived signed cookie, and its sign-ins to that account are throttled
 * only by its own failures, never by guesses from elsewhere. The cookie names no one: a random device id and
 * its expiry, signed (a keyed hash with the server's secret, limiter.keyOf) together with the account's id.
 */
export const REMEMBERED_DEVICE_COOKIE = 'shop.device';
export const REMEMBERED_DEVICE_MS = 365 * 24 * 60 * 60 * 1000;

/** The keyed hash every process shares (app.limits.keyOf). */
export type KeyOf = (text: string) => string;

const signatureOf = (keyOf: KeyOf, accountId: string, deviceId: string, expires: number) =>
  keyOf(`remembered device ${accountId} ${deviceId} ${expires}`);

/** The cookie's value in the request's Cookie header, if any. */
export const deviceCookieOf = (cookieHeader: string | undefined) =>
  cookieValueOf(cookieHeader, REMEMBERED_DEVICE_COOKIE);

/** The device id when the cookie was made by this server for this account and has not expired, else null. */
export function rememberedDeviceOf(keyOf: KeyOf, cookie: string | null, accountId: string, now: Date): string | null {
  const [deviceId, expiresText, signature, ...rest] = (cookie ?? '').split('.');
  if (!deviceId || !expiresText || !signature || rest.length > 0) return null;
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return null;
  return signatureOf(keyOf, accountId, deviceId, expires) === signature ? deviceId : null;
}

/** The Set-Cookie line after a successful sign-in: the same device id when it had one, a fresh one else. */
export function rememberDeviceCookie(
  keyOf: KeyOf,
  options: { accountId: string; deviceId: string | null; secure: boolean; now: Date },
): string {
  const deviceId = options.deviceId ?? randomUUID();
  const expires = Math.floor((options.now.getTime() + REMEMBERED_DEVICE_MS) / 1000);
  const value = `${deviceId}.${expires}.${signatureOf(keyOf, options.accountId, deviceId, expires)}`;
  // Sent only to the shop's API (where sign-in reads it), never readable by scripts.
  const attributes = [`Max-Age=${REMEMBERED_DEVICE_MS / 1000}`, 'Path=/api/shop', 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) attributes.push('Secure');
  return [`${REMEMBERED_DEVICE_COOKIE}=${value}`, ...attributes].join('; ');
}
