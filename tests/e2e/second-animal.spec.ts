import { OrderFactory, expect, signIn, test, useOrder } from './fixtures';
import { getShopOrder, uniquePhone, uniqueWord } from './shop-fixtures';

/** docs/shop.md 16: a hunter with two deer in the truck orders the second from the first's confirmation, on a phone. */
test("'Order another animal' starts the next order at its animal, with the details kept, and the shop sees both", async ({
  page,
}) => {
  const orders = new OrderFactory(page.request);
  const details = { full_name: uniqueWord('Pair '), email: 'pair@example.com', phone_number: uniquePhone() };
  const { order } = await orders.create(details);
  await orders.animal(order.id, { animal_type: 'Deer', gender: 'Buck', prep: [] });
  await orders.cuts(order.id, ['Ground']);
  await useOrder(page, order.id);
  await page.goto('/review-order');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const received = page.getByRole('region', { name: /^Order GM-\d+ received$/ });
  await expect(received).toBeVisible();
  const first = ((await received.getByRole('heading').textContent()) ?? '').split(' ')[1] ?? '';

  await received.getByRole('link', { name: 'Order another animal' }).click();
  // Straight to the animal: nothing to type again.
  await expect(page).toHaveURL('/choose-animal');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Animal' })).toBeVisible();
  const secondId = await page.evaluate(() => localStorage.getItem('currentOrderId'));
  if (!secondId) throw new Error('no order in progress');
  expect(secondId).not.toBe(order.id);
  expect((await orders.get(secondId)).order).toMatchObject(details);

  await orders.animal(secondId, { animal_type: 'Deer', gender: 'Doe', prep: [] });
  await orders.cuts(secondId, ['Ribs']);
  await page.goto('/review-order');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByRole('region', { name: /^Order GM-\d+ received$/ })).not.toContainText(`Order ${first} `);
  const second = (await orders.get(secondId)).order.order_number;

  await signIn(page);
  expect((await getShopOrder(page.request, first)).same_customer).toEqual([
    { order_number: second, stage: 'submitted' },
  ]);
});
