import type { Browser, Page } from '@playwright/test';
import type { CounterTablets } from '../../src/domain/shop/counter-tablet-schemas';
import { E2E_OWNER, OrderFactory, expect, expectNoAxeViolations, signInWith, test } from './fixtures';
import { REFUSED_RESOURCE, getShopOrder, uniquePhone, uniqueWord } from './shop-fixtures';

/**
 * docs/shop.md 15: a counter tablet in the lobby, at 768 px: the next hunter sees nothing of the last one, an
 * order left alone is cancelled, and a removed tablet stops at once.
 */
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

/** The owner, on the tablet itself, in its own browser context: Settings, 'Set up this device as a counter tablet'. */
async function setUpTablet(
  browser: Browser,
  baseURL: string | undefined,
  name: string,
  { fakeClock = false } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 768, height: 1024 }, hasTouch: true });
  const tablet = await context.newPage();
  // Time moves on its own, and jumps when a test fast-forwards it.
  if (fakeClock) await tablet.clock.install();
  // A session of its own: setting up ends it, and the worker's shared owner session must live on.
  await signInWith(tablet.request, E2E_OWNER);
  await tablet.goto('/shop/settings');
  const section = tablet.getByRole('region', { name: 'Counter tablets' });
  await section.getByLabel('Tablet name').fill(name);
  await section.getByRole('button', { name: 'Set up this device as a counter tablet' }).click();
  await expect(tablet.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();
  return tablet;
}

/** A hunter's order on the tablet: the details typed, the rest saved as the steps would, then 'Submit Order'. */
async function orderOnTablet(tablet: Page, details: { full_name: string; email: string; phone_number: string }) {
  await tablet.getByRole('button', { name: 'Create Order' }).click();
  const name = tablet.getByLabel('Full Name');
  // The browser offers no earlier hunter's details.
  await expect(name).toHaveAttribute('autocomplete', 'off');
  await name.fill(details.full_name);
  await tablet.getByLabel('Email Address').fill(details.email);
  await tablet.getByLabel('Phone Number').fill(details.phone_number);
  await tablet.getByRole('button', { name: 'Next' }).click();
  return submitFromAnimalStep(tablet);
}

/** From the animal step: the animal and cuts saved as the steps would, then 'Submit Order' on the review. */
async function submitFromAnimalStep(tablet: Page): Promise<string> {
  await expect(tablet).toHaveURL('/choose-animal');
  const id = await tablet.evaluate(() => localStorage.getItem('currentOrderId'));
  if (!id) throw new Error('no order in progress');
  const orders = new OrderFactory(tablet.request);
  await orders.animal(id, { animal_type: 'Deer', gender: 'Doe', prep: [] });
  await orders.cuts(id, ['Ground']);
  await tablet.goto('/review-order');
  await tablet.getByRole('button', { name: 'Submit Order' }).click();
  return id;
}

const storedKeys = (tablet: Page) =>
  tablet.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'counterTablet'));

