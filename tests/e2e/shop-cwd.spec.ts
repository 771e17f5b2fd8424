import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, signIn, test } from './fixtures';
import { REFUSED_RESOURCE, checkInByApi, markReady, submitOrder, uniqueWord } from './shop-fixtures';

/**
 * docs/shop.md 9, CWD holds on the shop's screens at the counter PC: the sample recorded from the order page
 * puts the order on hold (order page, board with its 'On hold' filter, cut sheet), 'Mark ready for
 * pickup' is refused while it lasts, and each result does what it says. Every dialog is checked by axe.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Shop' });

async function openDialog(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a CWD sample holds the order until its result; Detected waits for the owner', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED_RESOURCE(409));
  await signIn(page, 'owner');
  const hunter = uniqueWord('Casey Cwd');
  const order = await submitOrder(page.request, { details: { full_name: hunter } });
  await checkInByApi(page.request, order.order_number);

  await page.goto(`/shop/orders/${order.order_number}`);
  await expect(page.getByText('Stage: Checked in')).toBeVisible();
  const sample = await openDialog(page, 'Record CWD sample');
  await expect(sample.getByLabel('Sample ID')).toBeFocused();
  await sample.getByRole('button', { name: 'Record CWD sample' }).click();
  await expect(sample.getByRole('alert')).toHaveText('Sample ID is required.');
  await expectNoAxeViolations(page);
  await sample.getByLabel('Sample ID').fill('TX-CWD-0042');
  await sample.getByLabel('Date taken').fill('2026-11-20');
  await sample.getByRole('button', { name: 'Record CWD sample' }).click();
  await expect(sample).toBeHidden();
  await expect(page.getByText('Hold: CWD test pending')).toBeVisible();
  await expect(page.getByRole('region', { name: 'CWD test' })).toContainText('TX-CWD-0042');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // docs/shop.md 3: the sample is now corrected, not recorded again.
  await expect(page.getByRole('button', { name: 'Record CWD sample' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Correct CWD sample' })).toBeVisible();

  // While the result is out, recording it is the order's next step; ready is not offered, and says why.
  await page.getByRole('button', { name: 'Start processing' }).click();
  await expect(page.getByText('Stage: Processing')).toBeVisible();
  const actions = page.getByRole('button').filter({ hasText: /^(Record CWD result|Mark ready for pickup)$/ });
  await expect(actions).toHaveText(['Record CWD result', 'Mark ready for pickup']);
  const ready = page.getByRole('button', { name: 'Mark ready for pickup' });
  await expect(ready).toBeDisabled();
  await expect(ready).toHaveAccessibleDescription('Waiting for the CWD test result.');
  await expectNoAxeViolations(page);

  // The board: the hold beside the stage, and the 'On hold' filter with its count.
  await nav(page).getByRole('link', { name: 'Orders' }).click();
  const onHold = page.getByRole('navigation', { name: 'Stages' }).getByRole('link', { name: /^On hold \d+$/ });
  await expect(onHold).toBeVisible();
  await onHold.click();
  await expect(
    page.getByRole('navigation', { name: 'Stages' }).getByRole('link', { name: /^On hold/ }),
  ).toHaveAttribute('aria-current', 'page');
  // The board draws a table at 1280 px and a list at 390 px: the row is the one shown.
  const row = page.getByRole('main').locator('tr, li').filter({ hasText: hunter, visible: true });
  await expect(row).toContainText('Hold: CWD test pending');
  await expectNoAxeViolations(page);

  // The cut sheet carries the hold in large type.
  await page.goto(`/shop/orders/${order.order_number}/cut-sheet`);
  await expect(page.getByText('HOLD - CWD TEST PENDING')).toBeVisible();

  // Detected: the hold stays, now for the owner to settle.
  await page.goto(`/shop/orders/${order.order_number}`);
  const result = await openDialog(page, 'Record CWD result');
  await result.getByRole('button', { name: 'Record CWD result' }).click();
  await expect(result.getByRole('alert')).toHaveText('Choose the result.');
  await result.getByRole('radio', { name: 'Detected', exact: true }).check();
  await expectNoAxeViolations(page);
  await result.getByRole('button', { name: 'Record CWD result' }).click();
  await expect(result).toBeHidden();
  await expect(page.getByText('Hold: CWD detected')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('CWD detected');

  const outcome = await openDialog(page, 'Record what was done');
  await outcome.getByLabel('What was done').fill('Meat disposed of as the state asked.');
  await expectNoAxeViolations(page);
  await outcome.getByRole('button', { name: 'Record what was done' }).click();
  await expect(outcome).toBeHidden();
  await expect(page.getByText('Hold: CWD detected')).toBeHidden();
  await expect(page.getByRole('region', { name: 'CWD test' })).toContainText('Meat disposed of as the state asked.');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Recorded what was done after CWD');
});

test("'Not detected' ends the hold and the order goes on to ready", async ({ page }) => {
  await signIn(page, 'staff');
  const order = await submitOrder(page.request, { details: { full_name: uniqueWord('Nora Negative') } });
  await checkInByApi(page.request, order.order_number);
  await page.goto(`/shop/orders/${order.order_number}`);
  const sample = await openDialog(page, 'Record CWD sample');
  await sample.getByLabel('Sample ID').fill('TX-CWD-0050');
  await sample.getByLabel('Date taken').fill('2026-11-21');
  await sample.getByRole('button', { name: 'Record CWD sample' }).click();
  await expect(page.getByText('Hold: CWD test pending')).toBeVisible();

  const result = await openDialog(page, 'Record CWD result');
  await result.getByRole('radio', { name: 'Not detected', exact: true }).check();
  await result.getByRole('button', { name: 'Record CWD result' }).click();
  await expect(result).toBeHidden();
  await expect(page.getByText('Hold: CWD test pending')).toBeHidden();
  // Staff never see the owner's 'Record what was done'.
  await expect(page.getByRole('button', { name: 'Record what was done' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start processing' }).click();
  await markReady(page);
  await expect(page.getByText('Stage: Ready for pickup')).toBeVisible();
});
