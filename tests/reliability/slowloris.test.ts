import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteServer, placeCompletedOrder, startPgliteServer } from './support/c-http-client';
import { maxOf, runSlowloris } from './support/c-slowloris';

/**
 * docs/operations.md, 'Hostile input and edges': 1,000 connections that trickle headers, say nothing, or sit idle after
 * one request are all closed by the server within 30 s (headers 10 s, idle socket 25 s, keep-alive 10 s: see
 * src/server/http/server-options.ts), while a real customer keeps being served throughout.
 */
let server: PgliteServer;
beforeAll(async () => {
  server = await startPgliteServer();
});
afterAll(() => server?.cleanup());

describe('slowloris', () => {
  it('closes 1,000 slow or silent connections within 30 s while customers are served', async () => {
    const result = await runSlowloris(server.baseUrl, {
      tricklers: 600,
      silent: 200,
      idleKeepAlive: 200,
      trickleMs: 2_000,
      giveUpMs: 45_000,
    });
    const figures = {
      tricklerMaxS: maxOf(result.closeSeconds.trickler),
      silentMaxS: maxOf(result.closeSeconds.silent),
      idleKeepAliveMaxS: maxOf(result.closeSeconds.idleKeepAlive),
      ...result.customer,
    };
    console.info('slowloris figures', JSON.stringify(figures));

    expect(result.closeSeconds.trickler).toHaveLength(600);
    expect(figures.tricklerMaxS).toBeLessThan(30);
    expect(figures.silentMaxS).toBeLessThan(30);
    expect(figures.idleKeepAliveMaxS).toBeLessThan(30);
    expect(result.customer.failures).toEqual([]);
    expect(result.customer.orders).toBeGreaterThan(0);

    // And afterwards the server is as it was.
    await placeCompletedOrder(server.baseUrl);
  });
});
