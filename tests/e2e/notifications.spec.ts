import { E2E_SENDERS, messagesTo } from '../support/e2e-fakes';
import { expect, expectNoAxeViolations, test, toast } from './fixtures';

/** A unique customer, so that parallel tests and the per-number SMS cap never mix messages up. */
function uniqueCustomer() {
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const tag = `${Date.now()}${digits}`;
  return { email: `notify-${tag}@example.com`, phone: `(205) 555-${digits}`, e164: `+1205555${digits}` };
}

test('a submitted order delivers exactly one email and one SMS with the grand total', async ({ page, fakes }) => {
  const customer = uniqueCustomer();
  await page.goto('/order-details');
  await page.getByLabel('Full Name').fill('<script>alert(1)</script> Hunter');
  await page.getByLabel('Email Address').fill(customer.email);
  await page.getByLabel('Phone Number').fill(customer.phone);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL('/choose-animal');
  await page.getByRole('button', { name: 'Deer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Options' });
  await dialog.getByRole('checkbox', { name: 'Skinning' }).check();
  await dialog.getByRole('radio', { name: 'Doe (Female)' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL('/choose-deer-cuts');
  await page.getByRole('checkbox', { name: 'Ground' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/addons');
  const jerky = page.getByRole('group', { name: 'Jerky', exact: true });
  await jerky.getByRole('checkbox', { name: 'Jerky' }).check();
  const teriyaki = jerky.getByRole('group', { name: 'Teriyaki', exact: true });
  await teriyaki.getByRole('checkbox', { name: 'Teriyaki' }).check();
  await teriyaki.getByRole('spinbutton', { name: 'Pounds:' }).fill('2');
  await page.getByRole('button', { name: 'Next' }).click();

  // $125 processing + $10 Skinning + 2 lb jerky at $12.00 = $159.00
  await expect(page).toHaveURL('/review-order');
  await expect(page.getByRole('region', { name: 'Order Total', exact: true })).toContainText(/Grand Total\s*\$159\.00/);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(toast(page, 'Order Submitted Successfully!')).toBeVisible();
  await expect(page).toHaveURL('/');

  await expect
    .poll(async () => {
      const { emails, sms } = messagesTo(fakes, customer);
      return [emails.length, sms.length];
    })
    .toEqual([1, 1]);
  const { emails, sms } = messagesTo(fakes, customer);
  const [email] = emails;
  expect(email?.from).toBe(E2E_SENDERS.mailFrom);
  expect(email?.subject).toMatch(/^Order GM-\d+ confirmed - \$159\.00$/);
  expect(email?.text).toContain('Grand Total: $159.00');
  expect(email?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Hunter');
  expect(email?.html).not.toContain('<script>');
  expect(sms[0]?.from).toBe(E2E_SENDERS.twilioFrom);
  expect(sms[0]?.body).toContain('$159.00');
  expect(sms[0]?.body).toContain(email?.subject.split(' ')[1] ?? 'no order number');
});

test('the test page sends a sample confirmation and checks the Twilio credentials', async ({ page, fakes }) => {
  const customer = uniqueCustomer();
  await page.goto('/test-notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Test Notifications' })).toBeVisible();
  await expect(page.getByLabel('Test Phone')).toHaveValue('+1 555 123 4567');
  for (const card of ['Edge Function', 'Email Notification', 'SMS Notification']) {
    await expect(page.getByRole('region', { name: card })).toContainText('Not run');
  }
  await expectNoAxeViolations(page);

  await page.getByLabel('Test Name').fill('Page Tester');
  await page.getByLabel('Test Email').fill(customer.email);
  await page.getByLabel('Test Phone').fill(customer.phone);
  await page.getByRole('button', { name: 'Test Full Notification System' }).click();
  await expect(toast(page, 'Test Complete', 'Email ✓  SMS ✓')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Edge Function' })).toContainText('Success');
  await expect(page.getByRole('region', { name: 'Email Notification' })).toContainText(`Success`);
  await expect(page.getByRole('region', { name: 'Email Notification' })).toContainText(customer.email);
  await expect(page.getByRole('region', { name: 'SMS Notification' })).toContainText('Success');

  const { emails, sms } = messagesTo(fakes, customer);
  expect(emails.map((m) => m.subject)).toEqual(['Order TEST confirmed - $127.00']);
  expect(sms).toHaveLength(1);
  expect(sms[0]?.body).toContain('$127.00');

  await page.getByRole('button', { name: 'Check Twilio Credentials' }).click();
  await expect(toast(page, 'Twilio Check')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Twilio credentials OK' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the test page shows a channel that failed in its card', async ({ page }) => {
  const customer = uniqueCustomer();
  await page.goto('/test-notifications');
  await page.getByLabel('Test Email').fill(customer.email);
  await page.getByLabel('Test Phone').fill('call the shop');
  await page.getByRole('button', { name: 'Test Full Notification System' }).click();
  await expect(toast(page, 'Test Complete', 'Email ✓  SMS ✗')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email Notification' })).toContainText('Success');
  const smsCard = page.getByRole('region', { name: 'SMS Notification' });
  await expect(smsCard).toContainText('Failed');
  await expect(smsCard).toContainText('SMS: not sent, the phone number could not be read');
});
