import { expect, expectNoAxeViolations, test, toast, useOrder } from './fixtures';

test.describe('order details', () => {
  // The rule's cases are in src/domain/validation.test.ts, the screen's wiring (marks, focus, the Invalid Email
  // toast, a mark cleared as its field is corrected) in order-details.test.tsx: here, what only a real page
  // shows, the toast on screen and the marked form read by the accessibility tree and axe.
  test('the Missing Information toast shows, and each field at fault is marked, described and focused', async ({
    page,
  }) => {
    await useOrder(page, null);
    await page.goto('/order-details');
    const name = page.getByLabel('Full Name');
    const email = page.getByLabel('Email Address');
    const phone = page.getByLabel('Phone Number');

    await email.fill('pat@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, 'Missing Information', 'Please fill in all required fields.')).toBeVisible();
    for (const field of [name, phone]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Please fill in all required fields.');
    }
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(name).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a number that cannot be a phone is refused at the field; one we may not text gets a note', async ({ page }) => {
    await useOrder(page, null);
    await page.goto('/order-details');
    const phone = page.getByLabel('Phone Number');
    await page.getByLabel('Full Name').fill('Pat');
    await page.getByLabel('Email Address').fill('pat@example.com');

    // Said as the customer leaves the field, and again with the toast on Next.
    await phone.fill('12345');
    await phone.blur();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, 'Invalid Phone', 'Please enter a valid phone number.')).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(page).toHaveURL('/order-details');
    await expectNoAxeViolations(page);

    // A toll-free number can be called, not texted: accepted, with a note.
    await phone.fill('(800) 555-1234');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription("We may not be able to text this number. We'll still email you.");
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/choose-animal');
  });

  test('without the check (no answer), the server refuses the number and the field says so', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The browser logs the refused save (400) and the check the test cuts off.
    allowConsoleErrors(/status of 400|net::ERR_FAILED/);
    await useOrder(page, null);
    await page.route('**/api/phone-check', (route) => route.abort());
    await page.goto('/order-details');
    await page.getByLabel('Full Name').fill('Pat');
    await page.getByLabel('Email Address').fill('pat@example.com');
    await page.getByLabel('Phone Number').fill('12345');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/orders'));
    await page.getByRole('button', { name: 'Next' }).click();
    expect((await saved).status()).toBe(400);
    await expect(toast(page, 'Invalid Phone', 'Please enter a valid phone number.')).toBeVisible();
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/order-details');
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
    await expect(next).toHaveAccessibleDescription('Choose a gender to continue.');
    await dialog.getByRole('radio', { name: 'Sow (Female)' }).check();
    await expect(dialog.getByText('Choose a gender to continue.')).toHaveCount(0);
    await expect(next).toBeEnabled();
    await next.click();
    await expect(toast(page, 'Error', 'Please select a weight option for the hog.')).toBeVisible();
    // docs/customer-flow.md 5: the options are marked, described and focused until one is chosen.
    const under200 = dialog.getByRole('radio', { name: 'Under 200 lbs' });
    await expect(under200).toHaveAttribute('aria-invalid', 'true');
    await expect(under200).toBeFocused();
    await expect(dialog.getByRole('group', { name: 'Weight' })).toHaveAccessibleDescription(
      'Please select a weight option for the hog.',
    );
    await expectNoAxeViolations(page);

    await dialog.getByRole('radio', { name: 'Over 200 lbs' }).check();
    await expect(under200).not.toHaveAttribute('aria-invalid');
    await expect(dialog.getByRole('spinbutton', { name: 'Weight (lbs)' })).not.toHaveAttribute('aria-invalid');
    await next.click();
    await expect(toast(page, 'Error', 'Please enter a valid weight over 200 lbs.')).toBeVisible();
    const weight = dialog.getByRole('spinbutton', { name: 'Weight (lbs)' });
    await weight.fill('150');
    // docs/customer-flow.md 5: no total for a weight that cannot be ordered.
    await expect(dialog.getByText('Total cost: —')).toBeVisible();
    await weight.fill('200');
    await next.click();
    await expect(toast(page, 'Error', 'Please enter a valid weight over 200 lbs.')).toHaveCount(1);
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    await expect(weight).toHaveAccessibleDescription('Please enter a valid weight over 200 lbs.');
    await expect(weight).toBeFocused();
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL('/choose-animal');
    expect((await orders.get(order.id)).order.animal_type).toBe('');

    await weight.fill('201');
    await expect(weight).not.toHaveAttribute('aria-invalid');
    await expect(dialog.getByText('Total cost: $178.89')).toBeVisible();
    await next.click();
    await expect(page).toHaveURL('/choose-hog-cuts');
  });
});

