import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../domain/shop';
import { staffSessions } from '../db/auth-schema';
import { signInAttempts, staffEvents } from '../db/shop-schema';
import { createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';

let t: TestApp;
beforeAll(async () => {
  t = checkingShopAnswers(await startTestApp());
});
afterAll(() => t.close());
// Every request of this file comes from 127.0.0.1: each test starts with no attempts counted.
beforeEach(async () => {
  await t.database.db.delete(signInAttempts);
});

const signIn = (body: unknown, headers: Record<string, string> = {}) =>
  t.request<SessionInfo>('POST', '/api/shop/sign-in', body, { headers });
const cookieOf = (response: { headers: Headers }) => response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
const session = (cookie: string) => t.request('GET', '/api/shop/session', undefined, { headers: { cookie } });

describe('POST /api/shop/sign-in', () => {
  it('signs in with the right password: the session cookie and who is signed in', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' });
    const response = await signIn({ email: owner.email.toUpperCase(), password: owner.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: {
        id: owner.id,
        name: 'Olive Owner',
        email: owner.email,
        role: 'owner',
        must_change_password: false,
        two_factor_enabled: false,
      },
      // The shop's zone, which the shop's pages read times in (docs/shop.md 3, 'Dates and quantities').
      time_zone: 'America/Chicago',
      two_factor_required: false,
    });
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^shop\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    expect(setCookie).toMatch(/Path=\//);
    const current = await session(cookieOf(response));
    expect(current.status).toBe(200);
    expect(current.body).toEqual(response.body);
  });

  it('reads the same for a wrong email, a wrong password and a deactivated account', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const wrongPassword = await signIn({ email: staff.email, password: 'not the password' });
    const wrongEmail = await signIn({ email: 'nobody@example.com', password: staff.password });
    await t.database.db.execute(sql`update staff_users set banned = true where id = ${staff.id}`);
    const deactivated = await signIn({ email: staff.email, password: staff.password });
    for (const response of [wrongPassword, wrongEmail, deactivated]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { code: 'unauthenticated', message: 'Email or password is incorrect.' } });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe('the history of sign-ins', () => {
  it('records sign-ins and failed sign-ins, never a password nor an unknown email, and logs no personal data', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff', name: 'Hank History' });
    await t.database.db.delete(staffEvents);
    await signIn({ email: staff.email, password: 'the wrong password' });
    await signIn({ email: 'typo@example.com', password: 'another wrong one' });
    await signIn({ email: staff.email, password: staff.password });
    const events = await t.database.db
      .select({
        actorName: staffEvents.actorName,
        subjectId: staffEvents.subjectId,
        kind: staffEvents.kind,
        summary: staffEvents.summary,
      })
      .from(staffEvents)
      .orderBy(staffEvents.createdAt);
    expect(events).toEqual([
      { actorName: 'Unknown', subjectId: staff.id, kind: 'sign_in_failed', summary: 'Failed sign-in: wrong password' },
      {
        actorName: 'Unknown',
        subjectId: null,
        kind: 'sign_in_failed',
        summary: 'Failed sign-in: no account has this email',
      },
      { actorName: 'Hank History', subjectId: staff.id, kind: 'signed_in', summary: 'Signed in' },
    ]);
    const everything = JSON.stringify(await t.database.db.select().from(staffEvents)) + t.logText();
    for (const secret of [staff.password, 'the wrong password', 'another wrong one', 'typo@example.com']) {
      expect(everything).not.toContain(secret);
    }
    expect(t.logText()).not.toContain(staff.email);
    expect(t.logText()).toContain('staff sign-in failed');
  });
});

describe('sessions end on the server', () => {
  it('sign-out ends the session: the old cookie gets 401', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const out = await t.request('POST', '/api/shop/sign-out', undefined, { headers: staffHeaders(staff, t) });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/shop\.session_token=;.*Max-Age=0/i);
    const after = await session(staff.cookie);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: { code: 'unauthenticated', message: 'Sign in to continue.' } });
  });

  it('a session ends 7 days after sign-in however much it is used', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    expect((await session(staff.cookie)).status).toBe(200);
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 3_600_000);
    await t.database.db.update(staffSessions).set({ createdAt: sixDaysAgo }).where(eq(staffSessions.userId, staff.id));
    expect((await session(staff.cookie)).status).toBe(200);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3_600_000);
    await t.database.db
      .update(staffSessions)
      .set({ createdAt: eightDaysAgo })
      .where(eq(staffSessions.userId, staff.id));
    expect((await session(staff.cookie)).status).toBe(401);
    expect(await t.database.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id))).toEqual([]);
  });

  it('a session ends after 12 hours without use', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const [row] = await t.database.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(12 * 3_600_000);
    await t.database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.userId, staff.id));
    expect((await session(staff.cookie)).status).toBe(401);
  });
});

describe('POST /api/shop/password', () => {
  const change = (cookie: string, body: unknown) =>
    t.request<SessionInfo>('POST', '/api/shop/password', body, { headers: { cookie } });

  it('changes the password, ends every session of the account and opens a fresh one here', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const elsewhere = cookieOf(await signIn({ email: staff.email, password: staff.password }));
    const response = await change(staff.cookie, {
      current_password: staff.password,
      new_password: 'a brand new passphrase',
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ id: staff.id, must_change_password: false });
    const fresh = cookieOf(response);
    expect(fresh).toMatch(/^shop\.session_token=/);
    expect((await session(staff.cookie)).status).toBe(401);
    expect((await session(elsewhere)).status).toBe(401);
    expect((await session(fresh)).status).toBe(200);
    expect((await signIn({ email: staff.email, password: staff.password })).status).toBe(401);
    expect((await signIn({ email: staff.email, password: 'a brand new passphrase' })).status).toBe(200);
  });

  it('names current_password when it is wrong, and keeps the sessions', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const response = await change(staff.cookie, {
      current_password: 'not it at all',
      new_password: 'a brand new one!',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Some fields are not valid.',
        fields: [{ path: 'current_password', message: 'The current password is not correct.' }],
      },
    });
    expect((await session(staff.cookie)).status).toBe(200);
  });

  it('refuses a new password under 10 characters, or the current one again', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const short = await change(staff.cookie, { current_password: staff.password, new_password: 'short' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('new_password');
    const same = await change(staff.cookie, { current_password: staff.password, new_password: staff.password });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({
      error: { fields: [{ path: 'new_password', message: 'Choose a new password, not the current one.' }] },
    });
    expect((await session(staff.cookie)).status).toBe(200);
  });

  it('a temporary password opens only the session, sign-out and the change until it is changed', async () => {
    const staff = await createSignedInStaff(t, { role: 'owner', mustChangePassword: true });
    const current = await session(staff.cookie);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ user: { must_change_password: true } });
    const accounts = await t.request('GET', '/api/shop/staff', undefined, { headers: { cookie: staff.cookie } });
    expect(accounts.status).toBe(403);
    expect(accounts.body).toEqual({
      error: { code: 'forbidden', message: 'Change your temporary password to continue.' },
    });
    const changed = await change(staff.cookie, {
      current_password: staff.password,
      new_password: 'my very own password',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.user.must_change_password).toBe(false);
    const again = await t.request('GET', '/api/shop/staff', undefined, { headers: { cookie: cookieOf(changed) } });
    expect(again.status).toBe(200);
  });
});
