import type { Page } from '@playwright/test';
import type { AnimalInput } from '../../src/domain/schemas';
import { messagesTo } from '../support/e2e-fakes';
import { E2E_OWNER, expect, signInWith, test, toast, useOrder } from './fixtures';
import { getShopOrder } from './shop-fixtures';

/**
 * ADR 0602, through dead zones: the service worker (vite-plugin-pwa) precaches the customer app, the
 * browser keeps the saved order, and saves and the submit wait for the connection instead of failing.
 */
// The suite blocks service workers (playwright.config.ts); this file is about one.
test.use({ serviceWorkers: 'allow' });

const NO_CONNECTION = "No connection. We'll keep trying; nothing you entered is lost.";
const DEER: AnimalInput = { animal_type: 'Deer', gender: 'Buck', prep: ['Skinning'] };
/** What Chromium logs for a request made without signal (or aborted by a test's route). */
const OFFLINE_RESOURCE = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/;

/** Waits until the service worker has precached the app and controls the page. */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** The URLs held in the worker's caches (precache and pages). */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('a reload without signal still shows the screen with the saved selections', async ({
  page,
  context,
  orders,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(OFFLINE_RESOURCE);
  const id = await orders.build(DEER, ['Ribs']);
  await useOrder(page, id);
  await page.goto('/choose-deer-cuts');
  await expect(page.getByRole('checkbox', { name: 'Ribs' })).toBeChecked();
  await waitForWorker(page);

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Deer Cuts' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Ribs' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Ground' })).not.toBeChecked();

  // Another step of the same order, opened without signal: its saved details are there too.
  await page.goto('/order-details');
  await expect(page.getByLabel('Full Name')).toHaveValue('Sam Hunter');
  await expect(page.getByLabel('Email Address')).toHaveValue('sam@example.com');
});

