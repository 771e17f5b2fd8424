import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { WEEKDAYS, dropOffDayLabel, shopToday } from '../../src/domain/drop-off-days';
import { addDays } from '../../src/domain/shop/storage';
import {
  E2E_OWNER,
  type IsolatedServer,
  OrderFactory,
  buildDetails,
  expect,
  expectNoAxeViolations,
  startIsolatedServer,
  test,
  toast,
} from './fixtures';
import { bookDeerOn } from './drop-off-fixtures';

/**
 * ADR 1201: the customer's drop-off step, the review's 'Drop-off' card, and a day that fills
 * before the submit. The owner turns the days on for the whole shop, so this file has a server of its own.
 */
let server: IsolatedServer;
let api: APIRequestContext;

/** The shop's default zone: the days below are counted from its today. */
const TODAY = shopToday(new Date(), 'America/Chicago');
const ONE_SPOT = addDays(TODAY, 2);
const FULL = addDays(TODAY, 3);
const label = (day: string) => dropOffDayLabel(day);

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startIsolatedServer();
  api = await apiRequest.newContext({ baseURL: server.baseURL });
  expect((await api.post('/api/shop/sign-in', { data: E2E_OWNER })).status()).toBe(200);
  const saved = await api.put('/api/shop/drop-off-settings', {
    data: {
      enabled: true,
      first_day: TODAY,
      last_day: addDays(TODAY, 40),
      weekdays: [...WEEKDAYS],
      deer_per_day: 12,
      hogs_per_day: 2,
      closed_dates: [],
      overrides: [
        { day: ONE_SPOT, deer: 1, hogs: 1 },
        { day: FULL, deer: 1, hogs: 1 },
      ],
    },
  });
  expect(saved.status()).toBe(200);
  await bookDeerOn(api, FULL);
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.close();
});

test('a customer chooses a drop-off day between the animal and the cuts; a day that fills sends them back to it', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 409/);
  await page.goto(`${server.baseURL}/order-details`);
  await page.getByLabel('Full Name').fill('Dana Woods');
  await page.getByLabel('Email Address').fill('dana@example.com');
  await page.getByLabel('Phone Number').fill('(555) 010-2030');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Deer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Options' });
  await dialog.getByRole('radio', { name: 'Buck (Male)' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  // The step: the open days with their spots, a full one disabled.
  await expect(page).toHaveURL(`${server.baseURL}/drop-off`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a Drop-off Day' })).toBeVisible();
  await expect(page.getByText('Pick the day you will bring your animal in')).toBeVisible();
  await expect(page.getByRole('radio', { name: `${label(TODAY)}: 12 spots left` })).toBeEnabled();
  await expect(page.getByRole('radio', { name: `${label(ONE_SPOT)}: 1 spot left` })).toBeEnabled();
  await expect(page.getByRole('radio', { name: `${label(FULL)}: Full` })).toBeDisabled();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/choose-animal`);
  await page.goBack();
  await page.getByRole('radio', { name: `${label(ONE_SPOT)}: 1 spot left` }).check();
  await next.click();
  await expect(toast(page, 'Success', 'Your drop-off day has been saved.')).toBeVisible();

  await expect(page).toHaveURL(`${server.baseURL}/choose-deer-cuts`);
  await page.getByRole('checkbox', { name: 'Ribs' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/addons`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/review-order`);
  const card = page.getByRole('region', { name: 'Drop-off' });
  await expect(card).toHaveText(`Drop-off${label(ONE_SPOT)}`);
  await expectNoAxeViolations(page);

  // Someone else takes the last spot before the submit.
  await bookDeerOn(api, ONE_SPOT);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(toast(page, 'Day Full', `${label(ONE_SPOT)} is now full. Please choose another day.`)).toBeVisible();
  await expect(page).toHaveURL(`${server.baseURL}/drop-off`);
  await expect(page.getByRole('radio', { name: `${label(ONE_SPOT)}: Full` })).toBeDisabled();
  await page.getByRole('radio', { name: `${label(TODAY)}: 12 spots left` }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  // Everything else was kept: the cuts are still ticked.
  await expect(page).toHaveURL(`${server.baseURL}/choose-deer-cuts`);
  await expect(page.getByRole('checkbox', { name: 'Ribs' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('region', { name: 'Drop-off' })).toHaveText(`Drop-off${label(TODAY)}`);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/`);
  await expect(page.getByRole('region', { name: /^Order GM-\d+ received$/ })).toBeVisible();
});

