import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import type { PriceList } from '../../src/domain/price-list';
import type { OrderDetails } from '../../src/domain/schemas';
import { SHOP_API_PATHS } from '../../src/domain/shop/shop-api-paths';
import {
  E2E_OWNER,
  type IsolatedServer,
  expect,
  expectNoAxeViolations,
  signInWith,
  startIsolatedServer,
  test,
  toast,
} from './fixtures';

/**
 * docs/shop.md 5: customers see the prices the owner saved last, and a change between
 * the review and the submit is caught (409) and shown. Saving prices changes every later order, so this
 * file has a server of its own that no other test orders on.
 */
const OWNER = E2E_OWNER;
const PRICES_CHANGED = 'Prices changed while you were ordering. Please review your order again.';
let server: IsolatedServer;
let owner: APIRequestContext;
let customerApi: APIRequestContext;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startIsolatedServer();
  owner = await playwrightRequest.newContext({ baseURL: server.baseURL });
  await signInWith(owner, OWNER);
  customerApi = await playwrightRequest.newContext({ baseURL: server.baseURL });
});
test.afterAll(async () => {
  await owner?.dispose();
  await customerApi?.dispose();
  await server?.close();
});

/** The owner saves the current list changed by `change`, through PUT /api/shop/prices; its version. */
async function savePrices(change: (list: PriceList) => PriceList): Promise<number> {
  const read = await owner.get(SHOP_API_PATHS.prices.href());
  expect(read.ok()).toBe(true);
  const { current } = (await read.json()) as { current: PriceList };
  const { version, ...list } = change(current);
  const saved = await owner.put(SHOP_API_PATHS.savePrices.href(), { data: { ...list, base_version: version } });
  expect(saved.ok(), `PUT prices answered ${saved.status()}: ${await saved.text()}`).toBe(true);
  return ((await saved.json()) as { current: PriceList }).current.version;
}

async function api<T>(method: 'post' | 'put' | 'get', path: string, data?: unknown): Promise<T> {
  const response = await customerApi[method](path, { data });
  expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test('after the owner saves new prices, a customer sees them: the cuts subtitle, the add-ons, a hidden item gone', async ({
  page,
}) => {
  await savePrices((list) => ({
    ...list,
    deerProcessingCents: 13_000,
    addons: [
      ...list.addons.map((item) =>
        item.name === 'Jerky' ? { ...item, hidden: true } : item.name === 'Bacon' ? { ...item, priceCents: 900 } : item,
      ),
      {
        name: 'Elk Sticks',
        section: 'Custom' as const,
        unit: 'lb' as const,
        priceCents: 950,
        options: [{ name: 'Hot', priceCents: 950 }],
        hidden: false,
      },
    ],
  }));

  await page.goto(`${server.baseURL}/`);
  await page.getByRole('button', { name: 'Create Order' }).click();
  await page.getByLabel('Full Name').fill('Pat Prices');
  await page.getByLabel('Email Address').fill('pat@example.com');
  await page.getByLabel('Phone Number').fill('(555) 010-3040');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Deer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Options' });
  await dialog.getByRole('radio', { name: 'Buck (Male)' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose Deer Cuts' })).toBeVisible();
  await expect(page.getByText('Basic cut and wrap is $130')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Neck Roast' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Bacon', exact: true })).toContainText('$9.00/lb');
  await expect(page.getByRole('group', { name: 'Jerky', exact: true })).toHaveCount(0);
  const elk = page.getByRole('group', { name: 'Elk Sticks', exact: true });
  await expect(elk).toContainText('$9.50/lb');
  await elk.getByRole('checkbox', { name: 'Elk Sticks' }).check();
  const hot = elk.getByRole('group', { name: 'Hot', exact: true });
  await hot.getByRole('checkbox', { name: 'Hot' }).check();
  await hot.getByRole('spinbutton', { name: 'Pounds:' }).fill('2');
  await page.getByRole('button', { name: 'Next' }).click();

  // 130 + 2 x 9.50
  await expect(page.getByRole('heading', { level: 1, name: 'Review Your Order' })).toBeVisible();
  await expect(page.getByText('Elk Sticks - Hot')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Total' })).toContainText('$149.00');
});

test('prices saved between the review and the submit: 409, the message and the new totals, then a submit completes', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 409/);
  const { order } = await api<OrderDetails>('post', '/api/orders', {
    full_name: 'Riley Review',
    email: 'riley@example.com',
    phone_number: '555 010 5060',
  });
  await api('put', `/api/orders/${order.id}/animal`, { animal_type: 'Deer', gender: 'Doe', prep: [] });
  await api('put', `/api/orders/${order.id}/cuts`, { cuts: ['Neck Roast'] });
  await api('put', `/api/orders/${order.id}/addons`, { addons: [{ addon_name: 'Bacon', quantity: 2 }] });

  await page.goto(`${server.baseURL}/`);
  await page.evaluate((id) => localStorage.setItem('currentOrderId', id), order.id);
  await page.goto(`${server.baseURL}/review-order`);
  const total = page.getByRole('region', { name: 'Order Total' });
  // 130 + 2 x 9.00, the prices of the first test.
  await expect(total).toContainText('$148.00');

  await savePrices((list) => ({
    ...list,
    deerProcessingCents: 14_000,
    addons: list.addons.map((item) => (item.name === 'Bacon' ? { ...item, priceCents: 1_000 } : item)),
  }));

  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PRICES_CHANGED })).toBeVisible();
  // 140 + 2 x 10.00
  await expect(total).toContainText('$160.00');
  await expect(total).not.toContainText('$148.00');
  await expect(page).toHaveURL(/\/review-order$/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(toast(page, 'Order Submitted Successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();
  const completed = await api<OrderDetails>('get', `/api/orders/${order.id}`);
  expect(completed.order.status).toBe('completed');
  expect(completed.order.total_cents).toBe(16_000);
});
