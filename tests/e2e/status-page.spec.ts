import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { SHOP_API_PATHS } from '../../src/domain/shop/shop-api-paths';
import { DEFAULT_STORAGE_RULES } from '../../src/domain/shop/storage';
import { type FakeTwilio, startFakeTwilio } from '../../src/server/test/fake-twilio';
import {
  E2E_OWNER,
  type IsolatedServer,
  OrderFactory,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  signInWith,
  startIsolatedServer,
  test,
} from './fixtures';
import { checkInByApi, submitOrder, uniqueWord } from './shop-fixtures';

/**
 * docs/shop.md 4: the customer's status page, reached as a customer reaches it, from the link in the
 * confirmation SMS. The shop's contact details are settings, and every message and page shows what was
 * saved last, so the order lives on a server of this file's own, with a Twilio test server of its own.
 */
const SHOP = {
  shop_name: 'Ridge Line Meats',
  phone: '(555) 201-7788',
  address: '12 Mill Road, Hollow Creek, TX',
  pickup_hours: 'Mon-Sat 8am-5pm',
  time_zone: 'America/Chicago',
  first_tag_number: 1,
  ...DEFAULT_STORAGE_RULES,
};

let server: IsolatedServer;
let twilio: FakeTwilio;
/** Signed in as the shop's owner on that server. */
let shop: APIRequestContext;

test.beforeAll(async () => {
  twilio = await startFakeTwilio();
  server = await startIsolatedServer({
    env: {
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE_URL: twilio.baseUrl,
      NOTIFY_RETRY_DELAY_SECONDS: '1',
    },
  });
  shop = await playwrightRequest.newContext({ baseURL: server.baseURL });
  await signInWith(shop, E2E_OWNER);
  const saved = await shop.put(SHOP_API_PATHS.saveSettings.href(), { data: SHOP });
  expect(saved.ok(), `saving the settings answered ${saved.status()}`).toBe(true);
});
test.afterAll(async () => {
  await shop?.dispose();
  await server?.close();
  await twilio?.close();
});

/** The status link of the confirmation SMS that the Twilio test server received for this number. */
async function statusLinkFromSms(phoneE164: string): Promise<string> {
  const pattern = /https?:\/\/\S+\/status\/[\w-]+/;
  const link = () => twilio.messages.filter((sms) => sms.to === phoneE164).map((sms) => pattern.exec(sms.body)?.[0]);
  await expect.poll(() => link()[0], { message: `a confirmation SMS with a status link to ${phoneE164}` }).toBeTruthy();
  return link()[0] ?? '';
}

