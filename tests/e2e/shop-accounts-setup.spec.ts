import {
  type IsolatedServer,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  setupLinkOf,
  startIsolatedServer,
  test,
} from './fixtures';
import { turnOnTwoFactor } from './shop-fixtures';

/**
 * docs/shop.md 1: the first owner from the link the server logs when no account exists, and the last active
 * owner, who cannot be deactivated nor made staff. Both need a shop no other test touches: a server of
 * this file's own, started without any account.
 */
let server: IsolatedServer;

test.describe.configure({ mode: 'serial' });
// A shop in Denver: its setup starts from the browser's time zone (docs/shop.md 3, 'Sign-in and setup').
test.use({ timezoneId: 'America/Denver' });
test.beforeAll(async () => {
  server = await startIsolatedServer({ owner: false });
});
test.afterAll(async () => {
  await server?.close();
});

const REFUSED = /Failed to load resource: the server responded with a status of (400|401|409)/;
const INVALID = 'This setup link is not valid.';

test('the logged setup link creates the owner, signs them in, and is spent', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(REFUSED);
  const link = await setupLinkOf(server);
  expect(server.output()).toContain('No shop account yet. Create the owner account: ');
  expect(link.startsWith(`${server.baseURL}/shop/setup?token=`)).toBe(true);

  for (const wrong of ['/shop/setup?token=not-the-token', '/shop/setup']) {
    await page.goto(`${server.baseURL}${wrong}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create the owner account' })).toBeVisible();
    await expect(page.getByText(INVALID)).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Create the owner account' })).toBeVisible();
  await expect(page).toHaveTitle(/^Create the owner account\b/);
  await page.getByLabel('Your name').fill('Olive Owner');
  await page.getByLabel('Email').fill('olive@hollowcreek.example.com');
  await page.getByLabel('Password').fill('too short');
  await page.getByRole('button', { name: 'Create owner account' }).click();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/Use at least 10 characters\./);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // docs/shop.md 1: a common password is refused, with the reason at the field.
  await page.getByLabel('Password').fill('1234567890');
  await page.getByRole('button', { name: 'Create owner account' }).click();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    /This password is too common\. Choose a longer or less usual one\./,
  );
  await page.getByLabel('Password').fill('olive-owner-password');
  await page.getByRole('button', { name: 'Create owner account' }).click();
  // docs/shop.md 3, 'Sign-in and setup': on to the shop's setup, the time zone the browser's; it can wait.
  await expect(page).toHaveURL(`${server.baseURL}/shop/settings/setup`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your shop' })).toBeVisible();
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Denver');
  await expect(page.getByLabel('Time zone').locator('option:checked')).toHaveText('Mountain (Denver)');
  // docs/shop.md 1: the owner is asked to turn two-factor sign-in on.
  const protect = page.getByRole('region', { name: 'Protect your account' });
  await expect(protect.getByRole('link', { name: 'Turn on two-factor sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Finish later' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/shop`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Shop' });
  await expect(nav).toContainText('Olive Owner');
  await expect(nav.getByRole('link')).toHaveText([
    'Orders',
    'Processor log',
    'Settings',
    'Drop-off days',
    'Staff',
    'Prices',
    'Export',
    'Yield',
    'Donations',
  ]);

  await page.goto(link);
  await expect(page.getByText(INVALID)).toBeVisible();
});

test('the last active owner can be neither deactivated nor made staff', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(REFUSED);
  await page.goto(`${server.baseURL}/shop/staff`);
  await page.getByLabel('Email').fill('olive@hollowcreek.example.com');
  await page.getByLabel('Password').fill('olive-owner-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  const row = page.getByRole('listitem').filter({ hasText: 'olive@hollowcreek.example.com' });
  await expect(row).toContainText('(you)');
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const deactivate = page.getByRole('dialog', { name: 'Deactivate' });
  await deactivate.getByRole('button', { name: 'Deactivate' }).click();
  await expect(deactivate.getByRole('alert')).toHaveText('There must always be at least one active owner.');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(deactivate).toBeHidden();

  await row.getByRole('button', { name: 'Change role' }).click();
  const role = page.getByRole('dialog', { name: 'Change role' });
  await role.getByLabel('Role').selectOption({ label: 'Staff' });
  await role.getByRole('button', { name: 'Change role' }).click();
  await expect(role.getByRole('alert')).toHaveText('There must always be at least one active owner.');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Active');
  await expect(row.getByText('Owner', { exact: true })).toBeVisible();
});

test("the board names what the shop's setup still lacks until the owner finishes it", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.baseURL}/shop`);
  await page.getByLabel('Email').fill('olive@hollowcreek.example.com');
  await page.getByLabel('Password').fill('olive-owner-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText("The shop's name, phone, address and pickup hours are not set yet.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Finish setting up your shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your shop' })).toBeVisible();

  await page.getByLabel('Shop name').fill('Hollow Creek Processing');
  await page.getByLabel('Phone').fill('12345');
  await page.getByRole('button', { name: 'Save and go to the board' }).click();
  // Checked as a customer's phone is, the message at the field.
  await expect(page.getByLabel('Phone')).toBeFocused();
  await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(/Please enter a valid phone number\.$/);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await page.getByLabel('Phone').fill('(205) 555-0100');
  await page.getByRole('button', { name: 'Save and go to the board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText("The shop's address and pickup hours are not set yet.")).toBeVisible();

  await page.getByRole('link', { name: 'Finish setting up your shop' }).click();
  await expect(page.getByLabel('Shop name')).toHaveValue('Hollow Creek Processing');
  await page.getByLabel('Address').fill('12 Mill Road, Hollow Creek, CO');
  await page.getByLabel('Pickup hours').fill('Mon-Sat 8am-6pm');
  await page.getByLabel('First tag number').fill('100');
  await page.getByRole('button', { name: 'Save and go to the board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText(/not set yet/)).toHaveCount(0);

  await page.goto(`${server.baseURL}/shop/settings`);
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Denver');
  await expect(page.getByLabel('First tag number')).toHaveValue('100');
  await expect(page.getByLabel('Address')).toHaveValue('12 Mill Road, Hollow Creek, CO');
});

test('an owner who requires two-factor sign-in sends staff to turn it on before the board', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of (400|401|403)/);
  await page.goto(`${server.baseURL}/shop/staff`);
  await page.getByLabel('Email').fill('olive@hollowcreek.example.com');
  await page.getByLabel('Password').fill('olive-owner-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const rule = page.getByRole('region', { name: 'Two-factor sign-in' });
  await rule.getByRole('link', { name: 'Turn on two-factor sign-in for your account first' }).click();
  await turnOnTwoFactor(page, 'olive-owner-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await rule.getByRole('button', { name: 'Require two-factor sign-in for all staff' }).click();
  await expect(rule).toContainText('Required for all staff');
  const created = await page.request.post(`${server.baseURL}/api/shop/staff`, {
    data: {
      name: 'Sam Staff',
      email: 'sam@hollowcreek.example.com',
      role: 'staff',
      temporary_password: 'sam-temporary-key',
    },
  });
  expect(created.status()).toBe(201);

  const staffContext = await browser.newContext({ baseURL: server.baseURL });
  try {
    const staffPage = await staffContext.newPage();
    await staffPage.goto(`${server.baseURL}/shop`);
    await staffPage.getByLabel('Email').fill('sam@hollowcreek.example.com');
    await staffPage.getByLabel('Password').fill('sam-temporary-key');
    await staffPage.getByRole('button', { name: 'Sign in' }).click();
    await staffPage.getByLabel('Current password').fill('sam-temporary-key');
    await staffPage.getByLabel('New password').fill('sam picks a smokehouse phrase');
    await staffPage.getByRole('button', { name: 'Change password' }).click();
    // Not the board yet: two-factor sign-in first, whichever shop page is asked for.
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    await staffPage.goto(`${server.baseURL}/shop/log`);
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    await turnOnTwoFactor(staffPage, 'sam picks a smokehouse phrase');
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Processor log' })).toBeVisible();
  } finally {
    await staffContext.close();
  }
});
