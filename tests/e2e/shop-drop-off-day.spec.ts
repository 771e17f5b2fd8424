import { type APIRequestContext, type Page, request as apiRequest } from '@playwright/test';
import { WEEKDAYS, dropOffDayLabel, shopToday } from '../../src/domain/drop-off-days';
import { SHOP_API_PATHS } from '../../src/domain/shop/shop-api-paths';
import { addDays } from '../../src/domain/shop/storage';
import {
  E2E_OWNER,
  type IsolatedServer,
  createStaffAccount,
  expect,
  expectNoAxeViolations,
  signInWith,
  startIsolatedServer,
  test,
} from './fixtures';
import { REFUSED_RESOURCE, submitOrder } from './shop-fixtures';

/**
 * docs/shop.md 10, 'Staff give or move a day': staff give or move a submitted order's drop-off day on its page; the
 * owner may overbook a full day after saying so. The owner turns the days on for the whole shop, so this file has a
 * server of its own.
 */
let server: IsolatedServer;
let owner: APIRequestContext;

/** The shop's default zone: the days below are counted from its today. */
const TODAY = shopToday(new Date(), 'America/Chicago');
const BOOKED = addDays(TODAY, 1);
const TWO_SPOTS = addDays(TODAY, 2);
const FULL = addDays(TODAY, 3);
const label = (day: string) => dropOffDayLabel(day);

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startIsolatedServer();
  owner = await apiRequest.newContext({ baseURL: server.baseURL });
  await signInWith(owner, E2E_OWNER);
  const saved = await owner.put(SHOP_API_PATHS.saveDropOffSettings.href(), {
    data: {
      enabled: true,
      first_day: TODAY,
      last_day: addDays(TODAY, 40),
      weekdays: [...WEEKDAYS],
      deer_per_day: 12,
      hogs_per_day: 2,
      closed_dates: [],
      overrides: [
        { day: TWO_SPOTS, deer: 2, hogs: 1 },
        { day: FULL, deer: 1, hogs: 1 },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await submitOrder(owner, { dropOff: { day: FULL } });
});
test.afterAll(async () => {
  await owner?.dispose();
  await server?.close();
});

/** A staff account of this server, signed in in the page's browser with its password changed. */
async function signInStaff(page: Page) {
  const account = await createStaffAccount(owner);
  const staff = await apiRequest.newContext({ baseURL: server.baseURL });
  try {
    await signInWith(staff, account);
    const changed = await staff.post(SHOP_API_PATHS.changePassword.href(), {
      data: { current_password: account.password, new_password: `${account.password}-changed` },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
    await page.context().addCookies((await staff.storageState()).cookies);
  } finally {
    await staff.dispose();
  }
}

async function openOrder(page: Page, orderNumber: string) {
  await page.goto(`${server.baseURL}/shop/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
}

const dropOff = (page: Page) => page.getByRole('region', { name: 'Drop-off', exact: true });
const history = (page: Page) => page.getByRole('region', { name: 'History', exact: true }).getByRole('listitem');

test("staff move an order's day within capacity; a full day is refused at the field", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED_RESOURCE(409));
  await signInStaff(page);
  const order = await submitOrder(owner, { dropOff: { day: BOOKED } });
  await openOrder(page, order.order_number);
  await expect(dropOff(page)).toContainText(`Drop-off day${label(BOOKED)}`);

  await page.getByRole('button', { name: 'Move drop-off day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move drop-off day' });
  await expect(dialog).toHaveAccessibleDescription(`Now: ${label(BOOKED)}.`);
  const field = dialog.getByLabel('Drop-off day');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(BOOKED);
  await expectNoAxeViolations(page);

  // A full day: staff may not overbook it; the server's sentence is at the field, which takes focus.
  await field.fill(FULL);
  await dialog.getByRole('button', { name: 'Move drop-off day' }).click();
  const refusal = `${label(FULL)} is full (1 of 1 deer booked).`;
  await expect(field).toHaveAccessibleDescription(refusal);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Overbook' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await field.fill(TWO_SPOTS);
  await dialog.getByRole('button', { name: 'Move drop-off day' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `Drop-off day moved to ${label(TWO_SPOTS)}.` }),
  ).toBeVisible();
  await expect(dropOff(page)).toContainText(`Drop-off day${label(TWO_SPOTS)}`);
  const moved = history(page).filter({ hasText: `Drop-off day moved to ${label(TWO_SPOTS)}` });
  await expect(moved).toContainText(`Drop-off day: ${label(BOOKED)} to ${label(TWO_SPOTS)}`);

  // A waitlisted order is given a day: 'Give a drop-off day', and the page says it waits until then.
  const waiting = await submitOrder(owner, { dropOff: { day: FULL, waitlist: true } });
  await openOrder(page, waiting.order_number);
  await expect(dropOff(page)).toContainText(`Drop-off dayWaitlist: ${label(FULL)}`);
  await page.getByRole('button', { name: 'Give a drop-off day' }).click();
  const give = page.getByRole('dialog', { name: 'Give a drop-off day' });
  await give.getByLabel('Drop-off day').fill(TWO_SPOTS);
  await give.getByRole('button', { name: 'Give a drop-off day' }).click();
  await expect(give).toBeHidden();
  await expect(dropOff(page)).toContainText(`Drop-off day${label(TWO_SPOTS)}`);
  await expect(history(page).filter({ hasText: `Given a drop-off spot on ${label(TWO_SPOTS)}` })).toBeVisible();
});

test('the owner overbooks a full day only after confirming it', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(REFUSED_RESOURCE(409));
  await page.context().addCookies((await owner.storageState()).cookies);
  const order = await submitOrder(owner, { dropOff: { day: BOOKED } });
  await openOrder(page, order.order_number);

  await page.getByRole('button', { name: 'Move drop-off day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move drop-off day' });
  const field = dialog.getByLabel('Drop-off day');
  await field.fill(FULL);
  await dialog.getByRole('button', { name: 'Move drop-off day' }).click();

  // The question, where focus goes; 'Cancel' goes back to the day, unchanged.
  const question = dialog.getByText(`${label(FULL)} is full. Overbook it?`);
  await expect(question).toBeFocused();
  await expect(dialog).toContainText('(1 of 1 deer booked)');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(FULL);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');

  await dialog.getByRole('button', { name: 'Move drop-off day' }).click();
  await expect(question).toBeFocused();
  await dialog.getByRole('button', { name: 'Overbook' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Drop-off day moved to ${label(FULL)}.` })).toBeVisible();
  await expect(dropOff(page)).toContainText(`Drop-off day${label(FULL)}`);
  await expect(
    history(page).filter({
      hasText: `Drop-off day moved to ${label(FULL)} (overbooked: 1 of 1 deer booked before it)`,
    }),
  ).toContainText(`Drop-off day: ${label(BOOKED)} to ${label(FULL)}`);
  await expectNoAxeViolations(page);
});
