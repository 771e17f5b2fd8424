import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, CompletedOrderSchema, type OrderConfirmation, OrderDetailsSchema } from '../../domain';
import type { OrderStatusPage } from '../../domain/status-page';
import { orders } from '../db/schema';
import { shopSettings } from '../db/shop-schema';
import { readShopSettings } from '../settings/settings-store';
import { buildDeerAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';

/**
 * The complete answer's confirmation, which the customer's phone keeps (ADR 0609). The providers
 * are configured but nothing is queued (the completion hook does nothing), so nothing is sent anywhere.
 */
const WITH_PROVIDERS = {
  SMTP_URL: 'smtp://127.0.0.1:1',
  MAIL_FROM: 'shop@example.com',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+15005550006',
};
const noHooks = { hooks: { onOrderCompleted: async () => {} } };

let withProviders: TestApp;
let withoutProviders: TestApp;
beforeAll(async () => {
  [withProviders, withoutProviders] = await Promise.all([
    startTestApp({ ...noHooks, env: WITH_PROVIDERS }).then(checkingApiAnswers),
    startTestApp(noHooks).then(checkingApiAnswers),
  ]);
});
afterAll(() => Promise.all([withProviders?.close(), withoutProviders?.close()]));

async function submit(t: TestApp, phone = '555 201 0000') {
  const placed = await placeOrderViaApi(t, {
    details: { phone_number: phone },
    animal: buildDeerAnimalInput(),
    cuts: ['Ribs'],
  });
  return { id: placed.order.id, answer: await t.request('POST', paths.complete(placed.order.id)) };
}

/** The order number of the status page that a confirmation's path opens, or its HTTP status. */
async function orderNumberAt(t: TestApp, confirmation: OrderConfirmation): Promise<string | number> {
  const token = confirmation.status_path?.replace(/^\/status\//, '') ?? '';
  const response = await t.request<OrderStatusPage>('GET', API_PATHS.orderStatus.href(token));
  return response.status === 200 ? response.body.order_number : response.status;
}

describe('the complete answer confirms the order', () => {
  it('names the order, both channels for a number we can text, the shop from the settings, and a status link to this order', async () => {
    await readShopSettings(withProviders.database.db);
    await withProviders.database.db
      .update(shopSettings)
      .set({ shopName: 'Ridge Line Meats', phone: '(555) 201-7788', address: '12 Mill Road, Hollow Creek, TX' });
    const { answer } = await submit(withProviders);
    expect(answer.status).toBe(200);
    const { confirmation, ...details } = CompletedOrderSchema.parse(answer.body);
    expect(OrderDetailsSchema.parse(details).order.status).toBe('completed');
    expect(confirmation).toMatchObject({
      order_number: details.order.order_number,
      channels: ['email', 'sms'],
      shop: { name: 'Ridge Line Meats', phone: '(555) 201-7788', address: '12 Mill Road, Hollow Creek, TX' },
    });
    expect(confirmation.status_path).toMatch(/^\/status\/[A-Za-z0-9_-]{22}$/);
    expect(await orderNumberAt(withProviders, confirmation)).toBe(details.order.order_number);
  });

  it('names no SMS for a number our SMS will not reach, and no channel without providers', async () => {
    const premium = CompletedOrderSchema.parse((await submit(withProviders, '(900) 555-0100')).answer.body);
    expect(premium.confirmation.channels).toEqual(['email']);
    const unsent = CompletedOrderSchema.parse((await submit(withoutProviders)).answer.body);
    expect(unsent.confirmation.channels).toEqual([]);
    // The link does not depend on the messages: the page is the customer's either way.
    expect(await orderNumberAt(withoutProviders, unsent.confirmation)).toBe(unsent.order.order_number);
  });

  it('gives a repeated submit a link of its own for an hour (the first answer may have been lost), then none', async () => {
    const { id, answer } = await submit(withoutProviders);
    const first = CompletedOrderSchema.parse(answer.body).confirmation;
    const again = CompletedOrderSchema.parse((await withoutProviders.request('POST', paths.complete(id))).body);
    expect(again.confirmation.status_path).not.toBeNull();
    expect(again.confirmation.status_path).not.toBe(first.status_path);
    expect(await orderNumberAt(withoutProviders, again.confirmation)).toBe(first.order_number);
    await withoutProviders.database.db
      .update(orders)
      .set({ completedAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, id));
    const late = CompletedOrderSchema.parse((await withoutProviders.request('POST', paths.complete(id))).body);
    expect(late.confirmation.status_path).toBeNull();
    expect(late.order.status).toBe('completed');
  });
});
