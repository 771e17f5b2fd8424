import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../src/server/test/test-app';
import { eventually } from '../../src/server/notifications/testing/factories';
import {
  type Fakes,
  deliveriesOf,
  placeCompletedOrder,
  providerEnv,
  startFakes,
  unfinishedJobs,
} from '../../src/server/notifications/testing/fixtures';

/**
 * docs/notifications.md, 'Timeouts and permanent failures': providers that take a message and never answer (Twilio's
 * request hangs, the SMTP server never answers the end of the data). Before, each retry sent the SMS again: 3 SMS for
 * one order within 3 minutes, more over a longer run. Now each try ends at its timeout, is recorded as unconfirmed,
 * and a message is handed over at most twice: the customer gets it at most twice, and the delivery ends
 * 'skipped' with the reason. The log names the order and channel, never the address or number.
 */
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

describe('a provider that takes the message and never answers', () => {
  it('gets each message at most twice, and the delivery says why it stopped', async () => {
    fakes.twilio.setMode('hang');
    fakes.smtp.setHang('data');
    const started = Date.now();
    const { order } = await placeCompletedOrder(t, { email: 'silent.case@example.com', phone_number: '205-555-0191' });

    await eventually(
      async () => (await deliveriesOf(t.database, [order.id])).every((row) => row.status === 'skipped'),
      'both deliveries to give up',
      170_000,
    );
    const settledSeconds = (Date.now() - started) / 1000;
    // No third try can come: the order's job is finished, with no retry left waiting.
    await eventually(async () => (await unfinishedJobs(t.database)) === 0, 'the job to finish');

    expect(fakes.twilio.messages).toHaveLength(2);
    expect(fakes.smtp.messages).toHaveLength(2);
    for (const row of await deliveriesOf(t.database, [order.id])) {
      expect(row.lastError).toContain('not sent again so that it cannot arrive more than 2 times');
    }
    const log = t.logText();
    expect(log).toContain(`sms for order ${order.order_number} failed via twilio (unconfirmed)`);
    expect(log).toContain(`email for order ${order.order_number} failed via smtp (unconfirmed)`);
    expect(log).not.toContain('silent.case');
    expect(log).not.toMatch(/555.?0191/);
    console.info(`silent providers: both deliveries settled after ${settledSeconds.toFixed(1)} s, 2 SMS and 2 emails`);
  });
});
