import type { Page } from '@playwright/test';
import { formatCents } from '../../src/domain/money';
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, signIn, test } from './fixtures';
import { checkInByApi, markReady, submitOrder, uniqueWord } from './shop-fixtures';

/**
 * docs/shop.md 2 and 3: payments and pickup on the order page, and the balance on the board, at the counter PC.
 */

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const history = (page: Page) => section(page, 'History').getByRole('listitem');

/** The board's row of one order (the table at a desk, the stacked list on a phone: whichever is shown). */
function boardRow(page: Page, orderNumber: string) {
  return page
    .locator('tr, li')
    .filter({ has: page.getByRole('link', { name: orderNumber, exact: true }) })
    .filter({ visible: true });
}

async function recordPayment(page: Page, amount: string, method: string, note = '') {
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByRole('radio', { name: method }).check();
  if (note) await dialog.getByLabel('Note').fill(note);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
}

test('a deposit at check-in, voided with a reason, part paid, and a pickup with the balance due confirmed', async ({
  page,
}) => {
  // The whole season of one order, check-in to pickup: 39 s alone, over the 60 s default in a full run.
  test.slow();
  const staff = await signIn(page, 'staff');
  const name = uniqueWord('Payer ');
  const order = await submitOrder(page.request, { details: { full_name: name } });
  const number = order.order_number;
  const total = order.total_cents ?? 0;
  await checkInByApi(page.request, number);
  await page.goto(`/shop/orders/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const payments = section(page, 'Payments');
  await expect(payments).toContainText(`Balance due${formatCents(total)}`);

  // The deposit: the dialog says what is due; a slip of the finger is refused on the field.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await expect(dialog).toContainText(`Balance due: ${formatCents(total)}.`);
  const amount = dialog.getByLabel('Amount');
  await expect(amount).toBeFocused();
  await expectNoAxeViolations(page);
  await amount.fill(String(total / 100 + 1));
  await dialog.getByRole('radio', { name: 'Cash' }).check();
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Amount cannot be more than the balance due of ${formatCents(total)}.`,
  );
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await amount.fill('40.00');
  await dialog.getByLabel('Note').fill('Deposit at drop-off');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Recorded payment of $40.00 (Cash).' })).toBeVisible();
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments.getByRole('listitem').first()).toContainText('$40.00 Cash');
  await expect(payments.getByRole('listitem').first()).toContainText('Note: Deposit at drop-off');
  await expect(payments.getByRole('listitem').first()).toContainText(`Taken by ${staff.name}`);
  await expect(payments).toContainText('Paid$40.00');
  await expect(payments).toContainText(`Balance due${formatCents(total - 4_000)}`);
  await expect(history(page).first()).toContainText('Recorded payment of $40.00 (Cash)');

  // Voided: it stays, struck through, with the reason, and the balance is whole again.
  await payments.getByRole('button', { name: /^Void payment of \$40\.00 by Cash, / }).click();
  const voidDialog = page.getByRole('dialog', { name: 'Void payment' });
  await expect(voidDialog).toContainText('$40.00 by Cash');
  await voidDialog.getByRole('button', { name: 'Void payment' }).click();
  await expect(voidDialog.getByRole('alert')).toHaveText('Give a reason.');
  await expect(voidDialog.getByLabel('Reason')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type('Rang up on the wrong order');
  await voidDialog.getByRole('button', { name: 'Void payment' }).click();
  await expect(voidDialog).toBeHidden();
  const voided = payments.getByRole('listitem').first();
  await expect(voided.locator('del')).toHaveText('$40.00 Cash');
  await expect(voided).toContainText('Voided: Rang up on the wrong order');
  await expect(voided.getByRole('button')).toHaveCount(0);
  await expect(payments).toContainText(`Balance due${formatCents(total)}`);
  await expect(history(page).first()).toContainText('Voided payment of $40.00: Rang up on the wrong order');

  // Part of the balance, by card; the board shows what is left.
  await recordPayment(page, '25', 'Card', 'Visa 4242');
  const due = total - 2_500;
  await expect(payments).toContainText(`Balance due${formatCents(due)}`);
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await expect(boardRow(page, number)).toContainText(formatCents(due));

  // Ready for pickup, then the pickup: the customer's name offered, the balance due confirmed on purpose.
  await page.goto(`/shop/orders/${number}`);
  await page.getByRole('button', { name: 'Start processing' }).click();
  await expect(page.getByText('Stage: Processing', { exact: true })).toBeVisible();
  await markReady(page);
  await expect(page.getByText('Stage: Ready for pickup', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Record pickup' }).click();
  const pickup = page.getByRole('dialog', { name: 'Record pickup' });
  const pickedUpBy = pickup.getByLabel('Picked up by');
  await expect(pickedUpBy).toBeFocused();
  await expect(pickedUpBy).toHaveValue(name);
  const confirmDue = pickup.getByRole('checkbox', { name: `Picked up with ${formatCents(due)} due` });
  await expect(confirmDue).not.toBeChecked();
  await expectNoAxeViolations(page);
  await pickedUpBy.fill('Jo Brother-in-law');
  await pickup.getByRole('button', { name: 'Record pickup' }).click();
  await expect(pickup.getByRole('alert')).toHaveText(
    `Tick 'Picked up with ${formatCents(due)} due' to record the pickup with the balance still due.`,
  );
  await expect(confirmDue).toBeFocused();
  await expectNoAxeViolations(page);
  // By keyboard: tick it, then to the confirm button.
  await page.keyboard.press('Space');
  await expect(confirmDue).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(pickup.getByRole('button', { name: 'Record pickup' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pickup).toBeHidden();

  // Closed: who and when, and no button that would change the order.
  await expect(page.getByText('Stage: Picked up', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Picked up by Jo Brother-in-law, /)).toBeVisible();
  await expect(
    history(page).filter({ hasText: `Picked up by Jo Brother-in-law with ${formatCents(due)} due` }),
  ).toHaveCount(1);
  for (const button of ['Record payment', 'Record pickup', 'Edit customer', 'Edit cuts', 'Cancel order']) {
    await expect(page.getByRole('button', { name: button, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /^Void payment/ })).toHaveCount(0);
  await expect(payments).toContainText(`Balance due${formatCents(due)}`);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  await page.goto(`/shop?stage=picked_up&q=${encodeURIComponent(name)}`);
  await expect(boardRow(page, number)).toContainText(formatCents(due));
  await expect(boardRow(page, number)).toContainText('Picked up');

  // Recorded on the wrong order (docs/shop.md 2): one step back undoes it, and the history keeps who took it.
  await page.goto(`/shop/orders/${number}`);
  await page.getByRole('button', { name: 'Move back to Ready for pickup' }).click();
  await expect(page.getByText('Stage: Ready for pickup', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Picked up by Jo Brother-in-law, /)).toHaveCount(0);
  await expect(history(page).first()).toContainText('Moved back to Ready for pickup');
  for (const button of ['Record payment', 'Record pickup', 'Cancel order']) {
    await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('paid in full, the pickup needs no confirmation', async ({ page }) => {
  await signIn(page);
  const order = await submitOrder(page.request, { details: { full_name: uniqueWord('Paid ') } });
  const number = order.order_number;
  await checkInByApi(page.request, number);
  await page.goto(`/shop/orders/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await recordPayment(page, ((order.total_cents ?? 0) / 100).toFixed(2), 'Check', 'Check 1187');
  await expect(section(page, 'Payments')).toContainText('Balance due$0.00');
  await page.getByRole('button', { name: 'Start processing' }).click();
  await markReady(page);
  await page.getByRole('button', { name: 'Record pickup' }).click();
  const pickup = page.getByRole('dialog', { name: 'Record pickup' });
  await expect(pickup).toContainText('Paid in full.');
  await expect(pickup.getByRole('checkbox')).toHaveCount(0);
  await pickup.getByRole('button', { name: 'Record pickup' }).click();
  await expect(pickup).toBeHidden();
  await expect(page.getByText('Stage: Picked up', { exact: true })).toBeVisible();
  // Nothing was due: the history says who, and no balance.
  await expect(section(page, 'History').getByText(`Picked up by ${order.full_name}`, { exact: true })).toBeVisible();
});
