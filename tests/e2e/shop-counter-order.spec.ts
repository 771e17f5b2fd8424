import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { KeyboardTypist, TYPICAL_DEER, typeCounterDeerOrder } from './counter-typist';
import { REFUSED_RESOURCE, checkInByApi, getShopOrder, submitOrder, uniquePhone, uniqueWord } from './shop-fixtures';

/** docs/shop.md 14: 'New order', an order staff take at the counter PC (1280 px) or on the phone. */

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** window.print counted instead of opening the dialog, announcing the print as Chromium does. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    window.print = () => {
      window.dispatchEvent(new Event('beforeprint'));
      window.dispatchEvent(new Event('afterprint'));
    };
  });
}

test('a typical deer order from the board to its printed cut sheet, with the keyboard alone', async ({ page }) => {
  const staff = await signIn(page, 'staff');
  await countPrints(page);
  const deer = { name: uniqueWord('Dale '), phone: uniquePhone() };
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
  const typist = new KeyboardTypist(page);
  await typeCounterDeerOrder(page, typist, deer);

  // The new order's page says so, and offers its cut sheet first.
  const heading = page.getByRole('heading', { level: 1, name: /^Order GM-\d+$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Order ', '');
  await expect(page.getByRole('status').filter({ hasText: `Order ${number} saved and checked in` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Print cut sheet' })).toBeFocused();
  const order = await getShopOrder(page.request, number);
  expect(order.stage).toBe('checked_in');
  expect(order.details.order).toMatchObject({ full_name: deer.name, email: '', language: 'en' });
  expect(order.details.cuts.map((cut) => cut.cut_name)).toEqual([
    'Hind Quarters - Roast',
    'Backstrap - Butterfly',
    'Ground',
  ]);
  expect(order.details.addons.map((addon) => [addon.addon_name, addon.quantity])).toEqual([
    ['Skinning', 1],
    ['Summer Sausage - Cheese', Number(TYPICAL_DEER.addon.pounds)],
  ]);
  expect(order.drop_off.hanging_weight_lbs).toBe(Number(TYPICAL_DEER.hangingWeight));
  expect(order.history.find((event) => event.kind === 'submitted')?.summary).toBe(
    `Entered at the counter by ${staff.name}`,
  );

  // Enter opens the cut sheet; its 'Print' is a few tabs on, and the print is recorded.
  await typist.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Cut sheet ${number}` })).toBeVisible();
  await expect(page.getByRole('article')).toContainText(deer.name);
  await typist.tabTo('Print');
  await typist.press('Enter');
  await expect
    .poll(async () =>
      (await getShopOrder(page.request, number)).history.some((event) => event.summary === 'Cut sheet printed'),
    )
    .toBe(true);
  test.info().annotations.push({ type: 'keystrokes', description: String(typist.keys) });
});

test('refusals are shown at their fields, and what was typed survives a failed save and a reload', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED_RESOURCE(409));
  await signIn(page);
  const name = uniqueWord('Walkin ');
  await page.goto('/shop/orders/new');
  await page.getByLabel('Full Name').fill(name);
  await page.getByRole('button', { name: 'Save and check in' }).click();
  // Every field at fault says so, and the first takes the focus.
  const phone = page.getByLabel('Phone Number');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(/Please fill in all required fields\./);
  await expect(section(page, 'Animal')).toContainText('Choose the animal.');
  await expect(page.getByRole('alert')).toHaveText('Not saved yet: see the marked fields.');
  await expectNoAxeViolations(page);

  await phone.fill(uniquePhone());
  await section(page, 'Animal').getByRole('radio', { name: 'Deer' }).check();
  await page.getByRole('radio', { name: 'Doe' }).check();
  await page.getByRole('checkbox', { name: 'Tenderloin' }).check();
  // The customer's own rule, said under the cut.
  await expect(section(page, 'Cuts')).toContainText('Choose Whole or Steak for Tenderloin.');
  await page.getByRole('checkbox', { name: 'Steak', exact: true }).check();
  await page.getByRole('radio', { name: 'Español' }).check();

  // A tag another order holds: the server's refusal at the tag, nothing saved, nothing lost.
  const holder = await submitOrder(page.request);
  const held = await checkInByApi(page.request, holder.order_number);
  const tag = page.getByLabel('Tag number');
  await tag.fill(String(held.drop_off.tag_number));
  await page.getByRole('button', { name: 'Save and check in' }).click();
  await expect(tag).toHaveAccessibleDescription(
    new RegExp(`Tag ${held.drop_off.tag_number} is already used by order ${holder.order_number}`),
  );
  await expect(tag).toBeFocused();

  await page.reload();
  await expect(page.getByText('What was typed before is back.')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Steak', exact: true })).toBeChecked();

  // Unticked 'Check in now': a phoned-in order, submitted and waiting for its animal.
  await page.getByRole('checkbox', { name: 'Check in now' }).uncheck();
  await expect(page.getByLabel('Tag number')).toBeHidden();
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order GM-\d+$/ })).toBeVisible();
  await expect(page.getByText('Stage: Submitted', { exact: true })).toBeVisible();
  await expect(section(page, 'Customer')).toContainText('Español');

  // Saved, the form starts afresh.
  await page.goto('/shop/orders/new');
  await expect(page.getByLabel('Full Name')).toHaveValue('');
});

test("'New order for this customer' starts with their name, phone, email and language", async ({ page }) => {
  await signIn(page);
  const name = uniqueWord('Again ');
  const first = await submitOrder(page.request, {
    details: { full_name: name, email: 'again@example.com', phone_number: uniquePhone(), language: 'es' },
  });
  await page.goto(`/shop/orders/${first.order_number}`);
  await section(page, 'Customer').getByRole('link', { name: 'New order for this customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/shop/orders/new\\?for=${first.order_number}$`));
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await expect(page.getByLabel('Phone Number')).toHaveValue(first.phone_number);
  await expect(page.getByLabel('Email Address')).toHaveValue('again@example.com');
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await expect(section(page, 'Animal').getByRole('radio', { name: 'Deer' })).not.toBeChecked();
  // Nothing typed, nothing kept: a reload starts from the server's answer again (a fresh tag suggestion too).
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await expect(page.getByText('What was typed before is back.')).toHaveCount(0);
});

test("'Save and add another animal' keeps the customer for the next animal; the orders name each other", async ({
  page,
}) => {
  await signIn(page, 'staff');
  const name = uniqueWord('Twin ');
  await page.goto('/shop/orders/new');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Phone Number').fill(uniquePhone());
  const animal = section(page, 'Animal');
  await animal.getByRole('radio', { name: 'Deer' }).check();
  await animal.getByRole('radio', { name: 'Buck (Male)' }).check();
  await page.getByRole('checkbox', { name: 'Ground', exact: true }).check();
  const tag = page.getByLabel('Tag number');
  const firstTag = Number(await tag.inputValue());
  await page.getByRole('button', { name: 'Save and add another animal' }).click();

  const saved = page.getByRole('status').filter({ hasText: `Next animal for ${name}:` });
  await expect(saved).toBeVisible();
  const first = /Order (GM-\d+) saved/.exec((await saved.textContent()) ?? '')?.[1] ?? '';
  // The same customer, a fresh animal with the next tag, starting at the animal.
  await expect(animal.getByRole('radio', { name: 'Deer' })).toBeFocused();
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await expect(page.getByRole('checkbox', { name: 'Ground', exact: true })).toHaveCount(0);
  await expect(tag).toHaveValue(String(firstTag + 1));

  await animal.getByRole('radio', { name: 'Hog' }).check();
  await animal.getByRole('radio', { name: 'Sow (Female)' }).check();
  await animal.getByRole('radio', { name: /Under 200/ }).check();
  await page.getByRole('checkbox', { name: 'Chops', exact: true }).check();
  await page.getByRole('button', { name: 'Save and check in' }).click();
  await expect(section(page, 'Customer')).toContainText(`Same customer: ${first}`);
  await page.getByRole('link', { name: 'Print cut sheet' }).click();
  await expect(page.getByRole('article')).toContainText(`Also for this customer: ${first}, checked in`);
});
