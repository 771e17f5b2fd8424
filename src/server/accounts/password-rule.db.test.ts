import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../lib/config';
import { staffAccounts, staffSessions, staffUsers } from '../db/auth-schema';
import { serverSecrets, signInAttempts } from '../db/shop-schema';
import { createSignedInStaff, staffHeaders } from '../test/staff';
import { TEST_AUTH_SECRET, type TestApp, startTestApp } from '../test/test-app';
import { prepareFirstOwner } from './first-owner';
import { TOO_COMMON_MESSAGE, passwordProblem } from './password-strength';

/** docs/shop.md 1: one rule for every password an account is given, with its reason at the field. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(signInAttempts);
});

const SPACES = 'A password cannot be only spaces.';
const WEAK = ['1234567890', 'password123', 'qwertyuiop', 'iloveyou12', 'hunter2hunter2'];
const fieldError = (path: string, message: string) => ({
  error: { code: 'invalid_input', message: 'Some fields are not valid.', fields: [{ path, message }] },
});

describe('the strength rule', () => {
  it('refuses common and keyboard passwords, ten spaces, and one made of the account’s own name', async () => {
    for (const weak of WEAK) expect(await passwordProblem(weak)).toBe(TOO_COMMON_MESSAGE);
    expect(await passwordProblem('          ')).toBe(SPACES);
    expect(await passwordProblem('oliveowner2026', ['Olive Owner', 'olive@example.com'])).toBe(TOO_COMMON_MESSAGE);
    expect(await passwordProblem('crooked antler smokehouse')).toBeNull();
  });
});

describe('every place a password is set', () => {
  it('the first owner by the setup link', async () => {
    await t.database.db.delete(staffSessions);
    await t.database.db.delete(staffAccounts);
    await t.database.db.delete(staffUsers);
    await prepareFirstOwner(
      { db: t.database.db, auth: t.app.auth, log: t.app.log },
      loadConfig({ PUBLIC_URL: 'https://orders.example.com', AUTH_SECRET: TEST_AUTH_SECRET }),
    );
    const token = [...t.logText().matchAll(/\/shop\/setup\?token=([\w-]+)/g)].at(-1)?.[1] ?? '';
    const body = { token, name: 'Olive Owner', email: 'olive@example.com' };
    const common = await t.request('POST', '/api/shop/setup', { ...body, password: '1234567890' });
    expect(common.status).toBe(400);
    expect(common.body).toEqual(fieldError('password', TOO_COMMON_MESSAGE));
    const spaces = await t.request('POST', '/api/shop/setup', { ...body, password: ' '.repeat(10) });
    expect(spaces.body).toEqual(fieldError('password', SPACES));
    expect(await t.database.db.select().from(staffUsers)).toEqual([]);
    // The link is still good for a strong password.
    expect(
      (await t.request('POST', '/api/shop/setup', { ...body, password: 'crooked antler smokehouse' })).status,
    ).toBe(200);
    await t.database.db.delete(serverSecrets).where(like(serverSecrets.name, 'setup%'));
  });

  it('SHOP_OWNER_PASSWORD: the server does not start with a weak one, and says why', async () => {
    await t.database.db.delete(staffSessions);
    await t.database.db.delete(staffAccounts);
    await t.database.db.delete(staffUsers);
    const config = loadConfig({ SHOP_OWNER_EMAIL: 'boss@example.com', SHOP_OWNER_PASSWORD: '1234567890' });
    await expect(prepareFirstOwner({ db: t.database.db, auth: t.app.auth, log: t.app.log }, config)).rejects.toThrow(
      `SHOP_OWNER_PASSWORD is refused: ${TOO_COMMON_MESSAGE}`,
    );
    expect(await t.database.db.select().from(staffUsers)).toEqual([]);
  });

  it('a password change, a reset link, and the owner’s temporary passwords for staff', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const headers = staffHeaders(owner, t);
    const change = await t.request(
      'POST',
      '/api/shop/password',
      { current_password: owner.password, new_password: 'password123' },
      { headers },
    );
    expect(change.body).toEqual(fieldError('new_password', TOO_COMMON_MESSAGE));
    const reset = await t.request('POST', '/api/shop/password-reset', {
      token: 'any-token',
      new_password: ' '.repeat(12),
    });
    expect(reset.body).toEqual(fieldError('new_password', SPACES));
    const weakReset = await t.request('POST', '/api/shop/password-reset', {
      token: 'any-token',
      new_password: 'qwertyuiop',
    });
    expect(weakReset.body).toEqual(fieldError('new_password', TOO_COMMON_MESSAGE));
    const created = await t.request(
      'POST',
      '/api/shop/staff',
      { name: 'Sam Staff', email: 'sam@example.com', role: 'staff', temporary_password: 'iloveyou12' },
      { headers },
    );
    expect(created.body).toEqual(fieldError('temporary_password', TOO_COMMON_MESSAGE));
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const resetStaff = await t.request(
      'POST',
      `/api/shop/staff/${staff.id}/password`,
      { temporary_password: '1234567890' },
      { headers },
    );
    expect(resetStaff.body).toEqual(fieldError('temporary_password', TOO_COMMON_MESSAGE));
    // Nothing changed: both still sign in with their own passwords.
    for (const account of [owner, staff]) {
      const signIn = await t.request('POST', '/api/shop/sign-in', { email: account.email, password: account.password });
      expect(signIn.status).toBe(200);
    }
  });
});
