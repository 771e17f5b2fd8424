import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../domain';
import { buildReceipt } from '../../domain/receipt';
import { type OrderStatusPage, receiptInputOf } from '../../domain/status-page';
import { payments, shopSettings } from '../db/shop-schema';
import { insertPriceVersion, readCurrentPriceList } from '../prices/price-list-store';
import { type StaffClient, asStaff, ok, shopPaths } from '../shop-orders/testing/shop-api';
import { buildDeerAnimalInput, placeOrderViaApi } from '../test/factories';
import { createSignedInStaff } from '../test/staff';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';
import { STATUS_REQUESTS_PER_MINUTE } from './routes';
import { hashStatusToken, issueStatusToken } from '../order-records/status-tokens';

/** The route, written out so that the test checks the contract rather than reuse API_PATHS. */
const statusPath = (token: string) => `/api/status/${token}`;

/** Contact details no other text of an answer could contain by chance. */
const CUSTOMER = {
  full_name: 'Quillon Marchbanks',
  email: 'quillon.marchbanks@example.com',
  phone_number: '(205) 867-5309',
};
const PHONE_FORMS = ['(205) 867-5309', '2058675309', '+12058675309', '867-5309', '8675309'];

const SHOP = {
  shopName: 'Ridge Line Meats',
  phone: '(555) 201-7788',
  address: '12 Mill Rd\nHollow, TX',
  pickupHours: 'Mon-Sat 8-5',
};

let t: TestApp;
let staff: StaffClient;
beforeAll(async () => {
  t = checkingApiAnswers(await startTestApp());
  staff = asStaff(t, await createSignedInStaff(t, { role: 'staff', name: 'Casey Counter' }));
  await t.database.db.update(shopSettings).set(SHOP).where(eq(shopSettings.id, 1));
});
afterAll(() => t.close());

/** A deer with Skinning, Ribs and 2.5 lb of bacon ($125 + $10 + $20 = $155.00), submitted; its link token. */
async function submittedOrderWithToken(): Promise<{ id: string; number: string; token: string }> {
  const placed = await placeOrderViaApi(t, {
    details: CUSTOMER,
    animal: buildDeerAnimalInput({ prep: ['Skinning'] }),
    cuts: ['Ribs'],
    addons: [{ addon_name: 'Bacon', quantity: 2.5 }],
    complete: true,
  });
  const token = await issueStatusToken(t.database.db, placed.order.id);
  return { id: placed.order.id, number: placed.order.order_number, token };
}

const readStatus = (token: string) => t.request<OrderStatusPage>('GET', statusPath(token));

function expectNotFound(response: { status: number; body: unknown }) {
  expect(response.status).toBe(404);
  expect(response.body as ApiError).toEqual({ error: { code: 'not_found', message: 'Order not found.' } });
}

