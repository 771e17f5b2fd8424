import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, OrderDetailsSchema, PhoneCheckAnswerSchema } from '../../domain';
import { buildDetailsInput, createOrderViaApi, paths } from '../test/factories';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';

/** docs/customer-flow.md decision 11, as the details step applies it; on both databases (the limit counts in it). */
let t: TestApp;
beforeAll(async () => {
  t = checkingApiAnswers(await startTestApp());
});
afterAll(() => t.close());

const INVALID_PHONE = { path: 'phone_number', message: 'Please enter a valid phone number.' };

describe('the phone number of an order', () => {
  it.each(['12345', 'call me', '+1 555 12', '+44 7400 123456'])('refuses %s on create and on update', async (phone) => {
    const created = await t.request('POST', paths.orders, buildDetailsInput({ phone_number: phone }));
    expect(created.status).toBe(400);
    expect(ApiErrorSchema.parse(created.body).error.fields).toEqual([INVALID_PHONE]);

    const order = await createOrderViaApi(t);
    const updated = await t.request('PUT', paths.details(order.order.id), buildDetailsInput({ phone_number: phone }));
    expect(updated.status).toBe(400);
    expect(ApiErrorSchema.parse(updated.body).error.fields).toEqual([INVALID_PHONE]);
  });

  it.each(['+1 555 010 9999', '(205) 555-0134', '416 555 0199', '(800) 555-1234'])(
    'takes %s as typed',
    async (phone) => {
      const response = await t.request('POST', paths.orders, buildDetailsInput({ phone_number: phone }));
      expect(response.status).toBe(201);
      expect(OrderDetailsSchema.parse(response.body).order.phone_number).toBe(phone);
    },
  );
});

describe('POST /api/phone-check', () => {
  it.each([
    ['(205) 555-0134', 'textable'],
    ['(800) 555-1234', 'may-not-text'],
    ['(900) 555-0100', 'may-not-text'],
    ['12345', 'invalid'],
  ])('answers %s with %s', async (phone, verdict) => {
    const response = await t.request('POST', '/api/phone-check', { phone_number: phone });
    expect(response.status).toBe(200);
    expect(PhoneCheckAnswerSchema.parse(response.body)).toEqual({ verdict });
  });

  it('refuses a blank or overlong number', async () => {
    expect((await t.request('POST', '/api/phone-check', { phone_number: ' ' })).status).toBe(400);
    expect((await t.request('POST', '/api/phone-check', { phone_number: '5'.repeat(31) })).status).toBe(400);
  });
});

describe('with other allowed countries', () => {
  let gb: TestApp;
  beforeAll(async () => {
    gb = checkingApiAnswers(await startTestApp({ env: { SMS_ALLOWED_COUNTRIES: 'GB' } }));
  });
  afterAll(() => gb.close());

  it('reads a number without + in the first allowed country and refuses one of another', async () => {
    const check = async (phone: string) =>
      PhoneCheckAnswerSchema.parse((await gb.request('POST', '/api/phone-check', { phone_number: phone })).body);
    expect(await check('07400 123456')).toEqual({ verdict: 'textable' });
    expect(await check('020 7946 0958')).toEqual({ verdict: 'may-not-text' });
    expect(await check('+1 205 555 0134')).toEqual({ verdict: 'invalid' });
    expect((await gb.request('POST', paths.orders, buildDetailsInput({ phone_number: '07400 123456' }))).status).toBe(
      201,
    );
  });
});

describe('the limit on phone checks', () => {
  it('answers 429 past 60 checks a minute from one client', async () => {
    const limited = checkingApiAnswers(await startTestApp());
    try {
      for (let index = 0; index < 60; index += 1) {
        const response = await limited.request('POST', '/api/phone-check', { phone_number: '(205) 555-0134' });
        expect(response.status).toBe(200);
      }
      const refused = await limited.request('POST', '/api/phone-check', { phone_number: '(205) 555-0134' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});
