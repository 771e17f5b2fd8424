import { describe, expect, it } from 'vitest';
import { SHOP_CONTACT, buildConfirmationReceipt } from '../testing/factories';
import { renderConfirmationSms } from './confirmation-sms';

describe('confirmation SMS', () => {
  it('is a short confirmation with the order number and grand total and no customer text', () => {
    const sms = renderConfirmationSms(buildConfirmationReceipt({ order: { full_name: 'Dana <b>Hunter</b>' } })).body;
    expect(sms).toContain('GM-1042');
    expect(sms).toContain('$159.00');
    expect(sms).not.toContain('Dana');
    expect(sms.length).toBeLessThanOrEqual(160);
  });

  it("opens with the shop's name and ends with its phone and pickup hours when they are set", () => {
    expect(renderConfirmationSms(buildConfirmationReceipt(), SHOP_CONTACT).body).toBe(
      "Hollow Creek Processing: your order GM-1042 is confirmed. Total: $159.00. We'll email the details and contact you when it's ready. Phone: (205) 555-0100. Pickup hours: Mon-Sat 8am-6pm.",
    );
    expect(
      renderConfirmationSms(buildConfirmationReceipt(), { shop_name: '', phone: '', pickup_hours: 'Daily 7-7.' }).body,
    ).toBe(
      "Your order GM-1042 is confirmed. Total: $159.00. We'll email the details and contact you when it's ready. Pickup hours: Daily 7-7.",
    );
  });

  it('ends with the bare status link when the order has one, still one segment without shop details', () => {
    const link = 'http://127.0.0.1:3000/status/AbCdEfGhIjKlMnOpQrStUv';
    const bare = renderConfirmationSms(buildConfirmationReceipt(), undefined, link).body;
    expect(bare).toBe(
      `Your order GM-1042 is confirmed. Total: $159.00. We'll email the details and contact you when it's ready. ${link}`,
    );
    expect(bare.length).toBeLessThanOrEqual(160);
    expect(renderConfirmationSms(buildConfirmationReceipt(), SHOP_CONTACT, link).body).toMatch(
      new RegExp(`Pickup hours: Mon-Sat 8am-6pm\\. ${link.replace(/[.]/g, '\\.')}$`),
    );
  });

  it('reads exactly as before when no shop detail is set', () => {
    expect(renderConfirmationSms(buildConfirmationReceipt(), { shop_name: '', phone: '', pickup_hours: '' }).body).toBe(
      "Your order GM-1042 is confirmed. Total: $159.00. We'll email the details and contact you when it's ready.",
    );
  });
});
