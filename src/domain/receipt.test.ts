import { describe, expect, it } from 'vitest';
import { buildReceipt, hogWeightText, quantityText } from './receipt';
import { buildReceiptInput, buildStoredAddon } from './test/factories';

const skinning = buildStoredAddon({ addon_name: 'Skinning', addon_price: '$10.00', quantity: 1 });

describe('buildReceipt', () => {
  it('lays out a deer order with prep, cuts and add-ons and the spec totals ($145.00)', () => {
    const receipt = buildReceipt(
      buildReceiptInput({
        cuts: ['Hind Quarters - Roast', 'Ribs'],
        addons: [
          skinning,
          buildStoredAddon({ addon_name: 'Ground Sausage - Hot', addon_price: '$2.00/lb', quantity: 5 }),
        ],
      }),
    );
    expect(receipt.orderNumber).toBe('GM-1042');
    expect(receipt.customer).toEqual({ name: 'Jane Hunter', email: 'jane@example.com', phone: '555-123-4567' });
    expect(receipt.prep).toEqual({
      title: 'Prep Services',
      lines: [{ label: 'Skinning', quantity: 1, quantityText: null, unitPriceText: '$10.00', amountCents: 1_000 }],
      total: { label: 'Prep Total', amountCents: 1_000 },
    });
    expect(receipt.processing).toEqual({
      title: 'Processing',
      animal: 'Deer',
      gender: 'Buck',
      weightText: null,
      cuts: ['Hind Quarters - Roast', 'Ribs'],
      total: { label: 'Processing Cost', amountCents: 12_500 },
    });
    expect(receipt.addons?.lines).toEqual([
      {
        label: 'Ground Sausage - Hot',
        quantity: 5,
        quantityText: 'x 5',
        unitPriceText: '$2.00/lb',
        amountCents: 1_000,
      },
    ]);
    expect(receipt.addons?.total).toEqual({ label: 'Add-ons Total', amountCents: 1_000 });
    expect(receipt.totals).toEqual([
      { label: 'Processing', amountCents: 12_500 },
      { label: 'Prep Services', amountCents: 1_000 },
      { label: 'Add-ons', amountCents: 1_000 },
    ]);
    expect(receipt.grandTotal).toEqual({ label: 'Grand Total', amountCents: 14_500 });
  });

  it('keeps the prep section for a deer without prep, and leaves out add-ons when there are none', () => {
    const receipt = buildReceipt(buildReceiptInput());
    expect(receipt.prep).toEqual({ title: 'Prep Services', lines: [], total: { label: 'Prep Total', amountCents: 0 } });
    expect(receipt.addons).toBeNull();
    expect(receipt.totals.map((total) => total.label)).toEqual(['Processing', 'Prep Services']);
  });

  it('gives a hog its weight wording and no prep section', () => {
    const over = buildReceipt(
      buildReceiptInput({
        order: { animal_type: 'Hog', gender: 'Sow', weight_option: 'over200', weight_pounds: 250, weight_cost: 222.5 },
      }),
    );
    expect(over.prep).toBeNull();
    expect(over.processing.weightText).toBe('250 lbs');
    expect(over.grandTotal.amountCents).toBe(22_250);
    const under = buildReceipt(
      buildReceiptInput({ order: { animal_type: 'Hog', gender: 'Boar', weight_option: 'under200', weight_cost: 125 } }),
    );
    expect(under.processing.weightText).toBe('Under 200 lbs');
    expect(under.totals.map((total) => total.label)).toEqual(['Processing']);
  });

  it("prices processing as the server presents it, from the order's own price list", () => {
    const receipt = buildReceipt(buildReceiptInput({ addons: [skinning], processingCents: 15_075 }));
    expect(receipt.processing.total.amountCents).toBe(15_075);
    expect(receipt.totals[0]).toEqual({ label: 'Processing', amountCents: 15_075 });
    expect(receipt.grandTotal.amountCents).toBe(16_075);
  });

  it('prefers the total snapshotted at submission', () => {
    expect(buildReceipt(buildReceiptInput({ order: { total_cents: 99_999 } })).grandTotal.amountCents).toBe(99_999);
  });

  it('puts prep rows under prep and every other row under add-ons', () => {
    const receipt = buildReceipt(buildReceiptInput({ addons: [skinning, buildStoredAddon()] }));
    expect(receipt.prep?.lines.map((line) => line.label)).toEqual(['Skinning']);
    expect(receipt.addons?.lines.map((line) => line.label)).toEqual(['Hamburger Patties']);
  });
});

describe('receipt wording', () => {
  it('reads the hog weight as the spec says', () => {
    expect(hogWeightText('under200', null)).toBe('Under 200 lbs');
    expect(hogWeightText('over200', 333.3)).toBe('333.3 lbs');
    expect(hogWeightText(null, null)).toBe('Under 200 lbs');
  });

  it('shows a quantity only above 1', () => {
    expect(quantityText(1)).toBeNull();
    expect(quantityText(0.5)).toBeNull();
    expect(quantityText(2.5)).toBe('x 2.5');
  });
});
