import type { Page } from '@playwright/test';
import {
  E2E_OWNER,
  createStaffAccount,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  signIn,
  test,
  uniqueEmail,
} from './fixtures';

/**
 * docs/shop.md 1 and 3 on the e2e server, whose owner exists from the start (E2E_OWNER). The setup link and the
 * last owner need a shop of their own: shop-accounts-setup.spec.ts.
 */

/** The browser logs each answer the shop gives on purpose without a session (401) or to a bad input (400). */
const REFUSED = /Failed to load resource: the server responded with a status of (400|401|409)/;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Shop' });

async function expectScreen(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title}\\b`));
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
}

test('customer pages load none of the shop: neither its code nor its stylesheet', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => path.includes('shop-app'))).toEqual([]);
  // The inlined stylesheet has no rule written only for the shop (its navigation's current link).
  const inlined = await page.locator('style').allTextContents();
  expect(inlined.join('').includes('aria-current')).toBe(false);

  await signIn(page);
  await page.goto('/shop/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  expect(fetched.filter((path) => /\/assets\/shop-app-[\w-]+\.(js|css)$/.test(path))).toHaveLength(2);
});

test('a shop page without a session goes to sign-in, which refuses a wrong password and returns to the page asked for', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED);
  await page.goto('/shop/settings');
  await expect(page).toHaveURL('/shop/sign-in?next=%2Fshop%2Fsettings');
  await expectScreen(page, 'Sign in');
  await expect(nav(page)).toHaveCount(0);

  // Keyboard only: the fields in order, Enter submits.
  await page.getByLabel('Email').focus();
  await page.keyboard.type(E2E_OWNER.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
  await expectNoAxeViolations(page);

  // While the call runs the one button reads 'Signing in...'.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shop/sign-in', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Password').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  release();

  await expect(page).toHaveURL('/shop/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(nav(page).getByRole('link')).toHaveText([
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
  await expect(nav(page).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page)).toContainText(E2E_OWNER.name);

  await nav(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/shop/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // The session ended on the server: the board sends to sign-in again.
  await page.goto('/shop');
  await expect(page).toHaveURL('/shop/sign-in');
});

test('a return path that leaves the shop is ignored', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(REFUSED);
  await page.goto('/shop/sign-in?next=https%3A%2F%2Fevil.example%2Fshop');
  await page.getByLabel('Email').fill(E2E_OWNER.email);
  await page.getByLabel('Password').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('the owner pages: navigation, the pages still to come and a missing page', async ({ page }) => {
  await signIn(page);
  await page.goto('/shop/prices');
  await expectScreen(page, 'Prices');
  await expect(page.getByRole('button', { name: 'Save prices' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Export' }).click();
  await expectScreen(page, 'Export');
  await page.goto('/shop/no-such-page');
  await expectScreen(page, 'Page not found');
  await page.getByRole('link', { name: 'Go to the orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
});

test('a new staff account changes its temporary password at first sign-in, then works the orders only', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED);
  const account = await createStaffAccount(request, { role: 'staff', name: 'Sam Staff' });

  await page.goto('/shop/orders/GM-1001');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Nothing else first: the password page, without the navigation's links.
  await expect(page).toHaveURL('/shop/password?next=%2Fshop%2Forders%2FGM-1001');
  await expectScreen(page, 'Change password');
  await expect(page.getByText('You signed in with a temporary password.')).toBeVisible();
  await expect(nav(page).getByRole('link')).toHaveCount(0);
  await expect(nav(page)).toContainText('Sam Staff');
  await page.goto('/shop/staff');
  await expect(page).toHaveURL('/shop/password?next=%2Fshop%2Fstaff');

  await page.getByLabel('Current password').fill('not the password');
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription(/Use at least 10 characters\./);
  await expectNoAxeViolations(page);

  await page.getByLabel('New password').fill('a better password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('The current password is not correct.');
  await expect(page.getByLabel('Current password')).toBeFocused();

  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  // On to the page it asked for; a staff member's navigation has the orders only.
  await expect(page).toHaveURL('/shop/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByText('Only an owner can open this page.')).toBeVisible();
  await expect(nav(page).getByRole('link')).toHaveText(['Orders', 'Processor log']);
  await expectNoAxeViolations(page);

  // The new password is the one that signs in now.
  await nav(page).getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('a better password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('the owner adds staff, resets a password, changes a role, deactivates and reactivates', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED);
  await signIn(page);
  await page.goto('/shop/staff');
  await expectScreen(page, 'Staff');
  await expect(page.getByRole('listitem').filter({ hasText: E2E_OWNER.email })).toContainText('Owner');

  // Add staff: the dialog opens from the keyboard and gives focus back when closed.
  const addButton = page.getByRole('button', { name: 'Add staff' });
  await addButton.focus();
  await page.keyboard.press('Enter');
  const addDialog = page.getByRole('dialog', { name: 'Add staff' });
  await expect(addDialog).toBeVisible();
  await expect(addDialog.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(addDialog).toBeHidden();
  await expect(addButton).toBeFocused();

  const email = uniqueEmail('casey');
  await addButton.click();
  await addDialog.getByLabel('Name').fill('Casey Cutter');
  await addDialog.getByLabel('Email').fill(email);
  await expect(addDialog.getByLabel('Role')).toHaveValue('staff');
  await addDialog.getByLabel('Role').selectOption({ label: 'Staff' });
  await addDialog.getByLabel('Temporary password').fill('short');
  await addDialog.getByRole('button', { name: 'Add staff' }).click();
  await expect(addDialog.getByLabel('Temporary password')).toHaveAccessibleDescription(/Use at least 10 characters\./);
  await expect(addDialog.getByLabel('Temporary password')).toBeFocused();
  await expectNoAxeViolations(page);
  await addDialog.getByLabel('Temporary password').fill('temporary-casey-1');
  await addDialog.getByRole('button', { name: 'Add staff' }).click();
  await expect(addDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added Casey Cutter.' })).toBeVisible();

  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByRole('heading', { name: 'Casey Cutter' })).toBeVisible();
  await expect(row).toContainText('Staff');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Temporary password');

  // The same email twice: the server's 409 in the dialog.
  await addButton.click();
  await addDialog.getByLabel('Name').fill('Casey Again');
  await addDialog.getByLabel('Email').fill(email);
  await addDialog.getByLabel('Temporary password').fill('temporary-casey-2');
  await addDialog.getByRole('button', { name: 'Add staff' }).click();
  await expect(addDialog.getByRole('alert')).toHaveText('An account with this email already exists.');
  await addDialog.getByRole('button', { name: 'Close' }).click();
  await expect(addDialog).toBeHidden();

  // Reset password.
  await row.getByRole('button', { name: 'Reset password' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset password' });
  await expect(resetDialog).toContainText('Casey Cutter is signed out at once');
  await expectNoAxeViolations(page);
  await resetDialog.getByLabel('Temporary password').fill('temporary-casey-3');
  await resetDialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(resetDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Reset the password of Casey Cutter.' })).toBeVisible();

  // Change the role to Owner and back.
  await row.getByRole('button', { name: 'Change role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change role' });
  await expectNoAxeViolations(page);
  await roleDialog.getByLabel('Role').selectOption({ label: 'Owner' });
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Casey Cutter is Owner now.' })).toBeVisible();
  await expect(row.getByText('Owner', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Change role' }).click();
  await roleDialog.getByLabel('Role').selectOption({ label: 'Staff' });
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(row.getByText('Staff', { exact: true })).toBeVisible();

  // Deactivate, confirmed in its dialog; the account can no longer sign in.
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const deactivateDialog = page.getByRole('dialog', { name: 'Deactivate' });
  await expect(deactivateDialog).toContainText(
    'Casey Cutter is signed out at once and cannot sign in until reactivated.',
  );
  await expectNoAxeViolations(page);
  await deactivateDialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(deactivateDialog).toBeHidden();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: 'Reactivate' })).toBeFocused();
  const refused = await page.request.post('/api/shop/sign-in', { data: { email, password: 'temporary-casey-3' } });
  expect(refused.status()).toBe(401);

  await row.getByRole('button', { name: 'Reactivate' }).click();
  const reactivateDialog = page.getByRole('dialog', { name: 'Reactivate' });
  await expectNoAxeViolations(page);
  await reactivateDialog.getByRole('button', { name: 'Reactivate' }).click();
  await expect(reactivateDialog).toBeHidden();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test("'Forgot password?' emails a link that sets a new password once", async ({
  page,
  request,
  fakes,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED);
  const account = await createStaffAccount(request, { role: 'staff', name: 'Forgetful Fran' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectScreen(page, 'Forgot password?');
  await page.getByLabel('Email').fill('not an email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Enter a valid email address\./);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account uses this email, a link to choose a new password is on its way. It works once, for 1 hour.',
  );
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  await expect.poll(() => fakes.smtp.messages.filter((m) => m.to.includes(account.email)).length).toBe(1);
  const email = fakes.smtp.messages.find((m) => m.to.includes(account.email));
  expect(email?.subject).toBe('Choose a new password');
  const link = email?.text.match(/https?:\/\/\S+\/shop\/reset-password\?token=[\w-]+/)?.[0] ?? '';
  const { pathname, search } = new URL(link);

  await page.goto(`${pathname}${search}`);
  await expectScreen(page, 'Choose a new password');
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription(/Use at least 10 characters\./);
  await page.getByLabel('New password').fill('fran chose this one');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your new password is saved. Sign in with it.');
  await expectNoAxeViolations(page);

  // Once only: the same link is refused, with a way to ask again.
  await page.goto(`${pathname}${search}`);
  await page.getByLabel('New password').fill('fran tries again later');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or was already used. Ask for a new one on the sign-in page.',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await page.goto('/shop/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('fran chose this one');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});
