import { createHash } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../domain/shop';
import { loadConfig } from '../lib/config';
import { staffAccounts, staffSessions, staffUsers } from '../db/auth-schema';
import { serverSecrets, staffEvents } from '../db/shop-schema';
import { type TestApp, startTestApp, TEST_AUTH_SECRET } from '../test/test-app';
import { prepareFirstOwner } from './first-owner';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';

let t: TestApp;
beforeAll(async () => {
  t = checkingShopAnswers(await startTestApp());
});
afterAll(() => t.close());
// Each test starts as a fresh install: no account, no setup link.
beforeEach(async () => {
  const { db } = t.database;
  await db.delete(staffSessions);
  await db.delete(staffAccounts);
  await db.delete(staffUsers);
  await db.delete(staffEvents);
  await db.delete(serverSecrets).where(like(serverSecrets.name, 'setup%'));
});

const context = () => ({ db: t.database.db, auth: t.app.auth, log: t.app.log });
const SETUP_LINK = /No shop account yet\. Create the owner account: (\S+)\/shop\/setup\?token=([\w-]+)/g;

/** Starts as main does and returns the token of the link it logged (the last one in the log). */
async function startAndReadToken(env: Record<string, string> = {}): Promise<string> {
  await prepareFirstOwner(
    context(),
    loadConfig({ PUBLIC_URL: 'https://orders.example.com', AUTH_SECRET: TEST_AUTH_SECRET, ...env }),
  );
  const links = [...t.logText().matchAll(SETUP_LINK)];
  const last = links.at(-1);
  if (!last) throw new Error('no setup link logged');
  expect(last[1]).toBe('https://orders.example.com');
  return last[2]!;
}

const status = (token: string) =>
  t.request<{ valid: boolean }>('GET', `/api/shop/setup?token=${encodeURIComponent(token)}`);
const setup = (body: unknown) => t.request<SessionInfo>('POST', '/api/shop/setup', body);
const owner = (token: string) => ({
  token,
  name: 'Olive Owner',
  email: 'olive@example.com',
  password: 'hollow creek smokehouse',
});
const INVALID = 'This setup link is not valid.';

