import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { readStaffSession } from './staff-session';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('staff sessions (better-auth on this database)', () => {
  it('reads the signed-in account from its cookie, and nothing without one', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' });
    const request = { headers: staffHeaders(owner, t) } as unknown as Parameters<typeof readStaffSession>[1];
    const staff = await readStaffSession(t.app.auth, request);
    expect(staff).toMatchObject({ id: owner.id, name: 'Olive Owner', role: 'owner', mustChangePassword: false });
    const anonymous = { headers: {} } as unknown as Parameters<typeof readStaffSession>[1];
    expect(await readStaffSession(t.app.auth, anonymous)).toBeNull();
  });

  it('issues an HttpOnly, SameSite=Lax session cookie', async () => {
    const owner = await createSignedInStaff(t);
    const again = await t.app.auth.api.signInEmail({
      body: { email: owner.email, password: owner.password },
      returnHeaders: true,
    });
    const cookie = again.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });
});
