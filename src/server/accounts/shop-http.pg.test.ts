import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../domain/shop';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp, TEST_AUTH_SECRET } from '../test/test-app';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';

describe('the shop over HTTP (docs/shop.md 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = checkingShopAnswers(await startTestApp());
  });
  afterAll(() => t.close());

  const FOREIGN = { error: { code: 'forbidden', message: 'Requests from other sites are refused.' } };

  it('refuses state-changing /api/shop requests from another site; its own origin and none pass', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const signInBody = { email: staff.email, password: staff.password };
    const evil = await t.request('POST', '/api/shop/sign-in', signInBody, {
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual(FOREIGN);
    expect(evil.headers.getSetCookie()).toEqual([]);
    const own = await t.request('POST', '/api/shop/sign-in', signInBody, { headers: { origin: t.baseUrl } });
    expect(own.status).toBe(200);
    expect((await t.request('POST', '/api/shop/sign-in', signInBody)).status).toBe(200);

    // A foreign page cannot sign a signed-in browser out either (nor make any other change).
    const out = await t.request('POST', '/api/shop/sign-out', undefined, {
      headers: { cookie: staff.cookie, origin: 'https://evil.example' },
    });
    expect(out.status).toBe(403);
    const session = await t.request('GET', '/api/shop/session', undefined, { headers: { cookie: staff.cookie } });
    expect(session.status).toBe(200);
    // Reading is not a change: the browser's SameSite=Lax cookie and CORS keep other sites from the answer.
    const read = await t.request('GET', '/api/shop/session', undefined, {
      headers: { cookie: staff.cookie, origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);
  });

  it('marks every /api/shop answer and every /shop page no-store and noindex, and customer pages not', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const answers = [
      await t.request('GET', '/api/shop/session', undefined, { headers: { cookie: staff.cookie } }),
      await t.request('GET', '/api/shop/session'),
      await t.request('POST', '/api/shop/sign-in', { email: 'x@example.com', password: 'wrong password' }),
      await t.request('GET', '/api/shop/setup?token=nothing'),
      await t.request('GET', '/shop'),
      await t.request('GET', '/shop/sign-in'),
      await t.request('GET', '/shop/orders/GM-1042'),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    }
    const customer = await t.request('GET', '/order-details');
    expect(customer.status).toBe(200);
    expect(customer.headers.get('x-robots-tag')).toBeNull();
    expect(customer.headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('with an https PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = checkingShopAnswers(
      await startTestApp({ env: { PUBLIC_URL: 'https://orders.example.com', AUTH_SECRET: TEST_AUTH_SECRET } }),
    );
  });
  afterAll(() => t.close());

  it('sets a Secure, HttpOnly, SameSite=Lax session cookie, and takes requests from that origin', async () => {
    const staff = await createSignedInStaff(t, { role: 'owner' });
    const response = await t.request<SessionInfo>(
      'POST',
      '/api/shop/sign-in',
      { email: staff.email, password: staff.password },
      { headers: { origin: 'https://orders.example.com' } },
    );
    expect(response.status).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Secure-shop\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await t.request('GET', '/api/shop/session', undefined, {
      headers: { cookie: cookie!.split(';')[0]! },
    });
    expect(session.status).toBe(200);
  });
});
