import type { AnimalInput } from '../../src/domain/schemas';
import { NOT_FOUND_PAGE, expect, expectNoAxeViolations, test, toast, useOrder } from './fixtures';

const DEER: AnimalInput = { animal_type: 'Deer', gender: 'Buck', prep: ['Skinning', 'Caped'] };
const HOG: AnimalInput = { animal_type: 'Hog', gender: 'Boar', weight_option: 'over200', weight_pounds: 250 };

test('landing and 404 pages have no axe violations', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(NOT_FOUND_PAGE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('every step of a deer order, its dialogs and a toast have no axe violations', async ({ page, orders }) => {
  const id = await orders.build(
    DEER,
    ['Hind Quarters - Roast', 'Other - Heart'],
    [
      { addon_name: 'Jerky - Hot', quantity: 2 },
      { addon_name: 'Hamburger Patties', quantity: 1 },
      { addon_name: 'Pickled Bites', quantity: 3 },
    ],
  );
  await useOrder(page, id);

  await page.goto('/order-details');
  await expect(page.getByLabel('Full Name')).toHaveValue('Sam Hunter');
  await expectNoAxeViolations(page);

  await page.goto('/choose-animal');
  await page.getByRole('button', { name: 'Deer', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Choose Options' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/choose-deer-cuts');
  await expect(page.getByRole('group', { name: 'Hind Quarters options' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/addons');
  await expect(page.getByRole('group', { name: 'Jerky options' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Cancel Order' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue Order' }).click();

  await page.goto('/review-order');
  await expect(page.getByRole('region', { name: 'Order Total' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the hog screens, the hog dialog with its weight field and an error toast have no axe violations', async ({
  page,
  orders,
}) => {
  const id = await orders.build(HOG, ['Sausage - Brat']);
  await useOrder(page, id);
  await page.goto('/choose-animal');
  await page.getByRole('button', { name: 'Hog', exact: true }).click();
  await expect(page.getByRole('spinbutton', { name: 'Weight (lbs)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('spinbutton', { name: 'Weight (lbs)' }).fill('150');
  await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, 'Error', 'Please enter a valid weight over 200 lbs.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/choose-hog-cuts');
  await expect(page.getByRole('group', { name: 'Sausage options' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/review-order');
  await expect(page.getByRole('region', { name: 'Processing' })).toContainText('250 lbs');
  await expectNoAxeViolations(page);
});

test('the review says Order not found accessibly', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await useOrder(page, '00000000-0000-4000-8000-000000000000');
  await page.goto('/review-order');
  await expect(page.getByText('Order not found')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a whole order can be placed with the keyboard alone', async ({ page }) => {
  await useOrder(page, null);
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create Order' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/order-details');

  // Focus starts at the new screen's title; the fields follow, Back and Close are behind it.
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await page.keyboard.type('Kim Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('555 999 0000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/choose-animal');

  const deer = page.getByRole('button', { name: 'Deer', exact: true });
  // The pictures wait, disabled and so out of the tab order, for the saved order and the price list.
  await expect(deer).toBeEnabled();
  await deer.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose Options' });
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog (its Close button first), then on to the options.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  const skinning = dialog.getByRole('checkbox', { name: 'Skinning' });
  await expect(skinning).toBeFocused();
  await page.keyboard.press('Space');
  await expect(skinning).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'Buck (Male)' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: 'Buck (Male)' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/choose-deer-cuts');

  // The screen is drawn at once and its controls wait, disabled, for the saved order (ADR 0601).
  await expect(page.getByRole('checkbox', { name: 'Ribs' })).toBeEnabled();
  await page.getByRole('checkbox', { name: 'Ribs' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Ribs' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/addons');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/review-order');
  await expect(page.getByRole('region', { name: 'Order Total' })).toContainText(/Grand Total\s*\$135\.00/);
  await page.getByRole('button', { name: 'Submit Order' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
});
