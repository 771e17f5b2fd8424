import type { AnimalInput } from '../../src/domain/schemas';
import type { Page } from '@playwright/test';
import { FAILED_RESOURCE, currentOrderId, expect, test, toast, useOrder } from './fixtures';

const DEER: AnimalInput = { animal_type: 'Deer', gender: 'Buck', prep: [] };

/** Makes the next matching API call answer 500, as a server hiccup would. */
async function failOnce(page: Page, pattern: string, method: string) {
  let failed = false;
  await page.route(pattern, async (route) => {
    if (!failed && route.request().method() === method) {
      failed = true;
      await route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } });
      return;
    }
    await route.fallback();
  });
}

test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(FAILED_RESOURCE));

// A failed details save (toast, typing kept, Next again) is use-save-step.test.tsx's.
test('a failed animal save keeps the dialog open with its choices', async ({ page, orders }) => {
  const { order } = await orders.create();
  await useOrder(page, order.id);
  await page.goto('/choose-animal');
  await failOnce(page, '**/api/orders/*/animal', 'PUT');
  await page.getByRole('button', { name: 'Deer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Options' });
  await dialog.getByRole('checkbox', { name: 'Caped' }).check();
  await dialog.getByRole('radio', { name: 'Doe (Female)' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, 'Error', 'Failed to update order. Please try again.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Caped' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/choose-deer-cuts');
});

test('a failed cuts save keeps the ticked cuts', async ({ page, orders }) => {
  const { order } = await orders.create();
  await orders.animal(order.id, DEER);
  await useOrder(page, order.id);
  await page.goto('/choose-deer-cuts');
  await failOnce(page, '**/api/orders/*/cuts', 'PUT');
  await page.getByRole('checkbox', { name: 'Ribs' }).check();
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();
  await expect(toast(page, 'Error', 'Failed to save cuts. Please try again.')).toBeVisible();
  await expect(page).toHaveURL('/choose-deer-cuts');
  await expect(page.getByRole('checkbox', { name: 'Ribs' })).toBeChecked();
  await next.click();
  await expect(page).toHaveURL('/addons');
});

test('a failed add-ons save keeps the pounds typed', async ({ page, orders }) => {
  const id = await orders.build(DEER, ['Ribs']);
  await useOrder(page, id);
  await page.goto('/addons');
  await failOnce(page, '**/api/orders/*/addons', 'PUT');
  const bacon = page.getByRole('group', { name: 'Bacon', exact: true });
  await bacon.getByRole('checkbox', { name: 'Bacon' }).check();
  await bacon.getByRole('spinbutton', { name: 'Pounds:' }).fill('4.5');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, 'Error', 'Failed to save add-ons. Please try again.')).toBeVisible();
  await expect(page).toHaveURL('/addons');
  await expect(bacon.getByRole('spinbutton', { name: 'Pounds:' })).toHaveValue('4.5');
});

test('a failed submit says so and keeps the order', async ({ page, orders }) => {
  const id = await orders.build(DEER, ['Ribs']);
  await useOrder(page, id);
  await page.goto('/review-order');
  await failOnce(page, '**/api/orders/*/complete', 'POST');
  const submit = page.getByRole('button', { name: 'Submit Order' });
  await submit.click();
  await expect(
    toast(page, 'Error Submitting Order', 'There was a problem submitting your order. Please try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/review-order');
  expect(await currentOrderId(page)).toBe(id);
  await expect(submit).toHaveText('Submit Order');
  expect((await orders.get(id)).order.status).not.toBe('completed');
});

test('a failed load of saved selections is reported and the screen still works', async ({ page, orders }) => {
  const id = await orders.build(DEER, ['Neck Roast']);
  await useOrder(page, id);
  await failOnce(page, `**/api/orders/${id}`, 'GET');
  await page.goto('/choose-deer-cuts');
  await expect(toast(page, 'Error', 'Failed to load existing selections. Please try again.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ground' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/addons');
});

test('a failed load on the review goes back to the add-ons', async ({ page, orders }) => {
  const id = await orders.build(DEER, ['Ribs']);
  await useOrder(page, id);
  await failOnce(page, `**/api/orders/${id}`, 'GET');
  await page.goto('/review-order');
  await expect(toast(page, 'Error', 'Failed to load order details. Please try again.')).toBeVisible();
  await expect(page).toHaveURL('/addons');
});
