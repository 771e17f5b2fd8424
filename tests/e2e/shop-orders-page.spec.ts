import type { Page } from '@playwright/test';
import { formatCents } from '../../src/domain/money';
import {
  E2E_OWNER,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  signIn,
  signInWith,
  startIsolatedServer,
  test,
} from './fixtures';
import {
  REFUSED_RESOURCE,
  checkInByApi,
  getShopOrder,
  markReady,
  randomTag,
  submitOrder,
  uniqueWord,
} from './shop-fixtures';

/** docs/shop.md 2 and 3: one order's page, at the counter PC (shop-layout.spec.ts checks it at 390 px). */

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

async function openOrder(page: Page, orderNumber: string) {
  await page.goto(`/shop/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const history = (page: Page) => section(page, 'History').getByRole('listitem');

test('the page shows the language the customer ordered in, which their messages are written in', async ({ page }) => {
  const order = await submitOrder(page.request, { details: { full_name: uniqueWord('Spanish '), language: 'es' } });
  await openOrder(page, order.order_number);
  const language = section(page, 'Customer').getByText('Español', { exact: true });
  await expect(language).toBeVisible();
  await expect(language).toHaveAttribute('lang', 'es');
  await expect(section(page, 'Customer')).toContainText('LanguageEspañol');
  await expectNoAxeViolations(page);
});

test('the page shows the order in its sections, with the stage, payments, messages and history', async ({ page }) => {
  const name = uniqueWord('Sections ');
  const order = await submitOrder(page.request, {
    details: { full_name: name },
    addons: [{ addon_name: 'Bacon', quantity: 2 }],
  });
  await openOrder(page, order.order_number);
  await expect(page).toHaveTitle(new RegExp(`Order ${order.order_number}`));
  await expect(page.getByText('Stage: Submitted', { exact: true })).toBeVisible();
  for (const heading of [
    'Customer',
    'Animal',
    'Cuts',
    'Add-ons',
    'Totals',
    'Drop-off',
    'Payments',
    'Notifications',
    'History',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(section(page, 'Customer')).toContainText(name);
  await expect(section(page, 'Customer')).toContainText('LanguageEnglish');
  await expect(section(page, 'Cuts')).toContainText('Backstrap - Whole');
  await expect(section(page, 'Add-ons')).toContainText('Bacon');
  // The total snapshotted at submission, from the domain's receipt.
  await expect(section(page, 'Totals')).toContainText(`Grand Total${formatCents(order.total_cents ?? 0)}`);
  await expect(section(page, 'Payments')).toContainText('No payments yet.');
  await expect(section(page, 'Payments')).toContainText('Balance due');
  await expect(section(page, 'Drop-off')).toContainText('Not checked in yet.');
  await expect(history(page).filter({ hasText: 'Customer' }).first()).toBeVisible();
  // The buttons of a submitted order, and none of a later issue's.
  await expect(page.getByRole('button', { name: 'Check in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  // docs/shop.md 3: each section's edit is there at once, no edit mode first.
  for (const name of ['Edit customer', 'Edit animal', 'Edit cuts', 'Edit add-ons']) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move back/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  // Printing is open from submission on: before check-in the barcode is of the order number.
  await expect(page.getByRole('link', { name: 'Print cut sheet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Print labels' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
});

test("check-in offers the season's next tag; a tag another order holds and a bad weight are refused in the dialog", async ({
  page,
  playwright,
  allowConsoleErrors,
}) => {
  // Starting a server of its own takes a while on a busy machine.
  test.slow();
  allowConsoleErrors(REFUSED_RESOURCE(409));
  allowConsoleErrors(REFUSED_RESOURCE(400));
  // The suggestion follows the season's highest tag, which every other test moves: this test has a shop of its own.
  const server = await startIsolatedServer();
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    await signInWith(api, E2E_OWNER);
    // The browser shares the session (a cookie of 127.0.0.1 holds for every port).
    await page.context().addCookies((await api.storageState()).cookies);

    // The season's first tag (1 by default) goes to another order.
    const holder = await submitOrder(api, { details: { full_name: 'Holder Hunter' } });
    expect((await getShopOrder(api, holder.order_number)).suggested_tag_number).toBe(1);
    await checkInByApi(api, holder.order_number, 1);
    const order = await submitOrder(api, { details: { full_name: 'Checkin Hunter' } });
    await page.goto(`${server.baseURL}/shop/orders/${order.order_number}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();

    await page.getByRole('button', { name: 'Check in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check in' });
    const tagField = dialog.getByLabel('Tag number');
    // Focus starts in the first field, prefilled with the next free tag.
    await expect(tagField).toBeFocused();
    await expect(tagField).toHaveValue('2');
    await expectNoAxeViolations(page);

    // A tag already used: the server's sentence, on the tag field, which takes focus.
    await tagField.fill('1');
    await dialog.getByLabel('Confirmation number').fill('TX-4471');
    await dialog.getByRole('button', { name: 'Check in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`Tag 1 is already used by order ${holder.order_number}.`);
    await expect(tagField).toBeFocused();
    await expect(tagField).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // A weight the server refuses (400): its sentence, on that field.
    await tagField.fill('2');
    const weight = dialog.getByLabel('Hanging weight (lbs)');
    await weight.fill('2000');
    await dialog.getByRole('button', { name: 'Check in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Hanging weight must be from 1 to 1500 lbs.');
    await expect(weight).toBeFocused();
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    await expect(tagField).not.toHaveAttribute('aria-invalid', 'true');

    // The rest of the drop-off, and the suggested tag.
    await weight.fill('142.5');
    await dialog.getByLabel('Storage location').fill('Cooler 2, rail 14');
    await dialog.getByLabel('Notes').fill('Broadhead in the left shoulder');
    await dialog.getByRole('button', { name: 'Check in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Stage: Checked in', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const dropOff = section(page, 'Drop-off');
    for (const text of ['Tag number2', 'TX-4471', '142.5', 'Cooler 2, rail 14', 'Broadhead in the left shoulder']) {
      await expect(dropOff).toContainText(text);
    }
    await expect(history(page).first()).toContainText('Checked in with tag 2');
    await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  } finally {
    // Leave the page first: its live connection would otherwise report the closed server.
    await page.goto('about:blank');
    await api.dispose();
    await server.close();
  }
});

test('stages move forward one at a time and back one step, each recorded', async ({ page }) => {
  const order = await submitOrder(page.request, { details: { full_name: uniqueWord('Stages ') } });
  await checkInByApi(page.request, order.order_number);
  await openOrder(page, order.order_number);
  await expect(page.getByText('Stage: Checked in', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Start processing' }).click();
  await expect(page.getByText('Stage: Processing', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Moved to Processing.' })).toBeVisible();

  await page.getByRole('button', { name: 'Move back to Checked in' }).click();
  await expect(page.getByText('Stage: Checked in', { exact: true })).toBeVisible();
  await expect(history(page).first()).toContainText('Moved back to Checked in');

  await page.getByRole('button', { name: 'Start processing' }).click();
  await expect(page.getByText('Stage: Processing', { exact: true })).toBeVisible();
  await markReady(page);
  await expect(page.getByText('Stage: Ready for pickup', { exact: true })).toBeVisible();
  // Ready: the pickup is recorded in a dialog of its own (shop-payments.spec.ts).
  await expect(page.getByRole('button', { name: 'Record pickup' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move back to Processing' })).toBeVisible();
  // Before and after, for a stage change (found by its text: the ready message's sends may be listed above it).
  await expect(history(page).filter({ hasText: 'Stage: Processing to Ready for pickup' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('cancel asks for a reason, records it and closes the order to changes', async ({ page }) => {
  const order = await submitOrder(page.request, { details: { full_name: uniqueWord('Cancel ') } });
  await openOrder(page, order.order_number);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel order' });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  // No reason: refused in the dialog, on the field.
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason.');
  await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  // Escape keeps the order; focus returns to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type('Customer took the deer home');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Stage: Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Reason: Customer took the deer home', { exact: true })).toBeVisible();
  await expect(history(page).first()).toContainText('Cancelled: Customer took the deer home');
  for (const name of ['Check in', 'Cancel order', 'Edit customer', 'Edit add-ons']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
});

test('an edit of the add-ons changes the total and is recorded with before and after', async ({ page }) => {
  const order = await submitOrder(page.request, { details: { full_name: uniqueWord('Edit ') } });
  await openOrder(page, order.order_number);
  const totals = section(page, 'Totals');
  await expect(totals).toContainText('Grand Total$135.00');

  await page.getByRole('button', { name: 'Edit add-ons' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit add-ons' });
  await dialog.getByRole('checkbox', { name: 'Bacon', exact: true }).check();
  await dialog.getByRole('group', { name: 'Bacon', exact: true }).getByLabel('Pounds:').fill('2');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit add-ons' })).toBeFocused();

  // With its unit (docs/shop.md 3, 'Dates and quantities'): pounds here.
  await expect(section(page, 'Add-ons')).toContainText('Bacon 2 lb');
  await expect(totals).not.toContainText('Grand Total$135.00');
  const { details } = await getShopOrder(page.request, order.order_number);
  const grandTotal = formatCents(details.totals.grand_total_cents);
  await expect(totals).toContainText(`Grand Total${grandTotal}`);
  await expect(section(page, 'Payments')).toContainText(grandTotal);
  await expect(history(page).first()).toContainText(`Grand total: $135.00 to ${grandTotal}`);
});

test('the customer, animal, cuts and drop-off edits open their dialogs with the order as it is', async ({ page }) => {
  const name = uniqueWord('Dialogs ');
  const order = await submitOrder(page.request, { details: { full_name: name } });
  await checkInByApi(page.request, order.order_number);
  await openOrder(page, order.order_number);
  await page.getByRole('button', { name: 'Edit customer' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit customer' });
  await expect(dialog.getByLabel('Full Name')).toHaveValue(name);
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Phone Number').fill('555 010 9999');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(section(page, 'Customer')).toContainText('555 010 9999');
  await expect(history(page).first()).toContainText('555 010 9999');

  await page.getByRole('button', { name: 'Edit animal' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit animal' });
  await expect(dialog.getByRole('radio', { name: 'Deer' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Skinning' })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: 'Doe (Female)' }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(section(page, 'Animal')).toContainText('Doe');

  await page.getByRole('button', { name: 'Edit cuts' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit cuts' });
  await expect(dialog.getByRole('checkbox', { name: 'Ground' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Edit drop-off' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit drop-off' });
  await dialog.getByLabel('Storage location').fill('Cooler 3');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(section(page, 'Drop-off')).toContainText('Cooler 3');
  await expectNoHorizontalScroll(page);
});

test('the order page follows live changes made elsewhere', async ({ page }) => {
  const order = await submitOrder(page.request, { details: { full_name: uniqueWord('Live ') } });
  await openOrder(page, order.order_number);
  await expect(page.getByText('Stage: Submitted', { exact: true })).toBeVisible();
  await checkInByApi(page.request, order.order_number);
  await expect(page.getByText('Stage: Checked in', { exact: true })).toBeVisible();
});

test('an unknown order number says so', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(REFUSED_RESOURCE(404));
  await openOrder(page, 'GM-999999');
  await expect(page.getByText('There is no order GM-999999.')).toBeVisible();
});

test('keyboard only: from the search box to a checked-in order in processing', async ({ page }) => {
  const order = await submitOrder(page.request, { details: { full_name: uniqueWord('Keys ') } });
  await page.goto('/shop');
  // Each screen starts at its title; the search box is the next stop.
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toBeFocused();
  await page.keyboard.type(order.order_number);
  await page.keyboard.press('Enter');
  const title = page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` });
  await expect(title).toBeFocused();
  await expect(page.getByText('Stage: Submitted', { exact: true })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Check in' })).toBeFocused();
  await page.keyboard.press('Enter');
  const tagField = page.getByRole('dialog', { name: 'Check in' }).getByLabel('Tag number');
  await expect(tagField).toBeFocused();
  const tag = String(randomTag());
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(tag);
  // Enter in a field submits the dialog's form.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stage: Checked in', { exact: true })).toBeVisible();
  await expect(title).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Start processing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stage: Processing', { exact: true })).toBeVisible();
  await expect(section(page, 'Drop-off')).toContainText(tag);
});
