import { currentOrderId, expect, test, toast, useOrder } from './fixtures';

/** A whole deer order through the UI on a phone, with reloads on each screen on the way back. */
test('a customer orders deer processing with prep, cuts, Other and add-ons, and every screen survives a reload', async ({
  page,
  orders,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();
  await expect(page.getByText('Need help? Contact support anytime')).toBeVisible();
  await page.getByRole('button', { name: 'Create Order' }).click();

  // Details
  await expect(page).toHaveURL('/order-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await page.getByLabel('Full Name').fill('  Dana Woods ');
  await page.getByLabel('Email Address').fill('dana@example.com');
  await page.getByLabel('Phone Number').fill('(555) 010-2030');
  await page.getByRole('button', { name: 'Next' }).click();

  // Animal
  await expect(page).toHaveURL('/choose-animal');
  await page.getByRole('button', { name: 'Deer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Options' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Deer Prep Options')).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Skinning' }).check();
  await dialog.getByRole('checkbox', { name: 'Caped' }).check();
  await dialog.getByRole('radio', { name: 'Buck (Male)' }).check();
  await expect(next).toBeEnabled();
  await next.click();

  // Cuts
  await expect(page).toHaveURL('/choose-deer-cuts');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Deer Cuts' })).toBeVisible();
  await expect(page.getByText('Basic cut and wrap is $125')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Hind Quarters' }).check();
  const hindQuarters = page.getByRole('group', { name: 'Hind Quarters options' });
  await hindQuarters.getByRole('checkbox', { name: 'Roast' }).check();
  await hindQuarters.getByRole('checkbox', { name: 'Cube Steak' }).check();
  await page.getByRole('checkbox', { name: 'Backstrap' }).check();
  await page.getByRole('group', { name: 'Backstrap options' }).getByRole('checkbox', { name: 'Butterfly' }).check();
  await page.getByRole('checkbox', { name: 'Neck Roast' }).check();
  await page.getByRole('checkbox', { name: 'Other' }).check();
  const otherText = page.getByLabel('Please specify what other cuts you want:');
  await expect(otherText).toHaveAttribute('placeholder', 'Enter custom cuts...');
  await otherText.fill('Heart and liver - keep separate');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, 'Success', 'Your cuts have been saved successfully!')).toBeVisible();

  // Add-ons
  await expect(page).toHaveURL('/addons');
  await expect(page.getByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Custom' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Variety' })).toBeVisible();
  const patties = page.getByRole('group', { name: 'Hamburger Patties', exact: true });
  await patties.getByRole('checkbox', { name: 'Hamburger Patties' }).check();
  await patties.getByRole('spinbutton', { name: 'Pounds:' }).fill('2');
  const sausage = page.getByRole('group', { name: 'Ground Sausage', exact: true });
  await sausage.getByRole('checkbox', { name: 'Ground Sausage' }).check();
  const flavours = sausage.getByRole('group', { name: 'Ground Sausage options' });
  const hot = flavours.getByRole('group', { name: 'Hot', exact: true });
  await hot.getByRole('checkbox', { name: 'Hot' }).check();
  await hot.getByRole('spinbutton', { name: 'Pounds:' }).fill('3');
  const mild = flavours.getByRole('group', { name: 'Mild', exact: true });
  await mild.getByRole('checkbox', { name: 'Mild' }).check();
  await mild.getByRole('spinbutton', { name: 'Pounds:' }).fill('1.5');
  const bites = page.getByRole('group', { name: 'Pickled Bites', exact: true });
  await bites.getByRole('checkbox', { name: 'Pickled Bites' }).check();
  await bites.getByRole('spinbutton', { name: 'Quantity:' }).fill('2');
  const variety = page.getByRole('group', { name: 'Variety Pack', exact: true });
  await variety.getByRole('checkbox', { name: 'Variety Pack' }).check();
  await expect(variety.getByRole('spinbutton')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, 'Success', 'Your add-ons have been saved successfully!')).toBeVisible();

  // Review: 125 + 20 prep + 10 patties + 6 hot + 3 mild + 30 bites + 220 variety = 414
  await expect(page).toHaveURL('/review-order');
  await expectReview(page);
  await page.reload();
  await expectReview(page);

  // Back through the flow, reloading each screen: everything saved comes back.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/addons');
  await page.reload();
  await expect(patties.getByRole('spinbutton', { name: 'Pounds:' })).toHaveValue('2');
  await expect(hot.getByRole('spinbutton', { name: 'Pounds:' })).toHaveValue('3');
  await expect(mild.getByRole('spinbutton', { name: 'Pounds:' })).toHaveValue('1.5');
  await expect(flavours.getByRole('checkbox', { name: 'Medium' })).not.toBeChecked();
  await expect(bites.getByRole('spinbutton', { name: 'Quantity:' })).toHaveValue('2');
  await expect(variety.getByRole('checkbox', { name: 'Variety Pack' })).toBeChecked();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/choose-deer-cuts');
  await page.reload();
  await expect(hindQuarters.getByRole('checkbox', { name: 'Roast' })).toBeChecked();
  await expect(hindQuarters.getByRole('checkbox', { name: 'Stew Meat' })).not.toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Backstrap options' }).getByRole('checkbox', { name: 'Butterfly' }),
  ).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Neck Roast' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Ribs' })).not.toBeChecked();
  await expect(otherText).toHaveValue('Heart and liver - keep separate');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/choose-animal');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Deer', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Deer', exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Skinning' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Caped' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Buck (Male)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/order-details');
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Dana Woods');
  await expect(page.getByLabel('Email Address')).toHaveValue('dana@example.com');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(555) 010-2030');

  // Submit
  const id = await currentOrderId(page);
  await page.goto('/review-order');
  const submit = page.getByRole('button', { name: 'Submit Order' });
  await submit.click();
  await expect(
    toast(
      page,
      'Order Submitted Successfully!',
      "You'll receive email and SMS confirmations shortly. Thank you for your order!",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await currentOrderId(page)).toBeNull();
  const saved = await orders.get(id ?? '');
  expect(saved.order.status).toBe('completed');
  expect(saved.order.total_cents).toBe(41_400);

  // ADR 0609: / confirms it until a new order starts.
  const panel = page.getByRole('region', { name: `Order ${saved.order.order_number} received` });
  await expect(panel).toContainText("We've sent a confirmation to dana@example.com and (555) 010-2030.");
  await page.getByRole('button', { name: 'Create Order' }).click();
  await page.getByLabel('Full Name').fill('Dana Woods');
  await page.getByLabel('Email Address').fill('dana@example.com');
  await page.getByLabel('Phone Number').fill('(555) 010-2030');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/choose-animal');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();
  await expect(page.getByRole('region', { name: /received$/ })).toHaveCount(0);
});

