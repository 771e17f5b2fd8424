import { type APIRequestContext, type Page, expect } from '@playwright/test';
import type { AddonRowInput } from '../../src/domain/addon-encoding';
import type { AnimalInput, OrderDetails, OrderDetailsInput } from '../../src/domain/schemas';
import type { ShopOrder } from '../../src/domain/shop/answers/order';
import { SHOP_API_PATHS } from '../../src/domain/shop/shop-api-paths';
import { totpCode } from '../../src/server/test/totp';
import { OrderFactory } from './fixtures';

/**
 * Helpers for the shop's board and order page. The tests of a worker share its server and season: each test
 * makes its own orders with names, phones and tags no other test uses.
 */

/** A word no other test's order carries, for names and searches. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 8)}`;
}

/** A phone number no other test's order carries (digits for searching by phone). */
export function uniquePhone(): string {
  const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  return `(555) ${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/**
 * A tag for a check-in made through the API, out of the way of the board's suggestions (which follow the
 * season's highest tag) and of other tests: random in a wide band, low enough that a suggestion above it
 * stays under the largest tag.
 */
export function randomTag(): number {
  return 200_000 + Math.floor(Math.random() * 500_000);
}

const DEER: AnimalInput = { animal_type: 'Deer', gender: 'Buck', prep: ['Skinning'] };

/** Places and submits an order through the customer API, as a customer's phone would. */
export async function submitOrder(
  request: APIRequestContext,
  {
    details = {},
    animal = DEER,
    cuts = ['Backstrap - Whole', 'Ground'],
    addons = [],
    dropOff,
  }: {
    details?: Partial<OrderDetailsInput>;
    animal?: AnimalInput;
    cuts?: string[];
    addons?: AddonRowInput[];
    /** docs/shop.md 10, when the shop asks for drop-off days: the day chosen, or its waitlist. */
    dropOff?: { day: string; waitlist?: boolean };
  } = {},
): Promise<OrderDetails['order']> {
  const orders = new OrderFactory(request);
  const { order } = await orders.create(details);
  await orders.animal(order.id, animal);
  await orders.cuts(order.id, cuts);
  if (addons.length > 0) await orders.addons(order.id, addons);
  if (dropOff) await orders.dropOffDay(order.id, dropOff.day, dropOff.waitlist);
  const response = await request.post(`/api/orders/${order.id}/complete`);
  expect(response.ok(), `complete answered ${response.status()}`).toBe(true);
  return ((await response.json()) as OrderDetails).order;
}

/** A call of the shop API with a signed-in context (page.request shares the page's session). */
async function shopCall(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  data?: unknown,
): Promise<ShopOrder> {
  const response = await request[method](path, { data });
  const answered = `${method.toUpperCase()} ${path} answered ${response.status()}`;
  expect(response.ok(), response.ok() ? answered : `${answered}: ${await response.text()}`).toBe(true);
  return (await response.json()) as ShopOrder;
}

export const getShopOrder = (request: APIRequestContext, orderNumber: string) =>
  shopCall(request, 'get', SHOP_API_PATHS.shopOrder.href(orderNumber));

/**
 * Checks the order in with `tag`, or with a random tag: then a tag another test drew first (two of a run's
 * hundred-odd draws can meet) is drawn again rather than failing the test. The answer carries the tag.
 */
export async function checkInByApi(request: APIRequestContext, orderNumber: string, tag?: number): Promise<ShopOrder> {
  const path = SHOP_API_PATHS.checkIn.href(orderNumber);
  if (tag !== undefined) return shopCall(request, 'post', path, { tag_number: tag });
  for (let draw = 1; draw < 5; draw++) {
    const response = await request.post(path, { data: { tag_number: randomTag() } });
    if (response.status() !== 409 || !/"Tag \d+ is already used/.test(await response.text())) {
      expect(response.ok(), `POST ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
      return (await response.json()) as ShopOrder;
    }
  }
  return shopCall(request, 'post', path, { tag_number: randomTag() });
}

/** The order page's dialogs' and the board's failed calls provoked on purpose, as the browser logs them. */
export const REFUSED_RESOURCE = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

/**
 * 'Mark ready for pickup' on the order page, through its confirmation (docs/shop.md 3): the dialog shows what
 * will be sent once its preview has loaded; answers the dialog, closed by then.
 */
export async function markReady(page: Page) {
  await page.getByRole('button', { name: 'Mark ready for pickup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark ready for pickup' });
  await expect(dialog.getByRole('heading', { name: /^Email to / })).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark ready for pickup' }).click();
  await expect(dialog).toBeHidden();
  return dialog;
}

/**
 * docs/shop.md 1: turns two-factor sign-in on at /shop/two-factor for the signed-in page, with a code computed
 * from the key the page shows, as an authenticator app would; the key and the recovery codes.
 */
export async function turnOnTwoFactor(page: Page, password: string): Promise<{ key: string; recoveryCodes: string[] }> {
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = (await page.locator('dt:text-is("Key") + dd').textContent()) ?? '';
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  await page.getByLabel('Code from the app').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  return { key, recoveryCodes };
}
