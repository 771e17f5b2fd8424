import { type APIRequestContext, request as apiRequest } from '@playwright/test';
import { dropOffDayLabel, shopToday } from '../../src/domain/drop-off-days';
import { buildDropOffRules } from '../../src/domain/test/factories';
import { addDays } from '../../src/domain/shop/storage';
import {
  E2E_OWNER,
  type IsolatedServer,
  expect,
  expectNoAxeViolations,
  layoutShifts,
  startIsolatedServer,
  test,
  watchLayoutShifts,
} from './fixtures';
import { bookDeerOn } from './drop-off-fixtures';

/**
 * docs/shop.md 10, 'We're full today': 'We're full for today.' on the landing page, as a phone shows it, in both
 * languages. Marking today full changes what every customer sees, so this file has a server of its own.
 */
let server: IsolatedServer;
let api: APIRequestContext;

/** The shop's default zone: the days below are counted from its today. */
const TODAY = shopToday(new Date(), 'America/Chicago');
const NEXT_OPEN = addDays(TODAY, 2);

const SEASON = buildDropOffRules(TODAY, {
  last_day: addDays(TODAY, 10),
  // Today and tomorrow take one deer and no hog: one booking each fills them.
  overrides: [
    { day: TODAY, deer: 1, hogs: 0 },
    { day: addDays(TODAY, 1), deer: 1, hogs: 0 },
  ],
});

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startIsolatedServer();
  api = await apiRequest.newContext({ baseURL: server.baseURL });
  expect((await api.post('/api/shop/sign-in', { data: E2E_OWNER })).status()).toBe(200);
  expect((await api.put('/api/shop/drop-off-settings', { data: SEASON })).status()).toBe(200);
  await bookDeerOn(api, TODAY);
  await bookDeerOn(api, addDays(TODAY, 1));
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.close();
});

test("a full day's landing page says so above 'Create Order', with the next open day, and nothing moves", async ({
  page,
}) => {
  await watchLayoutShifts(page);
  await page.goto(`${server.baseURL}/`);
  const full = page.getByText("We're full for today.");
  await expect(full).toBeVisible();
  await expect(page.getByText(`Next open drop-off day: ${dropOffDayLabel(NEXT_OPEN)}.`)).toBeVisible();
  const order = page.getByRole('button', { name: 'Create Order' });
  await expect(order).toBeEnabled();
  expect((await full.boundingBox())?.y ?? 0).toBeLessThan((await order.boundingBox())?.y ?? 0);
  // Drawn by the server: hydrating over it moves nothing.
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
  await expectNoAxeViolations(page);
  // 'Create Order' stays: a later day may still be booked.
  await order.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('reads it in Spanish', async ({ page }) => {
    await page.goto(`${server.baseURL}/`);
    await expect(page.getByText('Hoy ya estamos completos.')).toBeVisible();
    await expect(
      page.getByText(`Próximo día de entrega disponible: ${dropOffDayLabel(NEXT_OPEN, 'es')}.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hacer un pedido' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('marked full with bookings off it names no next day; opened again the landing is as before', async ({ page }) => {
  expect((await api.put('/api/shop/drop-off-settings', { data: { ...SEASON, enabled: false } })).status()).toBe(200);
  await page.goto(`${server.baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();
  await expect(page.getByText("We're full for today.")).toHaveCount(0);

  expect((await api.put('/api/shop/drop-off-today', { data: { full: true } })).status()).toBe(200);
  await page.goto(`${server.baseURL}/`);
  await expect(page.getByText("We're full for today.")).toBeVisible();
  await expect(page.getByText(/Next open drop-off day/)).toHaveCount(0);

  expect((await api.put('/api/shop/drop-off-today', { data: { full: false } })).status()).toBe(200);
  await page.goto(`${server.baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeVisible();
  await expect(page.getByText("We're full for today.")).toHaveCount(0);
});
