import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, CompletedOrder } from '../../domain';
import type { CounterTablet, CounterTablets, ShopOrder } from '../../domain/shop';
import { buildDeerAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';

/**
 * docs/shop.md 15: counter tablets, on both databases. Behind a trusted proxy, so that a phone and the tablet
 * can share one address (the shop's own connection).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { COMPLETIONS_PER_HOUR: '1', COUNTER_TABLET_COMPLETIONS_PER_HOUR: '2', TRUST_PROXY: 'true' },
    notifications: { worker: false },
  });
});
afterAll(async () => t?.close());

const LOBBY = '203.0.113.50';
const SHOP_PATHS = {
  tablets: '/api/shop/counter-tablets',
  remove: (id: string) => `/api/shop/counter-tablets/${id}/remove`,
  session: '/api/shop/session',
  board: '/api/shop/orders',
};

/** The owner sets up a tablet from the tablet's browser: its Set-Cookie lines and the tablet. */
async function setUpTablet(name: string) {
  const owner = await createSignedInStaff(t, { role: 'owner' });
  const response = await t.request<CounterTablet>(
    'POST',
    SHOP_PATHS.tablets,
    { name },
    { headers: staffHeaders(owner, t) },
  );
  expect(response.status).toBe(201);
  const setCookies = response.headers.getSetCookie();
  const credential = setCookies.find((line) => line.startsWith('counter.tablet='));
  if (!credential) throw new Error(`no credential in ${setCookies.join(' | ')}`);
  return { owner, tablet: response.body, setCookies, cookie: credential.split(';')[0] ?? '' };
}

const asTablet = (cookie: string) => ({ headers: { cookie, 'x-forwarded-for': LOBBY } });
const fromLobbyPhone = { headers: { 'x-forwarded-for': LOBBY } };

async function submit(options: { headers: Record<string, string> }) {
  const draft = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ground'] }, options);
  return t.request<CompletedOrder | ApiError>('POST', paths.complete(draft.order.id), undefined, options);
}

describe('counter tablets (docs/shop.md 15)', () => {
  it("is set up on the device: an httpOnly credential for the API alone, and the owner's session there ended", async () => {
    const { owner, tablet, setCookies } = await setUpTablet('Lobby');
    expect(tablet).toMatchObject({ name: 'Lobby', last_used_at: null });
    const credential = setCookies.find((line) => line.startsWith('counter.tablet=')) ?? '';
    expect(credential).toMatch(/Path=\/api;.*HttpOnly/);
    expect(credential).toMatch(/Max-Age=34560000/);
    // The staff session this browser had opens nothing any more.
    expect((await t.request('GET', SHOP_PATHS.session, undefined, { headers: staffHeaders(owner, t) })).status).toBe(
      401,
    );
    const other = await createSignedInStaff(t, { role: 'owner' });
    const list = await t.request<CounterTablets>('GET', SHOP_PATHS.tablets, undefined, {
      headers: staffHeaders(other, t),
    });
    expect(list.body.tablets.map((entry) => entry.name)).toContain('Lobby');
  });

  it('opens nothing of the shop: the credential is no staff session', async () => {
    const { cookie } = await setUpTablet('Front desk');
    for (const [method, path] of [
      ['GET', SHOP_PATHS.board],
      ['GET', SHOP_PATHS.tablets],
      ['GET', SHOP_PATHS.session],
      ['POST', SHOP_PATHS.board],
    ] as const) {
      const response = await t.request(method, path, method === 'POST' ? {} : undefined, {
        headers: { cookie, origin: t.baseUrl },
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect((await t.request('GET', '/api/counter-tablet', undefined, asTablet(cookie))).body).toEqual({
      name: 'Front desk',
    });
  });

  it('counts its customers apart from its address, names itself in the history, and stops at once when removed', async () => {
    const { cookie, tablet } = await setUpTablet('Lobby 2');
    // A phone on the shop's connection uses up that address's one completion an hour.
    expect((await submit(fromLobbyPhone)).status).toBe(200);
    expect((await submit(fromLobbyPhone)).status).toBe(429);
    // The tablet on the same connection is a client of its own, with its own limit (2 here).
    const first = await submit(asTablet(cookie));
    expect(first.status).toBe(200);
    expect((await submit(asTablet(cookie))).status).toBe(200);
    expect((await submit(asTablet(cookie))).status).toBe(429);

    const owner = await createSignedInStaff(t, { role: 'owner' });
    const number = (first.body as CompletedOrder).order.order_number;
    const order = await t.request<ShopOrder>('GET', `/api/shop/orders/${number}`, undefined, {
      headers: staffHeaders(owner, t),
    });
    expect(order.body.history.find((event) => event.kind === 'submitted')).toMatchObject({
      actor: 'Counter tablet: Lobby 2',
      summary: 'Order submitted',
    });
    const listed = await t.request<CounterTablets>('GET', SHOP_PATHS.tablets, undefined, {
      headers: staffHeaders(owner, t),
    });
    expect(listed.body.tablets.find((entry) => entry.id === tablet.id)?.last_used_at).not.toBeNull();

    const removed = await t.request<CounterTablets>('POST', SHOP_PATHS.remove(tablet.id), undefined, {
      headers: staffHeaders(owner, t),
    });
    expect(removed.body.tablets.map((entry) => entry.id)).not.toContain(tablet.id);
    // Again, or an id that names nothing: 404.
    for (const id of [tablet.id, 'not-a-tablet']) {
      const again = await t.request('POST', SHOP_PATHS.remove(id), undefined, { headers: staffHeaders(owner, t) });
      expect(again.status).toBe(404);
    }
    const refused = await t.request<ApiError>('POST', paths.orders, { full_name: 'Next' }, asTablet(cookie));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('counter_tablet_removed');
    expect((await t.request<ApiError>('GET', '/api/counter-tablet', undefined, asTablet(cookie))).status).toBe(403);
  });
});