test('the next hunter sees nothing of the last: a full-screen confirmation, then a fresh start', async ({
  browser,
  baseURL,
  page,
}) => {
  const tablet = await setUpTablet(browser, baseURL, uniqueWord('Lobby '));
  // The device holds no staff session: the shop asks it to sign in.
  await tablet.goto('/shop');
  await expect(tablet.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await tablet.goto('/');

  const hunter = { full_name: uniqueWord('First '), email: 'first.hunter@example.com', phone_number: uniquePhone() };
  await orderOnTablet(tablet, hunter);
  const confirmation = tablet.getByRole('alertdialog', { name: 'Order received' });
  await expect(confirmation).toBeVisible();
  const number = (await confirmation.getByText(/^GM-\d+$/).textContent()) ?? '';
  await expect(confirmation).toContainText('Your confirmation has been sent to');
  await expectNoAxeViolations(tablet);
  // The order is the tablet's in the history.
  await signInWith(page.request, E2E_OWNER);
  const order = await getShopOrder(page.request, number);
  expect(order.history.find((event) => event.kind === 'submitted')?.actor).toMatch(/^Counter tablet: Lobby /);

  // docs/shop.md 16: their second deer, without typing their details again.
  await confirmation.getByRole('button', { name: 'Order another animal' }).click();
  await expect(tablet).toHaveURL('/choose-animal');
  const draftId = await tablet.evaluate(() => localStorage.getItem('currentOrderId'));
  expect((await new OrderFactory(tablet.request).get(draftId ?? '')).order).toMatchObject(hunter);
  await submitFromAnimalStep(tablet);
  await expect(confirmation).toBeVisible();
  const second = (await confirmation.getByText(/^GM-\d+$/).textContent()) ?? '';
  expect((await getShopOrder(page.request, second)).same_customer.map((other) => other.order_number)).toEqual([number]);

  await confirmation.getByRole('button', { name: 'Start a new order' }).click();
  await expect(tablet.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();
  await expect(tablet.getByText(number)).toHaveCount(0);
  await expect(tablet.getByText(second)).toHaveCount(0);
  expect(await storedKeys(tablet)).toEqual([]);
  // Back leads to nothing of theirs: their review has no order to show.
  await tablet.goBack();
  await expect(tablet.getByText(hunter.full_name)).toHaveCount(0);
  await expect(tablet.getByText(number)).toHaveCount(0);
  await tablet.goto('/order-details');
  await expect(tablet.getByLabel('Full Name')).toHaveValue('');
  await tablet.context().close();
});

test('the confirmation clears itself after a minute; an order left alone asks, then is cancelled', async ({
  browser,
  baseURL,
}) => {
  const tablet = await setUpTablet(browser, baseURL, uniqueWord('Lobby '), { fakeClock: true });
  await orderOnTablet(tablet, {
    full_name: uniqueWord('Second '),
    email: 'second@example.com',
    phone_number: uniquePhone(),
  });
  await expect(tablet.getByRole('alertdialog', { name: 'Order received' })).toBeVisible();
  await tablet.clock.fastForward('01:01');
  await expect(tablet.getByRole('alertdialog', { name: 'Order received' })).toBeHidden();
  await expect(tablet.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();

  // A third hunter starts and walks away.
  await tablet.getByRole('button', { name: 'Create Order' }).click();
  await tablet.getByLabel('Full Name').fill(uniqueWord('Third '));
  await tablet.getByLabel('Email Address').fill('third@example.com');
  await tablet.getByLabel('Phone Number').fill(uniquePhone());
  await tablet.getByRole('button', { name: 'Next' }).click();
  await expect(tablet).toHaveURL('/choose-animal');
  const id = await tablet.evaluate(() => localStorage.getItem('currentOrderId'));
  await tablet.clock.fastForward('02:01');
  const still = tablet.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(still).toBeVisible();
  await still.getByRole('button', { name: 'Continue' }).click();
  await expect(still).toBeHidden();
  await tablet.clock.fastForward('02:01');
  await expect(still).toBeVisible();
  await tablet.clock.fastForward('00:31');
  await expect(tablet.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();
  expect(await storedKeys(tablet)).toEqual([]);
  // Their draft is cancelled on the server, not left open.
  const left = await tablet.request.get(`/api/orders/${id}`);
  expect(((await left.json()) as { order: { status: string } }).order.status).toBe('cancelled');
  await tablet.context().close();
});

test('a removed tablet stops at once', async ({ browser, baseURL, page, allowConsoleErrors }) => {
  allowConsoleErrors(REFUSED_RESOURCE(403));
  const name = uniqueWord('Lobby ');
  const tablet = await setUpTablet(browser, baseURL, name);
  await tablet.getByRole('button', { name: 'Create Order' }).click();
  await expect(tablet).toHaveURL('/order-details');

  await signInWith(page.request, E2E_OWNER);
  const list = (await (await page.request.get('/api/shop/counter-tablets')).json()) as CounterTablets;
  const entry = list.tablets.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no tablet ${name}`);
  await page.goto('/shop/settings');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByText(`Counter tablet '${name}' removed.`)).toBeVisible();

  // The hunter's next step is refused, and the tablet says why.
  await tablet.getByLabel('Full Name').fill('Too Late');
  await tablet.getByLabel('Email Address').fill('late@example.com');
  await tablet.getByLabel('Phone Number').fill(uniquePhone());
  await tablet.getByRole('button', { name: 'Next' }).click();
  await expect(tablet.getByRole('alertdialog', { name: 'This tablet is no longer set up for orders.' })).toBeVisible();
  await tablet.reload();
  await expect(tablet.getByRole('alertdialog', { name: 'This tablet is no longer set up for orders.' })).toBeVisible();
  await tablet.context().close();
});
