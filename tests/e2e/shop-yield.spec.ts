import type { APIRequestContext, Page } from '@playwright/test';
import { SHOP_API_PATHS } from '../../src/domain/shop/shop-api-paths';
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, signIn, test } from './fixtures';
import { REFUSED_RESOURCE, checkInByApi, submitOrder, uniqueWord } from './shop-fixtures';

/**
 * docs/shop.md 11, finished weight and yield: the weight asked at 'Mark ready for pickup' (skippable) and
 * kept on the order page with its yield, and the owner's /shop/yield with its chart and tables, at the
 * counter PC and on a phone, with axe.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Shop' });

/** A deer checked in with its hanging weight and in processing, by the API; its order number. */
async function inProcessing(request: APIRequestContext, hangingWeightLbs: number, name = 'Yield'): Promise<string> {
  const order = await submitOrder(request, { details: { full_name: uniqueWord(`${name} `) } });
  const { drop_off } = await checkInByApi(request, order.order_number);
  const edited = await request.put(SHOP_API_PATHS.editDropOff.href(order.order_number), {
    data: { tag_number: drop_off.tag_number, hanging_weight_lbs: hangingWeightLbs },
  });
  expect(edited.ok()).toBe(true);
  const moved = await request.post(SHOP_API_PATHS.moveStage.href(order.order_number), { data: { to: 'processing' } });
  expect(moved.ok()).toBe(true);
  return order.order_number;
}

test("staff weigh the meat at 'Mark ready for pickup', correct it on the order page, and read its yield", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED_RESOURCE(400));
  await signIn(page, 'staff');
  const number = await inProcessing(page.request, 150);
  await page.goto(`/shop/orders/${number}`);
  const yieldSection = page.getByRole('region', { name: 'Yield' });
  await expect(yieldSection).toContainText('Yield shows once the finished weight is recorded.');

  await page.getByRole('button', { name: 'Mark ready for pickup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark ready for pickup' });
  await expect(dialog.getByRole('heading', { name: /^Email to / })).toBeVisible();
  const weight = dialog.getByLabel('Finished weight (lbs)');
  await weight.fill('2000');
  await dialog.getByRole('button', { name: 'Mark ready for pickup' }).click();
  // Refused at the field, before anything is sent; the field takes focus and says why.
  await expect(dialog.getByRole('alert')).toHaveText('Enter a weight from 1 to 1500 lbs.');
  await expect(weight).toBeFocused();
  await expect(weight).toHaveAccessibleDescription(/Enter a weight from 1 to 1500 lbs\./);
  await expectNoAxeViolations(page);
  await weight.fill('72.5');
  await dialog.getByRole('button', { name: 'Mark ready for pickup' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Stage: Ready for pickup')).toBeVisible();
  await expect(yieldSection).toContainText('Yield: 48%');
  await expect(yieldSection).toContainText(/Finished weight \(lbs\)\s*72\.5/);
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Marked ready for pickup, finished weight 72.5 lbs (yield 48%)',
  );

  // A wrong weight is corrected on the order page, from the keyboard.
  await yieldSection.getByRole('button', { name: 'Finished weight' }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Finished weight' });
  await expect(edit.getByLabel('Finished weight (lbs)')).toHaveValue('72.5');
  await edit.getByLabel('Finished weight (lbs)').fill('75');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(edit).toBeHidden();
  await expect(yieldSection).toContainText('Yield: 50%');
  await expect(page.getByRole('status').filter({ hasText: 'Finished weight saved.' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Skipped: left empty, the order is marked ready all the same, without a weight.
  const skipped = await inProcessing(page.request, 150, 'Skipped');
  await page.goto(`/shop/orders/${skipped}`);
  await page.getByRole('button', { name: 'Mark ready for pickup' }).click();
  const again = page.getByRole('dialog', { name: 'Mark ready for pickup' });
  await expect(again.getByRole('heading', { name: /^Email to / })).toBeVisible();
  await expect(again.getByLabel('Finished weight (lbs)')).toHaveValue('');
  await again.getByRole('button', { name: 'Mark ready for pickup' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByText('Stage: Ready for pickup')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Yield' })).toContainText(
    'Yield shows once the finished weight is recorded.',
  );
});

test('the owner reads the yield by species and week, with the lowest orders; staff cannot', async ({ page }) => {
  await signIn(page, 'owner');
  // The lowest yield of the run: first among the lowest orders whatever else this worker weighed.
  const lowest = await inProcessing(page.request, 1500, 'Lowest');
  const weighed = await page.request.put(SHOP_API_PATHS.setFinishedWeight.href(lowest), {
    data: { finished_weight_lbs: 1 },
  });
  expect(weighed.ok()).toBe(true);
  const usual = await inProcessing(page.request, 150, 'Usual');
  await page.request.put(SHOP_API_PATHS.setFinishedWeight.href(usual), { data: { finished_weight_lbs: 90 } });

  await page.goto('/shop');
  await nav(page).getByRole('link', { name: 'Yield' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yield' })).toBeVisible();
  await expect(page).toHaveTitle(/^Yield\b/);
  await expect(nav(page).getByRole('link', { name: 'Yield' })).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('status').filter({ hasText: /\d+ deer with both weights, checked in from/ }),
  ).toBeVisible();

  const chart = page.getByRole('img', { name: 'Median yield by week' });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/Median yield of each of \d+ weeks?, lowest \d+%/);
  const weeks = page.getByRole('table', { name: 'Yield by week' });
  await expect(weeks.getByRole('columnheader')).toHaveText(['Week of', 'Orders', 'Median', 'Middle half']);
  await expect(weeks.getByRole('row')).not.toHaveCount(1);

  const lowestTable = page.getByRole('region', { name: 'Lowest yields' }).getByRole('table');
  const first = lowestTable.getByRole('row').nth(1);
  await expect(first.getByRole('link', { name: lowest })).toBeVisible();
  await expect(first.getByRole('cell').last()).toHaveText('0%');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/yield-page-desktop.png', fullPage: true });

  // Hogs: none weighed in this range.
  await page.getByLabel('Species').selectOption('Hog');
  await page.getByRole('button', { name: 'Show yield' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^0 hogs with both weights/ })).toBeVisible();
  await expect(page.getByText(/No hogs checked in on these days have both weights yet\./)).toBeVisible();

  // A range backwards is refused at its field before it is asked for.
  await page.getByLabel('Species').selectOption('Deer');
  await page.getByLabel('From').fill('2026-12-31');
  await page.getByLabel('To').fill('2026-01-01');
  await page.getByRole('button', { name: 'Show yield' }).click();
  await expect(page.getByLabel('To')).toBeFocused();
  await expect(page.getByLabel('To')).toHaveAccessibleDescription(/To must be the same day as From or later\./);

  // A phone: nothing scrolls sideways, the chart and tables stacked.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('img', { name: 'Median yield by week' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/yield-page-phone.png', fullPage: true });

  // Staff: no link, and the page says whose it is.
  await signIn(page, 'staff');
  await page.goto('/shop/yield');
  await expect(page.getByText('Only an owner can open this page.')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Yield' })).toHaveCount(0);
});
