import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError, CompletedOrder, PriceList, ReorderAnswer } from '../../domain';
import type { PricesAnswer } from '../../domain/shop';
import { type Fakes, providerEnv, startFakes } from '../notifications/testing/fixtures';
import { buildDeerAnimalInput, buildHogAnimalInput, placeOrderViaApi } from '../test/factories';
import { createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { reorderCodes } from '../db/shop-schema';
import { purgeExpiredReorderCodes } from './reorder';

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/shop.md 17: last season's order again, verified by a code; on both databases, with local SMTP and Twilio. */
let fakes: Fakes;
let t: TestApp;
beforeAll(async () => {
  fakes = await startFakes();
  t = await startTestApp({ env: { ...providerEnv(fakes), TRUST_PROXY: 'true' }, notifications: { worker: false } });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});
beforeEach(() => fakes.reset());

let clients = 0;
/** Each test a client of its own, so that the per-client limits of one do not reach the next. */
const client = () => ({ headers: { 'x-forwarded-for': `198.51.100.${(clients += 1)}` } });
const askCode = (phone: string, options = client()) =>
  t.request<{ message: string } | ApiError>('POST', '/api/reorder/code', { phone_number: phone }, options);
const reorder = (phone: string, code: string, options = client()) =>
  t.request<ReorderAnswer | ApiError>('POST', '/api/reorder', { phone_number: phone, code }, options);
/** The code of the last SMS to the number (sent without waiting: polled). */
async function codeSentTo(e164: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const sms = fakes.twilio.messages.filter((message) => message.to === e164).at(-1);
    const code = sms && /\b(\d{6})\b/.exec(sms.body)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code sent to ${e164}`);
}

const LAST_SEASON = {
  details: {
    full_name: 'Returning Hunter',
    email: 'returning@example.com',
    phone_number: '(205) 555-0177',
    language: 'es' as const,
  },
  animal: buildDeerAnimalInput({ gender: 'Doe', prep: ['Skinning'] }),
  cuts: ['Backstrap - Butterfly', 'Ground', 'Other - Keep the heart'],
  addons: [
    { addon_name: 'Bacon', quantity: 2.5 },
    { addon_name: 'Jerky - Teriyaki', quantity: 3 },
  ],
};

describe("'Ordered with us before? Use your last order' (docs/shop.md 17)", () => {
  it('gives the same answer for any number, and a code by SMS to one with an order, which starts from it', async () => {
    const last = (await placeOrderViaApi(t, { ...LAST_SEASON, complete: true })) as CompletedOrder;
    const known = await askCode('205-555-0177');
    const unknown = await askCode('205-555-0178');
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: "If we have an order for this number, we've sent a code." });
    const code = await codeSentTo('+12055550177');
    expect(fakes.twilio.messages.filter((message) => message.to === '+12055550178')).toEqual([]);

    const response = await reorder('+1 205 555 0177', code);
    expect(response.status).toBe(201);
    const copy = response.body as ReorderAnswer;
    expect(copy.order.id).not.toBe(last.order.id);
    expect(copy.order).toMatchObject({
      ...LAST_SEASON.details,
      animal_type: 'Deer',
      gender: 'Doe',
      status: 'in_progress',
    });
    expect(copy.order.drop_off_day ?? null).toBeNull();
    expect(copy.cuts.map((cut) => cut.cut_name)).toEqual(LAST_SEASON.cuts);
    expect(copy.addons.map((addon) => [addon.addon_name, addon.quantity])).toEqual([
      ['Skinning', 1],
      ['Bacon', 2.5],
      ['Jerky - Teriyaki', 3],
    ]);
    expect(copy.left_out).toEqual([]);
    // One use.
    expect((await reorder('2055550177', code)).status).toBe(400);
  });

  it('sends the code by email where the number cannot be texted', async () => {
    const details = { full_name: 'Landline', email: 'landline@example.com', phone_number: '(205) 411-0190' };
    await placeOrderViaApi(t, { details, animal: LAST_SEASON.animal, cuts: ['Ground'], complete: true });
    fakes.reset();
    expect((await askCode('205 411 0190')).status).toBe(200);
    await expect
      .poll(() => fakes.smtp.messages.filter((message) => message.to.includes('landline@example.com')).length)
      .toBe(1);
    const email = fakes.smtp.messages.find((message) => message.to.includes('landline@example.com'));
    const code = /\b(\d{6})\b/.exec(email?.text ?? '')?.[1] ?? '';
    expect(fakes.twilio.messages.filter((message) => message.body.includes(code))).toEqual([]);
    expect((await reorder('205 411 0190', code)).status).toBe(201);
  });

  it('refuses a wrong code, and after 5 tries the right one too; 3 codes a number an hour, known or not', async () => {
    await placeOrderViaApi(t, {
      ...LAST_SEASON,
      details: { ...LAST_SEASON.details, phone_number: '205 555 0179' },
      complete: true,
    });
    expect((await askCode('2055550179')).status).toBe(200);
    const code = await codeSentTo('+12055550179');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await reorder('2055550179', wrong);
      expect(refused.status).toBe(400);
      expect((refused.body as ApiError).error.fields).toEqual([
        { path: 'code', message: 'That code is not right, or it has expired. Ask for a new one if you need to.' },
      ]);
    }
    expect((await reorder('2055550179', code)).status).toBe(400);
    expect((await askCode('2055550179')).status).toBe(200);
    expect((await askCode('2055550179')).status).toBe(200);
    expect((await askCode('2055550179')).status).toBe(429);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await askCode('2055550180')).status).toBe(200);
    expect((await askCode('2055550180')).status).toBe(429);
    expect((await askCode('12')).status).toBe(400);
  });

  it("at today's prices: what is no longer sold is left out and named, a hog's weight is asked again", async () => {
    const hog = (await placeOrderViaApi(t, {
      details: { full_name: 'Hog Hunter', email: 'hog@example.com', phone_number: '205 555 0181' },
      animal: buildHogAnimalInput({ weight_option: 'over200', weight_pounds: 240 }),
      cuts: ['Chops'],
      addons: LAST_SEASON.addons,
      complete: true,
    })) as CompletedOrder;
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const headers = staffHeaders(owner, t);
    const { current } = (await t.request<PricesAnswer>('GET', '/api/shop/prices', undefined, { headers })).body;
    const { version: _version, ...list }: PriceList = structuredClone(current);
    const hidden = {
      ...list,
      addons: list.addons.map((item) => (item.name === 'Jerky' ? { ...item, hidden: true } : item)),
    };
    const saved = await t.request('PUT', '/api/shop/prices', { ...hidden, base_version: current.version }, { headers });
    expect(saved.status).toBe(200);

    // 'Order again' from the status page's link needs no code.
    const token = hog.confirmation.status_path?.replace('/status/', '') ?? '';
    const response = await t.request<ReorderAnswer>('POST', `/api/status/${token}/again`, undefined, client());
    expect(response.status).toBe(201);
    expect(response.body.order).toMatchObject({ animal_type: 'Hog', weight_option: null, weight_pounds: null });
    expect(response.body.order.price_version).toBe(current.version + 1);
    expect(response.body.addons.map((addon) => addon.addon_name)).toEqual(['Bacon']);
    expect(response.body.left_out).toEqual(['Jerky - Teriyaki']);
    expect(response.body.cuts.map((cut) => cut.cut_name)).toEqual(['Chops']);
    expect((await t.request('POST', `/api/status/AAAAAAAAAAAAAAAAAAAAAA/again`, undefined, client())).status).toBe(404);
  });

  it('forgets the codes a day after they expired', async () => {
    const placed = await placeOrderViaApi(t, { animal: LAST_SEASON.animal, cuts: ['Ground'], complete: true });
    const code = (expiresAt: Date) => ({ phoneKey: 'key', orderId: placed.order.id, codeHash: 'hash', expiresAt });
    const now = Date.now();
    const [old] = await t.database.db
      .insert(reorderCodes)
      .values(code(new Date(now - 2 * DAY_MS)))
      .returning();
    const [fresh] = await t.database.db
      .insert(reorderCodes)
      .values(code(new Date(now - DAY_MS / 2)))
      .returning();
    expect(await purgeExpiredReorderCodes(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = (await t.database.db.select({ id: reorderCodes.id }).from(reorderCodes)).map((row) => row.id);
    expect(left).toContain(fresh?.id);
    expect(left).not.toContain(old?.id);
  });
});
