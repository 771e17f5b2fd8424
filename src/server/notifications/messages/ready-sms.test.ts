import { describe, expect, it } from 'vitest';
import { SHOP_CONTACT, buildConfirmationReceipt } from '../testing/factories';
import { type ReadyFacts, renderReadySms } from './ready-sms';

const LINK = 'https://orders.example.com/status/AbCdEfGhIjKlMnOpQrStUv';
const facts = (overrides: Partial<ReadyFacts> = {}): ReadyFacts => ({
  tagNumber: 1042,
  paidCents: 11_900,
  balanceDueCents: 4_000,
  statusLink: LINK,
  ...overrides,
});

describe('ready SMS', () => {
  it("reads as docs/shop.md 4 has it: the shop's name, order, tag, balance due and the status link", () => {
    expect(renderReadySms(buildConfirmationReceipt(), facts(), SHOP_CONTACT)).toEqual({
      orderNumber: 'GM-1042',
      body: `Hollow Creek Processing: your order GM-1042 (tag 1042) is ready for pickup. Balance due $40.00. ${LINK}`,
    });
  });

  it("says 'Paid in full.' when nothing is due, or when an edit left less than nothing", () => {
    const paid = renderReadySms(buildConfirmationReceipt(), facts({ balanceDueCents: 0 }), SHOP_CONTACT).body;
    expect(paid).toBe(
      `Hollow Creek Processing: your order GM-1042 (tag 1042) is ready for pickup. Paid in full. ${LINK}`,
    );
    expect(renderReadySms(buildConfirmationReceipt(), facts({ balanceDueCents: -500 })).body).toContain(
      'Paid in full.',
    );
  });

  it('opens without a name when none is set, and leaves out what the order does not have', () => {
    expect(renderReadySms(buildConfirmationReceipt(), facts({ tagNumber: null, statusLink: null })).body).toBe(
      'Your order GM-1042 is ready for pickup. Balance due $40.00.',
    );
  });

  it("carries no customer text, and fits one segment with the shop's name and a link", () => {
    const body = renderReadySms(
      buildConfirmationReceipt({ order: { full_name: 'Dana <b>Hunter</b>' } }),
      facts(),
      SHOP_CONTACT,
    ).body;
    expect(body).not.toContain('Dana');
    expect(body.length).toBeLessThanOrEqual(160);
  });
});
