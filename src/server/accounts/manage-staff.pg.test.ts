import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo, StaffList, StaffMember } from '../../domain/shop';
import { staffUsers } from '../db/auth-schema';
import { staffEvents } from '../db/shop-schema';
import { type TestStaff, createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';

let t: TestApp;
let owner: TestStaff;
beforeAll(async () => {
  t = checkingShopAnswers(await startTestApp());
  owner = await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' });
});
afterAll(() => t.close());

const as = (staff: TestStaff) => ({ headers: staffHeaders(staff, t) });
const signIn = (email: string, password: string) =>
  t.request<SessionInfo>('POST', '/api/shop/sign-in', { email, password });
const sessionStatus = async (cookie: string) =>
  (await t.request('GET', '/api/shop/session', undefined, { headers: { cookie } })).status;
const createStaff = (by: TestStaff, body: unknown) => t.request<StaffMember>('POST', '/api/shop/staff', body, as(by));
const setRole = (by: TestStaff, id: string, role: string) =>
  t.request<StaffMember>('PUT', `/api/shop/staff/${id}/role`, { role }, as(by));
const deactivate = (by: TestStaff, id: string) =>
  t.request<StaffMember>('POST', `/api/shop/staff/${id}/deactivate`, undefined, as(by));
const reactivate = (by: TestStaff, id: string) =>
  t.request<StaffMember>('POST', `/api/shop/staff/${id}/reactivate`, undefined, as(by));

const eventsAbout = (subjectId: string) =>
  t.database.db
    .select({ actorName: staffEvents.actorName, kind: staffEvents.kind, summary: staffEvents.summary })
    .from(staffEvents)
    .where(eq(staffEvents.subjectId, subjectId))
    .orderBy(staffEvents.createdAt);

const LAST_OWNER = { error: { code: 'conflict', message: 'There must always be at least one active owner.' } };

describe('adding staff', () => {
  it('creates an account on a temporary password, which must be changed at the first sign-in', async () => {
    const created = await createStaff(owner, {
      name: '  Sam Staff ',
      email: 'Sam.Staff@Example.com',
      role: 'staff',
      temporary_password: 'temporary pass 1',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Sam Staff',
      email: 'sam.staff@example.com',
      role: 'staff',
      must_change_password: true,
      two_factor_enabled: false,
      active: true,
      created_at: expect.any(String),
    });
    const first = await signIn('sam.staff@example.com', 'temporary pass 1');
    expect(first.status).toBe(200);
    expect(first.body.user.must_change_password).toBe(true);
    expect(await eventsAbout(created.body.id)).toEqual([
      { actorName: 'Olive Owner', kind: 'account_created', summary: 'Added Sam Staff as Staff' },
      { actorName: 'Sam Staff', kind: 'signed_in', summary: 'Signed in' },
    ]);
  });

  it('refuses an email that already has an account, in any case', async () => {
    const body = { name: 'Twin', email: 'twin@example.com', role: 'staff', temporary_password: 'temporary pass 1' };
    expect((await createStaff(owner, body)).status).toBe(201);
    const again = await createStaff(owner, { ...body, email: 'TWIN@example.com' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: { code: 'conflict', message: 'An account with this email already exists.' },
    });
  });

  it('names each field that is not valid', async () => {
    const response = await createStaff(owner, { name: '', email: 'nope', role: 'boss', temporary_password: 'short' });
    expect(response.status).toBe(400);
    const paths = (response.body as unknown as { error: { fields: { path: string }[] } }).error.fields.map(
      (field) => field.path,
    );
    expect(paths.sort()).toEqual(['email', 'name', 'role', 'temporary_password']);
  });
});

describe('the staff list', () => {
  it('holds every account, active or not, newest first', async () => {
    const older = await createSignedInStaff(t, { role: 'staff', name: 'Older Staff' });
    const newer = await createSignedInStaff(t, { role: 'staff', name: 'Newer Staff' });
    expect((await deactivate(owner, older.id)).status).toBe(200);
    const list = await t.request<StaffList>('GET', '/api/shop/staff', undefined, as(owner));
    expect(list.status).toBe(200);
    const ids = list.body.staff.map((member) => member.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(owner.id));
    expect(list.body.staff.find((member) => member.id === older.id)).toMatchObject({ active: false });
    expect(list.body.staff.find((member) => member.id === newer.id)).toMatchObject({
      name: 'Newer Staff',
      role: 'staff',
      active: true,
      must_change_password: false,
    });
  });
});

describe('roles', () => {
  it('changes a role, which the next request already sees', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff', name: 'Rita Role' });
    expect((await t.request('GET', '/api/shop/staff', undefined, as(staff))).status).toBe(403);
    const promoted = await setRole(owner, staff.id, 'owner');
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: staff.id, role: 'owner' });
    expect((await t.request('GET', '/api/shop/staff', undefined, as(staff))).status).toBe(200);
    expect((await setRole(owner, staff.id, 'staff')).body).toMatchObject({ role: 'staff' });
    // (The test's own sign-in went straight through the auth library, so it is not in the history.)
    expect(await eventsAbout(staff.id)).toEqual([
      { actorName: 'Olive Owner', kind: 'role_changed', summary: "Changed Rita Role's role from Staff to Owner" },
      { actorName: 'Olive Owner', kind: 'role_changed', summary: "Changed Rita Role's role from Owner to Staff" },
    ]);
  });

  it('answers 404 for an account that does not exist, and 400 for a role that does not', async () => {
    const missing = await setRole(owner, '00000000-0000-4000-8000-000000000000', 'staff');
    expect(missing.status).toBe(404);
    expect((await setRole(owner, owner.id, 'admin')).status).toBe(400);
  });
});

