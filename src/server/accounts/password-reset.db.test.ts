import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffVerifications } from '../db/auth-schema';
import { staffEvents } from '../db/shop-schema';
import { eventually } from '../notifications/testing/factories';
import { type Fakes, providerEnv, startFakes } from '../notifications/testing/fixtures';
import { type TestStaff, createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp, TEST_AUTH_SECRET } from '../test/test-app';
import { PASSWORD_CHOSEN_MESSAGE, RESET_LINK_INVALID_MESSAGE, RESET_REQUESTED_MESSAGE } from './password-reset';
import { resetPasswordOnServer } from './reset-password-on-server';

const PUBLIC_URL = 'https://orders.hollowcreek.example.com';
const REQUEST = '/api/shop/password-reset-request';
const CHOOSE = '/api/shop/password-reset';
const LINK = new RegExp(`${PUBLIC_URL}/shop/reset-password\\?token=([A-Za-z0-9_-]+)`);

let fakes: Fakes;
let t: TestApp;
let owner: TestStaff;
beforeAll(async () => {
  fakes = await startFakes();
  t = await startTestApp({ env: providerEnv(fakes, { PUBLIC_URL, AUTH_SECRET: TEST_AUTH_SECRET }) });
  owner = await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});
beforeEach(() => fakes.reset());

const linksTo = (email: string) => fakes.smtp.messages.filter((m) => m.to.includes(email));

/** The token of the one reset email to this address, once it has arrived. */
async function tokenSentTo(email: string): Promise<string> {
  await eventually(() => linksTo(email).length > 0, 'the reset email');
  const [message] = linksTo(email);
  expect(message?.subject).toBe('Choose a new password');
  const token = message?.text.match(LINK)?.[1];
  if (!token) throw new Error(`no reset link in: ${message?.text}`);
  return token;
}

const signIn = (email: string, password: string) => t.request('POST', '/api/shop/sign-in', { email, password });

describe("the server's reset, `npm run reset-password -- <email>`", () => {
  it('gives the account a temporary password to change at once, ends its sessions and records it', async () => {
    const lost = await createSignedInStaff(t, { role: 'owner', name: 'Lost Mailbox' });
    const reset = await resetPasswordOnServer(t.database.db, t.app.auth, ` ${lost.email.toUpperCase()} `);
    expect(reset).toMatchObject({ name: 'Lost Mailbox', deactivated: false });
    expect(reset.temporaryPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await signIn(lost.email, lost.password)).status).toBe(401);
    const signedIn = await signIn(lost.email, reset.temporaryPassword);
    expect((signedIn.body as { user: { must_change_password: boolean } }).user.must_change_password).toBe(true);
    expect((await t.request('GET', '/api/shop/session', undefined, { headers: staffHeaders(lost, t) })).status).toBe(
      401,
    );
    const [event] = await t.database.db.select().from(staffEvents).where(eq(staffEvents.kind, 'password_reset'));
    expect(event).toMatchObject({ actorName: 'System', subjectId: lost.id });
    await expect(resetPasswordOnServer(t.database.db, t.app.auth, 'nobody@example.com')).rejects.toThrow(
      'No shop account uses nobody@example.com.',
    );
  });
});

