import type { Page } from '@playwright/test';
import {
  E2E_OWNER,
  type IsolatedServer,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  signIn,
  startIsolatedServer,
  test,
} from './fixtures';

/**
 * docs/shop.md 5: the owner's /shop/prices. A save changes what every later order costs, so the saving test has
 * a server of its own that no other test orders on.
 */
const OWNER = E2E_OWNER;
let server: IsolatedServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startIsolatedServer();
});
test.afterAll(async () => {
  await server?.close();
});

/** The prices page of this file's server, through its sign-in (each test has a browser of its own). */
async function openPricesSignedIn(page: Page) {
  await page.goto(`${server.baseURL}/shop/prices`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const REFUSED = /Failed to load resource: the server responded with a status of (400|401)/;

test('the owner changes a price, hides an item, adds one with a sub-option, saves and views the old version', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED);
  await openPricesSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await expect(page).toHaveTitle(/^Prices\b/);

  for (const section of ['Processing', 'Prep options', 'Add-ons', 'Past versions']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const deer = page.getByLabel('Basic cut and wrap (deer)');
  await expect(deer).toHaveValue('125.00');
  await expect(page.getByLabel('Hog under 200 lbs')).toHaveValue('125.00');
  await expect(page.getByLabel('Hog over 200 lbs, per lb')).toHaveValue('0.89');
  await expect(page.getByRole('textbox', { name: 'Price of Skinning' })).toHaveValue('10.00');
  await expect(page.getByRole('textbox', { name: 'Price of Jerky - Teriyaki' })).toHaveValue('12.00');
  await expect(page.getByRole('textbox', { name: 'Price of Variety Pack' })).toHaveValue('220.00');
  const jerkyOffered = page.getByRole('checkbox', { name: 'Jerky Offered to customers' });
  await expect(jerkyOffered).toBeChecked();
  await expect(page.getByRole('listitem').filter({ hasText: 'Version 1' })).toContainText('by System');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // A price that is no price is named beside its field, which gets focus.
  await deer.fill('12x');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(deer).toHaveAccessibleDescription(
    'Basic cut and wrap (deer): Enter a price from $0.00 to $9,999.99, such as 125.00.',
  );
  await expect(deer).toBeFocused();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);

  await deer.fill('130');
  await jerkyOffered.uncheck();
  await page.getByLabel('Name', { exact: true }).fill('Elk Sticks');
  await page.getByLabel('Unit').selectOption({ label: 'per lb' });
  await page.getByLabel('Price', { exact: true }).fill('9.00');
  await page.getByRole('button', { name: 'Add sub-option' }).click();
  const subOption = page.getByLabel('Name of sub-option 1');
  await expect(subOption).toBeFocused();
  await subOption.fill('Hot');
  await page.getByLabel('Price of sub-option 1').fill('9.50');
  // ADR 0610: what Spanish customers read, for the new item and for one of the catalogue.
  await page.getByRole('textbox', { name: 'Spanish name of Elk Sticks' }).fill('Palitos de alce');
  const bacon = page.getByRole('textbox', { name: 'Spanish name of Bacon', exact: true });
  await expect(bacon).toHaveAccessibleDescription("Left empty, Spanish customers read 'Tocino'.");
  await bacon.fill('Tocino de venado');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // 'Saving...' while the call runs, then 'Saved as version N.' and the version heads Past versions.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shop/prices', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  await expect(page.getByRole('status')).toHaveText('Saved as version 2.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(deer).toHaveValue('130.00');
  await expect(jerkyOffered).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Price of Elk Sticks - Hot' })).toHaveValue('9.50');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  const newest = page.getByRole('listitem').filter({ hasText: 'Version 2' });
  await expect(newest).toContainText('(current)');
  await expect(newest).toContainText('by Owner');

  // After a reload the saved prices are the ones shown.
  await page.reload();
  await expect(page.getByLabel('Basic cut and wrap (deer)')).toHaveValue('130.00');
  await expect(page.getByRole('checkbox', { name: 'Elk Sticks Offered to customers' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Spanish name of Elk Sticks' })).toHaveValue('Palitos de alce');

  // A Spanish customer reads the owner's names, and the catalogue's where the owner gave none.
  const created = await page.request.post(`${server.baseURL}/api/orders`, {
    data: { full_name: 'Ana Ruiz', email: 'ana@example.com', phone_number: '555 010 2030', language: 'es' },
  });
  const { order } = (await created.json()) as { order: { id: string } };
  const animal = await page.request.put(`${server.baseURL}/api/orders/${order.id}/animal`, {
    data: { animal_type: 'Deer', gender: 'Buck', prep: [] },
  });
  expect(animal.ok()).toBe(true);
  await page.context().addCookies([{ name: 'lang', value: 'es', url: server.baseURL }]);
  await page.goto(`${server.baseURL}/`);
  await page.evaluate((id) => localStorage.setItem('currentOrderId', id), order.id);
  await page.goto(`${server.baseURL}/addons`);
  await expect(page.getByRole('checkbox', { name: 'Palitos de alce' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Tocino de venado' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Bocaditos en escabeche' })).toBeVisible();
  await page.context().clearCookies({ name: 'lang' });
  await page.goto(`${server.baseURL}/shop/prices`);

  // The first version, read-only and unchanged.
  await page.getByRole('link', { name: 'View version 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prices, version 1' })).toBeVisible();
  await expect(page.getByText(/^Saved .+ by System\. A version never changes\.$/)).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText(['$125.00', '$125.00', '$0.89']);
  await expect(page.getByText('Jerky', { exact: true })).toBeVisible();
  await expect(page.getByText('Elk Sticks')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.goBack();
  await page.getByRole('link', { name: 'View version 2' }).click();
  await expect(page.getByText('Jerky (not offered to customers)')).toBeVisible();
  await expect(page.getByText('Elk Sticks')).toBeVisible();
});

test('staff cannot open the prices page', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/shop/prices');
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await expect(page.getByText('Only an owner can open this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save prices' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('changes not saved yet are asked about before they are lost, and Save stays in reach', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED);
  await openPricesSignedIn(page);
  const save = page.getByRole('button', { name: 'Save prices' });
  // At the top of a long list the save is in the window already.
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeInViewport();
  await expect(save).toBeInViewport();

  const deer = page.getByLabel('Basic cut and wrap (deer)');
  await deer.fill('131.00');
  await expect(page.getByText('Changes not saved yet.')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Shop' });
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect.poll(() => asked).toEqual(['Your changes are not saved yet. Leave without saving them?']);
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await expect(deer).toHaveValue('131.00');
  await expectNoAxeViolations(page);

  page.once('dialog', (dialog) => void dialog.accept());
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // Nothing unsaved, nothing asked.
  await nav.getByRole('link', { name: 'Prices' }).click();
  await expect(deer).not.toHaveValue('131.00');
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});
