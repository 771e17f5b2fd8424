import { type APIRequestContext, type Page, request as requests } from '@playwright/test';
import pg from 'pg';
import {
  E2E_OWNER,
  type IsolatedServer,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  signInWith,
  startIsolatedServer,
  test,
} from './fixtures';
import { checkInByApi, submitOrder, uniqueWord } from './shop-fixtures';

/**
 * docs/shop.md 9, unclaimed meat on the shop's screens at the counter PC: the storage rules in the settings,
 * a ready order past its free days (its fee line, the balance, 'Overdue' on the board) and, past its
 * unclaimed day, 'Mark unclaimed'. Days pass in the database: this file's server runs on a PostgreSQL
 * database of its own, in which the order's ready day is moved back as the days going by would move it.
 */

const OWNER = E2E_OWNER;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = `e2e_unclaimed_${process.pid}_${Date.now()}`;
const urlOf = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin<T>(run: (client: pg.Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Before sign-in the session check answers 401; a refused save 400. */
const REFUSED = /Failed to load resource: the server responded with a status of (400|401)/;

let server: IsolatedServer;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  await admin((client) => client.query(`create database "${databaseName}"`));
  server = await startIsolatedServer({ env: { DATABASE_URL: urlOf(databaseName) } });
  api = await requests.newContext({ baseURL: server.baseURL });
  await signInWith(api, OWNER);
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.close();
  await admin((client) => client.query(`drop database if exists "${databaseName}" with (force)`));
});

/** As if the order had become ready `days` days ago. */
const readyDaysAgo = (orderNumber: string, days: number) =>
  admin(
    (client) =>
      client.query(
        `update orders set ready_on = (now() at time zone 'America/Chicago')::date - $1::integer where order_number = $2`,
        [days, Number(orderNumber.slice(3))],
      ),
    databaseName,
  );

async function moveTo(orderNumber: string, to: string) {
  const response = await api.post(`/api/shop/orders/${orderNumber}/stage`, { data: { to } });
  expect(response.ok(), `moving to ${to} answered ${response.status()}`).toBe(true);
}

async function signInAt(page: Page, path: string) {
  await page.goto(`${server.baseURL}${path}`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the owner sets the storage rules; a refused list of days is named on its field', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED);
  await signInAt(page, '/shop/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Free storage days')).toHaveValue('14');
  await expect(page.getByLabel('Storage fee per day')).toHaveValue('0.00');
  await expect(page.getByLabel('Reminder after days')).toHaveValue('7, 14');
  await expect(page.getByLabel('Unclaimed after days')).toHaveValue('30');

  await page.getByLabel('Storage fee per day').fill('5');
  await page.getByLabel('Reminder after days').fill('7, next week');
  await page.getByRole('button', { name: 'Save settings' }).click();
  const days = page.getByLabel('Reminder after days');
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^Reminder after days must be up to 10 whole numbers/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await days.fill('14, 7');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(days).toHaveValue('7, 14');
  await expect(page.getByLabel('Storage fee per day')).toHaveValue('5.00');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('a ready order past its free days is charged, overdue on the board, and past its unclaimed day the owner marks it unclaimed', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED);
  const hunter = uniqueWord('Una Claimed');
  const order = await submitOrder(api, { details: { full_name: hunter } });
  await checkInByApi(api, order.order_number);
  await moveTo(order.order_number, 'processing');
  await moveTo(order.order_number, 'ready');

  await signInAt(page, `/shop/orders/${order.order_number}`);
  await expect(page.getByText('Stage: Ready for pickup')).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('Free storage until');
  await expect(page.getByRole('button', { name: 'Mark unclaimed' })).toHaveCount(0);

  // Twenty days on: six days charged, in the balance, and overdue.
  await readyDaysAgo(order.order_number, 20);
  await page.reload();
  await expect(totals).toContainText('Storage (6 days x $5.00)$30.00');
  await expect(totals).toContainText('Overdue');
  const total = order.total_cents ?? 0;
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText(
    `Balance due$${((total + 3_000) / 100).toFixed(2)}`,
  );
  await expect(page.getByRole('button', { name: 'Mark unclaimed' })).toHaveCount(0);

  await page.goto(`${server.baseURL}/shop`);
  const overdue = page.getByRole('navigation', { name: 'Stages' }).getByRole('link', { name: 'Overdue 1' });
  await overdue.click();
  await expect(overdue).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: order.order_number })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Past the unclaimed day (30): the owner may close it, saying what became of the meat.
  await readyDaysAgo(order.order_number, 31);
  await page.goto(`${server.baseURL}/shop/orders/${order.order_number}`);
  await page.getByRole('button', { name: 'Mark unclaimed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark unclaimed' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark unclaimed' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose what became of the meat.');
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Mark unclaimed' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Say what became of the meat when it is 'Other'.");
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Note').fill('Given to the landowner');
  await dialog.getByRole('button', { name: 'Mark unclaimed' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Stage: Unclaimed')).toBeVisible();
  // Under the stage, and in the history.
  await expect(page.getByText('Unclaimed: Other (Given to the landowner)')).toHaveCount(2);
  await expect(totals).toContainText('Storage (17 days x $5.00)$85.00');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