describe("'Forgot password?'", () => {
  it('emails a link that sets a new password once, ends the sessions and is recorded', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff', name: 'Sam Cutter', mustChangePassword: true });
    const asked = await t.request('POST', REQUEST, { email: staff.email.toUpperCase() });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    const token = await tokenSentTo(staff.email);
    const [email] = linksTo(staff.email);
    expect(email?.text).toContain('Hi Sam Cutter,');
    // Only the token's hash is stored: a copy of the database opens no account (create-auth.ts).
    const stored = await t.database.db.select().from(staffVerifications).where(eq(staffVerifications.value, staff.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.identifier).not.toContain(token);
    expect(email?.text).toContain('The link works once, for 1 hour.');

    // Too short a password is refused at its field, and the token is not spent by it.
    const short = await t.request<{ error: { fields: { path: string }[] } }>('POST', CHOOSE, {
      token,
      new_password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.map((field) => field.path)).toEqual(['new_password']);

    const chosen = await t.request('POST', CHOOSE, { token, new_password: 'a brand new passphrase' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ message: PASSWORD_CHOSEN_MESSAGE });
    expect((await signIn(staff.email, staff.password)).status).toBe(401);
    const signedIn = await signIn(staff.email, 'a brand new passphrase');
    expect(signedIn.status).toBe(200);
    // Its own password again: no change asked for.
    expect((signedIn.body as { user: { must_change_password: boolean } }).user.must_change_password).toBe(false);
    // The session open before the reset has ended.
    expect((await t.request('GET', '/api/shop/session', undefined, { headers: staffHeaders(staff, t) })).status).toBe(
      401,
    );

    const again = await t.request<{ error: { message: string } }>('POST', CHOOSE, {
      token,
      new_password: 'yet another passphrase',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(RESET_LINK_INVALID_MESSAGE);

    const events = await t.database.db.select().from(staffEvents).where(eq(staffEvents.subjectId, staff.id));
    expect(events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_reset_by_link']),
    );
  });

  it('answers an address no account uses exactly as one it does, and sends nothing', async () => {
    const unknown = await t.request('POST', REQUEST, { email: 'nobody-here@example.com' });
    const known = await t.request('POST', REQUEST, { email: owner.email });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    await tokenSentTo(owner.email);
    expect(linksTo('nobody-here@example.com')).toEqual([]);
  });

  it('refuses a link past its hour', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    await t.request('POST', REQUEST, { email: staff.email });
    const token = await tokenSentTo(staff.email);
    await t.database.db
      .update(staffVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffVerifications.value, staff.id));
    const late = await t.request('POST', CHOOSE, { token, new_password: 'a brand new passphrase' });
    expect(late.status).toBe(400);
    expect((await signIn(staff.email, staff.password)).status).toBe(200);
  });

  it('still takes a link sent before its token was stored hashed, until it expires', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const token = 'tokenstoredplainbefore01';
    await t.database.db.insert(staffVerifications).values({
      id: crypto.randomUUID(),
      identifier: `reset-password:${token}`,
      value: staff.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const chosen = await t.request('POST', CHOOSE, { token, new_password: 'a brand new passphrase' });
    expect(chosen.status).toBe(200);
    expect((await signIn(staff.email, 'a brand new passphrase')).status).toBe(200);
  });

  it('sends a deactivated account nothing', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const ownerHeaders = staffHeaders(owner, t);
    expect(
      (await t.request('POST', `/api/shop/staff/${staff.id}/deactivate`, {}, { headers: ownerHeaders })).status,
    ).toBe(200);
    expect((await t.request('POST', REQUEST, { email: staff.email })).body).toEqual({
      message: RESET_REQUESTED_MESSAGE,
    });
    // A request for another account, sent after it, arrives: had this one been sent, it would be there by then.
    await t.request('POST', REQUEST, { email: owner.email });
    await tokenSentTo(owner.email);
    expect(linksTo(staff.email)).toEqual([]);
  });

  // Last in the file: it counts on the requests the tests above made from this client (6).
  it('sends at most 3 links an hour to one address, answering the same, and refuses a client past 10 requests', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await t.request('POST', REQUEST, { email: staff.email }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    await eventually(() => linksTo(staff.email).length >= 3, '3 links');
    const tokens = await t.database.db.select().from(staffVerifications).where(eq(staffVerifications.value, staff.id));
    expect(tokens).toHaveLength(3);
    expect(linksTo(staff.email)).toHaveLength(3);

    // This client has asked 10 times in this file by now (the tests above and these 4): the 11th is refused.
    const refused = await t.request('POST', REQUEST, { email: 'someone@example.com' });
    expect(refused.status).toBe(429);
  });
});
