import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../test/test-app';
import { paths } from '../test/factories';
import { NOTIFICATION_QUEUE, pgBossDatabase } from './queue';
import { eventually } from './testing/factories';
import {
  type Fakes,
  TWILIO_FROM,
  attemptsOf,
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
  t = await startTestApp({ env: providerEnv(fakes), notifications: { queuePollingSeconds: 0.5 } });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});
beforeEach(() => fakes.reset());

const settled = (orderIds: string[]) => settledDeliveries(t.database, orderIds);

describe('notifications on completion', () => {
  it('sends one email and one SMS to the customer with the grand total', async () => {
    const details = await placeCompletedOrder(t, {
      full_name: 'Dana Hunter',
      email: 'dana.hunter@example.com',
      phone_number: '(205) 555-0134',
    });
    expect(details.order.status).toBe('completed');
    await settled([details.order.id]);

    const number = details.order.order_number;
    expect(fakes.smtp.messages).toHaveLength(1);
    const [email] = fakes.smtp.messages;
    expect(email?.to).toEqual(['dana.hunter@example.com']);
    expect(email?.from).toBe('orders@example.com');
    expect(email?.subject).toBe(`Order ${number} confirmed - $159.00`);
    for (const body of [email?.text, email?.html]) {
      expect(body).toContain('Grand Total');
      expect(body).toContain('$159.00');
      expect(body).toContain('Jerky - Teriyaki x 2');
      expect(body).toContain('Skinning');
      expect(body).toContain('Hind Quarters - Roast, Ground');
    }

    expect(fakes.twilio.messages).toHaveLength(1);
    const [sms] = fakes.twilio.messages;
    expect(sms?.to).toBe('+12055550134');
    expect(sms?.from).toBe(TWILIO_FROM);
    expect(sms?.body).toContain(number);
    expect(sms?.body).toContain('$159.00');

    const deliveries = await deliveriesOf(t.database, [details.order.id]);
    expect(deliveries.map((d) => [d.channel, d.status, d.attempts, d.provider]).sort()).toEqual([
      ['email', 'sent', 1, 'smtp'],
      ['sms', 'sent', 1, 'twilio'],
    ]);
    const smsDelivery = deliveries.find((d) => d.channel === 'sms');
    expect(smsDelivery?.providerMessageId).toBe(sms?.sid);
    // The job's result has the shape of docs/customer-flow.md 7's answer.
    const job = await pgBossDatabase(t.database).executeSql(
      `SELECT output FROM pgboss.job WHERE name = $1 AND data->>'orderId' = $2`,
      [NOTIFICATION_QUEUE, details.order.id],
    );
    expect(job.rows.map((row: { output: unknown }) => row.output)).toEqual([{ email: true, sms: true, errors: [] }]);
  });

  it('escapes a customer name that holds markup', async () => {
    const details = await placeCompletedOrder(t, { full_name: '<script>alert(1)</script>' });
    await settled([details.order.id]);
    const [email] = fakes.smtp.messages;
    expect(email?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email?.html).not.toContain('<script>');
    expect(fakes.twilio.messages[0]?.body).not.toContain('script');
  });

  it('completing twice sends once', async () => {
    const details = await placeCompletedOrder(t);
    const again = await t.request('POST', paths.complete(details.order.id));
    const third = await t.request('POST', paths.complete(details.order.id));
    expect([again.status, third.status]).toEqual([200, 200]);
    await settled([details.order.id]);
    expect(fakes.smtp.messages).toHaveLength(1);
    expect(fakes.twilio.messages).toHaveLength(1);
  });

  it('a failure never blocks the completion and is retried until delivered, every attempt recorded', async () => {
    fakes.twilio.setMode('fail');
    const details = await placeCompletedOrder(t);
    expect(details.order.status).toBe('completed');
    await eventually(() => fakes.twilio.failures >= 2, 'two failed SMS attempts');
    fakes.twilio.setMode('ok');
    await settled([details.order.id]);
    expect(fakes.smtp.messages).toHaveLength(1);
    expect(fakes.twilio.messages).toHaveLength(1);
    const deliveries = await deliveriesOf(t.database, [details.order.id]);
    const sms = deliveries.find((d) => d.channel === 'sms');
    const attempts = await attemptsOf(t.database, sms?.id ?? '');
    const outcomes = attempts.map((attempt) => attempt.outcome);
    expect(outcomes.filter((outcome) => outcome === 'failed').length).toBeGreaterThanOrEqual(2);
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(attempts.find((attempt) => attempt.outcome === 'failed')?.error).toContain('Twilio answered 500');
    expect(sms?.attempts).toBe(attempts.length);
  });

  it('an unreadable phone number fails only the SMS, and the refusal is recorded', async () => {
    const details = await placeCompletedOrder(t, {}, { storedPhone: 'call the shop' });
    await settled([details.order.id]);
    expect(fakes.smtp.messages).toHaveLength(1);
    expect(fakes.twilio.messages).toHaveLength(0);
    const sms = (await deliveriesOf(t.database, [details.order.id])).find((d) => d.channel === 'sms');
    expect(sms?.status).toBe('skipped');
    expect(sms?.lastError).toContain('could not be read');
  });

  it('a permanent refusal (unknown mailbox, invalid number) is recorded once and not retried', async () => {
    const details = await placeCompletedOrder(t, {
      email: 'nobody@rejected.example.com',
      phone_number: '+1 500 555 0001',
    });
    await settled([details.order.id]);
    const deliveries = await deliveriesOf(t.database, [details.order.id]);
    expect(deliveries.map((d) => [d.channel, d.status, d.failedPermanently, d.attempts]).sort()).toEqual([
      ['email', 'failed', true, 1],
      ['sms', 'failed', true, 1],
    ]);
    expect(deliveries.find((d) => d.channel === 'sms')?.lastError).toContain('Twilio answered 400');
    expect(deliveries.find((d) => d.channel === 'email')?.lastError).toContain('550');
    expect(fakes.smtp.messages).toHaveLength(0);
    expect(fakes.twilio.messages).toHaveLength(0);
  });
});
