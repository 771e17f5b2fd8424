import type { Page } from '@playwright/test';
import type { SessionInfo } from '../../src/domain/shop/answers/accounts';
import { SHOP_API_PATHS } from '../../src/domain/shop/shop-api-paths';
import { totpCode } from '../../src/server/test/totp';
import { createStaffAccount, expect, expectNoAxeViolations, signInWith, test } from './fixtures';

/**
 * Issue #27 point 5, docs/shop.md 1: two-factor sign-in with an authenticator app, whose codes the test
 * computes from the key the page shows, as a phone would; then a sign-in with a code and with a recovery code.
 * A staff account of its own, so that no other test's sign-in meets a code.
 */
const REFUSED = /Failed to load resource: the server responded with a status of (400|401)/;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Shop' });

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/shop/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Code')).toBeVisible();
}

async function signOut(page: Page) {
  await nav(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

test('turning two-factor on, then signing in with a code and with a recovery code', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED);
  const account = await createStaffAccount(page.request, { name: 'Tess Twofactor' });
  await signInWith(page.request, account);
  const password = 'tess picks her own passphrase';
  const changed = await page.request.post(SHOP_API_PATHS.changePassword.href(), {
    data: { current_password: account.password, new_password: password },
  });
  expect(((await changed.json()) as SessionInfo).user.two_factor_enabled).toBe(false);

  await page.goto('/shop/two-factor');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = (await page.locator('dt:text-is("Key") + dd').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expectNoAxeViolations(page);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByLabel('Code from the app')).toHaveAccessibleDescription(/This code is not correct\./);
  await page.getByLabel('Code from the app').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is on.').first()).toBeVisible();

  // Signing in: the password, then the code from the app.
  await signOut(page);
  await passwordStep(page, account.email, password);
  await expectNoAxeViolations(page);
  await page.getByLabel('Code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // A recovery code instead, once.
  await signOut(page);
  await passwordStep(page, account.email, password);
  await page.getByLabel('Code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await signOut(page);
  await passwordStep(page, account.email, password);
  await page.getByLabel('Code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByLabel('Code')).toHaveAccessibleDescription(/This code is not correct\./);
});
