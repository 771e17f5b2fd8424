import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, OrderDetails } from '../../domain';
import { SHOP_API_PATHS, type ShopOrder } from '../../domain/shop';
import { orderCuts, orders } from '../db/schema';
import { buildDeerAnimalInput, buildDetailsInput, paths, placeOrderViaApi } from '../test/factories';
import { createSignedInStaff, staffHeaders } from '../test/staff';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';
import { ORDER_READS_LIMIT } from './routes';
import { purgeStaleDrafts } from './purge-drafts';

/** docs/api.md, 'GET /api/orders/:id': customer data kept only as long as needed, and only shown to whom it is for. */

let t: TestApp;

beforeAll(async () => {
  // Behind a trusted proxy, so that one test can be several clients (X-Forwarded-For).
  t = checkingApiAnswers(await startTestApp({ env: { TRUST_PROXY: 'true' }, notifications: { worker: false } }));
});
afterAll(async () => t?.close());

let clients = 0;
/** A client of its own for each test, so that the read limit of one test never touches another. */
const newClient = () => `198.51.100.${(clients += 1)}`;

const read = (id: string, client: string) =>
  t.request<OrderDetails & ApiError>('GET', paths.order(id), undefined, { headers: { 'x-forwarded-for': client } });

const contactOf = (details: OrderDetails) => {
  const { full_name, email, phone_number } = details.order;
  return { full_name, email, phone_number };
};

describe('the order by its id, once submitted', () => {
  it('answers reads, and submits repeated after the hour, without the name, email and phone', async () => {
    const client = newClient();
    const draft = await placeOrderViaApi(t, {
      details: { full_name: 'Dana Hunter', email: 'dana@example.com', phone_number: '(555) 555-0100' },
      animal: buildDeerAnimalInput(),
      cuts: ['Ground'],
    });
    // While it is open the flow needs them back (the details step is filled from them).
    expect(contactOf((await read(draft.order.id, client)).body)).toEqual({
      full_name: 'Dana Hunter',
      email: 'dana@example.com',
      phone_number: '(555) 555-0100',
    });

    // The submit's own answer (and a repeat within the hour: a lost answer's retry) still names where the
    // confirmation went, for the phone that submitted.
    const submitted = await t.request<OrderDetails>('POST', paths.complete(draft.order.id));
    expect(submitted.status).toBe(200);
    expect(contactOf(submitted.body).email).toBe('dana@example.com');
    expect(contactOf((await t.request<OrderDetails>('POST', paths.complete(draft.order.id))).body).email).toBe(
      'dana@example.com',
    );

    const none = { full_name: '', email: '', phone_number: '' };
    const later = await read(draft.order.id, client);
    expect(later.status).toBe(200);
    expect(later.body.order.status).toBe('completed');
    expect(later.body.order.order_number).toBe(draft.order.order_number);
    expect(contactOf(later.body)).toEqual(none);
    expect(later.text).not.toMatch(/Dana|dana@|0100/);
    // A repeated submit after the hour is anyone with the id: none either.
    await t.database.db
      .update(orders)
      .set({ completedAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, draft.order.id));
    const late = await t.request<OrderDetails>('POST', paths.complete(draft.order.id));
    expect(late.status).toBe(200);
    expect(contactOf(late.body)).toEqual(none);

    // Staff still have them, by the order's number.
    const owner = await createSignedInStaff(t);
    const shopOrder = await t.request<ShopOrder>(
      'GET',
      SHOP_API_PATHS.shopOrder.href(draft.order.order_number),
      undefined,
      { headers: staffHeaders(owner, t) },
    );
    expect(shopOrder.status).toBe(200);
    expect(shopOrder.body.details.order.full_name).toBe('Dana Hunter');
  });

  it('answers a cancelled draft without them too', async () => {
    const draft = await placeOrderViaApi(t, { details: { full_name: 'Casey Cancel' } });
    const cancelled = await t.request<OrderDetails>('POST', paths.cancel(draft.order.id));
    expect(cancelled.body.order.status).toBe('cancelled');
    expect(contactOf(cancelled.body)).toEqual({ full_name: '', email: '', phone_number: '' });
    expect(contactOf((await read(draft.order.id, newClient())).body).full_name).toBe('');
  });

  it('is rate limited per client like the status page: past the minute’s reads, 429 with Retry-After', async () => {
    const client = newClient();
    const { order } = await placeOrderViaApi(t);
    for (let index = 0; index < ORDER_READS_LIMIT.max; index += 1) {
      expect((await read(order.id, client)).status).toBe(200);
    }
    const refused = await read(order.id, client);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Guessing ids costs the same as reading one.
    expect((await read('00000000-0000-4000-8000-000000000001', client)).status).toBe(429);
    // Another customer is not held up.
    expect((await read(order.id, newClient())).status).toBe(200);
  });
});

