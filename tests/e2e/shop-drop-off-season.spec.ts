import { type APIRequestContext, type Page, request as apiRequest } from '@playwright/test';
import { dropOffDayLabel, shopToday } from '../../src/domain/drop-off-days';
import { buildDropOffRules } from '../../src/domain/test/factories';
import { boardDropOffText } from '../../src/domain/drop-off-season';
import { addDays } from '../../src/domain/shop/storage';
import { E2E_OWNER, type IsolatedServer, expect, expectNoAxeViolations, startIsolatedServer, test } from './fixtures';
import { bookDeerOn } from './drop-off-fixtures';

/**
 * docs/shop.md 10 at the counter: the board's 'Drop-off' column, its day filter and 'Mark today full',
 * and the season's days below the owner's drop-off settings. The days are the whole shop's, so this file has a
 * server of its own.
 */
let server: IsolatedServer;
let api: APIRequestContext;

/** The shop's default zone: the days below are counted from its today. */
const TODAY = shopToday(new Date(), 'America/Chicago');
const TOMORROW = addDays(TODAY, 1);

let todays: string;
let tomorrows: string;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startIsolatedServer();
  api = await apiRequest.newContext({ baseURL: server.baseURL });
  expect((await api.post('/api/shop/sign-in', { data: E2E_OWNER })).status()).toBe(200);
  const season = buildDropOffRules(TODAY, { last_day: addDays(TODAY, 10), deer_per_day: 12, hogs_per_day: 2 });
  expect((await api.put('/api/shop/drop-off-settings', { data: season })).status()).toBe(200);
  todays = await bookDeerOn(api, TODAY, { full_name: 'Tess Today' });
  tomorrows = await bookDeerOn(api, TOMORROW, { full_name: 'Tom Tomorrow' });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.close();
});

/** The session check before signing in answers 401, which the browser logs. */
const SIGNED_OUT = /Failed to load resource: the server responded with a status of 401/;

async function signInAsOwner(page: Page) {
  await page.goto(`${server.baseURL}/shop`);
  await page.getByLabel('Email').fill(E2E_OWNER.email);
  await page.getByLabel('Password').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

const orderRow = (page: Page, number: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: number }) });

test("the board shows each order's drop-off day, filters by it, and marks today full", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(SIGNED_OUT);
  await signInAsOwner(page);
  await expect(page.getByRole('columnheader', { name: 'Drop-off' })).toBeVisible();
  await expect(orderRow(page, todays)).toContainText(boardDropOffText(TODAY, false));
  await expect(orderRow(page, tomorrows)).toContainText(boardDropOffText(TOMORROW, false));

  const days = page.getByRole('navigation', { name: 'Drop-off day' });
  await days.getByRole('link', { name: 'Today' }).click();
  await expect(days.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  await expect(orderRow(page, todays)).toBeVisible();
  await expect(orderRow(page, tomorrows)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await days.getByRole('link', { name: 'Tomorrow' }).click();
  await expect(orderRow(page, tomorrows)).toBeVisible();
  await expect(orderRow(page, todays)).toHaveCount(0);
  await days.getByLabel('Drop-off date').fill(TODAY);
  await expect(page).toHaveURL(new RegExp(`drop_off=${TODAY}`));
  await expect(orderRow(page, todays)).toBeVisible();
  await expect(orderRow(page, tomorrows)).toHaveCount(0);
  await days.getByRole('link', { name: 'Any day' }).click();
  await expect(orderRow(page, tomorrows)).toBeVisible();

  // The walk-in rush: staff mark today full, and the landing page says so.
  // Above the orders at the counter (a phone's copy below them is not displayed here).
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('Taking animals today.')).toBeVisible();
  await today.getByRole('button', { name: 'Mark today full' }).click();
  await expect(today.getByRole('button', { name: 'Open today again' })).toBeVisible();
  await expect(today.getByText(/^Today is marked full \(Owner, /)).toBeVisible();
  await expectNoAxeViolations(page);
  const landing = await page.context().newPage();
  await landing.goto(`${server.baseURL}/`);
  await expect(landing.getByText("We're full for today.")).toBeVisible();
  await expect(landing.getByText(`Next open drop-off day: ${dropOffDayLabel(TOMORROW)}.`)).toBeVisible();
  await landing.close();
  await today.getByRole('button', { name: 'Open today again' }).click();
  await expect(today.getByRole('button', { name: 'Mark today full' })).toBeVisible();
});

test("the owner's drop-off page lists the season's days, today first, booked / taken per animal", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(SIGNED_OUT);
  await signInAsOwner(page);
  await page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'Drop-off days' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Days of the season' })).toBeVisible();
  const table = page.getByRole('table', { name: 'From today' });
  const rows = table.getByRole('row');
  // The header, then eleven days from today.
  await expect(rows).toHaveCount(12);
  await expect(rows.nth(1)).toHaveText(`${dropOffDayLabel(TODAY)} (today)1 / 120 / 20`);
  await expect(rows.nth(2)).toHaveText(`${dropOffDayLabel(TOMORROW)}1 / 120 / 20`);
  await expectNoAxeViolations(page);
});
