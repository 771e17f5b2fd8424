import type { AnimalInput } from '../../src/domain/schemas';
import { NOT_FOUND_PAGE, expect, expectNoHorizontalScroll, test, useOrder } from './fixtures';

const DEER: AnimalInput = { animal_type: 'Deer', gender: 'Doe', prep: ['Skinning'] };

/** Runs in the 390 px phone project and the desktop project. */
test('no screen scrolls sideways, and controls are at least 44 px tall', async ({
  page,
  orders,
  allowConsoleErrors,
}) => {
  // '/missing-page' answers the 404 page with status 404 (ADR 0601), which the browser logs.
  allowConsoleErrors(NOT_FOUND_PAGE);
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

test('the 404 page offers the way home', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(NOT_FOUND_PAGE);
  await page.goto('/order-detail');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();
});

test('the review wraps a long email address only before its @ or a dot', async ({ page, orders }) => {
  const { order } = await orders.create({ email: 'jacqueline.huntingfieldworthington@examplehuntingclub.com' });
  await orders.animal(order.id, DEER);
  await orders.cuts(order.id, ['Ground']);
  await useOrder(page, order.id);
  await page.goto('/review-order');
  const email = page.getByText('examplehuntingclub', { exact: false }).last();
  await expect(email).toBeVisible();
  // Where each line of the address starts: the characters whose box sits lower than the one before.
  const lineStarts = await email.evaluate((element) => {
    const text = element.textContent ?? '';
    const starts: string[] = [];
    let offset = 0;
    let lastTop: number | null = null;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        if (lastTop !== null && top > lastTop) starts.push(text.slice(offset + index, offset + index + 6));
        lastTop = top;
      }
      offset += (node.textContent ?? '').length;
    }
    return starts;
  });
  // On the phone the address takes more than one line; on the counter PC it fits on one.
  if ((page.viewportSize()?.width ?? 0) < 500) expect(lineStarts.length).toBeGreaterThan(0);
  for (const start of lineStarts) expect(start).toMatch(/^[@.]/);
});
