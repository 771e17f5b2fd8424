import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordedRoute } from '../test/route-recorder';
import { createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import type { ShopAccess } from './shop-guard';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';

const registered = vi.hoisted(() => [] as RecordedRoute[]);

// Every route the app registers under /api/shop, as it comes, with the access it declares.
vi.mock('fastify', async (importOriginal) =>
  (await import('../test/route-recorder')).recordingFastify(await importOriginal(), registered),
);

type ShopRoute = { method: string; url: string; access: ShopAccess; path: string };

/** A concrete path for a pattern: placeholders for order numbers, account ids and anything else. */
function placeholderPath(url: string): string {
  return url
    .replace(':number', 'GM-1001')
    .replace(':id', '00000000-0000-4000-8000-000000000000')
    .replace(/:[A-Za-z_]+/g, '1');
}

function shopRoutes(): ShopRoute[] {
  return registered
    .filter((route) => route.url.startsWith('/api/shop/') && route.method !== 'HEAD')
    .map((route) => ({
      method: route.method,
      url: route.url,
      access: (route.config as { shop: ShopAccess }).shop,
      path: placeholderPath(route.url),
    }));
}

const isPublic = (route: ShopRoute) => route.access === 'public';
const allows = (route: ShopRoute, role: 'owner' | 'staff') =>
  route.access === 'public' || route.access.roles.includes(role);
const label = (route: ShopRoute) => `${route.method} ${route.url}`;

describe('every /api/shop route checks the session and the role (docs/shop.md 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = checkingShopAnswers(await startTestApp());
  });
  afterAll(() => t.close());

  const call = (route: ShopRoute, headers: Record<string, string>) =>
    t.request(route.method, route.path, route.method === 'GET' ? undefined : {}, { headers });

  it('finds the shop routes, each declaring its access', () => {
    const routes = shopRoutes();
    // At least the twelve of accounts and sessions; the orders, settings and live routes add theirs.
    expect(routes.length).toBeGreaterThanOrEqual(12);
    expect(routes.map(label)).toContain('GET /api/shop/session');
    expect(routes.map(label)).toContain('POST /api/shop/staff/:id/deactivate');
    for (const route of routes) expect(route.access, label(route)).toBeDefined();
    // The only ways in without a session: signing in (and its code), the first owner's setup and a
    // forgotten password.
    expect(routes.filter(isPublic).map(label).sort()).toEqual(
      [
        'GET /api/shop/setup',
        'POST /api/shop/setup',
        'POST /api/shop/sign-in',
        'POST /api/shop/sign-in/code',
        'POST /api/shop/password-reset-request',
        'POST /api/shop/password-reset',
      ].sort(),
    );
  });

  it('answers 401 JSON to every non-public route without a session, or with an unknown cookie', async () => {
    for (const route of shopRoutes().filter((candidate) => !isPublic(candidate))) {
      for (const headers of [{}, { cookie: 'shop.session_token=forged.value' }] as Record<string, string>[]) {
        const response = await call(route, headers);
        expect.soft(response.status, label(route)).toBe(401);
        expect.soft(response.body, label(route)).toEqual({
          error: { code: 'unauthenticated', message: 'Sign in to continue.' },
        });
        expect.soft(response.headers.get('cache-control'), label(route)).toBe('no-store');
      }
    }
  });

  it('answers 403 to a staff session on every owner-only route', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const ownerOnly = shopRoutes().filter((route) => !allows(route, 'staff'));
    expect(ownerOnly.map(label)).toContain('GET /api/shop/staff');
    for (const route of ownerOnly) {
      const response = await call(route, staffHeaders(staff, t));
      expect.soft(response.status, label(route)).toBe(403);
      expect.soft(response.body, label(route)).toEqual({
        error: { code: 'forbidden', message: 'Your account may not do this.' },
      });
    }
  });

  it('answers 403 to an account on its temporary password everywhere but its session, the password and sign-out', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner', mustChangePassword: true });
    const allowed = shopRoutes().filter(
      (route) => route.access !== 'public' && route.access.allowTemporaryPassword === true,
    );
    expect(allowed.map(label).sort()).toEqual(
      ['GET /api/shop/session', 'POST /api/shop/password', 'POST /api/shop/sign-out'].sort(),
    );
    const guarded = shopRoutes().filter((route) => route.access !== 'public' && !route.access.allowTemporaryPassword);
    for (const route of guarded) {
      const response = await call(route, staffHeaders(owner, t));
      expect.soft(response.status, label(route)).toBe(403);
      expect.soft(response.body, label(route)).toEqual({
        error: { code: 'forbidden', message: 'Change your temporary password to continue.' },
      });
    }
  });
});
