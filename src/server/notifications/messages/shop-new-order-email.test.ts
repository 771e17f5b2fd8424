import { describe, expect, it } from 'vitest';
import { DEFAULT_STORAGE_RULES, type ShopSettings } from '../../../domain/shop';
import type { Channel, DeliveryKind } from '../../db/notification-schema';
import { SHOP_CONTACT, buildConfirmationReceipt, buildOrderForSending } from '../testing/factories';
import { orderMessages, orderPageUrl } from './order-messages';
import { renderShopNewOrderEmail } from './shop-new-order-email';

const SETTINGS: ShopSettings = {
  ...SHOP_CONTACT,
  address: '12 Mill Road',
  time_zone: 'America/Chicago',
  first_tag_number: 1,
  new_order_email: 'orders@hollowcreek.example.com',
  ...DEFAULT_STORAGE_RULES,
  state: null,
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
  const order = buildOrderForSending();
  const delivery = (kind: DeliveryKind, channel: Channel, linkToken: string | null = null) => ({
    kind,
    channel,
    linkToken,
  });

  it("address the confirmation to the customer, with the shop's details, and the shop's email to the shop", () => {
    const messageFor = orderMessages(order, SETTINGS, 'http://127.0.0.1:3000');
    const email = messageFor(delivery('confirmation', 'email'));
    const sms = messageFor(delivery('confirmation', 'sms'));
    const shop = messageFor(delivery('shop_new_order', 'email'));
    if (!('outgoing' in email) || !('outgoing' in sms) || !('outgoing' in shop)) throw new Error('expected messages');
    expect(email.outgoing.recipient).toBe('dana@example.com');
    expect(email.outgoing.channel === 'email' && email.outgoing.message.text).toContain('Hollow Creek Processing');
    expect(sms.outgoing.channel === 'sms' && sms.outgoing.message.body).toMatch(/^Hollow Creek Processing: /);
    expect(shop.outgoing.recipient).toBe('orders@hollowcreek.example.com');
    expect(shop.outgoing.channel === 'email' && shop.outgoing.message.subject).toBe('New order GM-1042 - $159.00');
  });

  it("link the customer's messages to the status page by their delivery's token; the shop's email has no such link", () => {
    const messageFor = orderMessages(order, SETTINGS, 'https://orders.example.com');
    const link = 'https://orders.example.com/status/tok_en-1';
    const texts = (['confirmation', 'ready'] as const).flatMap((kind) =>
      (['email', 'sms'] as const).map((channel) => {
        const message = messageFor(delivery(kind, channel, 'tok_en-1'));
        if (!('outgoing' in message)) throw new Error(`expected a ${kind} ${channel}`);
        const { outgoing } = message;
        return outgoing.channel === 'email' ? outgoing.message.text : outgoing.message.body;
      }),
    );
    for (const text of texts) expect(text).toContain(link);
    const shop = messageFor(delivery('shop_new_order', 'email'));
    if (!('outgoing' in shop) || shop.outgoing.channel !== 'email') throw new Error('expected the shop email');
    expect(shop.outgoing.message.text).not.toContain('/status/');
    const withoutToken = messageFor(delivery('confirmation', 'sms'));
    expect(
      'outgoing' in withoutToken && withoutToken.outgoing.channel === 'sms' && withoutToken.outgoing.message.body,
    ).not.toContain('/status/');
  });

  it('address the ready message to the customer with the tag and the balance, and the pickup address in the email', () => {
    const messageFor = orderMessages(order, SETTINGS, 'http://127.0.0.1:3000');
    const sms = messageFor(delivery('ready', 'sms'));
    const email = messageFor(delivery('ready', 'email'));
    if (!('outgoing' in sms) || !('outgoing' in email)) throw new Error('expected messages');
    expect(sms.outgoing).toMatchObject({ channel: 'sms', recipient: '(205) 555-0134' });
    expect(sms.outgoing.channel === 'sms' && sms.outgoing.message.body).toBe(
      'Hollow Creek Processing: your order GM-1042 (tag 1042) is ready for pickup. Balance due $139.00.',
    );
    expect(email.outgoing.recipient).toBe('dana@example.com');
    expect(email.outgoing.channel === 'email' && email.outgoing.message.text).toContain('Address: 12 Mill Road');
  });

  it('has no ready message to send once the order was picked up or cancelled', () => {
    for (const stage of ['picked_up', 'cancelled'] as const) {
      const messageFor = orderMessages(buildOrderForSending({ stage }), SETTINGS, 'http://x');
      expect(messageFor(delivery('ready', 'sms'))).toEqual({
        none: `the order was ${stage === 'cancelled' ? 'cancelled' : 'picked up'} before the message went out`,
      });
    }
  });

  it('has no shop email to send once the setting is cleared, nor a shop SMS', () => {
    const messageFor = orderMessages(order, { ...SETTINGS, new_order_email: null }, 'http://127.0.0.1:3000');
    expect(messageFor(delivery('shop_new_order', 'email'))).toEqual({
      none: 'no new order email is set in the settings',
    });
    expect('none' in orderMessages(order, SETTINGS, 'http://x')(delivery('shop_new_order', 'sms'))).toBe(true);
  });
});
