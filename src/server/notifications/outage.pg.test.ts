import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../test/test-app';
import { createProviders } from './providers';
import { deliverOrderNotifications } from './deliver-order-notifications';
import { notificationSettingsFromConfig } from './settings';
import { buildConfig, eventually } from './testing/factories';
import {
  type Fakes,
  attemptsOf,
  deliveriesOf,
  placeCompletedOrder,
  providerEnv,
  startFakes,
  unfinishedJobs,
} from './testing/fixtures';

let fakes: Fakes;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  fakes = await startFakes();
  const options = {
    env: providerEnv(fakes, { NOTIFY_RETRY_DELAY_SECONDS: '1' }),
    notifications: { queuePollingSeconds: 0.5 },
  };
  first = await startTestApp(options);
  // A second server on the same database: two workers compete for the same jobs.
  second = await startTestApp({ ...options, database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await fakes?.close();
});
beforeEach(() => fakes.reset());

/** Per order number: how many emails and SMS arrived at the fakes. */
function received(orderNumbers: string[]) {
  const emails = orderNumbers.map(
    (number) => fakes.smtp.messages.filter((m) => m.subject.includes(`Order ${number} `)).length,
  );
  const sms = orderNumbers.map((number) => fakes.twilio.messages.filter((m) => m.body.includes(`${number} `)).length);
  const count = (list: number[]) => ({
    lost: list.filter((n) => n === 0).length,
    duplicated: list.filter((n) => n > 1).length,
  });
  return { email: count(emails), sms: count(sms) };
}

async function allSent(orderIds: string[]): Promise<boolean> {
  const deliveries = await deliveriesOf(first.database, orderIds);
  return deliveries.length === orderIds.length * 2 && deliveries.every((d) => d.status === 'sent');
}

describe('provider outage', () => {
  it('delivers every notification once the providers are back: none lost, none twice', async () => {
    fakes.smtp.setDown(true);
    fakes.twilio.setMode('fail');
    const orders = [];
    for (let index = 0; index < 6; index++) {
      // Orders arrive through both servers; completion succeeds while the providers are down (docs/customer-flow.md 8).
      const details = await placeCompletedOrder(index % 2 === 0 ? first : second, {
        phone_number: `(205) 555-01${10 + index}`,
      });
      expect(details.order.status).toBe('completed');
      orders.push(details.order);
    }
    const ids = orders.map((order) => order.id);
    await eventually(async () => {
      const deliveries = await deliveriesOf(first.database, ids);
      return deliveries.length === 12 && deliveries.every((d) => d.status === 'failed' && d.attempts >= 2);
    }, 'two failed attempts for every delivery');
    expect(fakes.smtp.messages).toHaveLength(0);
    expect(fakes.twilio.messages).toHaveLength(0);

    fakes.smtp.setDown(false);
    fakes.twilio.setMode('ok');
    await eventually(() => allSent(ids), 'every delivery sent');
    await eventually(async () => (await unfinishedJobs(first.database)) === 0, 'every job finished');

    expect(received(orders.map((order) => order.order_number))).toEqual({
      email: { lost: 0, duplicated: 0 },
      sms: { lost: 0, duplicated: 0 },
    });
    expect(fakes.smtp.messages).toHaveLength(6);
    expect(fakes.twilio.messages).toHaveLength(6);
    for (const delivery of await deliveriesOf(first.database, ids)) {
      const attempts = await attemptsOf(first.database, delivery.id);
      expect(attempts.filter((attempt) => attempt.outcome === 'sent')).toHaveLength(1);
      expect(attempts.filter((attempt) => attempt.outcome === 'failed').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('two workers delivering the same order at the same moment send it once', async () => {
    const detached = await startTestApp({
      env: providerEnv(fakes),
      database: first.database,
      notifications: { worker: false },
    });
    try {
      // Completed with no worker of its own; the competing calls below race the two apps' workers too.
      const details = await placeCompletedOrder(detached);
      const settings = notificationSettingsFromConfig(buildConfig(providerEnv(fakes)));
      const log = { info: () => {}, warn: () => {} };
      const providers = createProviders(first.database.db, settings, log);
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () =>
          deliverOrderNotifications(
            { db: first.database.db, providers, limits: settings.limits, publicUrl: settings.publicUrl },
            details.order.id,
          ),
        ),
      );
      providers.close();
      await eventually(() => allSent([details.order.id]), 'both deliveries sent');
      await eventually(async () => (await unfinishedJobs(first.database)) === 0, 'every job finished');
      // Each message was sent by one of them; the others found it held and asked for a retry, never 'done'.
      for (const [channel, label] of [
        ['email', 'Email'],
        ['sms', 'SMS'],
      ] as const) {
        const held = `${label}: being sent by another worker`;
        expect(outcomes.every((outcome) => outcome[channel] || outcome.errors.includes(held))).toBe(true);
      }
      expect(outcomes.every((outcome) => (outcome.recheckInSeconds !== null) === outcome.errors.length > 0)).toBe(true);
      expect(received([details.order.order_number])).toEqual({
        email: { lost: 0, duplicated: 0 },
        sms: { lost: 0, duplicated: 0 },
      });
    } finally {
      await detached.close();
    }
  });
});