test('the step in Spanish', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'es', url: server.baseURL }]);
  const created = await (await api.post('/api/orders', { data: buildDetails() })).json();
  const id = (created as { order: { id: string } }).order.id;
  await api.put(`/api/orders/${id}/animal`, { data: { animal_type: 'Deer', gender: 'Doe', prep: [] } });
  await page.goto(`${server.baseURL}/`);
  await page.evaluate((value) => localStorage.setItem('currentOrderId', value), id);
  await page.goto(`${server.baseURL}/drop-off`);
  await expect(page.getByRole('heading', { level: 1, name: 'Elija un día de entrega' })).toBeVisible();
  await expect(page.getByText('Elija el día en que traerá su animal')).toBeVisible();
  const todayEs = dropOffDayLabel(TODAY, 'es');
  await expect(page.getByRole('radio', { name: `${todayEs}: quedan 11 lugares` })).toBeEnabled();
  await expect(page.getByRole('radio', { name: `${dropOffDayLabel(FULL, 'es')}: Completo` })).toBeDisabled();
  await expectNoAxeViolations(page);
});

/**
 * docs/shop.md 10: a full day offers its waitlist, which the review names, in each language. The order is
 * made through the API up to its cuts; the test goes from the step to the review, as a customer continues.
 */
for (const { lang, waitlistFor, waitlistOn, next, dropOff } of [
  {
    lang: 'en',
    waitlistFor: (day: string) => `Join the waitlist for ${label(day)}`,
    waitlistOn: (day: string) => `Waitlist: ${label(day)}`,
    next: 'Next',
    dropOff: 'Drop-off',
  },
  {
    lang: 'es',
    waitlistFor: (day: string) => `Anotarse en la lista de espera del ${dropOffDayLabel(day, 'es')}`,
    waitlistOn: (day: string) => `Lista de espera: ${dropOffDayLabel(day, 'es')}`,
    next: 'Siguiente',
    dropOff: 'Entrega',
  },
]) {
  test(`a full day offers its waitlist, and the review says so (${lang})`, async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: server.baseURL }]);
    const id = await new OrderFactory(api).build({ animal_type: 'Deer', gender: 'Buck', prep: [] }, ['Ribs']);
    await page.goto(`${server.baseURL}/`);
    await page.evaluate((value) => localStorage.setItem('currentOrderId', value), id);
    await page.goto(`${server.baseURL}/drop-off`);

    const waitlist = page.getByRole('radio', { name: waitlistFor(FULL) });
    await expect(waitlist).toBeEnabled();
    await expect(waitlist).not.toBeChecked();
    // Only a full day has one.
    await expect(page.getByRole('radio', { name: waitlistFor(TODAY) })).toHaveCount(0);
    await waitlist.check();
    await expect(waitlist).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: next }).click();
    await expect(page).toHaveURL(`${server.baseURL}/choose-deer-cuts`);
    await page.getByRole('button', { name: next }).click();
    await expect(page).toHaveURL(`${server.baseURL}/addons`);
    await page.getByRole('button', { name: next }).click();
    await expect(page).toHaveURL(`${server.baseURL}/review-order`);
    await expect(page.getByRole('region', { name: dropOff })).toHaveText(`${dropOff}${waitlistOn(FULL)}`);
    await expectNoAxeViolations(page);

    // Back on the step, the waitlist is still the choice.
    await page.goto(`${server.baseURL}/drop-off`);
    await expect(page.getByRole('radio', { name: waitlistFor(FULL) })).toBeChecked();
  });
}
