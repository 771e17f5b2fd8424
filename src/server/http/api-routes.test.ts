import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../domain';
import { type TestApp, startTestApp } from '../test/test-app';

const registered = vi.hoisted(() => [] as { method: string; url: string }[]);

// Fastify cannot list its routes afterwards, so every app this file builds records them as they come.
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>();
  const recordingFastify = ((options: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url ?? '' });
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: recordingFastify };
});

const byMethodAndUrl = (a: { method: string; url: string }, b: { method: string; url: string }) =>
  `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`);

describe('API routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves every API_PATHS entry with its method', () => {
    for (const route of Object.values(API_PATHS)) {
      expect(t.app.hasRoute({ method: route.method, url: route.path }), `${route.method} ${route.path}`).toBe(true);
    }
  });

  it('serves nothing under /api that API_PATHS does not name', () => {
    // Fastify answers HEAD on every GET route by itself.
    const served = registered.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
    const named = Object.values(API_PATHS).map((route) => ({ method: route.method, url: route.path }));
    expect(served.sort(byMethodAndUrl)).toEqual(named.sort(byMethodAndUrl));
  });
});