test.describe('cuts', () => {
  test('Next needs a cut, a sub-option for cuts that have them, and text for Other', async ({ page, orders }) => {
    const { order } = await orders.create();
    await orders.animal(order.id, { animal_type: 'Deer', gender: 'Buck', prep: [] });
    await useOrder(page, order.id);
    await page.goto('/choose-deer-cuts');
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    // docs/customer-flow.md 5: a disabled Next says what it waits for, read with the button.
    await expect(next).toHaveAccessibleDescription('Choose at least one cut to continue.');

    await page.getByRole('checkbox', { name: 'Tenderloin' }).check();
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription('Choose Whole or Steak for Tenderloin.');
    const options = page.getByRole('group', { name: 'Tenderloin options' });
    // docs/customer-flow.md 5: said under the cut too, and read with its options.
    await expect(options).toHaveAccessibleDescription('Choose Whole or Steak for Tenderloin.');
    await options.getByRole('checkbox', { name: 'Steak' }).check();
    await expect(next).toBeEnabled();
    await expect(page.getByText('Choose Whole or Steak for Tenderloin.')).toHaveCount(0);
    // What unticking forgets (sub-options, Other's text) is cut-selection-reducer.test.ts's.
    await page.getByRole('checkbox', { name: 'Tenderloin' }).uncheck();
    await expect(options).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Other' }).check();
    const other = page.getByLabel('Please specify what other cuts you want:');
    await other.fill('   ');
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription('Describe the other cuts you want.');
    await expect(other).toHaveAccessibleDescription('Describe the other cuts you want.');
    // Marked invalid once left blank, not while the customer is about to type.
    await expect(other).not.toHaveAttribute('aria-invalid');
    await other.blur();
    await expect(other).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await other.fill('Shanks');
    await expect(next).toBeEnabled();
    await expect(other).not.toHaveAttribute('aria-invalid');
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
    await expect(next).toHaveAccessibleDescription(/^Choose .+ or .+ for Jerky\.$/);
    await expect(jerky.getByRole('group', { name: 'Jerky options' })).toHaveAccessibleDescription(
      /^Choose .+ or .+ for Jerky\.$/,
    );
    const teriyaki = jerky.getByRole('group', { name: 'Teriyaki' });
    await teriyaki.getByRole('checkbox', { name: 'Teriyaki' }).check();
    const pounds = teriyaki.getByRole('spinbutton', { name: 'Pounds:' });
    await expect(pounds).toHaveValue('1');
    await expect(pounds).toHaveAttribute('min', '0.1');
    await expect(pounds).toHaveAttribute('step', '0.1');
    await expect(next).toBeEnabled();
    await pounds.fill('0');
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription(/^Enter an amount for Jerky from 0\.1 to \d+\.$/);
    await expect(pounds).toHaveAttribute('aria-invalid', 'true');
    await expect(pounds).toHaveAccessibleDescription(/^Enter an amount for Jerky from 0\.1 to \d+\.$/);
    await expectNoAxeViolations(page);
    await pounds.fill('0.5');
    await expect(next).toBeEnabled();
    await expect(pounds).not.toHaveAttribute('aria-invalid');

    // What unticking the item discards is addon-form-reducer.test.ts's.
    await jerky.getByRole('checkbox', { name: 'Jerky' }).uncheck();

    await next.click();
    await expect(page).toHaveURL('/review-order');
    await expect(page.getByRole('region', { name: 'Add-ons' })).toHaveCount(0);
  });
});

test.describe('a missing order', () => {
  // docs/customer-flow.md decision 14: where each step sends the customer is the table paths.test.ts checks;
  // the boot script's way to /choose-animal is html-first.spec.ts's. Here the way to /order-details.
  test('/review-order without a current order says so once and goes to /order-details', async ({ page }) => {
    await useOrder(page, null);
    await page.goto('/review-order');
    await expect(toast(page, 'Error', 'No active order found. Please start over.')).toBeVisible();
    await expect(page).toHaveURL('/order-details');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toast(page, 'Error')).toHaveCount(1);
    await expect(page).toHaveURL('/order-details');
  });

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
