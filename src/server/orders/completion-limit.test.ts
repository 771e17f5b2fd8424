import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../domain';
import { limitHits } from '../db/limit-schema';
import { UNKNOWN_ORDER_ID, buildDeerAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  // Behind a trusted proxy, so that one test can be several clients (X-Forwarded-For).
  t = checkingApiAnswers(
    await startTestApp({ env: { COMPLETIONS_PER_HOUR: '3', TRUST_PROXY: 'true' }, notifications: { worker: false } }),
  );
});
afterAll(async () => t?.close());

const complete = (id: string, client: string) =>
  t.request<ApiError>('POST', paths.complete(id), undefined, { headers: { 'x-forwarded-for': client } });

/** An order ready to submit (placed from another client: placing is not limited). */
const readyOrder = async () =>
  (await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ground'] })).order.id;

describe('the completion limit (docs/customer-flow.md decision 12): only successful completions count', () => {
  it('does not count 404s, refusals or repeats; the 4th completion of 3 an hour is 429, another client goes on', async () => {
    const tablet = '203.0.113.20';
    // Unknown and malformed order ids, many times over: none counts.
    for (let index = 0; index < 5; index += 1) {
      expect((await complete(UNKNOWN_ORDER_ID, tablet)).status).toBe(404);
      expect((await complete('not-an-order', tablet)).status).toBe(404);
    }
    // An order that cannot be submitted yet (no cuts): refused, not counted.
    const noCuts = (await placeOrderViaApi(t, { animal: buildDeerAnimalInput() })).order.id;
    expect((await complete(noCuts, tablet)).status).toBe(409);

    const first = await readyOrder();
    expect((await complete(first, tablet)).status).toBe(200);
    // A repeated complete answers the completed order again and does not count again.
    for (let index = 0; index < 5; index += 1) expect((await complete(first, tablet)).status).toBe(200);
    expect((await complete(await readyOrder(), tablet)).status).toBe(200);
    expect((await complete(await readyOrder(), tablet)).status).toBe(200);

    const fourth = await readyOrder();
    const refused = await complete(fourth, tablet);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const unchanged = await t.request<{ order: { status: string } }>('GET', paths.order(fourth));
    expect(unchanged.body.order.status).toBe('in_progress');
    // At its limit, the client still gets its completed order back on a repeat (a lost answer's retry).
    expect((await complete(first, tablet)).status).toBe(200);

    // Another client is not held up by the tablet.
    expect((await complete(fourth, '203.0.113.21')).status).toBe(200);
  });

  it('stores keyed hashes of the clients, never their addresses', async () => {
    const rows = await t.database.db.select().from(limitHits);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
  });
});
