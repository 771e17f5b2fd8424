import type { APIRequestContext, Page } from '@playwright/test';
import { SHOP_API_PATHS } from '../../src/domain/shop/shop-api-paths';
import { type E2eFakes, messagesTo } from '../support/e2e-fakes';
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, signIn, test } from './fixtures';
import { checkInByApi, markReady, submitOrder, uniqueWord } from './shop-fixtures';

/**
 * docs/shop.md 2 to 4: 'Mark ready for pickup' tells the customer once, by email and SMS, with the status link;
 * 'Resend ready message' tells them again on purpose, at the counter PC, against the local SMTP and Twilio
 * servers of the worker (fixtures.ts).
 */

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const history = (page: Page) => section(page, 'History').getByRole('listitem');

/** A customer no other test has: the per-number SMS cap and the counts below see only this one. */
function uniqueCustomer() {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return {
    name: uniqueWord('Ready '),
    email: `ready-${Date.now()}-${digits}@example.com`,
    phone: `(205) 7${digits.slice(0, 2)}-${digits.slice(2)}`,
    e164: `+12057${digits}`,
  };
}

type Customer = ReturnType<typeof uniqueCustomer>;

/** The ready messages the local SMTP and Twilio servers have received for this customer. */
function readyMessagesOf(fakes: E2eFakes, customer: Customer) {
  const { emails, sms } = messagesTo(fakes, customer);
  return {
    emails: emails.filter((m) => m.subject.includes('is ready for pickup')),
    sms: sms.filter((m) => m.body.includes('is ready for pickup')),
  };
}

/** A submitted order of this customer, checked in with a tag and in processing; its number and tag. */
async function orderInProcessing(request: APIRequestContext, customer: Customer) {
  const order = await submitOrder(request, {
    details: { full_name: customer.name, email: customer.email, phone_number: customer.phone },
  });
  const { drop_off } = await checkInByApi(request, order.order_number);
  const moved = await request.post(SHOP_API_PATHS.moveStage.href(order.order_number), { data: { to: 'processing' } });
  expect(moved.ok()).toBe(true);
  return { number: order.order_number, tag: drop_off.tag_number };
}

/** One message in the Notifications section: 'SMS: Ready for pickup (resend 1)' and its outcome. */
function message(page: Page, heading: string) {
  return section(page, 'Notifications')
    .getByRole('listitem')
    .filter({ has: page.getByText(heading, { exact: true }) });
}

test('marking ready sends the ready email and SMS once; resending sends them again and records it', async ({
  page,
  fakes,
}) => {
  await signIn(page, 'staff');
  const customer = uniqueCustomer();
  const { number, tag } = await orderInProcessing(page.request, customer);
  await page.goto(`/shop/orders/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend ready message' })).toHaveCount(0);

  // docs/shop.md 3: asked first, with the exact text and subject that will go out, and to whom.
  await page.getByRole('button', { name: 'Mark ready for pickup' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark ready for pickup' });
  await expect(confirm.getByRole('heading', { name: `Text to ${customer.phone}` })).toBeVisible();
  await expect(confirm).toContainText(
    new RegExp(
      `your order ${number} \\(tag ${tag}\\) is ready for pickup\\. Balance due \\$[\\d,.]+\\. http\\S+/status/…`,
      'i',
    ),
  );
  await expect(confirm.getByRole('heading', { name: `Email to ${customer.email}` })).toBeVisible();
  await expect(confirm).toContainText(`Subject: Your order ${number} is ready for pickup`);
  await expect(confirm).not.toContainText('Not sent');
  await expectNoAxeViolations(page);
  // Escape sends nothing and changes nothing.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Stage: Processing', { exact: true })).toBeVisible();
  await markReady(page);
  await expect(page.getByText('Stage: Ready for pickup', { exact: true })).toBeVisible();
  await expect(history(page).filter({ hasText: 'Marked ready for pickup' })).toHaveCount(1);
  // The worker sends them and the page refreshes with the outcome, without a reload.
  await expect(message(page, 'Email: Ready for pickup')).toContainText(/Sent .*\(1 attempt\)/);
  await expect(message(page, 'SMS: Ready for pickup')).toContainText(/Sent .*\(1 attempt\)/);
  await expect(history(page).filter({ hasText: 'Ready for pickup SMS sent' })).toHaveCount(1);

  const first = readyMessagesOf(fakes, customer);
  expect(first.emails.map((m) => m.subject)).toEqual([`Your order ${number} is ready for pickup`]);
  expect(first.sms).toHaveLength(1);
  expect(first.sms[0]?.body).toMatch(
    new RegExp(
      `your order ${number} \\(tag ${tag}\\) is ready for pickup\\. Balance due \\$[\\d,.]+\\. http\\S+/status/[\\w-]{22}$`,
      'i',
    ),
  );
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // The resend, from the keyboard; the button says 'Saving...' while the request is held.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${SHOP_API_PATHS.resendReadyMessage.href(number)}`, async (route) => {
    await held;
    await route.continue();
  });
  const resend = page.getByRole('button', { name: 'Resend ready message' });
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Ready message queued.' })).toBeVisible();
  await expect(history(page).filter({ hasText: 'Resent ready message' })).toHaveCount(1);
  await expect(message(page, 'Email: Ready for pickup (resend 1)')).toContainText(/Sent .*\(1 attempt\)/);
  await expect(message(page, 'SMS: Ready for pickup (resend 1)')).toContainText(/Sent .*\(1 attempt\)/);
  await expect(message(page, 'SMS: Ready for pickup')).toHaveCount(1);
  await expect(resend).toBeEnabled();

  const both = readyMessagesOf(fakes, customer);
  expect(both.emails).toHaveLength(2);
  expect(both.sms).toHaveLength(2);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
});

test('moving back and marking ready again sends nothing more', async ({ page, fakes }) => {
  await signIn(page, 'staff');
  const customer = uniqueCustomer();
  const { number } = await orderInProcessing(page.request, customer);
  await page.goto(`/shop/orders/${number}`);
  await markReady(page);
  await expect(message(page, 'SMS: Ready for pickup')).toContainText('Sent');
  await expect(message(page, 'Email: Ready for pickup')).toContainText('Sent');

  await page.getByRole('button', { name: 'Move back to Processing' }).click();
  await expect(page.getByText('Stage: Processing', { exact: true })).toBeVisible();
  // The confirmation says so before anything is pressed.
  await page.getByRole('button', { name: 'Mark ready for pickup' }).click();
  const again = page.getByRole('dialog', { name: 'Mark ready for pickup' });
  await expect(again).toContainText('marking it ready again sends nothing');
  await again.getByRole('button', { name: 'Mark ready for pickup' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByText('Stage: Ready for pickup', { exact: true })).toBeVisible();
  await expect(history(page).filter({ hasText: 'Marked ready for pickup' })).toHaveCount(2);
  // Marking ready again queued no message: the section still lists the one email and one SMS.
  const readyItems = section(page, 'Notifications').getByRole('listitem').filter({ hasText: 'Ready for pickup' });
  await expect(readyItems).toHaveCount(2);
  const after = await page.request.get(SHOP_API_PATHS.shopOrder.href(number));
  const order = (await after.json()) as { notifications: { kind: string }[] };
  expect(order.notifications.filter((n) => n.kind === 'ready')).toHaveLength(2);
  const received = readyMessagesOf(fakes, customer);
  expect(received.emails).toHaveLength(1);
  expect(received.sms).toHaveLength(1);
});
