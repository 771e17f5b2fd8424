import type { Language } from '../../../domain/language';
import { eq, inArray } from 'drizzle-orm';
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp';
import { type FakeTwilio, startFakeTwilio } from '../../test/fake-twilio';
import type { DatabaseHandle } from '../../db/client';
import { notificationAttempts, notificationDeliveries } from '../../db/notification-schema';
import { OrderDetailsSchema } from '../../../domain/schemas';
import { orders } from '../../db/schema';
import { buildDeerAnimalInput, paths, placeOrderViaApi } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { NOTIFICATION_QUEUE, pgBossDatabase } from '../queue';
import { eventually } from './factories';

export type Fakes = { smtp: FakeSmtp; twilio: FakeTwilio; close(): Promise<void>; reset(): void };

export async function startFakes(): Promise<Fakes> {
  const smtp = await startFakeSmtp();
  const twilio = await startFakeTwilio();
  return {
    smtp,
    twilio,
    reset() {
      smtp.clear();
      smtp.setDown(false);
      twilio.clear();
      twilio.setMode('ok');
    },
    async close() {
      await smtp.close();
      await twilio.close();
    },
  };
}

export const TWILIO_FROM = '+15005550006';

/** The environment that points the app at the local fakes, with quick retries for tests. */
export function providerEnv(fakes: Fakes, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    SMTP_URL: fakes.smtp.url,
    MAIL_FROM: 'Game Meat Orders <orders@example.com>',
    TWILIO_ACCOUNT_SID: fakes.twilio.accountSid,
    TWILIO_AUTH_TOKEN: fakes.twilio.authToken,
    TWILIO_FROM,
    TWILIO_API_BASE_URL: fakes.twilio.baseUrl,
    NOTIFY_RETRY_LIMIT: '60',
    NOTIFY_RETRY_DELAY_SECONDS: '0',
    NOTIFY_RETRY_BACKOFF: 'false',
    ...overrides,
  };
}

/** A deer with Skinning and 2 lb of teriyaki jerky: $125 + $10 + $24 = $159.00, completed. */
export async function placeCompletedOrder(
  t: TestApp,
  details: { full_name?: string; email?: string; phone_number?: string; language?: Language } = {},
  options: {
    /**
     * A phone the details step would refuse (docs/customer-flow.md decision 11), stored as an order taken
     * before that rule, or as staff typed it: written into the order before it is submitted.
     */
    storedPhone?: string;
  } = {},
) {
  const steps = {
    details,
    animal: buildDeerAnimalInput({ prep: ['Skinning'] }),
    cuts: ['Hind Quarters - Roast', 'Ground'],
    addons: [{ addon_name: 'Jerky - Teriyaki', quantity: 2 }],
  };
  if (options.storedPhone === undefined) return placeOrderViaApi(t, { ...steps, complete: true });
  const ready = await placeOrderViaApi(t, steps);
  await t.database.db.update(orders).set({ phoneNumber: options.storedPhone }).where(eq(orders.id, ready.order.id));
  const completed = await t.request('POST', paths.complete(ready.order.id));
  if (completed.status !== 200) throw new Error(`expected success, got ${completed.status}: ${completed.text}`);
  return OrderDetailsSchema.parse(completed.body);
}

/** Jobs of the notification queue that are not finished yet (created, retry or active). */
export async function unfinishedJobs(database: DatabaseHandle): Promise<number> {
  const { rows } = await pgBossDatabase(database).executeSql(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state < 'completed'`,
    [NOTIFICATION_QUEUE],
  );
  return (rows[0] as { n: number }).n;
}

export async function deliveriesOf(database: DatabaseHandle, orderIds: string[]) {
  return database.db.select().from(notificationDeliveries).where(inArray(notificationDeliveries.orderId, orderIds));
}

/**
 * Waits until every order has its deliveries finished (sent, skipped or failed for good: two for the confirmation, three
 * with the shop's 'New order' email) and no job is left in the queue.
 */
export async function settledDeliveries(database: DatabaseHandle, orderIds: string[], perOrder = 2): Promise<void> {
  await eventually(async () => {
    const deliveries = await deliveriesOf(database, orderIds);
    return (
      deliveries.length === orderIds.length * perOrder &&
      deliveries.every(
        (delivery) =>
          delivery.status === 'sent' ||
          delivery.status === 'skipped' ||
          (delivery.status === 'failed' && delivery.failedPermanently),
      ) &&
      (await unfinishedJobs(database)) === 0
    );
  }, 'every delivery settled');
}

export async function attemptsOf(database: DatabaseHandle, deliveryId: string) {
  return database.db.select().from(notificationAttempts).where(eq(notificationAttempts.deliveryId, deliveryId));
}