async function expectReview(page: import('@playwright/test').Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Review Your Order' })).toBeVisible();
  const card = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(card('Customer Information')).toContainText('Dana Woods');
  await expect(card('Customer Information')).toContainText('dana@example.com');
  await expect(card('Prep Services')).toContainText(/Skinning\s*\$10\.00/);
  await expect(card('Prep Services')).toContainText(/Caped\s*\$10\.00/);
  await expect(card('Prep Services')).toContainText(/Prep Total\s*\$20\.00/);
  await expect(card('Processing')).toContainText('Deer');
  await expect(card('Processing')).toContainText('Buck');
  await expect(card('Processing')).toContainText('Hind Quarters - Cube Steak');
  await expect(card('Processing')).toContainText('Other - Heart and liver - keep separate');
  await expect(card('Processing')).toContainText(/Processing Cost\s*\$125\.00/);
  await expect(card('Add-ons')).toContainText(/Hamburger Patties x 2\s*\$10\.00/);
  await expect(card('Add-ons')).toContainText(/Ground Sausage - Mild x 1\.5\s*\$3\.00/);
  await expect(card('Add-ons')).toContainText(/Pickled Bites x 2\s*\$30\.00/);
  await expect(card('Add-ons')).toContainText(/Variety Pack\s*\$220\.00/);
  await expect(card('Add-ons')).toContainText(/Add-ons Total\s*\$269\.00/);
  await expect(card('Order Total')).toContainText(/Grand Total\s*\$414\.00/);
}

test('ticks made on the cuts and the add-ons and not yet saved with Next survive a reload of that screen', async ({
  page,
  orders,
}) => {
  const id = await orders.build({ animal_type: 'Deer', gender: 'Doe', prep: [] }, ['Ground']);
  await useOrder(page, id);
  await page.goto('/choose-deer-cuts');
  const checkbox = (name: string) => page.getByRole('checkbox', { name, exact: true });
  await expect(checkbox('Ground')).toBeChecked();
  await checkbox('Ribs').check();
  await checkbox('Ground').uncheck();
  await page.reload();
  await expect(checkbox('Ribs')).toBeChecked();
  await expect(checkbox('Ground')).not.toBeChecked();
  // Saved with Next: the server has them, and the draft is gone.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/addons');
  expect((await orders.get(id)).cuts.map((cut) => cut.cut_name)).toEqual(['Ribs']);

  const bacon = page.getByRole('group', { name: 'Bacon', exact: true });
  await bacon.getByRole('checkbox', { name: 'Bacon' }).check();
  await bacon.getByRole('spinbutton', { name: 'Pounds:' }).fill('3');
  await page.reload();
  await expect(bacon.getByRole('checkbox', { name: 'Bacon' })).toBeChecked();
  await expect(bacon.getByRole('spinbutton', { name: 'Pounds:' })).toHaveValue('3');
  expect((await orders.get(id)).addons).toEqual([]);

  await page.goto('/choose-deer-cuts');
  await expect(checkbox('Ribs')).toBeChecked();
  await expect(checkbox('Ground')).not.toBeChecked();
});
