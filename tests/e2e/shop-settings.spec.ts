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
 * docs/shop.md 3: the owner's settings, and the shop's name, phone and pickup hours on the landing page. The
 * landing page shows what was saved last, so this file has a server of its own that no other test saves to.
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

const REFUSED = /Failed to load resource: the server responded with a status of (400|401)/;

test('the owner saves the settings; refused values are named beside their fields', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED);
  // Before any setting: nothing of the shop on the landing page.
  await page.goto(`${server.baseURL}/`);
  await expect(page.getByText('Need help? Contact support anytime')).toBeVisible();
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);

  await page.goto(`${server.baseURL}/shop/settings`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle(/^Settings\b/);

  // The defaults.
  await expect(page.getByLabel('Shop name')).toHaveValue('');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');
  await expect(page.getByLabel('First tag number')).toHaveValue('1');
  await expect(page.getByLabel('New order email')).toHaveValue('');
  // The backups (docs/operations.md, 'Backups'), nightly on the embedded database's folder, none taken yet on a new
  // shop.
  const backups = page.getByRole('region', { name: 'Backups' });
  await expect(backups.getByText('No backup has been taken yet.')).toBeVisible();
  await expect(backups.getByText('A backup is taken every night at 2:00 AM.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Refused by the server: each message beside its field, the first field at fault focused. The phone is
  // checked as a customer's is (docs/shop.md 3).
  await expect(page.getByLabel('Time zone').locator('option:checked')).toHaveText('Central (Chicago)');
  await page.getByLabel('Phone').fill('12345');
  await page.getByLabel('New order email').fill('not an email');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(/Please enter a valid phone number\.$/);
  await expect(page.getByLabel('New order email')).toHaveAccessibleDescription(/Enter a valid email address\.$/);
  await expect(page.getByLabel('Phone')).toBeFocused();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);

  // A tag number that is no whole number is caught before sending.
  await page.getByLabel('First tag number').fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByLabel('First tag number')).toHaveAccessibleDescription(
    /First tag number must be a whole number from 1 to 999999\.$/,
  );

  await page.getByLabel('Shop name').fill('Hollow Creek Processing');
  await page.getByLabel('Phone').fill('(205) 555-0100');
  await page.getByLabel('Address').fill('12 Mill Road, Hollow Creek, AL');
  await page.getByLabel('Pickup hours').fill('Mon-Sat 8am-6pm');
  await page.getByLabel('Time zone').selectOption({ label: 'Eastern (New York)' });
  await page.getByLabel('First tag number').fill('1001');
  await page.getByLabel('New order email').fill('orders@hollowcreek.example.com');

  // 'Saving...' while the call runs, then a polite 'Settings saved.'.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shop/settings', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  await expect(page.getByRole('status')).toHaveText('Settings saved.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Phone')).not.toHaveAttribute('aria-invalid', 'true');

  await page.reload();
  await expect(page.getByLabel('Shop name')).toHaveValue('Hollow Creek Processing');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
  await expect(page.getByLabel('First tag number')).toHaveValue('1001');
  await expect(page.getByLabel('New order email')).toHaveValue('orders@hollowcreek.example.com');
});

test('the landing page shows the shop name, the phone as a link after the help line, and the pickup hours', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/`);
  const footer = page.locator('footer');
  const phone = footer.getByRole('link', { name: '(205) 555-0100' });
  await expect(phone).toHaveAttribute('href', 'tel:2055550100');
  await expect(footer).toHaveText(
    /^Need help\? Contact support anytime\s*\(205\) 555-0100\s*Hollow Creek Processing\s*Pickup hours: Mon-Sat 8am-6pm$/,
  );
  // docs/customer-flow.md 2: the shop's name heads the page and titles every customer page, as the server drew it.
  await expect(page).toHaveTitle('Hollow Creek Processing');
  await expect(page.locator('main > p').first()).toHaveText('Hollow Creek Processing');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page).toHaveTitle('Order Details | Hollow Creek Processing');
  await page.reload();
  await expect(page).toHaveTitle('Order Details | Hollow Creek Processing');
});