describe('the first owner from the setup link', () => {
  it('logs a one-time link whose token is random and stored only as its SHA-256', async () => {
    const before = [...t.logText().matchAll(SETUP_LINK)].length;
    const token = await startAndReadToken();
    expect([...t.logText().matchAll(SETUP_LINK)].length).toBe(before + 1);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = JSON.stringify(await t.database.db.select().from(serverSecrets));
    expect(stored).not.toContain(token);
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('creates the owner and signs them in; afterwards the link is not valid', async () => {
    const token = await startAndReadToken();
    expect((await status(token)).body).toEqual({ valid: true });
    expect((await status('not-the-token')).body).toEqual({ valid: false });
    expect((await status('')).body).toEqual({ valid: false });

    const created = await setup(owner(token));
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      user: {
        id: expect.any(String),
        name: 'Olive Owner',
        email: 'olive@example.com',
        role: 'owner',
        must_change_password: false,
        two_factor_enabled: false,
      },
      time_zone: 'America/Chicago',
      two_factor_required: false,
    });
    const cookie = created.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    // docs/shop.md 1: the setup's browser is remembered, so others' guesses never lock the owner out there.
    expect(created.headers.getSetCookie().some((line) => line.startsWith('shop.device='))).toBe(true);
    const session = await t.request('GET', '/api/shop/session', undefined, { headers: { cookie } });
    expect(session.body).toEqual(created.body);

    expect((await status(token)).body).toEqual({ valid: false });
    const again = await setup({ ...owner(token), email: 'mallory@example.com' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'conflict', message: INVALID } });
    const events = await t.database.db.select().from(staffEvents).orderBy(staffEvents.createdAt);
    expect(events.map((event) => `${event.actorName}: ${event.summary}`)).toEqual([
      'Olive Owner: Created the owner account with the setup link',
      'Olive Owner: Signed in',
    ]);
  });

  it('refuses a wrong token, saying the link is not valid', async () => {
    await startAndReadToken();
    const wrong = await setup(owner('a-guessed-token'));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { code: 'invalid_input', message: INVALID } });
    expect(await t.database.db.select().from(staffUsers)).toEqual([]);
  });

  it('checks the link before hashing the password, so a spent or guessed link costs no hash', async () => {
    const token = await startAndReadToken();
    const auth = await t.app.auth.$context;
    const hash = vi.spyOn(auth.password, 'hash');
    try {
      expect((await setup(owner('a-guessed-token'))).status).toBe(400);
      expect(hash).not.toHaveBeenCalled();
      expect((await setup(owner(token))).status).toBe(200);
      expect(hash).toHaveBeenCalledTimes(1);
      hash.mockClear();
      expect((await setup({ ...owner(token), email: 'late@example.com' })).status).toBe(409);
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });

  it('creates one owner when two setups arrive at once', async () => {
    const token = await startAndReadToken();
    const [a, b] = await Promise.all([
      setup(owner(token)),
      setup({ ...owner(token), name: 'Second Owner', email: 'second@example.com' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((response) => response.status === 409)?.body).toEqual({
      error: { code: 'conflict', message: INVALID },
    });
    expect(await t.database.db.select().from(staffUsers)).toHaveLength(1);
  });

  it('keeps each link logged while there is no owner (a restart, or a second process)', async () => {
    const first = await startAndReadToken();
    const second = await startAndReadToken();
    expect(first).not.toBe(second);
    expect((await status(first)).body).toEqual({ valid: true });
    expect((await status(second)).body).toEqual({ valid: true });
    expect((await setup(owner(first))).status).toBe(200);
    expect((await status(second)).body).toEqual({ valid: false });
    expect(
      await t.database.db
        .select()
        .from(serverSecrets)
        .then((rows) => rows.filter((row) => row.name.startsWith('setup'))),
    ).toEqual([]);
  });
});

describe('the first owner from SHOP_OWNER_EMAIL and SHOP_OWNER_PASSWORD', () => {
  const env = { SHOP_OWNER_EMAIL: 'Boss@Example.com', SHOP_OWNER_PASSWORD: 'unattended install pw' };

  it('creates the owner at start, logs no link and no personal data, and does it once', async () => {
    const before = t.logText();
    await prepareFirstOwner(context(), loadConfig(env));
    await prepareFirstOwner(context(), loadConfig(env));
    const logged = t.logText().slice(before.length);
    expect(logged).not.toMatch(SETUP_LINK);
    expect(logged).toContain('Created the shop owner account from SHOP_OWNER_EMAIL.');
    expect(logged.toLowerCase()).not.toContain('boss@example.com');
    expect(logged).not.toContain(env.SHOP_OWNER_PASSWORD);
    const users = await t.database.db.select().from(staffUsers);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: 'boss@example.com', role: 'owner', mustChangePassword: false });
    const signedIn = await t.request<SessionInfo>('POST', '/api/shop/sign-in', {
      email: 'boss@example.com',
      password: env.SHOP_OWNER_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.role).toBe('owner');
  });

  it('creates one owner when two processes start at once', async () => {
    await Promise.all([prepareFirstOwner(context(), loadConfig(env)), prepareFirstOwner(context(), loadConfig(env))]);
    expect(await t.database.db.select().from(staffUsers)).toHaveLength(1);
  });

  it('leaves an existing install alone', async () => {
    const token = await startAndReadToken();
    expect((await setup(owner(token))).status).toBe(200);
    const before = t.logText();
    await prepareFirstOwner(context(), loadConfig(env));
    await prepareFirstOwner(context(), loadConfig({}));
    expect(t.logText().slice(before.length)).toBe('');
    expect(await t.database.db.select().from(staffUsers)).toHaveLength(1);
  });
});

describe('setup attempts from one client', () => {
  it('are refused with 429 past 20 in 15 minutes', async () => {
    // A server of its own: its limits count only these attempts.
    const fresh = await startTestApp();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt += 1) {
        statuses.push((await fresh.request('POST', '/api/shop/setup', owner('a-guessed-token'))).status);
      }
      expect(statuses).toEqual([...Array<number>(20).fill(400), 429]);
    } finally {
      await fresh.close();
    }
  });
});