test('the page arrives with its order drawn: readable with JavaScript off, hydrated without asking again', async ({
  page,
  browser,
}) => {
  const phone = `(205) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const order = await submitOrder(shop, { details: { phone_number: phone } });
  const link = await statusLinkFromSms(`+1${phone.replace(/\D/g, '')}`);

  const staticContext = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await staticContext.newPage();
  const response = await staticPage.goto(link);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(staticPage.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
  await expect(staticPage.getByText('Balance due $135.00', { exact: true })).toBeVisible();
  await expect(staticPage.getByRole('list', { name: 'Progress' }).getByRole('listitem')).toHaveCount(5);
  await staticContext.close();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const statusReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/status/')) statusReads.push(request.url());
  });
  await page.goto(link);
  await expect
    .poll(() => page.locator('h1').evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
  expect(errors).toEqual([]);
  expect(statusReads).toEqual([]);
});

test('the link in the confirmation SMS opens the order: its stage, totals, balance and the shop', async ({ page }) => {
  const name = uniqueWord('Hunter');
  // A number Twilio takes (libphonenumber refuses the 555 area code), unique within this file's server.
  const phone = `(205) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const email = `${name.toLowerCase()}@status.example.com`;
  // A buck with Skinning, two cuts and 2.5 lb of bacon: $125 + $10 + $20 = $155.00.
  const order = await submitOrder(shop, {
    details: { full_name: `${name} Status`, email, phone_number: phone },
    addons: [{ addon_name: 'Bacon', quantity: 2.5 }],
  });
  const link = await statusLinkFromSms(`+1${phone.replace(/\D/g, '')}`);
  expect(new URL(link).origin).toBe(server.baseURL);

  const response = await page.goto(link);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  const title = `Order ${order.order_number}`;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title}\\b`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const steps = page.getByRole('list', { name: 'Progress' }).getByRole('listitem');
  await expect(steps).toHaveText([/Submitted/, /Checked in/, /Processing/, /Ready for pickup/, /Picked up/]);
  await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
  await expect(page.locator('[aria-current="step"]')).toContainText('Submitted');
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');

  await expect(page.getByText('Balance due $155.00', { exact: true })).toBeVisible();
  const total = page.getByRole('region', { name: 'Order Total', exact: true });
  await expect(total).toContainText(/Grand Total\s*\$155\.00/);
  await expect(page.getByRole('region', { name: 'Prep Services' })).toContainText(/Skinning\s*\$10\.00/);
  await expect(page.getByRole('region', { name: 'Add-ons', exact: true })).toContainText(/Bacon x 2\.5\s*\$20\.00/);
  await expect(page.getByRole('region', { name: 'Processing' })).toContainText('Backstrap - Whole');

  const contact = page.getByRole('region', { name: 'Contact the shop' });
  await expect(contact.getByRole('link', { name: SHOP.phone })).toHaveAttribute('href', 'tel:5552017788');
  await expect(contact).toContainText(SHOP.shop_name);
  await expect(contact).toContainText(SHOP.address);
  await expect(contact).toContainText(`Pickup hours: ${SHOP.pickup_hours}`);

  // Whoever holds the link sees nothing that reaches the customer.
  const text = (await page.locator('body').innerText()).toLowerCase();
  for (const secret of [email, name.toLowerCase(), phone, phone.replace(/\D/g, '')]) {
    expect(text).not.toContain(secret.toLowerCase());
  }
  expect(await page.content()).not.toContain(email);

  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  // The keyboard reaches the shop's phone.
  await page.keyboard.press('Tab');
  await expect(contact.getByRole('link', { name: SHOP.phone })).toBeFocused();

  // Staff check the animal in at drop-off: the page shows it on the next visit.
  const { tag_number: tag } = (await checkInByApi(shop, order.order_number)).drop_off;
  await page.reload();
  await expect(page.locator('[aria-current="step"]')).toContainText('Checked in');
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(steps.first()).not.toHaveAttribute('aria-current', 'step');
  await expect(steps.first()).toContainText('(done)');
  await expect(page.getByText(`Tag ${tag}`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a link that names no order shows 'Order not found'", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
  const response = await page.goto('/status/AAAAAAAAAAAAAAAAAAAAAA');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Order not found\b/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test("an order on a CWD hold says so: 'Waiting for the CWD test result'", async ({ page }) => {
  const phone = `(205) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const order = await submitOrder(shop, { details: { phone_number: phone } });
  const link = await statusLinkFromSms(`+1${phone.replace(/\D/g, '')}`);
  await checkInByApi(shop, order.order_number);
  const sampled = await shop.post(SHOP_API_PATHS.recordCwdSample.href(order.order_number), {
    data: { sample_id: 'TX-CWD-77', taken_on: '2026-11-20' },
  });
  expect(sampled.ok(), `recording the sample answered ${sampled.status()}`).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
  await expect(page.getByText('Waiting for the CWD test result')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("after 'Submit Order', / confirms the order with the shop's contact, and its link opens that order's status page", async ({
  page,
}) => {
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const phone = `(205) 555-${digits}`;
  // Another order of the same customer, submitted first: the link must not open it.
  const earlier = await submitOrder(shop, { details: { phone_number: phone } });
  const orders = new OrderFactory(shop);
  const { order } = await orders.create({ phone_number: phone, email: `panel-${digits}@example.com` });
  await orders.animal(order.id, { animal_type: 'Deer', gender: 'Doe', prep: [] });
  await orders.cuts(order.id, ['Ground']);
  await page.goto(`${server.baseURL}/`);
  await page.evaluate((id) => localStorage.setItem('currentOrderId', id), order.id);
  await page.goto(`${server.baseURL}/review-order`);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/`);

  const panel = page.getByRole('region', { name: `Order ${order.order_number} received` });
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  // This server sends SMS only (no SMTP), so the panel names the phone alone.
  await expect(panel).toContainText(`We've sent a confirmation to ${phone}.`);
  await expect(panel).not.toContainText('@example.com');
  await expect(panel).toContainText('Bring your animal to the shop and give this order number at drop-off.');
  await expect(panel).toContainText(SHOP.shop_name);
  await expect(panel).toContainText(SHOP.address);
  await expect(panel.getByRole('link', { name: SHOP.phone })).toHaveAttribute('href', 'tel:5552017788');
  // Above 'Ready to Order?'.
  const panelBox = await panel.boundingBox();
  const readyBox = await page.getByRole('heading', { level: 1, name: 'Ready to Order?' }).boundingBox();
  expect(panelBox && readyBox && panelBox.y + panelBox.height <= readyBox.y).toBe(true);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  await page.reload();
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(new RegExp(`^${server.baseURL}/status/[\\w-]{22}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
  expect(order.order_number).not.toBe(earlier.order_number);
  await expect(page.getByText(/^Save this page\s+Bookmark it or add it to your home screen/)).toBeVisible();

  await page.goBack();
  await panel.getByRole('button', { name: 'Dismiss' }).click();
  await expect(panel).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();
  await expect(page.getByRole('region', { name: /received$/ })).toHaveCount(0);
});
