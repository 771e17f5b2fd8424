import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, signIn, test } from './fixtures';
import { checkInByApi, submitOrder, uniqueWord } from './shop-fixtures';

/**
 * The shop's screens on a 390 px phone, as staff use them in the cooler (docs/shop.md 3: they work at 390
 * and 1280 px). The shop's flows run at the counter PC's 1280 px; this file runs at 390 px and checks each
 * screen's layout there: nothing scrolls sideways and axe finds nothing.
 */

async function expectFits(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
}

for (const [path, title] of [
  ['/shop', 'Orders'],
  ['/shop/log', 'Processor log'],
  ['/shop/settings', 'Settings'],
  ['/shop/staff', 'Staff'],
  ['/shop/prices', 'Prices'],
  ['/shop/export', 'Export'],
] as const) {
  test(`${title} fits a phone and passes axe`, async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto(path);
    await expectFits(page, title);
  });
}

test('the order page and its dialogs fit a phone and pass axe', async ({ page }) => {
  await signIn(page, 'owner');
  const order = await submitOrder(page.request, { details: { full_name: uniqueWord('Narrow ') } });
  await checkInByApi(page.request, order.order_number);
  await page.goto(`/shop/orders/${order.order_number}`);
  await expectFits(page, `Order ${order.order_number}`);
  for (const action of ['Record payment', 'Cancel order']) {
    await page.getByRole('button', { name: action }).click();
    const dialog = page.getByRole('dialog', { name: action });
    await expect(dialog).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('the sign-in page fits a phone', async ({ page }) => {
  await page.goto('/shop/sign-in');
  await expectFits(page, 'Sign in');
});
