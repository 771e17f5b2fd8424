import { describe, expect, it } from 'vitest';
import { SHOP_CONTACT, buildConfirmationReceipt } from '../testing/factories';
import { renderConfirmationEmail } from './confirmation-email';
import { escapeHtml } from './email-layout';

describe('confirmation email', () => {
  it('carries the order number and grand total in the subject and the whole priced summary in both bodies', () => {
    // Deer $125 + Skinning $10 + 2 lb teriyaki jerky at $12.00/lb = $159.00
    const email = renderConfirmationEmail(buildConfirmationReceipt());
    expect(email.subject).toBe('Order GM-1042 confirmed - $159.00');
    for (const body of [email.text, email.html]) {
      for (const expected of [
        'Customer Information',
        'Dana Hunter',
        'dana@example.com',
        '(205) 555-0134',
        'Prep Services',
        'Skinning',
        'Prep Total',
        'Processing',
        'Deer',
        'Buck',
        'Hind Quarters - Roast, Backstrap - Butterfly, Ground',
        '$125.00',
        'Add-ons',
        'Jerky - Teriyaki x 2',
        '$24.00',
        'Add-ons Total',
        'Grand Total',
        '$159.00',
      ]) {
        expect(body).toContain(expected);
      }
    }
  });

  it("reads the review screen's Order Total card: Processing, Prep Services, Add-ons, Grand Total", () => {
    const { text, html } = renderConfirmationEmail(buildConfirmationReceipt());
    const orderTotal = text.slice(text.indexOf('Order Total\n'));
    expect(orderTotal).toBe(
      'Order Total\n-----------\n  Processing: $125.00\n  Prep Services: $10.00\n  Add-ons: $24.00\n  Grand Total: $159.00\n\nWe will contact you when your order is ready.\n',
    );
    expect(html).toContain('<strong>Grand Total</strong>');
  });

  it('shows the prep section for every deer, with no prep services when it has none', () => {
    const { text, html } = renderConfirmationEmail(buildConfirmationReceipt({ addons: [] }));
    expect(text).toContain('Prep Services\n-------------\n  No prep services\n  Prep Total: $0.00\n');
    expect(html).toContain('No prep services');
    expect(text).not.toMatch(/^Add-ons$/m);
    expect(text).toContain('  Processing: $125.00\n  Prep Services: $0.00\n  Grand Total: $125.00\n');
  });

  it('shows a hog over 200 lbs with its weight and weight cost, and no prep section', () => {
    const receipt = buildConfirmationReceipt({
      order: { animal_type: 'Hog', gender: 'Sow', weight_option: 'over200', weight_pounds: 250, weight_cost: 222.5 },
      cuts: ['Sausage - Hot Italian'],
      addons: [],
    });
    const email = renderConfirmationEmail(receipt);
    expect(email.text).toContain('Weight: 250 lbs');
    expect(email.text).toContain('Processing Cost: $222.50');
    expect(email.text).toContain('Grand Total: $222.50');
    expect(email.text).not.toContain('Prep Services');
  });

  it('prefers the total snapshotted at completion', () => {
    const email = renderConfirmationEmail(buildConfirmationReceipt({ order: { total_cents: 12_700 } }));
    expect(email.subject).toContain('$127.00');
  });

  it('escapes every customer value in the HTML', () => {
    const receipt = buildConfirmationReceipt({
      order: {
        full_name: '<script>alert(1)</script>',
        email: 'a"onmouseover="x@example.com',
        phone_number: "<img src=x onerror='y'>",
      },
      cuts: ['Other - <b>bold</b> & more'],
    });
    const { html, text } = renderConfirmationEmail(receipt);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('"onmouseover="');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Other - &lt;b&gt;bold&lt;/b&gt; &amp; more');
    expect(html).toContain('&lt;img src=x onerror=&#39;y&#39;&gt;');
    // The plain-text part is not HTML: it shows what the customer typed.
    expect(text).toContain('<script>alert(1)</script>');
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('keeps the subject on one line whatever the order number holds', () => {
    const email = renderConfirmationEmail(
      buildConfirmationReceipt({ order: { order_number: 'GM-1\r\nBcc: x@example.com' } }),
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});

describe("the confirmation email with the shop's settings", () => {
  it("ends with the shop's name, phone and pickup hours in both bodies", () => {
    const email = renderConfirmationEmail(buildConfirmationReceipt(), SHOP_CONTACT);
    expect(email.text).toContain(
      'We will contact you when your order is ready.\n\nHollow Creek Processing\nPhone: (205) 555-0100\nPickup hours: Mon-Sat 8am-6pm\n',
    );
    expect(email.html).toContain('Hollow Creek Processing<br>Phone: (205) 555-0100<br>Pickup hours: Mon-Sat 8am-6pm');
    expect(email.subject).toBe('Order GM-1042 confirmed - $159.00');
  });

  it('shows only the details that are set, and reads as before when none is', () => {
    const phoneOnly = renderConfirmationEmail(buildConfirmationReceipt(), {
      shop_name: '',
      phone: '(205) 555-0100',
      pickup_hours: ' ',
    });
    expect(phoneOnly.text.endsWith('ready.\n\nPhone: (205) 555-0100\n')).toBe(true);
    const none = { shop_name: '', phone: '', pickup_hours: '' };
    expect(renderConfirmationEmail(buildConfirmationReceipt(), none)).toEqual(
      renderConfirmationEmail(buildConfirmationReceipt()),
    );
    expect(renderConfirmationEmail(buildConfirmationReceipt()).text.endsWith('ready.\n')).toBe(true);
  });

  it("says 'Track your order' with the status link after the closing, before the shop's details", () => {
    const link = 'https://orders.example.com/status/AbCdEfGhIjKlMnOpQrStUv';
    const email = renderConfirmationEmail(buildConfirmationReceipt(), SHOP_CONTACT, link);
    expect(email.text).toContain(
      `We will contact you when your order is ready.\n\nTrack your order: ${link}\n\nHollow Creek Processing\n`,
    );
    expect(email.html).toContain(`<p>Track your order: <a href="${link}">${link}</a></p>`);
    expect(email.subject).toBe('Order GM-1042 confirmed - $159.00');
  });

  it("escapes the shop's settings in the HTML and keeps them on one line each", () => {
    const email = renderConfirmationEmail(buildConfirmationReceipt(), {
      shop_name: 'Bob & <i>Sons</i>',
      phone: '555',
      pickup_hours: 'Mon-Fri 8-5\nSat 9-12',
    });
    expect(email.html).toContain('Bob &amp; &lt;i&gt;Sons&lt;/i&gt;');
    expect(email.text).toContain('Pickup hours: Mon-Fri 8-5 Sat 9-12\n');
  });
});
