import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { localDateOf } from '../../src/domain/shop/export-range';
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, signIn, test } from './fixtures';
import { submitOrder, uniqueWord } from './shop-fixtures';

/**
 * docs/shop.md 6: the owner's export at /shop/export: the range and stage, the two CSV
 * files downloaded by the browser with the session, and staff kept out.
 */

const ZONE = 'America/Chicago';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Shop' });

/** The downloaded file: its bytes and its rows read back by csv-parse. */
async function readDownload(download: Download) {
  const bytes = await readFile(await download.path());
  return { bytes, rows: parse<Record<string, string>>(bytes, { bom: true, columns: true }) };
}

async function downloadFrom(page: Page, linkName: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  return download;
}

test("the owner downloads the season's orders and line items; a wrong range is named and not asked for", async ({
  page,
}) => {
  await signIn(page);
  const name = uniqueWord('Exporter, "Quoted" ');
  const order = await submitOrder(page.request, {
    details: { full_name: name },
    addons: [{ addon_name: 'Ground Sausage - Hot', quantity: 2.5 }],
  });

  await page.goto('/shop');
  await nav(page).getByRole('link', { name: 'Export' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Export' })).toBeVisible();
  await expect(page).toHaveTitle(/^Export\b/);
  await expect(nav(page).getByRole('link', { name: 'Export' })).toHaveAttribute('aria-current', 'page');
  // The season so far in the shop's time zone.
  const today = localDateOf(new Date(), ZONE);
  const seasonStart = `${today.slice(0, 4)}-01-01`;
  await expect(page.getByLabel('From')).toHaveValue(seasonStart);
  await expect(page.getByLabel('To')).toHaveValue(today);
  await expect(page.getByLabel('Stage')).toHaveValue('all');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  const orders = await downloadFrom(page, 'Download orders CSV');
  expect(orders.suggestedFilename()).toBe(`orders-${seasonStart}-to-${today}.csv`);
  const ordersFile = await readDownload(orders);
  expect([...ordersFile.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const row = ordersFile.rows.find((candidate) => candidate['Order number'] === order.order_number);
  expect(row).toMatchObject({
    'Customer name': name,
    Email: order.email,
    Animal: 'Deer',
    Gender: 'Buck',
    Prep: 'Skinning',
    'Grand total': ((order.total_cents ?? 0) / 100).toFixed(2),
    Paid: '0.00',
    'Balance due': ((order.total_cents ?? 0) / 100).toFixed(2),
    Stage: 'Submitted',
  });
  expect(row?.['Submitted at']).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));

  // The line items of one stage, from the keyboard.
  await page.getByLabel('Stage').selectOption({ label: 'Submitted' });
  const itemsLink = page.getByRole('link', { name: 'Download line items CSV' });
  await itemsLink.focus();
  const [items] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(items.suggestedFilename()).toBe(`line-items-${seasonStart}-to-${today}.csv`);
  const lines = (await readDownload(items)).rows.filter((line) => line['Order number'] === order.order_number);
  expect(lines.map((line) => [line.Section, line.Item, line.Options, line.Quantity, line.Amount])).toEqual([
    ['Prep Services', 'Skinning', '', '1', '10.00'],
    ['Processing', 'Deer', 'Buck', '1', '125.00'],
    ['Cuts', 'Backstrap', 'Whole', '', ''],
    ['Cuts', 'Ground', '', '', ''],
    ['Add-ons', 'Ground Sausage', 'Hot', '2.5', '5.00'],
  ]);

  // To before From: nothing is downloaded, the message is on To, which takes focus.
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByLabel('To').fill(`${today.slice(0, 4)}-01-01`);
  await page.getByLabel('From').fill(`${today.slice(0, 4)}-01-02`);
  await page.getByRole('link', { name: 'Download orders CSV' }).click();
  await expect(page.getByLabel('To')).toBeFocused();
  await expect(page.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('To')).toHaveAccessibleDescription('To must be the same day as From or later.');
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  expect(downloads).toBe(0);
  // Put right, the message goes.
  await page.getByLabel('To').fill(today);
  await expect(page.getByLabel('To')).not.toHaveAttribute('aria-invalid', 'true');
});

test('staff have no Export link, the page refuses them and so does the API', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Export' })).toHaveCount(0);
  await page.goto('/shop/export');
  await expect(page.getByRole('heading', { level: 1, name: 'Export' })).toBeVisible();
  await expect(page.getByText('Only an owner can open this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download orders CSV' })).toHaveCount(0);
  const refused = await page.request.get('/api/shop/export/orders.csv?from=2026-01-01&to=2026-01-31');
  expect(refused.status()).toBe(403);
});
