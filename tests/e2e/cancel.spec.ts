import type { AnimalInput } from '../../src/domain/schemas';
import type { Page } from '@playwright/test';
import { FAILED_RESOURCE, currentOrderId, expect, test, type OrderFactory, useOrder } from './fixtures';

const DEER: AnimalInput = { animal_type: 'Deer', gender: 'Buck', prep: ['Skinning'] };
const HOG: AnimalInput = { animal_type: 'Hog', gender: 'Sow', weight_option: 'under200', weight_pounds: null };

/** For each step, an order in the state that screen expects. */
const SCREENS: { path: string; prepare: (orders: OrderFactory) => Promise<string> }[] = [
  { path: '/order-details', prepare: async (orders) => (await orders.create()).order.id },
  { path: '/choose-animal', prepare: async (orders) => (await orders.create()).order.id },
  { path: '/choose-deer-cuts', prepare: (orders) => orders.build(DEER, ['Ribs']) },
  { path: '/choose-hog-cuts', prepare: (orders) => orders.build(HOG, ['Loin']) },
  { path: '/addons', prepare: (orders) => orders.build(DEER, ['Ribs']) },
  { path: '/review-order', prepare: (orders) => orders.build(DEER, ['Ribs']) },
];

async function openCancelDialog(page: Page) {
  await page.getByRole('button', { name: 'Close' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Order' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to cancel your order? This action cannot be undone.');
  return dialog;
}

for (const screen of SCREENS) {
  test(`${screen.path}: Close asks first; Continue Order stays, Cancel Order cancels and goes home`, async ({
    page,
    orders,
  }) => {
    const id = await screen.prepare(orders);
    await useOrder(page, id);
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // No wait for the app: a tap on the server's Close before it hydrates is kept and pressed then (ADR 0605).

    let dialog = await openCancelDialog(page);
    await dialog.getByRole('button', { name: 'Continue Order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(screen.path);
    expect(await currentOrderId(page)).toBe(id);
    // Focus returns to the button that opened the dialog.
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();

    dialog = await openCancelDialog(page);
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page).toHaveURL('/');
    expect(await currentOrderId(page)).toBeNull();
    expect((await orders.get(id)).order.status).toBe('cancelled');
  });
}

test('when the cancel call fails the order is still forgotten in this browser', async ({
  page,
  orders,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(FAILED_RESOURCE);
  const id = await orders.build(DEER, ['Ribs']);
  await useOrder(page, id);
  await page.goto('/addons');
  await page.route('**/api/orders/*/cancel', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'internal', message: 'Unavailable' } } }),
  );
  const dialog = await openCancelDialog(page);
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page).toHaveURL('/');
  expect(await currentOrderId(page)).toBeNull();
});