describe('GET /api/status/:token', () => {
  it("answers the order's stage, what was ordered, its balance and the shop, neither cached nor indexed", async () => {
    const { number, token } = await submittedOrderWithToken();
    const response = await readStatus(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const status = response.body;
    expect(status).toMatchObject({
      order_number: number,
      stage: 'submitted',
      tag_number: null,
      paid_cents: 0,
      balance_due_cents: 15_500,
      shop: { name: SHOP.shopName, phone: SHOP.phone, address: SHOP.address, pickup_hours: SHOP.pickupHours },
    });
    expect(status.steps).toEqual([
      { stage: 'submitted', label: 'Submitted', state: 'current' },
      { stage: 'checked_in', label: 'Checked in', state: 'upcoming' },
      { stage: 'processing', label: 'Processing', state: 'upcoming' },
      { stage: 'ready', label: 'Ready for pickup', state: 'upcoming' },
      { stage: 'picked_up', label: 'Picked up', state: 'upcoming' },
    ]);
    const receipt = buildReceipt(receiptInputOf(status.ordered));
    expect(receipt.orderNumber).toBe(number);
    expect(receipt.prep?.lines.map((line) => line.label)).toEqual(['Skinning']);
    expect(receipt.processing).toMatchObject({ animal: 'Deer', gender: 'Buck', cuts: ['Ribs'] });
    expect(receipt.addons?.lines).toEqual([
      { label: 'Bacon', quantity: 2.5, quantityText: 'x 2.5', unitPriceText: '$8.00/lb', amountCents: 2_000 },
    ]);
    expect(receipt.grandTotal).toEqual({ label: 'Grand Total', amountCents: 15_500 });
    expect(status.spanish_names).toEqual({});
  });

  it("gives the owner's Spanish names of the order's own price list, for a Spanish reader", async () => {
    const current = await readCurrentPriceList(t.database.db);
    const { version: _version, ...prices } = current;
    const addons = prices.addons.map((item) =>
      item.name === 'Bacon' ? { ...item, spanishName: 'Tocino de venado' } : item,
    );
    await insertPriceVersion(t.database.db, { ...prices, addons }, { id: null, name: 'Test' });
    const { token } = await submittedOrderWithToken();
    expect((await readStatus(token)).body.spanish_names).toEqual({ Bacon: 'Tocino de venado' });
  });

  it("never answers the customer's name, email or phone number, in any form", async () => {
    const { token } = await submittedOrderWithToken();
    const { status, text } = await readStatus(token);
    expect(status).toBe(200);
    for (const secret of [CUSTOMER.full_name, 'Marchbanks', CUSTOMER.email, 'quillon', ...PHONE_FORMS]) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    expect(text).not.toMatch(/"(email|phone_number|full_name)"/);
  });

  it('answers 404 for a token that names no order, and logs no token', async () => {
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    const response = await readStatus(unknown);
    expectNotFound(response);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(t.logText()).not.toContain(unknown);
  });

  it('answers 404 for malformed tokens, and for the stored hash of a real one', async () => {
    const { token } = await submittedOrderWithToken();
    for (const malformed of [
      'abc',
      `${token}x`,
      token.slice(1),
      encodeURIComponent('!'.repeat(22)),
      hashStatusToken(token),
    ]) {
      expectNotFound(await readStatus(malformed));
    }
  });

  it('answers 404 for the token of an order the customer has not submitted', async () => {
    const draft = await placeOrderViaApi(t, { details: CUSTOMER, animal: buildDeerAnimalInput(), cuts: ['Ribs'] });
    expectNotFound(await readStatus(await issueStatusToken(t.database.db, draft.order.id)));
  });

  it('opens one order with each of its tokens', async () => {
    const { id, number, token } = await submittedOrderWithToken();
    const second = await issueStatusToken(t.database.db, id);
    expect(ok(await readStatus(token)).order_number).toBe(number);
    expect(ok(await readStatus(second)).order_number).toBe(number);
  });

  it('subtracts the payments not voided from the balance', async () => {
    const { id, token } = await submittedOrderWithToken();
    await t.database.db.insert(payments).values([
      { orderId: id, amountCents: 4_000, method: 'cash', takenByName: 'Casey Counter' },
      {
        orderId: id,
        amountCents: 9_999,
        method: 'card',
        takenByName: 'Casey Counter',
        voidedAt: new Date(),
        voidedByName: 'Casey Counter',
        voidReason: 'Wrong order',
      },
    ]);
    expect(ok(await readStatus(token))).toMatchObject({ paid_cents: 4_000, balance_due_cents: 11_500 });
  });

  it("follows the staff's stage changes, with the tag once checked in", async () => {
    const { number, token } = await submittedOrderWithToken();
    const current = async () => {
      const status = ok(await readStatus(token));
      return {
        stage: status.stage,
        tag: status.tag_number,
        current: status.steps.filter((s) => s.state === 'current'),
      };
    };
    ok(await staff.post(shopPaths.checkIn(number), { tag_number: 1042 }));
    expect(await current()).toEqual({
      stage: 'checked_in',
      tag: 1042,
      current: [{ stage: 'checked_in', label: 'Checked in', state: 'current' }],
    });
    ok(await staff.post(shopPaths.stage(number), { to: 'processing' }));
    ok(await staff.post(shopPaths.stage(number), { to: 'ready' }));
    expect(await current()).toMatchObject({ stage: 'ready', current: [{ label: 'Ready for pickup' }] });
    expect(ok(await readStatus(token)).steps.map((step) => step.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
    ]);
    ok(await staff.post(shopPaths.stage(number), { to: 'processing' }));
    expect((await current()).stage).toBe('processing');
    ok(await staff.post(shopPaths.cancel(number), { reason: 'Customer asked to cancel' }));
    const cancelled = ok(await readStatus(token));
    expect(cancelled.stage).toBe('cancelled');
    expect(cancelled.steps.map((step) => `${step.label}: ${step.state}`)).toEqual([
      'Submitted: done',
      'Checked in: done',
      'Cancelled: current',
    ]);
    // The staff's reason is theirs: the customer's page is not told it.
    expect(JSON.stringify(cancelled)).not.toContain('Customer asked to cancel');
  });

  it('limits each client to a number of reads per minute: then 429 with Retry-After in our error format', async () => {
    // The limit counts in the database, which the other tests share: this client has an address of its own
    // (behind a trusted proxy), so that their reads do not count.
    const own = checkingApiAnswers(await startTestApp({ database: t.database, env: { TRUST_PROXY: 'true' } }));
    const read = (path: string, from = '198.51.100.60') =>
      own.request<ApiError>('GET', path, undefined, { headers: { 'x-forwarded-for': from } });
    try {
      const { token } = await submittedOrderWithToken();
      for (let count = 0; count < STATUS_REQUESTS_PER_MINUTE - 1; count += 1) {
        expect((await read(statusPath(token))).status).toBe(200);
      }
      // Unknown tokens count too: guessing costs the same as reading.
      expect((await read(statusPath('AAAAAAAAAAAAAAAAAAAAAA'))).status).toBe(404);
      const refused = await read(statusPath(token));
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.headers.get('x-robots-tag')).toBe('noindex');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      // Another client is not held up by this one.
      expect((await read(statusPath(token), '198.51.100.61')).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('the status page itself (/status/<token>)', () => {
  it('is served with X-Robots-Tag: noindex, which other customer pages are not', async () => {
    const page = await t.request('GET', '/status/AAAAAAAAAAAAAAAAAAAAAA');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const other = await t.request('GET', '/order-details');
    expect(other.status).toBe(200);
    expect(other.headers.get('x-robots-tag')).toBeNull();
  });
});
