import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo, SignInAnswer, TwoFactorStart } from '../../domain/shop';
import { staffTwoFactors } from '../db/auth-schema';
import { signInAttempts } from '../db/shop-schema';
import { type TestStaff, createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { totpCode } from '../test/totp';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';
import { SIGN_IN_LIMITS } from './sign-in-throttle';

/** docs/shop.md 1: two-factor sign-in with an authenticator app, recovery codes, and the owner's rule. */
let t: TestApp;
beforeAll(async () => {
  t = checkingShopAnswers(await startTestApp({ env: { TRUST_PROXY: 'true' } }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(signInAttempts);
});

const STRANGER = '203.0.113.9';
const cookieLines = (response: { headers: Headers }) => response.headers.getSetCookie();
const cookieNamed = (response: { headers: Headers }, name: string) =>
  cookieLines(response)
    .find((line) => line.startsWith(`${name}=`) && !/Max-Age=0/i.test(line))
    ?.split(';')[0];
const post = <T>(path: string, body: unknown, cookie = '', from = '127.0.0.1') =>
  t.request<T>('POST', path, body, { headers: { cookie, origin: t.baseUrl, 'x-forwarded-for': from } });

/** Turns two-factor on through the routes, as the page does; the account's new session cookie and its secret. */
async function turnOn(staff: TestStaff): Promise<{ cookie: string; start: TwoFactorStart }> {
  const started = await post<TwoFactorStart>('/api/shop/two-factor/start', { password: staff.password }, staff.cookie);
  expect(started.status).toBe(200);
  const confirmed = await post<SessionInfo>(
    '/api/shop/two-factor/confirm',
    { code: totpCode(started.body.secret) },
    staff.cookie,
  );
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.user.two_factor_enabled).toBe(true);
  return { cookie: cookieNamed(confirmed, 'shop.session_token') ?? '', start: started.body };
}

async function passwordStep(staff: TestStaff, from = '127.0.0.1', cookie = '') {
  const answer = await post<SignInAnswer>(
    '/api/shop/sign-in',
    { email: staff.email, password: staff.password },
    cookie,
    from,
  );
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ second_factor: 'totp' });
  // No session yet: only the short-lived challenge.
  expect(cookieNamed(answer, 'shop.session_token')).toBeUndefined();
  return cookieNamed(answer, 'shop.two_factor') ?? '';
}

describe('turning two-factor on', () => {
  it('takes the password, then a code; the secret is stored encrypted and never logged', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const wrong = await post('/api/shop/two-factor/start', { password: 'not my password' }, staff.cookie);
    expect(wrong.body).toMatchObject({
      error: { fields: [{ path: 'password', message: 'The password is not correct.' }] },
    });
    const started = await post<TwoFactorStart>(
      '/api/shop/two-factor/start',
      { password: staff.password },
      staff.cookie,
    );
    expect(started.body.totp_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.body.recovery_codes).toHaveLength(10);
    const badCode = await post('/api/shop/two-factor/confirm', { code: '000000' }, staff.cookie);
    expect(badCode.status).toBe(400);
    const session = await t.request<SessionInfo>('GET', '/api/shop/session', undefined, {
      headers: { cookie: staff.cookie },
    });
    expect(session.body.user.two_factor_enabled).toBe(false);
    const confirmed = await post<SessionInfo>(
      '/api/shop/two-factor/confirm',
      { code: totpCode(started.body.secret) },
      staff.cookie,
    );
    expect(confirmed.body.user.two_factor_enabled).toBe(true);
    const stored = JSON.stringify(await t.database.db.select().from(staffTwoFactors));
    expect(stored).not.toContain(started.body.secret);
    for (const code of started.body.recovery_codes) expect(stored).not.toContain(code);
    expect(t.logText()).not.toContain(started.body.secret);
    expect(t.logText()).not.toContain(started.body.recovery_codes[0]);
  });
});

/**
 * Another code the server accepts: the next step's first, which stays good (the library takes one step either
 * side) even when the clock passes a step's end between this call and the server's check; the previous step's
 * code would then be two steps old.
 */
