import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo, TwoFactorStart } from '../../domain/shop';
import { signInAttempts } from '../db/shop-schema';
import { type TestStaff, createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { totpCode } from '../test/totp';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';
import { SIGN_IN_LIMITS } from './sign-in-throttle';

/**
 * ADR 1101, docs/shop.md 1: the password given again on a signed-in session (to change it, to turn two-factor
 * sign-in on or off) is throttled as sign-in is, by account and client, and a wrong one is a failed sign-in.
 */
let t: TestApp;
beforeAll(async () => {
  t = checkingShopAnswers(await startTestApp({ env: { TRUST_PROXY: 'true' } }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(signInAttempts);
});

const GUESSER = '203.0.113.44';
const OWN_DESK = '198.51.100.44';
const post = <T>(path: string, body: unknown, cookie: string, from: string) =>
  t.request<T>('POST', path, body, { headers: { cookie, origin: t.baseUrl, 'x-forwarded-for': from } });
const sessionCookieOf = (response: { headers: Headers }) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('shop.session_token=') && !/Max-Age=0/i.test(line))
    ?.split(';')[0] ?? '';

/** Two-factor turned on through the routes, from the account's own desk: the new session's cookie. */
async function withTwoFactorOn(staff: TestStaff): Promise<string> {
  const start = await post<TwoFactorStart>(
    '/api/shop/two-factor/start',
    { password: staff.password },
    staff.cookie,
    OWN_DESK,
  );
  const code = totpCode(start.body.secret);
  const confirmed = await post<SessionInfo>('/api/shop/two-factor/confirm', { code }, staff.cookie, OWN_DESK);
  expect(confirmed.status).toBe(200);
  return sessionCookieOf(confirmed);
}

const RECHECKS = [
  {
    path: '/api/shop/password',
    field: 'current_password',
    body: (password: string) => ({ current_password: password, new_password: 'a brand new passphrase' }),
    cookieOf: async (staff: TestStaff) => staff.cookie,
  },
  {
    path: '/api/shop/two-factor/start',
    field: 'password',
    body: (password: string) => ({ password }),
    cookieOf: async (staff: TestStaff) => staff.cookie,
  },
  {
    path: '/api/shop/two-factor/off',
    field: 'password',
    body: (password: string) => ({ password }),
    cookieOf: withTwoFactorOn,
  },
];

describe('the password asked again on a signed-in session', () => {
  it.each(RECHECKS)(
    '$path answers 429 after the throttle’s free failures, as sign-in does, and counts with it',
    async ({ path, field, body, cookieOf }) => {
      const staff = await createSignedInStaff(t, { role: 'staff' });
      const cookie = await cookieOf(staff);
      for (let guess = 0; guess < SIGN_IN_LIMITS.freeFailures; guess += 1) {
        const wrong = await post<{ error: { fields: { path: string }[] } }>(
          path,
          body(`guess number ${guess}`),
          cookie,
          GUESSER,
        );
        expect(wrong.status).toBe(400);
        expect(wrong.body.error.fields.map((issue) => issue.path)).toEqual([field]);
      }
      // Even the right password now waits: the same answer as sign-in's.
      const refused = await post(path, body(staff.password), cookie, GUESSER);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error: { code: 'rate_limited', message: 'Too many sign-in attempts. Try again in 1 minute.' },
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // One count with sign-in: that client's sign-in to the account waits too; the account's own desk does not.
      const credentials = { email: staff.email, password: staff.password };
      expect((await post('/api/shop/sign-in', credentials, '', GUESSER)).status).toBe(429);
      expect((await post('/api/shop/sign-in', credentials, '', OWN_DESK)).status).toBe(200);
    },
  );

  it('a right password counts as a sign-in: the client’s earlier failures for the account are forgotten', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    for (let guess = 0; guess < SIGN_IN_LIMITS.freeFailures - 1; guess += 1) {
      await post('/api/shop/two-factor/start', { password: `guess number ${guess}` }, staff.cookie, GUESSER);
    }
    const started = await post('/api/shop/two-factor/start', { password: staff.password }, staff.cookie, GUESSER);
    expect(started.status).toBe(200);
    const wrong = await post('/api/shop/sign-in', { email: staff.email, password: 'a wrong one' }, '', GUESSER);
    expect(wrong.status).toBe(401);
  });
});
