import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../../domain/shop';
import { SHOP_CONTACT, buildConfirmationReceipt } from '../testing/factories';
import { orderMessages, orderPageUrl } from './order-messages';
import { renderShopNewOrderEmail } from './shop-new-order-email';

const SETTINGS: ShopSettings = {
  ...SHOP_CONTACT,
  address: '12 Mill Road',
  time_zone: 'America/Chicago',
  first_tag_number: 1,
  new_order_email: 'orders@hollowcreek.example.com',
};

describe("the shop's 'New order' email", () => {
  it('names the order and its total in the subject, and carries the receipt and a link to the order', () => {
    const email = renderShopNewOrderEmail(
      buildConfirmationReceipt(),
      orderPageUrl('https://shop.example.com', 'GM-1042'),
    );
    expect(email.subject).toBe('New order GM-1042 - $159.00');
    expect(email.text.startsWith('Dana Hunter submitted order GM-1042 ($159.00):\n')).toBe(true);
    for (const body of [email.text, email.html]) {
      for (const expected of ['Customer Information', '(205) 555-0134', 'Jerky - Teriyaki x 2', 'Grand Total']) {
        expect(body).toContain(expected);
      }
      expect(body).toContain('https://shop.example.com/shop/orders/GM-1042');
    }
  });

  it('escapes what the customer typed', () => {
    const email = renderShopNewOrderEmail(
      buildConfirmationReceipt({ order: { full_name: '<script>x</script>' } }),
      'http://127.0.0.1:3000/shop/orders/GM-1042',
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});

describe("an order's messages", () => {
  const receipt = buildConfirmationReceipt();

  it("address the confirmation to the customer, with the shop's details, and the shop's email to the shop", () => {
    const messageFor = orderMessages(receipt, SETTINGS, 'http://127.0.0.1:3000');
    const email = messageFor('confirmation', 'email');
    const sms = messageFor('confirmation', 'sms');
    const shop = messageFor('shop_new_order', 'email');
    if (!('outgoing' in email) || !('outgoing' in sms) || !('outgoing' in shop)) throw new Error('expected messages');
    expect(email.outgoing.recipient).toBe('dana@example.com');
    expect(email.outgoing.channel === 'email' && email.outgoing.message.text).toContain('Hollow Creek Processing');
    expect(sms.outgoing.channel === 'sms' && sms.outgoing.message.body).toMatch(/^Hollow Creek Processing: /);
    expect(shop.outgoing.recipient).toBe('orders@hollowcreek.example.com');
    expect(shop.outgoing.channel === 'email' && shop.outgoing.message.subject).toBe('New order GM-1042 - $159.00');
  });

  it('has no shop email to send once the setting is cleared, nor a shop SMS', () => {
    const messageFor = orderMessages(receipt, { ...SETTINGS, new_order_email: null }, 'http://127.0.0.1:3000');
    expect(messageFor('shop_new_order', 'email')).toEqual({ none: 'no new order email is set in the settings' });
    expect('none' in orderMessages(receipt, SETTINGS, 'http://x')('shop_new_order', 'sms')).toBe(true);
  });
});