describe('staff answers', () => {
  it("carry the order's number, never its internal id (ADR 0006)", async () => {
    const { order } = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ground'], complete: true });
    const owner = await createSignedInStaff(t);
    const answer = await t.request<ShopOrder>('GET', SHOP_API_PATHS.shopOrder.href(order.order_number), undefined, {
      headers: staffHeaders(owner, t),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.details.order.order_number).toBe(order.order_number);
    expect(answer.body.details.order).not.toHaveProperty('id');
    expect(answer.text).not.toContain(order.id);
  });
});

describe('names and phones with hidden characters', () => {
  const refusedFields = async (details: Partial<ReturnType<typeof buildDetailsInput>>) => {
    const answer = await t.request<ApiError>('POST', paths.orders, buildDetailsInput(details));
    expect(answer.status).toBe(400);
    return (answer.body.error.fields ?? []).map((field) => field.path);
  };

  it('refuses bidirectional overrides, isolates and marks, and control characters, at the field', async () => {
    // A right-to-left override would show 'Bob Smith' backwards on the board and the label.
    expect(await refusedFields({ full_name: 'Bob \u202Ehtims' })).toEqual(['full_name']);
    expect(await refusedFields({ full_name: 'Bob \u2066Smith\u2069' })).toEqual(['full_name']);
    expect(await refusedFields({ full_name: 'Bob\u200FSmith' })).toEqual(['full_name']);
    expect(await refusedFields({ full_name: 'Bob\tSmith' })).toEqual(['full_name']);
    expect(await refusedFields({ phone_number: '555\u0000555 0100' })).toEqual(['phone_number']);
    expect(await refusedFields({ phone_number: '555 555 0100\u0085' })).toEqual(['phone_number']);
    const answer = await t.request<ApiError>('POST', paths.orders, buildDetailsInput({ full_name: 'A\u202Eb' }));
    expect(answer.body.error.fields?.[0]?.message).toBe('Please remove the hidden characters from this field.');
  });

  it('takes names in any script and accents, and refuses the same characters when staff edit the customer', async () => {
    for (const full_name of ['José Núñez', 'Nguyễn Văn An', 'محمد علي', "D'Arcy O'Neil-Smith"]) {
      expect((await t.request('POST', paths.orders, buildDetailsInput({ full_name }))).status).toBe(201);
    }
    const { order } = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ground'], complete: true });
    const owner = await createSignedInStaff(t);
    const edit = await t.request<ApiError>(
      'PUT',
      SHOP_API_PATHS.editDetails.href(order.order_number),
      buildDetailsInput({ full_name: 'Evil \u202Eeman' }),
      { headers: staffHeaders(owner, t) },
    );
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields?.map((field) => field.path)).toEqual(['full_name']);
  });
});

describe('drafts never submitted', () => {
  const age = async (id: string, days: number) =>
    t.database.db
      .update(orders)
      .set({ updatedAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(orders.id, id));
  const exists = async (id: string) =>
    (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.id, id))).length === 1;

  it('are deleted with their cuts after the retention days from their last change; submitted orders never are', async () => {
    const stale = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ground'] });
    const staleCancelled = await placeOrderViaApi(t);
    await t.request('POST', paths.cancel(staleCancelled.order.id));
    const recent = await placeOrderViaApi(t);
    const submitted = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ground'], complete: true });
    await age(stale.order.id, 31);
    await age(staleCancelled.order.id, 31);
    await age(recent.order.id, 29);
    await age(submitted.order.id, 400);

    expect(await purgeStaleDrafts(t.database.db, 30)).toBeGreaterThanOrEqual(2);
    expect(await exists(stale.order.id)).toBe(false);
    expect(await exists(staleCancelled.order.id)).toBe(false);
    expect(await t.database.db.select().from(orderCuts).where(eq(orderCuts.orderId, stale.order.id))).toEqual([]);
    expect(await exists(recent.order.id)).toBe(true);
    expect(await exists(submitted.order.id)).toBe(true);
    // Its id no longer opens anything.
    expect((await read(stale.order.id, newClient())).status).toBe(404);
    // Again: nothing more to do.
    expect(await purgeStaleDrafts(t.database.db, 30)).toBe(0);
  });

  it('are deleted in batches, however many there are', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) ids.push((await placeOrderViaApi(t)).order.id);
    for (const id of ids) await age(id, 45);
    expect(await purgeStaleDrafts(t.database.db, 30, { batchSize: 5 })).toBe(12);
    for (const id of ids) expect(await exists(id)).toBe(false);
  });
});
