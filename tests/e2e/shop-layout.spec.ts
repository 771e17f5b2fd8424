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
  ['/shop/drop-off', 'Drop-off days'],
  ['/shop/staff', 'Staff'],
  ['/shop/prices', 'Prices'],
  ['/shop/export', 'Export'],
  ['/shop/donations', 'Donations'],
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
  const { drop_off } = await checkInByApi(page.request, order.order_number);
  const notes = 'Broadhead in the left shoulder; the hunter wants the neck kept whole for a roast, and the hide back.';
  await page.request.put(`/api/shop/orders/${order.order_number}/drop-off`, {
    data: { tag_number: drop_off.tag_number, notes, harvest_date: '2026-11-20' },
  });
  await page.goto(`/shop/orders/${order.order_number}`);
  await expectFits(page, `Order ${order.order_number}`);
  // Beside a long value a label keeps its words whole ('Notes', not 'Note / s'), and a day reads as the
  // shop's other dates do (docs/shop.md 3, 'Dates and quantities').
  const dropOff = page.getByRole('region', { name: 'Drop-off' });
  const label = dropOff.locator('dt').filter({ hasText: /^Notes$/ });
  const { height } = (await label.boundingBox()) ?? { height: 0 };
  const lineHeight = await label.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect(height).toBeLessThan(lineHeight * 1.5);
  await expect(dropOff).toContainText(/Harvest date\s*Nov 20/);
  // docs/shop.md 3: the ready message's confirmation, shown before anything is sent, fits a phone too.
  await page.request.post(`/api/shop/orders/${order.order_number}/stage`, { data: { to: 'processing' } });
  await page.reload();
  for (const action of ['Mark ready for pickup', 'Record payment', 'Cancel order']) {
    await page.getByRole('button', { name: action }).click();
    const dialog = page.getByRole('dialog', { name: action });
    await expect(dialog).toBeVisible();
    if (action === 'Mark ready for pickup')
      await expect(dialog.getByRole('heading', { name: /^Email to / })).toBeVisible();
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

test('the board in the cooler: one stage control, then each order by tag, location and stage', async ({ page }) => {
  await signIn(page, 'owner');
  const name = uniqueWord('Cooler ');
  const order = await submitOrder(page.request, { details: { full_name: name } });
  const { drop_off } = await checkInByApi(page.request, order.order_number);
  const edited = await page.request.put(`/api/shop/orders/${order.order_number}/drop-off`, {
    data: { tag_number: drop_off.tag_number, storage_location: 'Cooler 2, rail 4' },
  });
  expect(edited.ok(), await edited.text()).toBe(true);

  // While the first page loads, the board's shape, read as one line.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shop/orders?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('Loading orders...')).toBeAttached();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  release();

  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(`Tag ${drop_off.tag_number}`);
  await expect(card).toContainText('Cooler 2, rail 4');
  await expect(card).toContainText('Checked in');
  // The stage links fold into one control naming the filter and its count; the order is above the fold.
  const stages = page.locator('summary').filter({ hasText: /^Showing: Active/ });
  await expect(stages).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cancelled/ })).toBeHidden();
  const box = await card.boundingBox();
  expect((box?.y ?? 1000) + (box?.height ?? 0)).toBeLessThan(844);
  await expectFits(page, 'Orders');

  await stages.click();
  await page.getByRole('link', { name: /^Checked in \d+$/ }).click();
  await expect(page).toHaveURL(/stage=checked_in/);
  await expect(page.locator('summary').filter({ hasText: /^Showing: Checked in/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cancelled/ })).toBeHidden();
  await expect(card).toBeVisible();
});
