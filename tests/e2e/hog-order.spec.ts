import { currentOrderId, expect, test, toast } from './fixtures';

/** A whole hog order over 200 lbs through the UI: the hog flow skips add-ons (docs/customer-flow.md decision 2). */
test('a customer orders a 250 lb hog with sausage flavours and pays $222.50', async ({ page, orders }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create Order' }).click();
  await page.getByLabel('Full Name').fill('Riley Boone');
  await page.getByLabel('Email Address').fill('riley@example.com');
  await page.getByLabel('Phone Number').fill('+1 555 123 4567');
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();

  await expect(page).toHaveURL('/choose-animal');
  await page.getByRole('button', { name: 'Hog', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Options' });
  await expect(dialog.getByRole('checkbox', { name: 'Skinning' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Boar (Male)' }).check();
  await expect(dialog.getByRole('radio', { name: 'Under 200 lbs' })).toBeVisible();
  await expect(dialog.getByRole('spinbutton', { name: 'Weight (lbs)' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Over 200 lbs' }).check();
  const weight = dialog.getByRole('spinbutton', { name: 'Weight (lbs)' });
  await expect(weight).toHaveAttribute('min', '201');
  await weight.fill('300');
  await expect(dialog.getByText('Total cost: $267.00')).toBeVisible();
  await weight.fill('250');
  await expect(dialog.getByText('Total cost: $222.50')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL('/choose-hog-cuts');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Hog Cuts' })).toBeVisible();
  await expect(page.getByText('Select the cuts you want processed')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ham Roast' }).check();
  await page.getByRole('checkbox', { name: 'Sausage', exact: true }).check();
  const flavours = page.getByRole('group', { name: 'Sausage options' });
  await expect(flavours.getByRole('checkbox')).toHaveCount(9);
  await expect(flavours.getByRole('checkbox', { name: 'Sweet Italian' })).toBeVisible();
  await flavours.getByRole('checkbox', { name: 'Hot Italian' }).check();
  await flavours.getByRole('checkbox', { name: 'Maple' }).check();
  await page.getByRole('checkbox', { name: 'Bacon' }).check();
  await next.click();
  await expect(toast(page, 'Success', 'Your cuts have been saved successfully!')).toBeVisible();

  await expect(page).toHaveURL('/review-order');
  const card = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(card('Prep Services')).toHaveCount(0);
  await expect(card('Add-ons')).toHaveCount(0);
  await expect(card('Processing')).toContainText(/Weight\s*250 lbs/);
  await expect(card('Processing')).toContainText('Sausage - Hot Italian');
  await expect(card('Processing')).toContainText(/Processing Cost\s*\$222\.50/);
  await expect(card('Order Total')).toContainText(/Grand Total\s*\$222\.50/);

  // Reload keeps the hog's choices; Back follows the hog flow.
  await page.reload();
  await expect(card('Order Total')).toContainText(/Grand Total\s*\$222\.50/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/choose-hog-cuts');
  await page.reload();
  await expect(flavours.getByRole('checkbox', { name: 'Hot Italian' })).toBeChecked();
  await expect(flavours.getByRole('checkbox', { name: 'Hot', exact: true })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Bacon' })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/choose-animal');
  await page.reload();
  await page.getByRole('button', { name: 'Hog', exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Boar (Male)' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Over 200 lbs' })).toBeChecked();
  await expect(weight).toHaveValue('250');
  await expect(dialog.getByText('Total cost: $222.50')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/choose-hog-cuts');
  await next.click();
  await expect(page).toHaveURL('/review-order');

  const id = await currentOrderId(page);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(toast(page, 'Order Submitted Successfully!')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await currentOrderId(page)).toBeNull();
  const saved = await orders.get(id ?? '');
  expect(saved.order.status).toBe('completed');
  expect(saved.order.total_cents).toBe(22_250);
});

test('choosing the other animal starts its options afresh', async ({ page, orders }) => {
  const { order } = await orders.create();
  await orders.animal(order.id, { animal_type: 'Deer', gender: 'Doe', prep: ['Caped'] });
  await page.goto('/');
  await page.evaluate((id) => localStorage.setItem('currentOrderId', id), order.id);
  await page.goto('/choose-animal');
  const dialog = page.getByRole('dialog', { name: 'Choose Options' });
  await page.getByRole('button', { name: 'Hog', exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Boar (Male)' })).not.toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Sow (Female)' })).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Deer', exact: true }).click();
  // The deer's saved options were reset by picking the hog.
  await expect(dialog.getByRole('checkbox', { name: 'Caped' })).not.toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Doe (Female)' })).not.toBeChecked();
});
