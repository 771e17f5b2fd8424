import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationResult } from '../../domain';
import { notificationAttempts } from '../db/notification-schema';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { buildDeerAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { eventually, setShopSettings } from './testing/factories';
import {
  type Fakes,
  deliveriesOf,
  placeCompletedOrder,
  providerEnv,
  settledDeliveries,
  startFakes,
} from './testing/fixtures';

let fakes: Fakes;
let t: TestApp;

beforeAll(async () => {
  fakes = await startFakes();
  t = await startTestApp({
    env: providerEnv(fakes, {
      SMS_PER_PHONE_PER_DAY: '2',
      SMS_ALLOWED_COUNTRIES: 'US',
      TEST_NOTIFICATIONS_PER_MINUTE: '3',
      COMPLETIONS_PER_HOUR: '8',
      ENABLE_TEST_NOTIFICATIONS: 'true',
    }),
    notifications: { queuePollingSeconds: 0.5 },
  });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});
beforeEach(() => fakes.reset());

const settled = (orderIds: string[]) => settledDeliveries(t.database, orderIds);

/** What the test page posts, to the given phone number. */
function buildTestBody(phone_number: string) {
  return {
    order: { id: 'test-order', full_name: 'Test Customer', email: 'test@example.com', phone_number },
    cuts: [],
    addons: [],
    total: 127,
  };
}

// The tests share one app: 8 completions an hour are spread over them (3 + 1 + 4).
describe('abuse limits (docs/customer-flow.md decision 12)', () => {
  it('caps confirmation SMS per phone number per day; the orders and their emails still go through', async () => {
    const orders = [];
    for (let index = 0; index < 3; index++)
      orders.push((await placeCompletedOrder(t, { phone_number: '205-555-0177' })).order);
    expect(orders.every((order) => order.status === 'completed')).toBe(true);
    await settled(orders.map((order) => order.id));
    expect(fakes.smtp.messages).toHaveLength(3);
    expect(fakes.twilio.messages).toHaveLength(2);
    const sms = (
      await deliveriesOf(
        t.database,
        orders.map((order) => order.id),
      )
    ).filter((d) => d.channel === 'sms');
    expect(sms.map((d) => d.status).sort()).toEqual(['sent', 'sent', 'skipped']);
    expect(sms.find((d) => d.status === 'skipped')?.lastError).toBe('daily limit of 2 SMS for this number reached');
  });

  it('sends SMS only to allowed countries', async () => {
    const order = (await placeCompletedOrder(t, {}, { storedPhone: '+1 416 555 0199' })).order;
    await settled([order.id]);
    expect(fakes.smtp.messages).toHaveLength(1);
    expect(fakes.twilio.messages).toHaveLength(0);
    const sms = (await deliveriesOf(t.database, [order.id])).find((d) => d.channel === 'sms');
    expect(sms?.status).toBe('skipped');
    expect(sms?.lastError).toBe('SMS are not sent to this country (allowed: US)');
  });

  it('limits completions per client address with a 429 and Retry-After', async () => {
    // 4 completions so far in this file; 4 more are allowed, the 9th is refused.
    for (let index = 0; index < 4; index++) await placeCompletedOrder(t);
    const ready = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ground'] });
    const refused = await t.request('POST', paths.complete(ready.order.id));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
    const unchanged = await t.request<{ order: { status: string } }>('GET', paths.order(ready.order.id));
    expect(unchanged.body.order.status).toBe('in_progress');
  });

  it('rate limits the test endpoint per client with a 429 and Retry-After', async () => {
    const body = buildTestBody('+1 205 555 0100');
    const answers = [];
    for (let index = 0; index < 4; index++)
      answers.push(await t.request('POST', '/api/functions/send-order-notifications', body));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((answers[3]?.body as { error: { code: string } }).error.code).toBe('rate_limited');
    const checks = [];
    for (let index = 0; index < 4; index++)
      checks.push(await t.request('POST', '/api/functions/check-twilio-credentials'));
    expect(checks.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(checks[3]?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('the daily SMS cap under concurrent sends', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await startTestApp({
      // The per-client limit of the test route is raised so that only the per-number cap decides.
      env: providerEnv(fakes, {
        SMS_PER_PHONE_PER_DAY: '5',
        TEST_NOTIFICATIONS_PER_MINUTE: '100',
        ENABLE_TEST_NOTIFICATIONS: 'true',
      }),
      notifications: { worker: false },
    });
  });
  afterAll(async () => capped?.close());

  it('sends exactly the cap when 10 test sends to one number arrive at once', async () => {
    const body = buildTestBody('(205) 555-0188');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        capped.request<NotificationResult>('POST', '/api/functions/send-order-notifications', body),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.body.sms)).toHaveLength(5);
    expect(answers.filter((answer) => !answer.body.sms).map((answer) => answer.body.errors)).toEqual(
      Array(5).fill(['SMS: not sent, daily limit of 5 SMS for this number reached']),
    );
    expect(fakes.twilio.messages.filter((message) => message.to === '+12055550188')).toHaveLength(5);
    const attempts = await capped.database.db
      .select({ outcome: notificationAttempts.outcome, error: notificationAttempts.error })
      .from(notificationAttempts)
      .where(and(eq(notificationAttempts.channel, 'sms'), eq(notificationAttempts.recipient, '+12055550188')));
    expect(attempts.filter((attempt) => attempt.outcome === 'sent')).toHaveLength(5);
    expect(attempts.filter((attempt) => attempt.outcome === 'skipped').map((attempt) => attempt.error)).toEqual(
      Array(5).fill('daily limit of 5 SMS for this number reached'),
    );
  });
});

describe("the shop's daily budget of customer messages", () => {
  const SHOP_EMAIL = 'orders@budget-shop.example.com';
  let budget: TestApp;
  let ownerEmail: string;
  beforeAll(async () => {
    budget = await startTestApp({
      env: providerEnv(fakes, { CUSTOMER_SMS_PER_DAY: '2', CUSTOMER_EMAILS_PER_DAY: '2' }),
      notifications: { queuePollingSeconds: 0.5 },
    });
    ownerEmail = (await createSignedInStaff(budget, { role: 'owner' })).email;
    await setShopSettings(budget.database.db, { newOrderEmail: SHOP_EMAIL });
  });
  afterAll(async () => budget?.close());

  const customerOrder = async (index: number) =>
    (await placeCompletedOrder(budget, { email: `buyer${index}@example.com`, phone_number: `205-555-01${10 + index}` }))
      .order.id;
  const subjectsTo = (address: string) =>
    fakes.smtp.messages.filter((message) => message.to.includes(address)).map((message) => message.subject);

  it('skips customer messages past it with the reason on the order, tells the owner once per channel, and spares the shop email', async () => {
    const first = [await customerOrder(1), await customerOrder(2), await customerOrder(3)];
    await settledDeliveries(budget.database, first, 3);
    expect(fakes.twilio.messages).toHaveLength(2);
    const deliveries = await deliveriesOf(budget.database, first);
    const confirmations = (channel: string) =>
      deliveries.filter((d) => d.kind === 'confirmation' && d.channel === channel);
    expect(
      confirmations('sms')
        .map((d) => d.status)
        .sort(),
    ).toEqual(['sent', 'sent', 'skipped']);
    expect(confirmations('sms').find((d) => d.status === 'skipped')?.lastError).toBe(
      "the shop's daily budget of 2 customer SMS is reached",
    );
    expect(
      confirmations('email')
        .map((d) => d.status)
        .sort(),
    ).toEqual(['sent', 'sent', 'skipped']);
    expect(confirmations('email').find((d) => d.status === 'skipped')?.lastError).toBe(
      "the shop's daily budget of 2 customer emails is reached",
    );
    // The shop's own 'New order' emails are not customer messages: all three go out.
    expect(deliveries.filter((d) => d.kind === 'shop_new_order').map((d) => d.status)).toEqual([
      'sent',
      'sent',
      'sent',
    ]);
    expect(subjectsTo(SHOP_EMAIL)).toHaveLength(3);
    expect(subjectsTo(ownerEmail).sort()).toEqual([
      'Daily limit of customer SMS reached',
      'Daily limit of customer emails reached',
    ]);

    // Another order the same day: skipped again, and the owner is not told again.
    const later = await customerOrder(4);
    await settledDeliveries(budget.database, [later], 3);
    expect(fakes.twilio.messages).toHaveLength(2);
    expect(subjectsTo(ownerEmail)).toHaveLength(2);
    const laterSms = (await deliveriesOf(budget.database, [later])).find(
      (d) => d.kind === 'confirmation' && d.channel === 'sms',
    );
    expect(laterSms?.status).toBe('skipped');
  });

  it("does not count a staff member's password reset email: it goes out with the customers' budget used up", async () => {
    const answer = await budget.request('POST', '/api/shop/password-reset-request', { email: ownerEmail });
    expect(answer.status).toBe(200);
    await eventually(async () => subjectsTo(ownerEmail).includes('Choose a new password'), 'the reset email sent');
  });
});
