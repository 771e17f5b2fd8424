import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationOutbox } from '../db/notification-schema';
import { createSignedInStaff, staffHeaders } from '../test/staff';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';
import { eventually, setShopSettings } from './testing/factories';
import { type Fakes, deliveriesOf, placeCompletedOrder, providerEnv, startFakes } from './testing/fixtures';

const SEND = '/api/functions/send-order-notifications';
const CHECK = '/api/functions/check-twilio-credentials';

function buildTestInput(overrides: { full_name?: string; email?: string; phone_number?: string } = {}) {
  return {
    order: {
      id: 'test-order-id',
      full_name: 'Test Customer',
      email: 'test.customer@example.com',
      phone_number: '+1 555 123 4567',
      animal_type: 'Deer',
      gender: 'Buck',
      created_at: new Date().toISOString(),
      ...overrides,
    },
    cuts: [{ cut_name: 'Ground' }],
    addons: [],
    total: 127,
  };
}

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(async () => fakes?.close());
beforeEach(() => fakes.reset());

describe('with no providers configured (the local outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = checkingApiAnswers(await startTestApp({ notifications: { queuePollingSeconds: 0.5 } }));
  });
  afterAll(async () => t?.close());

  it('sends the test notifications to the outbox', async () => {
    const response = await t.request('POST', SEND, buildTestInput());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email: true, sms: true, errors: [] });
    const stored = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.orderNumber, 'TEST'));
    expect(stored.map((row) => [row.channel, row.recipient]).sort()).toEqual([
      ['email', 'test.customer@example.com'],
      ['sms', '+15551234567'],
    ]);
    expect(stored.find((row) => row.channel === 'sms')?.body).toContain('$127.00');
    expect(t.logText()).toContain('outbox: email for order TEST (1 message)');
    expect(t.logText()).toContain('outbox: sms for order TEST (1 message)');
  });

  it("stores and logs a completed order's confirmations, with no personal data in the log", async () => {
    const details = await placeCompletedOrder(t, {
      full_name: 'Olive Outbox',
      email: 'olive.outbox@example.com',
      phone_number: '(205) 555-0142',
    });
    const number = details.order.order_number;
    await eventually(async () => {
      const deliveries = await deliveriesOf(t.database, [details.order.id]);
      return deliveries.length === 2 && deliveries.every((d) => d.status === 'sent');
    }, 'outbox deliveries');
    const stored = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.orderNumber, number));
    expect(stored).toHaveLength(2);
    expect(stored.find((row) => row.channel === 'email')?.html).toContain('Olive Outbox');
    const log = t.logText();
    expect(log).toContain(`outbox: email for order ${number} (1 message)`);
    expect(log).toContain(`outbox: sms for order ${number} (1 message)`);
    for (const secret of ['Olive', 'olive.outbox@example.com', '555-0142', '+12055550142'])
      expect(log).not.toContain(secret);
  });

  it('answers 400 naming the fields for a malformed body', async () => {
    const response = await t.request('POST', SEND, { order: { full_name: '' }, total: -1 });
    expect(response.status).toBe(400);
    expect((response.body as { error: { code: string } }).error.code).toBe('invalid_input');
  });
});

