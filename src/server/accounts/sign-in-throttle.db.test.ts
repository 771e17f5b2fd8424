import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../domain/shop';
import { signInAttempts } from '../db/shop-schema';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';
import {
  SIGN_IN_LIMITS,
  delayAfterFailures,
  deleteSignInAttemptsBefore,
  reserveSignInAttempt,
} from './sign-in-throttle';

/**
 * docs/decisions/1101-sign-in-throttle-by-account-and-client.md: guesses slow the
 * guesser down, by account and client together, and never lock the real owner out. Clients are told apart
 * by X-Forwarded-For (TRUST_PROXY), as behind the shop's reverse proxy.
 */
let t: TestApp;
beforeAll(async () => {
  t = checkingShopAnswers(await startTestApp({ env: { TRUST_PROXY: 'true' } }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(signInAttempts);
});

const STRANGER = '203.0.113.7';
const SHOP = '198.51.100.20';
const signIn = (body: unknown, from: string, cookie?: string) =>
  t.request<SessionInfo>('POST', '/api/shop/sign-in', body, {
    headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
  });
const deviceCookieOf = (response: { headers: Headers }) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('shop.device='))
    ?.split(';')[0] ?? '';
const minutes = (count: number) => count * 60_000;

describe('a stranger’s guesses', () => {
  it('slow the stranger down, not the owner signing in from elsewhere', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    for (let guess = 0; guess < SIGN_IN_LIMITS.freeFailures; guess += 1) {
      expect((await signIn({ email: owner.email, password: `guess number ${guess}` }, STRANGER)).status).toBe(401);
    }
    const refused = await signIn({ email: owner.email, password: owner.password }, STRANGER);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: { code: 'rate_limited', message: 'Too many sign-in attempts. Try again in 1 minute.' },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await signIn({ email: owner.email, password: owner.password }, SHOP)).status).toBe(200);
  });

  it('never lock out the owner’s remembered browser, even from the stranger’s own address', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const first = await signIn({ email: owner.email, password: owner.password }, SHOP);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^shop\.device=[\w-]+\.\d+\.[\w-]+$/);
    expect(first.headers.getSetCookie().find((line) => line.startsWith('shop.device='))).toMatch(
      /HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/i,
    );
    for (let guess = 0; guess < SIGN_IN_LIMITS.perClient; guess += 1) {
      await signIn({ email: owner.email, password: `guess number ${guess}` }, SHOP);
    }
    expect((await signIn({ email: owner.email, password: owner.password }, SHOP)).status).toBe(429);
    expect((await signIn({ email: owner.email, password: owner.password }, SHOP, device)).status).toBe(200);
  });

  it('a remembered cookie of another account, or a forged one, counts for nothing', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const staffDevice = deviceCookieOf(await signIn({ email: staff.email, password: staff.password }, SHOP));
    const [name, value = ''] = staffDevice.split('=');
    const forged = `${name}=${value.replace(/\.[\w-]+$/, '.forgedsignatureforgedsignature00')}`;
    for (let guess = 0; guess < SIGN_IN_LIMITS.freeFailures; guess += 1) {
      await signIn({ email: owner.email, password: `guess number ${guess}` }, STRANGER, staffDevice);
    }
    expect((await signIn({ email: owner.email, password: owner.password }, STRANGER, staffDevice)).status).toBe(429);
    expect((await signIn({ email: owner.email, password: owner.password }, STRANGER, forged)).status).toBe(429);
  });
});

