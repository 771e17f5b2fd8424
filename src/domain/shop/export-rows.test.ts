import { describe, expect, it } from 'vitest';
import type { Receipt } from '../receipt';
import { LINE_ITEMS_CSV_HEADER, ORDERS_CSV_HEADER, lineItemCsvRows, orderCsvRow, splitLineName } from './export-rows';
import type { StageDates } from './stage-dates';

/** A buck, skinned, with two cuts and two add-ons, as buildReceipt lays it out. */
const receipt: Receipt = {
  orderNumber: 'GM-1042',
  customer: { name: '=Ann, "the" Hunter', email: 'ann@example.com', phone: '+1 555 010 9999' },
  prep: {
    title: 'Prep Services',
    lines: [{ label: 'Skinning', quantity: 1, quantityText: null, unitPriceText: '$10.00', amountCents: 1_000 }],
    total: { label: 'Prep Total', amountCents: 1_000 },
  },
  processing: {
    title: 'Processing',
    animal: 'Deer',
    gender: 'Buck',
    weightText: null,
    cuts: ['Backstrap - Butterfly', 'Other - keep - the shanks'],
    total: { label: 'Processing Cost', amountCents: 12_500 },
  },
  addons: {
    title: 'Add-ons',
    lines: [
      {
        label: 'Ground Sausage - Hot',
        quantity: 2.5,
        quantityText: 'x 2.5',
        unitPriceText: '$2.00/lb',
        amountCents: 500,
      },
      { label: 'Pickled Bites', quantity: 1, quantityText: null, unitPriceText: '$15.00/Jar', amountCents: 1_500 },
    ],
    total: { label: 'Add-ons Total', amountCents: 2_000 },
  },
  totals: [],
  grandTotal: { label: 'Grand Total', amountCents: 15_500 },
};

const dates: StageDates = {
  submitted: '2026-11-02 09:00',
  checked_in: '2026-11-02 10:15',
  processing: null,
  ready: null,
  picked_up: null,
  cancelled: null,
  unclaimed: null,
};

describe('orders.csv rows (docs/shop.md 6)', () => {
  it('one row per order with the columns of its header, money in dollars, typed text guarded', () => {
    const row = orderCsvRow({
      receipt,
      tagNumber: 1042,
      stage: 'checked_in',
      stageDates: dates,
      hogWeightLbs: null,
      hangingWeightLbs: 112.5,
      finishedWeightLbs: 54,
      paidCents: 4_000,
      balanceDueCents: 11_500,
      dropOffDay: '2026-11-14',
      dropOffWaitlist: false,
    });
    expect(row).toHaveLength(ORDERS_CSV_HEADER.length);
    expect(Object.fromEntries(ORDERS_CSV_HEADER.map((column, index) => [column, row[index]]))).toEqual({
      'Order number': 'GM-1042',
      Tag: '1042',
      'Submitted at': '2026-11-02 09:00',
      'Checked in at': '2026-11-02 10:15',
      'Processing started at': '',
      'Ready for pickup at': '',
      'Picked up at': '',
      'Cancelled at': '',
      'Customer name': `'=Ann, "the" Hunter`,
      Phone: "'+1 555 010 9999",
      Email: 'ann@example.com',
      Animal: 'Deer',
      Gender: 'Buck',
      'Hog weight (lbs)': '',
      'Hanging weight (lbs)': '112.5',
      Prep: 'Skinning',
      'Processing cost': '125.00',
      'Prep total': '10.00',
      'Add-ons total': '20.00',
      'Grand total': '155.00',
      Paid: '40.00',
      'Balance due': '115.00',
      Stage: 'Checked in',
      'Drop-off day': '2026-11-14',
      'Drop-off waitlist': '',
      'Finished weight (lbs)': '54',
      'Yield (%)': '48',
    });
  });

  it("writes a hog's weight as a number, its unit in the header", () => {
    const row = orderCsvRow({
      receipt,
      tagNumber: null,
      stage: 'submitted',
      stageDates: dates,
      hogWeightLbs: 245,
      hangingWeightLbs: null,
      finishedWeightLbs: 70,
      paidCents: 0,
      balanceDueCents: 0,
      dropOffDay: '2026-11-15',
      dropOffWaitlist: true,
    });
    expect(row[ORDERS_CSV_HEADER.indexOf('Hog weight (lbs)')]).toBe('245');
    // docs/shop.md 10: a waitlisted order's day, marked as waiting.
    const cell = (column: (typeof ORDERS_CSV_HEADER)[number]) => row[ORDERS_CSV_HEADER.indexOf(column)];
    expect([cell('Drop-off day'), cell('Drop-off waitlist')]).toEqual(['2026-11-15', 'Yes']);
    // docs/shop.md 11: no yield without the hanging weight.
    expect([cell('Finished weight (lbs)'), cell('Yield (%)')]).toEqual(['70', '']);
  });
});

describe('line-items.csv rows (docs/shop.md 6)', () => {
  it("one row per receipt line, in the receipt's sections; the amounts add up to the total", () => {
    const quantities = new Map([
      ['Skinning', 1],
      ['Ground Sausage - Hot', 2.5],
      ['Pickled Bites', 1],
    ]);
    const rows = lineItemCsvRows(receipt, quantities);
    expect(rows.every((row) => row.length === LINE_ITEMS_CSV_HEADER.length)).toBe(true);
    expect(rows).toEqual([
      ['GM-1042', 'Prep Services', 'Skinning', '', '1', 'each', '10.00', '10.00'],
      ['GM-1042', 'Processing', 'Deer', 'Buck', '1', 'each', '125.00', '125.00'],
      ['GM-1042', 'Cuts', 'Backstrap', 'Butterfly', '', '', '', ''],
      ['GM-1042', 'Cuts', 'Other', 'keep - the shanks', '', '', '', ''],
      ['GM-1042', 'Add-ons', 'Ground Sausage', 'Hot', '2.5', 'lb', '2.00', '5.00'],
      ['GM-1042', 'Add-ons', 'Pickled Bites', '', '1', 'jar', '15.00', '15.00'],
    ]);
    const cents = rows.reduce((sum, row) => sum + Math.round(Number(row[7] || 0) * 100), 0);
    expect(cents).toBe(receipt.grandTotal.amountCents);
  });

  it("a hog's processing names its gender and weight; typed Other text is guarded", () => {
    const hog: Receipt = {
      ...receipt,
      prep: null,
      addons: null,
      processing: {
        ...receipt.processing,
        animal: 'Hog',
        gender: 'Boar',
        weightText: '250 lbs',
        cuts: ['Other - =cmd|calc'],
        total: { label: 'Processing Cost', amountCents: 22_250 },
      },
    };
    expect(lineItemCsvRows(hog, new Map())).toEqual([
      ['GM-1042', 'Processing', 'Hog', 'Boar, 250 lbs', '1', 'each', '222.50', '222.50'],
      ['GM-1042', 'Cuts', 'Other', "'=cmd|calc", '', '', '', ''],
    ]);
  });

  it('splits a stored name at its first separator', () => {
    expect(splitLineName('Neck Roast')).toEqual({ item: 'Neck Roast', options: '' });
    expect(splitLineName('Snack Stix - Pepperoni and Cheese')).toEqual({
      item: 'Snack Stix',
      options: 'Pepperoni and Cheese',
    });
  });
});
