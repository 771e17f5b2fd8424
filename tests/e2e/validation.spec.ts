import { expect, test, toast, useOrder } from './fixtures';

test.describe('order details', () => {
  test('empty or blank fields and a bad email are refused with their toasts, keeping what was typed', async ({
    page,
  }) => {
    await useOrder(page, null);
    await page.goto('/order-details');
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(toast(page, 'Missing Information', 'Please fill in all required fields.')).toBeVisible();
    await expect(page).toHaveURL('/order-details');

    await page.getByLabel('Full Name').fill('   ');
    await page.getByLabel('Email Address').fill('pat@example.com');
    await page.getByLabel('Phone Number').fill('555');
    await next.click();
    await expect(toast(page, 'Missing Information')).toHaveCount(1);
    await expect(page).toHaveURL('/order-details');

    await page.getByLabel('Full Name').fill('Pat');
    await page.getByLabel('Email Address').fill('pat@example');
    await next.click();
    await expect(toast(page, 'Invalid Email', 'Please enter a valid email address.')).toBeVisible();
    await expect(page).toHaveURL('/order-details');
    await expect(page.getByLabel('Email Address')).toHaveValue('pat@example');
    await expect(page.getByLabel('Full Name')).toHaveValue('Pat');
  });
});

test.describe('animal', () => {
  test('Next waits for a gender; a hog needs a weight option and a weight over 200', async ({ page, orders }) => {
    const { order } = await orders.create();
    await useOrder(page, order.id);
    await page.goto('/choose-animal');
    await page.getByRole('button', { name: 'Hog', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Options' });
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Sow (Female)' }).check();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(toast(page, 'Error', 'Please select a weight option for the hog.')).toBeVisible();

    await dialog.getByRole('radio', { name: 'Over 200 lbs' }).check();
    await next.click();
    await expect(toast(page, 'Error', 'Please enter a valid weight over 200 lbs.')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Weight (lbs)' }).fill('200');
    await next.click();
    await expect(toast(page, 'Error', 'Please enter a valid weight over 200 lbs.')).toHaveCount(1);
    await expect(page).toHaveURL('/choose-animal');
    expect((await orders.get(order.id)).order.animal_type).toBe('');

    await dialog.getByRole('spinbutton', { name: 'Weight (lbs)' }).fill('201');
    await expect(dialog.getByText('Total cost: $178.89')).toBeVisible();
    await next.click();
    await expect(page).toHaveURL('/choose-hog-cuts');
  });
});

test.describe('cuts', () => {
  test('Next needs a cut, a sub-option for cuts that have them, and text for Other; unticking clears', async ({
    page,
    orders,
  }) => {
    const { order } = await orders.create();
    await orders.animal(order.id, { animal_type: 'Deer', gender: 'Buck', prep: [] });
    await useOrder(page, order.id);
    await page.goto('/choose-deer-cuts');
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();

    await page.getByRole('checkbox', { name: 'Tenderloin' }).check();
    await expect(next).toBeDisabled();
    const options = page.getByRole('group', { name: 'Tenderloin options' });
    await options.getByRole('checkbox', { name: 'Steak' }).check();
    await expect(next).toBeEnabled();
    await page.getByRole('checkbox', { name: 'Tenderloin' }).uncheck();
    await expect(options).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Tenderloin' }).check();
    await expect(options.getByRole('checkbox', { name: 'Steak' })).not.toBeChecked();
    await expect(next).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Tenderloin' }).uncheck();

    await page.getByRole('checkbox', { name: 'Other' }).check();
    const other = page.getByLabel('Please specify what other cuts you want:');
    await other.fill('   ');
    await expect(next).toBeDisabled();
    await other.fill('Shanks');
    await expect(next).toBeEnabled();
    await page.getByRole('checkbox', { name: 'Other' }).uncheck();
    await page.getByRole('checkbox', { name: 'Other' }).check();
    await expect(other).toHaveValue('');
    await expect(next).toBeDisabled();
  });
});

test.describe('add-ons', () => {
  test('an item with sub-options needs one, pounds must be above 0, and none at all is fine', async ({
    page,
    orders,
  }) => {
    const id = await orders.build({ animal_type: 'Deer', gender: 'Buck', prep: [] }, ['Ribs']);
    await useOrder(page, id);
    await page.goto('/addons');
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeEnabled();

    const jerky = page.getByRole('group', { name: 'Jerky', exact: true });
    await jerky.getByRole('checkbox', { name: 'Jerky' }).check();
    await expect(next).toBeDisabled();
    const teriyaki = jerky.getByRole('group', { name: 'Teriyaki' });
    await teriyaki.getByRole('checkbox', { name: 'Teriyaki' }).check();
    const pounds = teriyaki.getByRole('spinbutton', { name: 'Pounds:' });
    await expect(pounds).toHaveValue('1');
    await expect(pounds).toHaveAttribute('min', '0.1');
    await expect(pounds).toHaveAttribute('step', '0.1');
    await expect(next).toBeEnabled();
    await pounds.fill('0');
    await expect(next).toBeDisabled();
    await pounds.fill('0.5');
    await expect(next).toBeEnabled();

    // Unticking the item discards its sub-options.
    await jerky.getByRole('checkbox', { name: 'Jerky' }).uncheck();
    await jerky.getByRole('checkbox', { name: 'Jerky' }).check();
    await expect(teriyaki.getByRole('checkbox', { name: 'Teriyaki' })).not.toBeChecked();
    await jerky.getByRole('checkbox', { name: 'Jerky' }).uncheck();

    await next.click();
    await expect(page).toHaveURL('/review-order');
    await expect(page.getByRole('region', { name: 'Add-ons' })).toHaveCount(0);
  });
});

test.describe('a missing order', () => {
  // docs/customer-flow.md decision 14: cuts and add-ons send the customer to /choose-animal, animal and review to /order-details.
  for (const [path, redirect] of [
    ['/choose-animal', '/order-details'],
    ['/choose-deer-cuts', '/choose-animal'],
    ['/choose-hog-cuts', '/choose-animal'],
    ['/addons', '/choose-animal'],
    ['/review-order', '/order-details'],
  ] as const) {
    test(`${path} without a current order says so once and goes to ${redirect}`, async ({ page }) => {
      await useOrder(page, null);
      await page.goto(path);
      await expect(toast(page, 'Error', 'No active order found. Please start over.')).toBeVisible();
      await expect(page).toHaveURL(redirect);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(toast(page, 'Error')).toHaveCount(1);
      await expect(page).toHaveURL(redirect);
    });
  }

  test('sent to the animal choice for lack of an order, the customer cannot save an animal and is sent to the details', async ({
    page,
  }) => {
    await useOrder(page, null);
    await page.goto('/addons');
    await expect(page).toHaveURL('/choose-animal');
    await page.getByRole('button', { name: 'Hog', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Options' });
    await dialog.getByRole('radio', { name: 'Sow (Female)' }).check();
    await dialog.getByRole('radio', { name: 'Under 200 lbs' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/order-details');
    await expect(toast(page, 'Error', 'No active order found. Please start over.')).toBeVisible();
  });

  test('the add-ons of an order that was cancelled elsewhere redirect to the animal choice', async ({
    page,
    orders,
    request,
  }) => {
    const id = await orders.build({ animal_type: 'Deer', gender: 'Buck', prep: [] }, ['Ribs']);
    await useOrder(page, id);
    expect((await request.post(`/api/orders/${id}/cancel`)).ok()).toBe(true);
    await page.goto('/addons');
    await expect(toast(page, 'Error', 'No active order found. Please start over.')).toBeVisible();
    await expect(page).toHaveURL('/choose-animal');
    expect(await page.evaluate(() => localStorage.getItem('currentOrderId'))).toBeNull();
  });

  test('the review of an order that no longer exists shows Order not found and starts a new one', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    await useOrder(page, '00000000-0000-4000-8000-000000000000');
    await page.goto('/review-order');
    await expect(page.getByText('Order not found')).toBeVisible();
    await page.getByRole('button', { name: 'Start New Order' }).click();
    await expect(page).toHaveURL('/order-details');
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  test('the review of a completed order shows Order not found', async ({ page, orders, request }) => {
    const id = await orders.build({ animal_type: 'Deer', gender: 'Buck', prep: [] }, ['Ribs']);
    expect((await request.post(`/api/orders/${id}/complete`)).ok()).toBe(true);
    await useOrder(page, id);
    await page.goto('/review-order');
    await expect(page.getByText('Order not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start New Order' })).toBeVisible();
  });
});
