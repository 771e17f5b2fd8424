import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../domain';
import { limitHits } from '../db/limit-schema';
import { checkingApiAnswers } from '../test/api-answers';
import { UNKNOWN_ORDER_ID, buildDeerAnimalInput, buildDetailsInput, paths, placeOrderViaApi } from '../test/factories';
import { type TestApp, startTestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  // Behind a trusted proxy, so that one test can be several clients (X-Forwarded-For).
  t = checkingApiAnswers(
    await startTestApp({
      env: { COMPLETIONS_PER_HOUR: '3', DRAFTS_PER_HOUR: '3', DRAFT_WRITES_PER_HOUR: '4', TRUST_PROXY: 'true' },
      notifications: { worker: false },
    }),
  );
});
afterAll(async () => t?.close());

const complete = (id: string, client: string) =>
  t.request<ApiError>('POST', paths.complete(id), undefined, { headers: { 'x-forwarded-for': client } });

/** Each order ready to submit comes from a client of its own, so that only the completions are counted. */
let placingClients = 0;
const placing = () => ({ headers: { 'x-forwarded-for': `198.51.100.${(placingClients += 1)}` } });
const readyOrder = async () =>
  (await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ground'] }, placing())).order.id;

describe('the completion limit (docs/customer-flow.md decision 12): only successful completions count', () => {
  it('does not count 404s, refusals or repeats; the 4th completion of 3 an hour is 429, another client goes on', async () => {
    const tablet = '203.0.113.20';
    // Unknown and malformed order ids, many times over: none counts.
    for (let index = 0; index < 5; index += 1) {
      expect((await complete(UNKNOWN_ORDER_ID, tablet)).status).toBe(404);
      expect((await complete('not-an-order', tablet)).status).toBe(404);
    }
    // An order that cannot be submitted yet (no cuts): refused, not counted.
    const noCuts = (await placeOrderViaApi(t, { animal: buildDeerAnimalInput() }, placing())).order.id;
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

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const network = (host: number) => `2001:db8:77:1::${host}`;
    for (let host = 1; host <= 3; host += 1)
      expect((await complete(await readyOrder(), network(host))).status).toBe(200);
    expect((await complete(await readyOrder(), network(4))).status).toBe(429);
    expect((await complete(await readyOrder(), '2001:db8:77:2::1')).status).toBe(200);
  });
});

describe('the draft limits (docs/operations.md, Abuse limits across processes): creates and step saves per client', () => {
  const from = (client: string) => ({ headers: { 'x-forwarded-for': client } });

  it('refuses the 4th new draft of 3 an hour with 429 and Retry-After, counting a /64 as one client', async () => {
    const create = (client: string) => t.request<ApiError>('POST', paths.orders, buildDetailsInput(), from(client));
    const statuses = [];
    for (let host = 1; host <= 4; host += 1) statuses.push((await create(`2001:db8:88:1::${host}`)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await create('2001:db8:88:1:ffff::1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await create('2001:db8:88:2::1')).status).toBe(201);
  });

  it("refuses a client's 5th step save of 4 an hour, on any order and step, and leaves the order unchanged", async () => {
    const client = '203.0.113.40';
    const created = await t.request<{ order: { id: string } }>('POST', paths.orders, buildDetailsInput(), from(client));
    const id = created.body.order.id;
    const saves = [
      () => t.request('PUT', paths.details(id), buildDetailsInput({ full_name: 'Second Name' }), from(client)),
      () => t.request('PUT', paths.animal(id), buildDeerAnimalInput(), from(client)),
      () => t.request('PUT', paths.details(id), buildDetailsInput({ full_name: 'Third Name' }), from(client)),
      () => t.request('PUT', paths.animal(id), buildDeerAnimalInput(), from(client)),
    ];
    for (const save of saves) expect((await save()).status).toBe(200);
    const refused = await t.request<ApiError>(
      'PUT',
      paths.details(id),
      buildDetailsInput({ full_name: 'Refused Name' }),
      from(client),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.error.code).toBe('rate_limited');
    const order = await t.request<{ order: { full_name: string } }>('GET', paths.order(id), undefined, from(client));
    expect(order.body.order.full_name).toBe('Third Name');
  });
});