describe('with real providers and ENABLE_TEST_NOTIFICATIONS unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = checkingApiAnswers(await startTestApp({ env: providerEnv(fakes) }));
  });
  afterAll(async () => t?.close());

  it('refuses to send test notifications and says why for each channel', async () => {
    const response = await t.request('POST', SEND, buildTestInput());
    expect(response.status).toBe(200);
    const body = response.body as { email: boolean; sms: boolean; errors: string[] };
    expect(body.email).toBe(false);
    expect(body.sms).toBe(false);
    expect(body.errors).toHaveLength(2);
    expect(body.errors[0]).toMatch(/^Email: test notifications are disabled.*ENABLE_TEST_NOTIFICATIONS=true/);
    expect(body.errors[1]).toMatch(/^SMS: test notifications are disabled/);
    expect(fakes.smtp.messages).toHaveLength(0);
    expect(fakes.twilio.messages).toHaveLength(0);
  });

  it('has no Twilio check: it answers 404 as any unknown API path does, naming no account', async () => {
    const unknown = await t.request('POST', '/api/functions/no-such-function');
    for (const method of ['POST', 'GET'] as const) {
      const response = await t.request(method, CHECK);
      expect(response.status, method).toBe(404);
      expect(response.body, method).toEqual(unknown.body);
      expect(JSON.stringify(response.body)).not.toContain('Twilio');
    }
  });

  it("lets a signed-in owner send through the real providers, with the shop's details (docs/shop.md 1)", async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    await setShopSettings(t.database.db, { shopName: 'Hollow Creek Processing', phone: '(205) 555-0100' });
    try {
      const response = await t.request('POST', SEND, buildTestInput(), { headers: staffHeaders(owner, t) });
      expect(response.body).toEqual({ email: true, sms: true, errors: [] });
      expect(fakes.smtp.messages.map((m) => m.to)).toEqual([['test.customer@example.com']]);
      expect(fakes.smtp.messages[0]?.text).toContain('Hollow Creek Processing');
      expect(fakes.twilio.messages.map((m) => m.body)).toEqual([
        "Hollow Creek Processing: your order TEST is confirmed. Total: $127.00. We'll email the details and contact you when it's ready. Phone: (205) 555-0100.",
      ]);
    } finally {
      await setShopSettings(t.database.db, { shopName: '', phone: '' });
    }
  });

  it('still refuses staff, an owner on a temporary password and a session that is not valid', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff' });
    const temporary = await createSignedInStaff(t, { role: 'owner', mustChangePassword: true });
    for (const headers of [
      staffHeaders(staff, t),
      staffHeaders(temporary, t),
      { cookie: 'shop.session_token=forged.value' },
    ]) {
      const response = await t.request('POST', SEND, buildTestInput(), { headers });
      const body = response.body as { email: boolean; sms: boolean; errors: string[] };
      expect(body).toMatchObject({ email: false, sms: false });
      expect(body.errors[0]).toMatch(/^Email: test notifications are disabled/);
    }
    expect(fakes.smtp.messages).toHaveLength(0);
    expect(fakes.twilio.messages).toHaveLength(0);
  });
});

describe('with real providers and ENABLE_TEST_NOTIFICATIONS=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = checkingApiAnswers(await startTestApp({ env: providerEnv(fakes, { ENABLE_TEST_NOTIFICATIONS: 'true' }) }));
  });
  afterAll(async () => t?.close());

  it('sends the test email and SMS through the providers', async () => {
    const response = await t.request('POST', SEND, buildTestInput({ full_name: '<b>Tess</b>' }));
    expect(response.body).toEqual({ email: true, sms: true, errors: [] });
    expect(fakes.smtp.messages.map((m) => [m.to, m.subject])).toEqual([
      [['test.customer@example.com'], 'Order TEST confirmed - $127.00'],
    ]);
    expect(fakes.smtp.messages[0]?.html).toContain('&lt;b&gt;Tess&lt;/b&gt;');
    expect(fakes.twilio.messages.map((m) => m.to)).toEqual(['+15551234567']);
    expect(fakes.twilio.messages[0]?.body).toContain('$127.00');
  });

  it('names the failed channel in the errors', async () => {
    fakes.smtp.setDown(true);
    const response = await t.request('POST', SEND, buildTestInput());
    const body = response.body as { email: boolean; sms: boolean; errors: string[] };
    expect(body.email).toBe(false);
    expect(body.sms).toBe(true);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatch(/^Email: /);

    fakes.smtp.setDown(false);
    fakes.twilio.setMode('fail');
    const second = (await t.request('POST', SEND, buildTestInput({ phone_number: '(205) 555-0150' })))
      .body as typeof body;
    expect(second).toEqual({ email: true, sms: false, errors: ['SMS: Twilio answered 500: Internal Server Error'] });
  });

  it('checks the Twilio credentials', async () => {
    const right = await t.request('POST', CHECK);
    expect(right.body).toEqual({ success: true, message: expect.stringContaining('valid') });
    const wrong = checkingApiAnswers(
      await startTestApp({
        database: t.database,
        env: providerEnv(fakes, { TWILIO_AUTH_TOKEN: 'wrong-token', ENABLE_TEST_NOTIFICATIONS: 'true' }),
        notifications: { worker: false },
      }),
    );
    try {
      const answer = await wrong.request('POST', CHECK);
      expect(answer.body).toEqual({ success: false, message: 'Twilio rejected the check (HTTP 401): Authenticate' });
    } finally {
      await wrong.close();
    }
  });
});
