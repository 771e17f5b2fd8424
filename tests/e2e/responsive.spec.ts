import type { AnimalInput } from '../../src/domain/schemas';
import { expect, expectNoHorizontalScroll, test, useOrder } from './fixtures';

const DEER: AnimalInput = { animal_type: 'Deer', gender: 'Doe', prep: ['Skinning'] };

/** Runs in the 390 px phone project and the desktop project. */
test('no screen scrolls sideways, and controls are at least 44 px tall', async ({ page, orders }) => {
  const id = await orders.build(
    DEER,
    [
      'Backstrap - Butterfly',
      `Other - ${'A very long description of custom cuts without any spaces'.replace(/ /g, '')}`,
    ],
    [
      { addon_name: 'Jalapeno Cheese Bacon Burger', quantity: 12.5 },
      { addon_name: 'Summer Sausage - Pepperoni and Cheese', quantity: 3 },
      { addon_name: 'Variety Pack', quantity: 1 },
    ],
  );
  await useOrder(page, id);
  for (const path of [
    '/',
    '/order-details',
    '/choose-animal',
    '/choose-deer-cuts',
    '/addons',
    '/review-order',
    '/missing-page',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/choose-animal') {
      await page.getByRole('button', { name: 'Deer', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    await expectNoHorizontalScroll(page);
    const small = await page.evaluate(() => {
      // A checkbox or radio is tapped through its whole labelled row, so the row is what is measured.
      const isChoice = (element: Element | null) =>
        element?.matches('input[type=checkbox], input[type=radio]') ?? false;
      const isChoiceRow = (element: HTMLElement) =>
        element instanceof HTMLLabelElement && isChoice(document.getElementById(element.htmlFor));
      const targets = [...document.querySelectorAll<HTMLElement>('button, a[href], input, textarea, label')];
      return targets
        .filter((element) => element.offsetParent !== null && !isChoice(element))
        .filter((element) => !(element instanceof HTMLLabelElement) || isChoiceRow(element))
        .filter((element) => element.getBoundingClientRect().height < 44)
        .map((element) => element.outerHTML.slice(0, 80));
    });
    expect(small, `small touch targets on ${path}`).toEqual([]);
  }
});

test('the 404 page offers the way home', async ({ page }) => {
  await page.goto('/order-detail');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();
});
