import { describe, expect, it } from 'vitest';
import { SHOP_CONTACT, buildConfirmationReceipt } from '../testing/factories';
import { type PickupPlace, renderReadyEmail } from './ready-email';
import type { ReadyFacts } from './ready-sms';

const LINK = 'https://orders.example.com/status/AbCdEfGhIjKlMnOpQrStUv';
const SHOP: PickupPlace = { ...SHOP_CONTACT, address: '12 Mill Road\nHollow Creek, AL 35000' };
const facts = (overrides: Partial<ReadyFacts> = {}): ReadyFacts => ({
  tagNumber: 1042,
  paidCents: 11_900,
  balanceDueCents: 4_000,
  statusLink: LINK,
  ...overrides,
});

describe('ready email', () => {
  it('is titled as docs/shop.md 4 has it and tells the balance, the pickup hours and address, and the link', () => {
    const email = renderReadyEmail(buildConfirmationReceipt(), facts(), SHOP);
    expect(email.subject).toBe('Your order GM-1042 is ready for pickup');
    expect(email.text).toContain(
      'Hi Dana Hunter,\n\nYour order GM-1042 (tag 1042) is ready for pickup. Balance due $40.00.\n\n' +
        'Pickup\n------\n  Tag: 1042\n  Grand Total: $159.00\n  Paid: $119.00\n  Balance due: $40.00\n' +
        '  Pickup hours: Mon-Sat 8am-6pm\n  Address: 12 Mill Road Hollow Creek, AL 35000\n',
    );
    expect(email.text).toContain(`Track your order: ${LINK}\n`);
    // The footer names the shop and its phone; the pickup hours are said once, above.
    expect(email.text.endsWith('\n\nHollow Creek Processing\nPhone: (205) 555-0100\n')).toBe(true);
    expect(email.text.match(/Pickup hours/g)).toHaveLength(1);
    expect(email.html).toContain('<h1 style="font-size:20px">Your order GM-1042 is ready for pickup</h1>');
    expect(email.html).toContain(`Track your order: <a href="${LINK}">${LINK}</a>`);
    expect(email.html).toContain('<strong>Balance due</strong>');
    expect(email.html).toContain('12 Mill Road Hollow Creek, AL 35000');
  });

  it('is rendered from the receipt: what was ordered and its totals', () => {
    const { text } = renderReadyEmail(buildConfirmationReceipt(), facts(), SHOP);
    for (const expected of [
      'Jerky - Teriyaki x 2',
      'Hind Quarters - Roast, Backstrap - Butterfly, Ground',
      'Grand Total: $159.00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("says 'Paid in full' when nothing is due, with no paid line when nothing was paid", () => {
    const paid = renderReadyEmail(buildConfirmationReceipt(), facts({ balanceDueCents: 0, paidCents: 15_900 }), SHOP);
    expect(paid.text).toContain('is ready for pickup. Paid in full.\n');
    expect(paid.text).toContain('  Paid: $159.00\n  Paid in full\n');
    expect(paid.text).not.toContain('Balance due');
    const unpaid = renderReadyEmail(buildConfirmationReceipt(), facts({ paidCents: 0, balanceDueCents: 15_900 }), SHOP);
    expect(unpaid.text).not.toMatch(/^ {2}Paid:/m);
  });

  it('leaves out what is not set, and escapes what the customer and the owner typed', () => {
    const email = renderReadyEmail(
      buildConfirmationReceipt({ order: { full_name: '<script>x</script>' } }),
      facts({ tagNumber: null, statusLink: null }),
      { shop_name: 'Bob & <i>Sons</i>', phone: '', pickup_hours: '', address: '' },
    );
    expect(email.text).not.toContain('Tag:');
    expect(email.text).not.toContain('Address');
    expect(email.text).not.toContain('Track your order');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(email.html).toContain('Bob &amp; &lt;i&gt;Sons&lt;/i&gt;');
  });
});
