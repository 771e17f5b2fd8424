import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../db/notification-schema';
import { type TestApp, startTestApp, TEST_AUTH_SECRET } from '../test/test-app';
import { createPendingDeliveries } from './deliveries/deliveries-store';
import { deliverOrderNotifications } from './deliver-order-notifications';
import { createProviders } from './providers';
import { notificationSettingsFromConfig } from './settings';
import { SHOP_CONTACT, buildConfig, eventually, insertCompletedOrder, setShopSettings } from './testing/factories';
import {
  type Fakes,
  attemptsOf,
  deliveriesOf,
  placeCompletedOrder,
  providerEnv,
  settledDeliveries,
  startFakes,
} from './testing/fixtures';

const SHOP_EMAIL = 'orders@hollowcreek.example.com';

let fakes: Fakes;
let t: TestApp;

beforeAll(async () => {
  fakes = await startFakes();
  t = await startTestApp({
    env: providerEnv(fakes, { PUBLIC_URL: 'https://orders.hollowcreek.example.com', AUTH_SECRET: TEST_AUTH_SECRET }),
    notifications: { queuePollingSeconds: 0.5 },
  });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});
beforeEach(async () => {
  fakes.reset();
  await setShopSettings(t.database.db, {
    shopName: SHOP_CONTACT.shop_name,
    phone: SHOP_CONTACT.phone,
    pickupHours: SHOP_CONTACT.pickup_hours,
    newOrderEmail: SHOP_EMAIL,
  });
});

describe("the shop's 'New order' email", () => {
  it('goes to the address in the settings once per submitted order, beside the confirmation with the shop details', async () => {
    const details = await placeCompletedOrder(t, { email: 'dana@example.com', phone_number: '(205) 555-0134' });
    const number = details.order.order_number;
    await settledDeliveries(t.database, [details.order.id], 3);

    const byRecipient = new Map(fakes.smtp.messages.map((message) => [message.to.join(','), message]));
    expect(fakes.smtp.messages).toHaveLength(2);
    const shop = byRecipient.get(SHOP_EMAIL);
    expect(shop?.subject).toBe(`New order ${number} - $159.00`);
    expect(shop?.text).toContain('Jerky - Teriyaki x 2');
    expect(shop?.text).toContain(`https://orders.hollowcreek.example.com/shop/orders/${number}`);
    const customer = byRecipient.get('dana@example.com');
    expect(customer?.subject).toBe(`Order ${number} confirmed - $159.00`);
    expect(customer?.text.replace(/\r\n/g, '\n')).toContain(
      'Hollow Creek Processing\nPhone: (205) 555-0100\nPickup hours: Mon-Sat 8am-6pm',
    );
    expect(fakes.twilio.messages.map((message) => message.body)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Hollow Creek Processing: your order ${number} is confirmed\\. Total: \\$159\\.00\\. We'll email the details and contact you when it's ready\\. Phone: \\(205\\) 555-0100\\. Pickup hours: Mon-Sat 8am-6pm\\. https://orders\\.hollowcreek\\.example\\.com/status/[\\w-]{22}$`,
        ),
      ),
    ]);
    // The status link is the customer's: the shop's email links the order's page only.
    expect(shop?.text).not.toContain('/status/');

    const deliveries = await deliveriesOf(t.database, [details.order.id]);
    expect(deliveries.map((d) => [d.channel, d.kind, d.status, d.attempts]).sort()).toEqual([
      ['email', 'confirmation', 'sent', 1],
      ['email', 'shop_new_order', 'sent', 1],
      ['sms', 'confirmation', 'sent', 1],
    ]);
    const shopDelivery = deliveries.find((d) => d.kind === 'shop_new_order');
    const attempts = await attemptsOf(t.database, shopDelivery?.id ?? '');
    expect(attempts.map((a) => [a.channel, a.recipient, a.outcome])).toEqual([['email', SHOP_EMAIL, 'sent']]);
  });

  it('is not queued when no address is set, and the confirmation reads as before without shop details', async () => {
    await setShopSettings(t.database.db, { shopName: '', phone: '', pickupHours: '', newOrderEmail: null });
    const details = await placeCompletedOrder(t);
    await settledDeliveries(t.database, [details.order.id], 2);
    expect(fakes.smtp.messages).toHaveLength(1);
    expect(fakes.smtp.messages[0]?.text.replace(/\r\n/g, '\n').trimEnd()).toMatch(
      /We will contact you when your order is ready\.\n\nTrack your order: https:\/\/orders\.hollowcreek\.example\.com\/status\/[\w-]{22}$/,
    );
    expect(fakes.twilio.messages[0]?.body).toMatch(/^Your order GM-\d+ is confirmed/);
  });

  it('is retried through an outage with the confirmation, each email sent once and every attempt recorded', async () => {
    fakes.smtp.setDown(true);
    const details = await placeCompletedOrder(t);
    await eventually(() => fakes.smtp.refused >= 4, 'refused sends');
    fakes.smtp.setDown(false);
    await settledDeliveries(t.database, [details.order.id], 3);
    expect(fakes.smtp.messages.map((message) => message.to).sort()).toEqual([
      [SHOP_EMAIL],
      ['wanda.tester@example.com'],
    ]);
    expect(fakes.twilio.messages).toHaveLength(1);
    const [shopDelivery] = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(eq(notificationDeliveries.orderId, details.order.id), eq(notificationDeliveries.kind, 'shop_new_order')),
      );
    const attempts = await attemptsOf(t.database, shopDelivery?.id ?? '');
    expect(attempts.filter((a) => a.outcome === 'failed').length).toBeGreaterThanOrEqual(1);
    expect(attempts.filter((a) => a.outcome === 'sent')).toHaveLength(1);
    expect(shopDelivery?.attempts).toBe(attempts.length);
  });

  it('is skipped, with the reason, when the address was cleared before it could be sent', async () => {
    const order = await insertCompletedOrder(t.database.db);
    await createPendingDeliveries(t.database.db, order.id, { shopNewOrder: true });
    await setShopSettings(t.database.db, { newOrderEmail: null });
    const settings = notificationSettingsFromConfig(buildConfig(providerEnv(fakes)));
    const providers = createProviders(t.database.db, settings, { info: () => {}, warn: () => {} });
    try {
      const outcome = await deliverOrderNotifications(
        { db: t.database.db, providers, limits: settings.limits, publicUrl: settings.publicUrl },
        order.id,
      );
      expect(outcome).toEqual({ email: true, sms: true, errors: [], retryable: false, recheckInSeconds: null });
    } finally {
      providers.close();
    }
    const deliveries = await deliveriesOf(t.database, [order.id]);
    expect(deliveries.find((d) => d.kind === 'shop_new_order')).toMatchObject({
      status: 'skipped',
      lastError: 'no new order email is set in the settings',
    });
    expect(fakes.smtp.messages.map((message) => message.to)).toEqual([['dana@example.com']]);
  });
});
