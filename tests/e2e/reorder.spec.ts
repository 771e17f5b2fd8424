import type { APIRequestContext, Page } from '@playwright/test';
import type { CompletedOrder, OrderDetails } from '../../src/domain/schemas';
import { OrderFactory, expect, expectNoAxeViolations, test } from './fixtures';

/** docs/shop.md 17: last season's order again, on a phone: by the code the fake Twilio receives, or a status link. */

/** A number no other test uses, as typed and as E.164. */
function uniqueNumber() {
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { typed: `(205) 556-${digits}`, e164: `+1205556${digits}` };
}

/** Last season's deer, submitted through the customer API. */
async function lastSeason(request: APIRequestContext, phone: string): Promise<CompletedOrder> {
  const orders = new OrderFactory(request);
  const { order } = await orders.create({ full_name: 'Last Season', phone_number: phone, language: 'es' });
  await orders.animal(order.id, { animal_type: 'Deer', gender: 'Buck', prep: ['Skinning'] });
  await orders.cuts(order.id, ['Backstrap - Butterfly', 'Ground']);
  await orders.addons(order.id, [{ addon_name: 'Bacon', quantity: 2 }]);
  const response = await request.post(`/api/orders/${order.id}/complete`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CompletedOrder;
}

const currentOrder = async (page: Page, orders: OrderFactory): Promise<OrderDetails> =>
  orders.get((await page.evaluate(() => localStorage.getItem('currentOrderId'))) ?? '');

test("'Use your last order': a code by SMS starts the new order with last season's choices", async ({
  page,
  fakes,
}) => {
  const orders = new OrderFactory(page.request);
  const phone = uniqueNumber();
  const last = await lastSeason(page.request, phone.typed);
  await page.goto('/order-details');
  await page.getByRole('button', { name: 'Ordered with us before? Use your last order' }).click();
  await page.getByLabel('Phone number of your last order').fill(phone.typed);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "If we have an order for this number, we've sent a code." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Beside last season's confirmation, one SMS with the code.
  const codes = () =>
    fakes.twilio.messages.filter((message) => message.to === phone.e164 && message.body.includes('código'));
  await expect.poll(() => codes().length).toBe(1);
  const code = /\b(\d{6})\b/.exec(codes()[0]?.body ?? '')?.[1];
  await page.getByLabel('Code', { exact: true }).fill(code ?? '');
  await page.getByRole('button', { name: 'Use my last order' }).click();

  await expect(page).toHaveURL('/choose-animal');
  const copy = await currentOrder(page, orders);
  expect(copy.order.id).not.toBe(last.order.id);
  expect(copy.order).toMatchObject({ full_name: 'Last Season', animal_type: 'Deer', gender: 'Buck', language: 'es' });
  expect(copy.cuts.map((cut) => cut.cut_name)).toEqual(['Backstrap - Butterfly', 'Ground']);
  expect(copy.addons.map((addon) => [addon.addon_name, addon.quantity])).toEqual([
    ['Skinning', 1],
    ['Bacon', 2],
  ]);
});

test("'Order again' on a past order's status page needs no code", async ({ page }) => {
  const orders = new OrderFactory(page.request);
  const last = await lastSeason(page.request, uniqueNumber().typed);
  await page.goto(last.confirmation.status_path ?? '/');
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL('/choose-animal');
  const copy = await currentOrder(page, orders);
  expect(copy.order.id).not.toBe(last.order.id);
  expect(copy.cuts.map((cut) => cut.cut_name)).toEqual(['Backstrap - Butterfly', 'Ground']);
});
