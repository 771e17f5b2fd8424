import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, signIn, test } from './fixtures';
import { checkInByApi, submitOrder, uniquePhone, uniqueWord } from './shop-fixtures';

/** docs/shop.md 3: the orders board at /shop, at the counter PC (shop-layout.spec.ts checks it at 390 px). */

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search orders' });

test('a newly submitted order appears on the open board within 2 seconds, announced, without a reload', async ({
  page,
}) => {
  // Staff (not only the owner) work the board.
  await signIn(page, 'staff');
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page).toHaveTitle(/Orders/);
  await expect(page.getByRole('link', { name: /^Active \d+$/ })).toHaveAttribute('aria-current', 'page');
  // An order of this test's own to compare with: other tests' orders may change stage or come newer.
  const older = await submitOrder(page.request, { details: { full_name: uniqueWord('Olga ') } });
  await expect(page.getByRole('link', { name: older.order_number, exact: true })).toBeVisible();
  // A reload would lose this mark.
  await page.evaluate(() => ((window as unknown as { boardMark: boolean }).boardMark = true));

  const name = uniqueWord('Livia ');
  const order = await submitOrder(page.request, { details: { full_name: name } });

  const row = page.getByRole('link', { name: order.order_number, exact: true });
  // No reload and no polling: the live stream brought it (its delay is bench:shop's figure, not a timed assertion).
  await expect(row).toBeVisible();
  await expect(page.locator('[aria-live="polite"]', { hasText: `New order ${order.order_number}.` })).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { boardMark?: boolean }).boardMark)).toBe(true);
  // Newest first: the new order comes above the older one.
  const numbers = await page.getByRole('link', { name: /^GM-\d+$/ }).allTextContents();
  expect(numbers.indexOf(order.order_number)).toBeGreaterThanOrEqual(0);
  expect(numbers.indexOf(order.order_number)).toBeLessThan(numbers.indexOf(older.order_number));
});

test('search finds an order by name, phone and tag, and the URL keeps the search', async ({ page }) => {
  await signIn(page);
  const surname = uniqueWord('Brockway');
  const phone = uniquePhone();
  const order = await submitOrder(page.request, { details: { full_name: `Tess ${surname}`, phone_number: phone } });
  const other = await submitOrder(page.request, { details: { full_name: uniqueWord('Other ') } });
  const checkedIn = await checkInByApi(page.request, order.order_number);
  const tag = checkedIn.drop_off.tag_number;

  await page.goto('/shop');
  const link = page.getByRole('link', { name: order.order_number, exact: true });
  const otherLink = page.getByRole('link', { name: other.order_number, exact: true });
  await expect(otherLink).toBeVisible();

  // By name, typed and left to the debounce.
  await search(page).fill(surname.toLowerCase());
  await expect(otherLink).toBeHidden();
  await expect(link).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${surname.toLowerCase()}`));
  await expect(page.getByRole('link', { name: /^GM-\d+$/ })).toHaveCount(1);

  // The URL is the state: a reload keeps the search.
  await page.reload();
  await expect(search(page)).toHaveValue(surname.toLowerCase());
  await expect(link).toBeVisible();

  // By phone, in other formatting, with Enter.
  await search(page).fill(phone.replace(/\D/g, ''));
  await search(page).press('Enter');
  await expect(link).toBeVisible();
  await expect(page.getByRole('link', { name: /^GM-\d+$/ })).toHaveCount(1);

  // By tag: a whole number typed without Enter searches (Enter would open the order).
  await search(page).fill(String(tag));
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(link).toBeVisible();

  // A search that matches nothing says so.
  await search(page).fill(uniqueWord('nobody'));
  await expect(page.getByText('No orders match.')).toBeVisible();
});

test('a scanner typing an order number or a tag and Enter opens that order', async ({ page }) => {
  await signIn(page);
  const order = await submitOrder(page.request, { details: { full_name: uniqueWord('Scan ') } });
  const tagged = await submitOrder(page.request, { details: { full_name: uniqueWord('Tagged ') } });
  const { drop_off } = await checkInByApi(page.request, tagged.order_number);

  await page.goto('/shop');
  await search(page).fill(order.order_number);
  await search(page).press('Enter');
  await expect(page).toHaveURL(`/shop/orders/${order.order_number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // Back shows the board as it was (it may keep the number as its search); a scanner types into an empty box.
  await search(page).clear();
  await search(page).pressSequentially(String(drop_off.tag_number));
  await search(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Order ${tagged.order_number}` })).toBeVisible();
});

test('stage filters link with their counts; Back returns to the previous filter', async ({ page }) => {
  await signIn(page);
  const name = uniqueWord('Filter ');
  const order = await submitOrder(page.request, { details: { full_name: name } });
  await checkInByApi(page.request, order.order_number);

  await page.goto('/shop');
  for (const label of [
    'Active',
    'Submitted',
    'Checked in',
    'Processing',
    'Ready for pickup',
    'Picked up',
    'Cancelled',
    'Unclaimed',
    'On hold',
    'Overdue',
  ]) {
    await expect(page.getByRole('link', { name: new RegExp(`^${label} \\d+$`) })).toBeVisible();
  }
  await page.getByRole('link', { name: /^Checked in \d+$/ }).click();
  await expect(page).toHaveURL(/[?&]stage=checked_in/);
  await expect(page.getByRole('link', { name: /^Checked in \d+$/ })).toHaveAttribute('aria-current', 'page');
  await search(page).fill(name);
  await expect(page.getByRole('link', { name: order.order_number, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^GM-\d+$/ })).toHaveCount(1);

  await page.getByRole('link', { name: /^Submitted \d+$/ }).click();
  await expect(page.getByText('No orders match.')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: order.order_number, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Checked in \d+$/ })).toHaveAttribute('aria-current', 'page');
});

test('the board has no axe violations and never scrolls sideways', async ({ page }) => {
  await signIn(page);
  await submitOrder(page.request, {
    details: { full_name: `Maximilian ${'Longname'.repeat(6)}`, email: `${'long'.repeat(12)}@example.com` },
  });
  await page.goto('/shop');
  await expect(page.getByRole('link', { name: /^GM-\d+$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await search(page).fill(uniqueWord('nobody'));
  await expect(page.getByText('No orders match.')).toBeVisible();
  await expectNoAxeViolations(page);
});