function unusedCode(secret: string, used: string): string {
  const now = Date.now();
  const candidates = [now + 30_000, now].map((at) => totpCode(secret, at));
  return candidates.find((candidate) => candidate !== used) ?? '';
}

describe('signing in with two-factor', () => {
  it('the right password alone opens no session; the code from the app does', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const { start } = await turnOn(staff);
    const challenge = await passwordStep(staff);
    const signedIn = await post<SessionInfo>('/api/shop/sign-in/code', { code: totpCode(start.secret) }, challenge);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(staff.id);
    const cookie = cookieNamed(signedIn, 'shop.session_token') ?? '';
    expect((await t.request('GET', '/api/shop/session', undefined, { headers: { cookie } })).status).toBe(200);
    // Without the challenge, a code opens nothing.
    const bare = await post('/api/shop/sign-in/code', { code: totpCode(start.secret) });
    expect(bare.status).toBe(401);
  });

  it('a recovery code works once', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const { start } = await turnOn(staff);
    const recovery = start.recovery_codes[0]!;
    const first = await post<SessionInfo>('/api/shop/sign-in/code', { code: recovery }, await passwordStep(staff));
    expect(first.status).toBe(200);
    const again = await post('/api/shop/sign-in/code', { code: recovery }, await passwordStep(staff));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { fields: [{ path: 'code' }] } });
  });

  it('guessing codes slows the guesser like guessing passwords, and never the owner’s remembered browser', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const { start } = await turnOn(owner);
    // The owner's own browser signs in once and is remembered.
    const ownBrowser = await passwordStep(owner);
    const firstCode = totpCode(start.secret);
    const first = await post('/api/shop/sign-in/code', { code: firstCode }, ownBrowser);
    const device = cookieNamed(first, 'shop.device') ?? '';
    expect(device).not.toBe('');
    // A stranger who has the password guesses codes: each wrong one counts, then they wait.
    const statuses: number[] = [];
    for (let guess = 0; guess < SIGN_IN_LIMITS.freeFailures + 1; guess += 1) {
      const challenge = await passwordStep(owner, STRANGER).catch(() => '');
      statuses.push((await post('/api/shop/sign-in/code', { code: '123456' }, challenge, STRANGER)).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.freeFailures);
    // The owner, at the remembered browser, still gets in.
    const challenge = await passwordStep(owner, STRANGER, device);
    const cookie = [device, challenge].join('; ');
    const signedIn = await post(
      '/api/shop/sign-in/code',
      { code: unusedCode(start.secret, firstCode) },
      cookie,
      STRANGER,
    );
    expect(signedIn.status).toBe(200);
  });

  it('takes a code from the app once: the same code again is refused, the next one works', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const { start } = await turnOn(staff);
    const code = totpCode(start.secret);
    expect((await post('/api/shop/sign-in/code', { code }, await passwordStep(staff))).status).toBe(200);
    // Replayed, even with a fresh password step: refused at the field, with what to do.
    const replayed = await post('/api/shop/sign-in/code', { code }, await passwordStep(staff));
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({
      error: { fields: [{ path: 'code', message: 'This code was used already. Wait for the next code in your app.' }] },
    });
    const next = await post(
      '/api/shop/sign-in/code',
      { code: unusedCode(start.secret, code) },
      await passwordStep(staff),
    );
    expect(next.status).toBe(200);
  });
});

describe('turning two-factor off', () => {
  it('takes the password; then the password alone signs in again', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const { cookie } = await turnOn(staff);
    const wrong = await post('/api/shop/two-factor/off', { password: 'not my password' }, cookie);
    expect(wrong.status).toBe(400);
    const off = await post<SessionInfo>('/api/shop/two-factor/off', { password: staff.password }, cookie);
    expect(off.status).toBe(200);
    expect(off.body.user.two_factor_enabled).toBe(false);
    expect(await t.database.db.select().from(staffTwoFactors)).not.toContainEqual(
      expect.objectContaining({ userId: staff.id }),
    );
    const signIn = await post<SignInAnswer>('/api/shop/sign-in', { email: staff.email, password: staff.password });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ user: { id: staff.id, two_factor_enabled: false } });
  });
});