test('a save made without signal says so, keeps the input, and goes through when the signal returns', async ({
  page,
  context,
  orders,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(OFFLINE_RESOURCE);
  const id = await orders.build(DEER, ['Ribs']);
  await useOrder(page, id);
  await page.goto('/choose-deer-cuts');
  await expect(page.getByRole('checkbox', { name: 'Ribs' })).toBeChecked();
  await waitForWorker(page);

  await context.setOffline(true);
  await page.getByRole('checkbox', { name: 'Ground' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('status').filter({ hasText: NO_CONNECTION })).toBeVisible();
  // Not the server-error toast, and nothing lost: the same screen, both cuts still ticked.
  await expect(toast(page, 'Error')).toHaveCount(0);
  await expect(page).toHaveURL('/choose-deer-cuts');
  await expect(page.getByRole('checkbox', { name: 'Ribs' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Ground' })).toBeChecked();
  expect((await orders.get(id)).cuts.map((cut) => cut.cut_name)).toEqual(['Ribs']);

  await context.setOffline(false);
  await expect(page).toHaveURL('/addons');
  await expect(toast(page, 'Success', 'Your cuts have been saved successfully!')).toBeVisible();
  expect((await orders.get(id)).cuts.map((cut) => cut.cut_name).sort()).toEqual(['Ground', 'Ribs']);
});

test('the animal saved from its dialog without signal waits in the dialog, then moves on', async ({
  page,
  context,
  orders,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(OFFLINE_RESOURCE);
  const { order } = await orders.create();
  await useOrder(page, order.id);
  await page.goto('/choose-animal');
  await expect(page.getByRole('button', { name: 'Deer', exact: true })).toBeVisible();
  await waitForWorker(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Deer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Options' });
  await dialog.getByRole('radio', { name: 'Doe (Female)' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  // Said where the customer is looking: inside the dialog, with the choice still made.
  await expect(dialog.getByRole('status').filter({ hasText: NO_CONNECTION })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Doe (Female)' })).toBeChecked();

  await context.setOffline(false);
  await expect(page).toHaveURL('/choose-deer-cuts');
  expect((await orders.get(order.id)).order.animal_type).toBe('Deer');
});

/** How many emails and SMS this customer received. */
function countsTo(fakes: Parameters<typeof messagesTo>[0], email: string, e164: string): [number, number] {
  const { emails, sms } = messagesTo(fakes, { email, e164 });
  return [emails.length, sms.length];
}

test('a submit tried three times through a flaky network completes the order once, with one email and one SMS', async ({
  page,
  context,
  request,
  orders,
  fakes,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(OFFLINE_RESOURCE);
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const email = `offline-${Date.now()}${digits}@example.com`;
  const { order } = await orders.create({ email, phone_number: `(205) 555-${digits}` });
  await orders.animal(order.id, DEER);
  await orders.cuts(order.id, ['Ribs']);
  await useOrder(page, order.id);
  await page.goto('/review-order');
  const submit = page.getByRole('button', { name: 'Submit Order' });
  await expect(submit).toBeVisible();
  await waitForWorker(page);

  const completeUrl = `**/api/orders/${order.id}/complete`;
  let sent = 0;
  page.on('request', (req) => {
    if (req.url().endsWith(`/api/orders/${order.id}/complete`)) sent += 1;
  });
  // Try 1: no signal at all.
  await context.setOffline(true);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: NO_CONNECTION })).toBeVisible();
  expect((await orders.get(order.id)).order.status).toBe('in_progress');

  // Try 2 will reach the server, which completes the order, but its answer is lost on the way back.
  let routed = 0;
  await page.route(completeUrl, async (route) => {
    routed += 1;
    if (routed === 1) {
      await route.fetch();
      await route.abort('internetdisconnected');
    } else await route.continue();
  });

  // The signal returns: the page tries again by itself (try 2), and the answer is lost.
  await context.setOffline(false);
  await expect.poll(async () => (await orders.get(order.id)).order.status).toBe('completed');
  await expect(page.getByRole('status').filter({ hasText: NO_CONNECTION })).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect(page).toHaveURL('/review-order');
  expect(routed).toBe(1);

  // Try 3: the customer presses again; the server answers the order it already completed.
  await submit.click();
  await expect(toast(page, 'Order Submitted Successfully!')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(sent).toBe(3);
  expect(routed).toBe(2);

  // The answer of try 3, to a repeat, still confirms the order on / (ADR 0609), with both channels.
  const panel = page.getByRole('region', { name: `Order ${order.order_number} received` });
  await expect(panel).toContainText(`We've sent a confirmation to ${email} and (205) 555-${digits}.`);
  await expect(panel.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', /^\/status\/[\w-]{22}$/);

  await expect.poll(() => countsTo(fakes, email, `+1205555${digits}`)).toEqual([1, 1]);
  // Each message is sent once per order, channel and kind (docs/notifications.md, 'What is sent, and when'): once
  // the order's confirmation rows are the two recorded sent, no late duplicate can follow from the outbox.
  await signInWith(request, E2E_OWNER);
  await expect
    .poll(async () =>
      (await getShopOrder(request, order.order_number)).notifications
        .filter((notification) => notification.kind === 'confirmation')
        .map(({ channel, status }) => `${channel} ${status}`)
        .sort(),
    )
    .toEqual(['email sent', 'sms sent']);
  expect(countsTo(fakes, email, `+1205555${digits}`)).toEqual([1, 1]);

  // Once shown, the confirmation stays on / without signal.
  await context.setOffline(true);
  await page.reload();
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(email);
});

test('the shop and the API never come from the worker', async ({ page, context, allowConsoleErrors }) => {
  // The shop asks who is signed in (nobody: 401); offline, the customer page's API calls fail.
  allowConsoleErrors(/status of 401/);
  allowConsoleErrors(OFFLINE_RESOURCE);
  await page.goto('/');
  await waitForWorker(page);
  // The page itself carries the price list (server rendering, ADR 0601), so the API is asked directly.
  const catalogue = page.waitForResponse('**/api/catalogue');
  await page.evaluate(() => fetch('/api/catalogue').then((response) => response.text()));
  expect((await catalogue).fromServiceWorker()).toBe(false);
  const shop = await page.goto('/shop');
  expect(shop?.fromServiceWorker()).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(10);
  expect(urls.filter((url) => /^\/(api|shop)(\/|$)|\/shop-app-/.test(url))).toEqual([]);

  await context.setOffline(true);
  // A customer page still opens from the precache; the shop gets the browser's own offline error.
  expect((await page.goto('/order-details'))?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(page.goto('/shop')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});
