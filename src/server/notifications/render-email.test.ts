import { describe, expect, it } from 'vitest';
import { summariseOrder } from './order-summary';
import { escapeHtml, renderOrderEmail } from './render-email';
import { renderOrderSms } from './render-sms';
import { buildNotificationOrder } from './testing/factories';

describe('confirmation email', () => {
  it('carries the order number and grand total in the subject and the whole priced summary in both bodies', () => {
    // Deer $125 + Skinning $10 + 2 lb teriyaki jerky at $12.00/lb = $159.00
    const email = renderOrderEmail(summariseOrder(buildNotificationOrder()));
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

  it('shows a hog over 200 lbs with its weight and weight cost, and no prep section', () => {
    const order = buildNotificationOrder({
      animalType: 'Hog',
      gender: 'Sow',
      weightOption: 'over200',
      weightPounds: 250,
      weightCost: 222.5,
      cuts: ['Sausage - Hot Italian'],
      addons: [],
    });
    const email = renderOrderEmail(summariseOrder(order));
    expect(email.text).toContain('Weight: 250 lbs');
    expect(email.text).toContain('Processing Cost: $222.50');
    expect(email.text).toContain('Grand Total: $222.50');
    expect(email.text).not.toContain('Prep Services');
  });

  it('prefers the total snapshotted at completion', () => {
    const email = renderOrderEmail(summariseOrder(buildNotificationOrder({ totalCents: 12_700 })));
    expect(email.subject).toContain('$127.00');
  });

  it('escapes every customer value in the HTML', () => {
    const order = buildNotificationOrder({
      fullName: '<script>alert(1)</script>',
      email: 'a"onmouseover="x@example.com',
      phoneNumber: "<img src=x onerror='y'>",
      cuts: ['Other - <b>bold</b> & more'],
    });
    const { html, text } = renderOrderEmail(summariseOrder(order));
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
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('keeps the subject on one line whatever the order number holds', () => {
    const email = renderOrderEmail(summariseOrder(buildNotificationOrder({ orderNumber: 'GM-1\r\nBcc: x@example.com' })));
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});

describe('confirmation SMS', () => {
  it('is a short confirmation with the order number and grand total and no customer text', () => {
    const sms = renderOrderSms(summariseOrder(buildNotificationOrder({ fullName: 'Dana <b>Hunter</b>' })));
    expect(sms).toContain('GM-1042');
    expect(sms).toContain('$159.00');
    expect(sms).not.toContain('Dana');
    expect(sms.length).toBeLessThanOrEqual(160);
  });
});
