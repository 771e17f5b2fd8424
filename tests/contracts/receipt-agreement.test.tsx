import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST, type OrderDetails, buildReceipt, computeOrderTotals, formatCents } from '../../src/domain';
import { buildOrderDetails } from '../../src/domain/test/factories';
import { renderConfirmationEmail } from '../../src/server/notifications/messages/confirmation-email';
import { renderConfirmationSms } from '../../src/server/notifications/messages/confirmation-sms';
import { OrderSummary } from '../../src/web/features/order/components/order-summary';

/**
 * Issue 9's contract: the review screen, the confirmation email and the confirmation SMS render one
 * receipt, so they show the same sections, lines and totals. Each is rendered for real here (the React
 * component in jsdom, the email's plain-text part, the SMS body) and read back as label/amount pairs.
 */
type Row = [label: string, value: string];

/** An order whose totals are version 1's prices, through the domain's one rule, as the server presents them. */
function buildDetails(
  overrides: Partial<OrderDetails['order']>,
  addons: OrderDetails['addons'],
  cuts: string[],
): OrderDetails {
  const details = buildOrderDetails({ order: overrides, addons, cuts: cuts.map((cut_name) => ({ cut_name })) });
  const totals = computeOrderTotals(DEFAULT_PRICE_LIST, details.order, addons);
  return {
    ...details,
    totals: {
      processing_cents: totals.processingCents,
      prep_cents: totals.prepCents,
      addons_cents: totals.addonsCents,
      grand_total_cents: totals.grandTotalCents,
    },
  };
}

/** The review's cards as title -> rows of [label, value] (the cuts list as one 'Cuts' row). */
function reviewSections(details: OrderDetails): Map<string, Row[]> {
  const { unmount } = render(<OrderSummary details={details} />);
  const sections = new Map<string, Row[]>();
  for (const card of screen.getAllByRole('region')) {
    const title = within(card).getByRole('heading', { level: 2 }).textContent ?? '';
    const rows: Row[] = [];
    for (const term of Array.from(card.querySelectorAll('dt'))) {
      rows.push([normalise(term.textContent), normalise(term.nextElementSibling?.textContent)]);
    }
    const cuts = Array.from(card.querySelectorAll('li')).map((item) => normalise(item.textContent));
    if (cuts.length > 0) rows.push(['Cuts', cuts.join(', ')]);
    const empty = card.querySelector('p');
    if (empty) rows.push([normalise(empty.textContent), '']);
    sections.set(title, rows);
  }
  unmount();
  return sections;
}

/** The email's plain-text part as title -> rows; an add-on's '(unit price)' detail is left aside. */
function emailSections(text: string): Map<string, Row[]> {
  const sections = new Map<string, Row[]>();
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (!/^-+$/.test(line) || index === 0) return;
    const rows: Row[] = [];
    for (const row of lines.slice(index + 1)) {
      if (!row.startsWith('  ')) break;
      const [label, ...value] = row.trim().split(': ');
      rows.push([normalise(label), normalise(value.join(': ').replace(/ \(\$[^)]*\)$/, ''))]);
    }
    sections.set(lines[index - 1] ?? '', rows);
  });
  return sections;
}

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const sorted = (rows: Row[]) => [...rows].map((row) => row.join(' | ')).sort();

const ORDERS: [string, OrderDetails][] = [
  [
    'a deer with prep, sub-option cuts and add-ons in pounds, jars and a variety pack',
    buildDetails(
      {},
      [
        { addon_name: 'Skinning', addon_price: '$10.00', quantity: 1 },
        { addon_name: 'Caped', addon_price: '$10.00', quantity: 1 },
        { addon_name: 'Ground Sausage - Hot', addon_price: '$2.00/lb', quantity: 5 },
        { addon_name: 'Jerky - Teriyaki', addon_price: '$12.00/lb', quantity: 2.5 },
        { addon_name: 'Pickled Bites', addon_price: '$15.00/Jar', quantity: 3 },
        { addon_name: 'Variety Pack', addon_price: '$220.00', quantity: 1 },
      ],
      ['Hind Quarters - Roast', 'Backstrap - Butterfly', 'Other - Neck on the bone, please'],
    ),
  ],
  ['a deer without prep or add-ons', buildDetails({ gender: 'Doe' }, [], ['Ground'])],
  [
    'a hog over 200 lbs, submitted (total snapshotted)',
    buildDetails(
      {
        animal_type: 'Hog',
        gender: 'Sow',
        weight_option: 'over200',
        weight_pounds: 250,
        weight_cost: 222.5,
        status: 'completed',
        total_cents: 23_050,
      },
      [{ addon_name: 'Bacon', addon_price: '$8.00/lb', quantity: 1 }],
      ['Chops', 'Sausage - Hot Italian'],
    ),
  ],
];

describe('the review, the confirmation email and the SMS show one receipt', () => {
  it.each(ORDERS)('%s', (_label, details) => {
    const receipt = buildReceipt(details);
    const review = reviewSections(details);
    const email = emailSections(renderConfirmationEmail(receipt).text);

    // Same sections, in the same order, with the same lines and amounts.
    expect([...email.keys()]).toEqual([...review.keys()]);
    for (const [title, rows] of review) {
      const emailRows = email.get(title) ?? [];
      // The review shows an empty gender as a blank; the email leaves the row out.
      expect(sorted(emailRows), title).toEqual(
        sorted(rows.filter(([label, value]) => label !== 'Gender' || value !== '')),
      );
    }

    const grandTotal = formatCents(receipt.grandTotal.amountCents);
    expect(review.get('Order Total')).toContainEqual(['Grand Total', grandTotal]);
    const sms = renderConfirmationSms(receipt).body;
    expect(sms).toContain(details.order.order_number);
    expect(sms).toContain(`Total: ${grandTotal}.`);
  });
});
