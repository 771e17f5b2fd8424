import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../domain';
import { SHOP_API_PATHS } from '../../domain/shop';
import type { RecordedRoute } from '../test/route-recorder';
import { type TestApp, startTestApp } from '../test/test-app';

const registered = vi.hoisted(() => [] as RecordedRoute[]);

// Fastify cannot list its routes afterwards, so every app this file builds records them as they come.
vi.mock('fastify', async (importOriginal) =>
  (await import('../test/route-recorder')).recordingFastify(await importOriginal(), registered),
);

const byMethodAndUrl = (a: { method: string; url: string }, b: { method: string; url: string }) =>
  `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`);

/** The customer's routes and the shop's: everything a client may call. */
const NAMED = [...Object.values(API_PATHS), ...Object.values(SHOP_API_PATHS)];

describe('API routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The Twilio check exists only with the test page's real sends turned on (notifications/routes.ts).
    t = await startTestApp({ env: { ENABLE_TEST_NOTIFICATIONS: 'true' } });
  });
  afterAll(() => t.close());

  it('serves every API_PATHS and SHOP_API_PATHS entry with its method', () => {
    const missing = NAMED.filter((route) => !t.app.hasRoute({ method: route.method, url: route.path }));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('serves nothing under /api that API_PATHS or SHOP_API_PATHS does not name', () => {
    // Fastify answers HEAD on every GET route by itself.
    const served = registered
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .map(({ method, url }) => ({ method, url }));
    const named = NAMED.map((route) => ({ method: route.method, url: route.path }));
    expect(served.sort(byMethodAndUrl)).toEqual(named.sort(byMethodAndUrl));
  });
});
