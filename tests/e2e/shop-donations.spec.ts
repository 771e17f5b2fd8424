import { readFile, writeFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, signIn, test } from './fixtures';
import { pdfPages } from './pdf';
import { formatCents } from '../../src/domain/money';
import { checkInByApi, getShopOrder, submitOrder, uniqueWord } from './shop-fixtures';

/**
 * docs/shop.md 12, donated deer at the counter PC: the owner adds a program on /shop/donations, staff set an
 * order's donation in its dialog (errors at the field), the order shows the program's line and what is left;
 * the hunter's receipt and the program's invoice print to PDF (the invoice landscape with page numbers), and
 * the CSV reads back the page's row. axe on each screen and dialog.
 */

test('a program, an order donated to it, its receipt, the invoice and its CSV', async ({ page }) => {
  await signIn(page, 'owner');
  const program = uniqueWord('Hunters for the Hungry');
  const hunter = uniqueWord('Dana Donor');

  // The owner adds the program.
  await page.goto('/shop/donations');
  await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
  await page.getByRole('button', { name: 'Add program' }).click();
  const add = page.getByRole('dialog', { name: 'Add program' });
  await expect(add.getByLabel('Name')).toBeFocused();
  await add.getByLabel('Name').fill(program);
  await add.getByRole('radio', { name: 'A fixed amount per animal' }).check();
  await add.getByRole('button', { name: 'Add program' }).click();
  await expect(add.getByRole('textbox', { name: 'Amount per animal' })).toHaveAccessibleDescription(
    /Enter the amount the program pays/,
  );
  await expectNoAxeViolations(page);
  await add.getByRole('textbox', { name: 'Amount per animal' }).fill('60');
  await add.getByLabel('Contact for invoices').fill('Billing, PO Box 1, Austin TX');
  await add.getByRole('button', { name: 'Add program' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${program} added.` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff set the order's donation.
  const order = await submitOrder(page.request, { details: { full_name: hunter } });
  await checkInByApi(page.request, order.order_number);
  await page.goto(`/shop/orders/${order.order_number}`);
  const section = page.getByRole('region', { name: 'Donation' });
  await expect(section).toContainText('Keep');
  await page.getByRole('button', { name: 'Edit donation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit donation' });
  await expect(dialog.getByRole('radio', { name: 'Keep' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Donate part' }).check();
  await dialog.getByLabel('Program').selectOption({ label: `${program}: $60.00 per animal` });
  await dialog.getByLabel('Pounds donated').fill('2000');
  await dialog.getByRole('button', { name: 'Save donation' }).click();
  await expect(dialog.getByLabel('Pounds donated')).toBeFocused();
  await expect(dialog.getByLabel('Pounds donated')).toHaveAccessibleDescription(
    /Pounds donated must be from 1 to 1500\./,
  );
  await expectNoAxeViolations(page);
  // A per-animal program pays nothing for a part (docs/shop.md 12): the hunter's balance stays whole.
  await dialog.getByLabel('Pounds donated').fill('40.5');
  await dialog.getByRole('button', { name: 'Save donation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    `Donation: Donate part (40.5 lbs) to ${program}`,
  );
  const part = await getShopOrder(page.request, order.order_number);
  expect(part.donation).toMatchObject({ choice: 'part', pounds_donated: 40.5, share_cents: 0 });
  await page.getByRole('button', { name: 'Edit donation' }).click();
  await expect(dialog.getByRole('radio', { name: 'Donate part' })).toBeChecked();
  await expect(dialog.getByLabel('Pounds donated')).toHaveValue('40.5');
  await dialog.getByRole('radio', { name: 'Donate all' }).check();
  await dialog.getByRole('button', { name: 'Save donation' }).click();
  await expect(dialog).toBeHidden();
  await expect(section).toContainText(`Paid by ${program}: $60.00`);
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText(`Paid by ${program}$60.00`);
  const saved = await getShopOrder(page.request, order.order_number);
  expect(saved.balance_due_cents).toBe(saved.details.totals.grand_total_cents - 6_000);
  await expect(payments).toContainText(`Balance due${formatCents(saved.balance_due_cents)}`);
  await expect(page.getByRole('region', { name: 'History' })).toContainText(`Donation: Donate all to ${program}`);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // The hunter's receipt, on paper.
  await page.getByRole('link', { name: 'Donation receipt' }).click();
  await expect(page.getByRole('article', { name: `Donation receipt of order ${order.order_number}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  const receiptPdf = await page.pdf({ preferCSSPageSize: true });
  await writeFile(test.info().outputPath('donation-receipt.pdf'), receiptPdf);
  const receipt = await pdfPages(receiptPdf);
  expect(receipt).toHaveLength(1);
  expect(receipt[0]?.text).toContain('Donation receipt');
  expect(receipt[0]?.text).toContain(`Paid by ${program}: $60.00`);
  expect(receipt[0]?.text).not.toContain('Sign out');
  await page.emulateMedia({ media: 'screen' });

  // The program's invoice: this month so far holds the order checked in today.
  await page.goto('/shop/donations');
  await page.getByLabel('Program', { exact: true }).selectOption({ label: program });
  await page.getByRole('button', { name: 'Show donations' }).click();
  const table = page.getByRole('region', { name: 'Donated animals by date received' });
  const row = table.getByRole('row').filter({ hasText: order.order_number });
  await expect(row).toContainText(hunter);
  await expect(row).toContainText('$60.00');
  await expect(table).toContainText('Total: 1 animal');
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^donations-hunters-for-the-hungry[a-z0-9]+-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const rows = parse<Record<string, string>>(await readFile(await download.path()), { bom: true, columns: true });
  expect(rows[0]).toMatchObject({
    'Order number': order.order_number,
    Hunter: hunter,
    Donated: 'Donate all',
    'Amount due': '60.00',
  });
  expect(rows.at(-1)).toMatchObject({ Tag: '', Hunter: '1 animals', 'Amount due': '60.00' });

  await page.emulateMedia({ media: 'print' });
  const invoicePdf = await page.pdf({ preferCSSPageSize: true });
  await writeFile(test.info().outputPath('donations-invoice.pdf'), invoicePdf);
  const invoice = await pdfPages(invoicePdf);
  for (const [index, printed] of invoice.entries()) {
    expect(printed.width, `page ${index + 1} is landscape`).toBeGreaterThan(printed.height);
    expect(printed.text).toContain('Amount due');
    expect(printed.text).toContain(`Page ${index + 1} of ${invoice.length}`);
    expect(printed.text).not.toContain('Show donations');
    expect(printed.text).not.toContain('Sign out');
  }
  const all = invoice.map((printed) => printed.text).join(' ');
  expect(all).toContain(`Invoice: ${program}`);
  expect(all).toContain('Bill to');
  expect(all).toContain(hunter);
});
