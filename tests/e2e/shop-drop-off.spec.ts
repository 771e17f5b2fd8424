import {
  E2E_OWNER,
  type IsolatedServer,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  startIsolatedServer,
  test,
} from './fixtures';

/**
 * docs/shop.md 10: the owner's drop-off days at /shop/drop-off. Saving them changes what every customer is
 * asked, so this file has a server of its own.
 */
let server: IsolatedServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startIsolatedServer();
});
test.afterAll(async () => {
  await server?.close();
});

const REFUSED = /Failed to load resource: the server responded with a status of (400|401)/;

test('the owner sets the drop-off days; refused values are named beside their fields', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED);
  await page.goto(`${server.baseURL}/shop`);
  await page.getByLabel('Email').fill(E2E_OWNER.email);
  await page.getByLabel('Password').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const nav = page.getByRole('navigation', { name: 'Shop' });
  await nav.getByRole('link', { name: 'Drop-off days' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Drop-off days' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Drop-off days' })).toHaveAttribute('aria-current', 'page');

  // Off by default, nothing set.
  const ask = page.getByRole('checkbox', { name: 'Ask customers for a drop-off day' });
  await expect(ask).not.toBeChecked();
  await expect(page.getByLabel('First drop-off day')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  await expect(page.getByLabel('Deer per day')).toHaveValue('0');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Asking for a day needs the season's ends: each refusal at its field, the first focused.
  await ask.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('First drop-off day')).toHaveAccessibleDescription(
    'Enter the first drop-off day, such as 2026-11-14.',
  );
  await expect(page.getByLabel('Last drop-off day')).toHaveAccessibleDescription(
    'Enter the last drop-off day, such as 2026-12-31.',
  );
  await expect(page.getByLabel('First drop-off day')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('First drop-off day').fill('2026-11-07');
  await page.getByLabel('Last drop-off day').fill('2026-12-31');
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByRole('checkbox', { name: 'Sunday' }).check();
  await page.getByLabel('Deer per day').fill('16');
  await page.getByLabel('Hogs per day').fill('4');
  await page.getByRole('button', { name: 'Add closed date' }).click();
  await page.getByLabel('Closed date 1').fill('2026-11-29');
  await page.getByRole('button', { name: 'Change one day' }).click();
  const opening = page.getByRole('group', { name: 'Changed day 1' });
  await opening.getByLabel('Date').fill('2026-11-14');
  await opening.getByLabel('Deer').fill('120');
  await opening.getByLabel('Hogs').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(opening.getByLabel('Hogs')).toHaveAccessibleDescription('Enter a whole number from 0 to 10000.');
  await opening.getByLabel('Hogs').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Drop-off days saved.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(ask).toBeChecked();
  await expect(page.getByLabel('First drop-off day')).toHaveValue('2026-11-07');
  await expect(page.getByLabel('Last drop-off day')).toHaveValue('2026-12-31');
  await expect(page.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
  await expect(page.getByLabel('Hogs per day')).toHaveValue('4');
  await expect(page.getByLabel('Closed date 1')).toHaveValue('2026-11-29');
  await expect(opening.getByLabel('Deer')).toHaveValue('120');
  await page.getByRole('button', { name: 'Remove closed date 1' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Drop-off days saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Closed date 1')).toHaveCount(0);
});