describe('the limits, on an injected clock', () => {
  const at = (start: Date, offsetMs: number) => new Date(start.getTime() + offsetMs);

  it('the delay grows with each failure of one account from one client: 1, 2, 4 ... minutes, at most an hour', async () => {
    expect([4, 5, 6, 7, 8, 10, 40].map((failures) => delayAfterFailures(failures) / 60_000)).toEqual([
      0, 1, 2, 4, 8, 32, 60,
    ]);
    const start = new Date();
    const attempt = { email: 'grow@example.com', client: 'client-a', remembered: false };
    let now = start;
    for (let failure = 0; failure < SIGN_IN_LIMITS.freeFailures; failure += 1) {
      expect((await reserveSignInAttempt(t.database.db, attempt, now)).allowed).toBe(true);
    }
    for (const waitMinutes of [1, 2, 4]) {
      const early = await reserveSignInAttempt(t.database.db, attempt, at(now, minutes(waitMinutes) - 1000));
      expect(early.allowed).toBe(false);
      now = at(now, minutes(waitMinutes));
      expect((await reserveSignInAttempt(t.database.db, attempt, now)).allowed).toBe(true);
    }
    const refused = await reserveSignInAttempt(t.database.db, attempt, now);
    expect(refused).toMatchObject({ allowed: false, error: { retryAfterSeconds: 8 * 60 } });
  });

  it('one client alone cannot reach the account-wide limit; many can, and the remembered device still gets in', async () => {
    const start = new Date(Date.now() - minutes(59));
    const email = 'popular@example.com';
    // One client, as fast as its delays let it, for the account's whole window.
    let now = start;
    let accepted = 0;
    while (now.getTime() < start.getTime() + SIGN_IN_LIMITS.accountWindowMs) {
      const reservation = await reserveSignInAttempt(t.database.db, { email, client: 'one', remembered: false }, now);
      if (reservation.allowed) accepted += 1;
      now = at(now, 30_000);
    }
    expect(accepted).toBeLessThan(SIGN_IN_LIMITS.perAccount / 5);
    // Many clients together reach it: then a new client waits, the remembered device does not.
    await t.database.db.insert(signInAttempts).values(
      Array.from({ length: SIGN_IN_LIMITS.perAccount }, (_, index) => ({
        email,
        client: `botnet-${index}`,
        succeeded: false,
        createdAt: at(start, minutes(30)),
      })),
    );
    const fresh = await reserveSignInAttempt(t.database.db, { email, client: 'fresh', remembered: false }, now);
    expect(fresh.allowed).toBe(false);
    const device = await reserveSignInAttempt(t.database.db, { email, client: 'device', remembered: true }, now);
    expect(device.allowed).toBe(true);
  });
});

describe('sign-in throttling over HTTP', () => {
  it('forgets an account’s failures from a client once that client signs in to it', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.freeFailures - 1; attempt += 1) {
      await signIn({ email: staff.email, password: 'wrong password' }, SHOP);
    }
    expect((await signIn({ email: staff.email, password: staff.password }, SHOP)).status).toBe(200);
    expect((await signIn({ email: staff.email, password: 'wrong password' }, SHOP)).status).toBe(401);
    expect((await signIn({ email: staff.email, password: staff.password }, SHOP)).status).toBe(200);
  });

  it('refuses a client after 20 failures whatever the emails', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const attempts = Array.from({ length: SIGN_IN_LIMITS.perClient }, (_, index) =>
      signIn({ email: `guess-${index}@example.com`, password: 'a guessed password' }, STRANGER),
    );
    // Simultaneous attempts are each counted: the limit holds under a burst as well.
    expect((await Promise.all(attempts)).map((response) => response.status)).toEqual(
      Array(SIGN_IN_LIMITS.perClient).fill(401),
    );
    const refused = await signIn({ email: staff.email, password: staff.password }, STRANGER);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });

  it('holds under a burst of simultaneous attempts for one account from one client', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => signIn({ email: staff.email, password: 'a guessed password' }, STRANGER)),
    );
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMITS.freeFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - SIGN_IN_LIMITS.freeFailures);
  });

  it('records the client as a keyed hash of its address, never the address', async () => {
    await signIn({ email: 'nobody@example.com', password: 'a guessed password' }, STRANGER);
    const rows = await t.database.db.select({ client: signInAttempts.client }).from(signInAttempts);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.client).toMatch(/^[\w-]{32}$/);
    expect(rows[0]?.client).not.toContain(STRANGER);
  });

  it('deletes attempts older than a day (they count for nothing), keeping the others', async () => {
    const now = Date.now();
    const hoursAgo = (hours: number) => ({
      email: 'old@example.com',
      client: 'a client',
      succeeded: false,
      createdAt: new Date(now - hours * 3_600_000),
    });
    await t.database.db.insert(signInAttempts).values([hoursAgo(48), hoursAgo(25), hoursAgo(23), hoursAgo(1)]);
    await deleteSignInAttemptsBefore(t.database.db, new Date(now - SIGN_IN_LIMITS.pairMemoryMs));
    const left = await t.database.db.select({ at: signInAttempts.createdAt }).from(signInAttempts);
    expect(left.map((row) => Math.round((now - row.at.getTime()) / 3_600_000)).sort((x, y) => x - y)).toEqual([1, 23]);
  });
});
