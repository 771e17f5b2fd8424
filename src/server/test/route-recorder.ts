import type * as FastifyModule from 'fastify';

/** A route as Fastify registered it: its method, URL pattern and config (the shop's access rule lives there). */
export type RecordedRoute = { method: string; url: string; config: unknown };

/**
 * Fastify cannot list its routes afterwards, so a test that needs them mocks 'fastify' with this module:
 * every app it builds records each route into `registered` as it comes.
 *
 *   const registered = vi.hoisted(() => [] as RecordedRoute[]);
 *   vi.mock('fastify', async (importOriginal) =>
 *     (await import('../test/route-recorder')).recordingFastify(await importOriginal(), registered));
 */
export function recordingFastify(fastify: typeof FastifyModule, registered: RecordedRoute[]): typeof FastifyModule {
  const recording = ((options: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        registered.push({ method, url: route.url ?? '', config: route.config });
      }
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: recording };
}