describe('the owner’s rule: two-factor for all staff', () => {
  it('sends staff without it to turn it on before anything else, checked on the server', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const early = await t.request(
      'PUT',
      '/api/shop/two-factor-rule',
      { required: true },
      {
        headers: { cookie: owner.cookie, origin: t.baseUrl },
      },
    );
    expect(early.status).toBe(409);
    const { cookie: ownerCookie } = await turnOn(owner);
    const byStaff = await t.request(
      'PUT',
      '/api/shop/two-factor-rule',
      { required: true },
      {
        headers: { cookie: staff.cookie, origin: t.baseUrl },
      },
    );
    expect(byStaff.status).toBe(403);
    const rule = await t.request(
      'PUT',
      '/api/shop/two-factor-rule',
      { required: true },
      {
        headers: { cookie: ownerCookie, origin: t.baseUrl },
      },
    );
    expect(rule.body).toEqual({ required: true });
    try {
      const board = await t.request('GET', '/api/shop/orders', undefined, { headers: { cookie: staff.cookie } });
      expect(board.status).toBe(403);
      expect(board.body).toEqual({ error: { code: 'forbidden', message: 'Turn on two-factor sign-in to continue.' } });
      const session = await t.request<SessionInfo>('GET', '/api/shop/session', undefined, {
        headers: { cookie: staff.cookie },
      });
      expect(session.body).toMatchObject({ two_factor_required: true, user: { two_factor_enabled: false } });
      const { cookie } = await turnOn(staff);
      expect((await t.request('GET', '/api/shop/orders', undefined, { headers: { cookie } })).status).toBe(200);
      const off = await post('/api/shop/two-factor/off', { password: staff.password }, cookie);
      expect(off.status).toBe(409);
    } finally {
      await t.request(
        'PUT',
        '/api/shop/two-factor-rule',
        { required: false },
        {
          headers: { cookie: ownerCookie, origin: t.baseUrl },
        },
      );
    }
  });
});

/**
 * ADR 1101: the password asked again on a signed-in session (to change it, to turn two-factor on or off) is
 * throttled as sign-in is, by account and client, and a wrong one is a failed sign-in (password-recheck.ts).
 */
describe('the password asked again', () => {
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
      cookieOf: async (staff: TestStaff) => (await turnOn(staff)).cookie,
    },
  ];

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
          STRANGER,
        );
        expect(wrong.status).toBe(400);
        expect(wrong.body.error.fields.map((issue) => issue.path)).toEqual([field]);
      }
      // Even the right password now waits: the same answer as sign-in's.
      const refused = await post(path, body(staff.password), cookie, STRANGER);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error: { code: 'rate_limited', message: 'Too many sign-in attempts. Try again in 1 minute.' },
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // One count with sign-in: that client's sign-in to the account waits too; the account's own desk does not.
      const credentials = { email: staff.email, password: staff.password };
      expect((await post('/api/shop/sign-in', credentials, '', STRANGER)).status).toBe(429);
      expect((await post('/api/shop/sign-in', credentials)).status).toBe(200);
    },
  );

  it('a right password counts as a sign-in: the client’s earlier failures for the account are forgotten', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    for (let guess = 0; guess < SIGN_IN_LIMITS.freeFailures - 1; guess += 1) {
      await post('/api/shop/two-factor/start', { password: `guess number ${guess}` }, staff.cookie, STRANGER);
    }
    const started = await post('/api/shop/two-factor/start', { password: staff.password }, staff.cookie, STRANGER);
    expect(started.status).toBe(200);
    const wrong = await post('/api/shop/sign-in', { email: staff.email, password: 'a wrong one' }, '', STRANGER);
    expect(wrong.status).toBe(401);
  });
});