describe('there is always at least one active owner', () => {
  it('refuses to demote or deactivate the last active owner', async () => {
    const app = await startTestApp();
    try {
      const only = await createSignedInStaff(app, { role: 'owner' });
      const headers = { headers: staffHeaders(only, app) };
      const demote = await app.request('PUT', `/api/shop/staff/${only.id}/role`, { role: 'staff' }, headers);
      expect(demote.status).toBe(409);
      expect(demote.body).toEqual(LAST_OWNER);
      const off = await app.request('POST', `/api/shop/staff/${only.id}/deactivate`, undefined, headers);
      expect(off.status).toBe(409);
      expect(off.body).toEqual(LAST_OWNER);
      // A deactivated owner does not count as the other active owner.
      const sleeping = await createSignedInStaff(app, { role: 'owner' });
      expect((await app.request('POST', `/api/shop/staff/${sleeping.id}/deactivate`, undefined, headers)).status).toBe(
        200,
      );
      expect((await app.request('PUT', `/api/shop/staff/${only.id}/role`, { role: 'staff' }, headers)).status).toBe(
        409,
      );
    } finally {
      await app.close();
    }
  });

  it('keeps one active owner when two changes that would each leave one arrive at the same moment', async () => {
    const app = await startTestApp();
    try {
      for (const second of ['demote', 'deactivate'] as const) {
        const first = await createSignedInStaff(app, { role: 'owner' });
        const other = await createSignedInStaff(app, { role: 'owner' });
        const headers = { headers: staffHeaders(first, app) };
        // The owner demotes themself while demoting or deactivating the only other owner.
        const responses = await Promise.all([
          app.request('PUT', `/api/shop/staff/${first.id}/role`, { role: 'staff' }, headers),
          second === 'demote'
            ? app.request('PUT', `/api/shop/staff/${other.id}/role`, { role: 'staff' }, headers)
            : app.request('POST', `/api/shop/staff/${other.id}/deactivate`, undefined, headers),
        ]);
        // The one that comes second is refused: 409 from the check, or 403 if its owner was already demoted.
        expect(responses.map((response) => response.status).filter((status) => status === 200)).toHaveLength(1);
        const owners = await app.database.db
          .select()
          .from(staffUsers)
          .where(and(eq(staffUsers.role, 'owner'), eq(staffUsers.banned, false)));
        expect(owners).toHaveLength(1);
        // Back to two owners for the next round.
        const [remaining] = owners;
        await app.database.db
          .update(staffUsers)
          .set({ role: 'staff', banned: true })
          .where(eq(staffUsers.id, remaining!.id));
      }
    } finally {
      await app.close();
    }
  });
});

describe('password resets and deactivation end sessions at once', () => {
  it('resets a password to a temporary one: their sessions end, and they must change it', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff', name: 'Paul Reset' });
    const reset = await t.request<StaffMember>(
      'POST',
      `/api/shop/staff/${staff.id}/password`,
      { temporary_password: 'a temporary one' },
      as(owner),
    );
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ id: staff.id, must_change_password: true });
    expect(await sessionStatus(staff.cookie)).toBe(401);
    expect((await signIn(staff.email, staff.password)).status).toBe(401);
    const again = await signIn(staff.email, 'a temporary one');
    expect(again.status).toBe(200);
    expect(again.body.user.must_change_password).toBe(true);
    expect(await eventsAbout(staff.id)).toContainEqual({
      actorName: 'Olive Owner',
      kind: 'password_reset',
      summary: "Reset Paul Reset's password",
    });
  });

  it('deactivates an account: its sessions end at once and it cannot sign in until reactivated', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff', name: 'Dee Active' });
    const off = await deactivate(owner, staff.id);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: staff.id, active: false });
    expect(await sessionStatus(staff.cookie)).toBe(401);
    const refused = await signIn(staff.email, staff.password);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: { code: 'unauthenticated', message: 'Email or password is incorrect.' } });
    const on = await reactivate(owner, staff.id);
    expect(on.body).toMatchObject({ id: staff.id, active: true });
    expect((await signIn(staff.email, staff.password)).status).toBe(200);
    const kinds = (await eventsAbout(staff.id)).map((event) => `${event.actorName}: ${event.summary}`);
    expect(kinds).toEqual([
      'Olive Owner: Deactivated Dee Active',
      'Unknown: Failed sign-in: the account is deactivated',
      'Olive Owner: Reactivated Dee Active',
      'Dee Active: Signed in',
    ]);
  });

  it('lets an owner deactivate themself while another owner remains', async () => {
    const leaving = await createSignedInStaff(t, { role: 'owner' });
    expect((await deactivate(leaving, leaving.id)).status).toBe(200);
    expect(await sessionStatus(leaving.cookie)).toBe(401);
  });
});
