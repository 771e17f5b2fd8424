import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DonationInputSchema, DonationProgramInputSchema } from './donation-schemas';
import {
  type DonationOfOrder,
  type DonationTerms,
  balanceAfterShare,
  donatedPounds,
  donationCsvRow,
  donationShareCents,
  donationTotals,
  donationsFileName,
  paidByLine,
} from './donations';

const perAnimal = (cents: number): DonationTerms => ({ pays: 'per_animal', rate_cents: cents });
const perPound = (cents: number): DonationTerms => ({ pays: 'per_pound', rate_cents: cents });
const order = (hanging: number | null, total: number | null = 20_000) => ({
  hanging_weight_lbs: hanging,
  total_cents: total,
});

/** Pounds with one decimal, 1 to 1500. */
const poundsArb = fc.integer({ min: 10, max: 15_000 }).map((tenths) => tenths / 10);
const termsArb: fc.Arbitrary<DonationTerms> = fc.record({
  pays: fc.constantFrom('per_animal' as const, 'per_pound' as const, 'nothing' as const),
  rate_cents: fc.integer({ min: 0, max: 999_999 }),
});
const donationArb: fc.Arbitrary<DonationOfOrder> = fc.record({
  choice: fc.constantFrom('keep' as const, 'all' as const, 'part' as const),
  pounds_donated: fc.option(poundsArb, { nil: null }),
  terms: fc.option(termsArb, { nil: null }),
});
const orderArb = fc.record({
  hanging_weight_lbs: fc.option(poundsArb, { nil: null }),
  total_cents: fc.option(fc.integer({ min: -5_000, max: 500_000 }), { nil: null }),
});
const paymentsArb = fc.array(fc.record({ amount_cents: fc.integer({ min: 1, max: 50_000 }), voided: fc.boolean() }), {
  maxLength: 8,
});

describe('donationShareCents', () => {
  it('pays a fixed program its amount for a whole animal, and nothing for a part', () => {
    expect(donationShareCents({ choice: 'all', pounds_donated: null, terms: perAnimal(6_000) }, order(null))).toBe(
      6_000,
    );
    expect(donationShareCents({ choice: 'part', pounds_donated: 40, terms: perAnimal(6_000) }, order(90))).toBe(0);
  });

  it('pays a per-pound program the rate times the hanging weight, or the pounds donated, to the cent', () => {
    // $1.25 x 96.5 lbs = $120.625 -> $120.63 (half up)
    expect(donationShareCents({ choice: 'all', pounds_donated: null, terms: perPound(125) }, order(96.5))).toBe(12_063);
    expect(donationShareCents({ choice: 'part', pounds_donated: 40.3, terms: perPound(150) }, order(96.5))).toBe(6_045);
    // Not weighed yet: nothing until the hanging weight is in.
    expect(donationShareCents({ choice: 'all', pounds_donated: null, terms: perPound(150) }, order(null))).toBe(0);
    // A part larger than a weight corrected down later is capped at the weight.
    expect(donationShareCents({ choice: 'part', pounds_donated: 80, terms: perPound(100) }, order(50))).toBe(5_000);
  });

  it('never pays more than the order total; nothing for Keep, a program that pays nothing, or no terms', () => {
    expect(donationShareCents({ choice: 'all', pounds_donated: null, terms: perAnimal(30_000) }, order(90))).toBe(
      20_000,
    );
    expect(donationShareCents({ choice: 'all', pounds_donated: null, terms: perAnimal(6_000) }, order(90, null))).toBe(
      0,
    );
    expect(donationShareCents({ choice: 'keep', pounds_donated: null, terms: perAnimal(6_000) }, order(90))).toBe(0);
    expect(
      donationShareCents({ choice: 'all', pounds_donated: null, terms: { pays: 'nothing', rate_cents: 0 } }, order(90)),
    ).toBe(0);
    expect(donationShareCents({ choice: 'all', pounds_donated: null, terms: null }, order(90))).toBe(0);
  });

  it('is a whole number of cents from 0 to the total, for any donation and order', () => {
    fc.assert(
      fc.property(donationArb, orderArb, (donation, o) => {
        const share = donationShareCents(donation, o);
        expect(Number.isInteger(share)).toBe(true);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(Math.max(0, o.total_cents ?? 0));
      }),
    );
  });

  it('per pound, grows with the pounds and equals the exact product rounded half up below the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), poundsArb, poundsArb, (rate, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const big = order(null, 100_000_000_000);
        const at = (pounds: number) =>
          donationShareCents({ choice: 'part', pounds_donated: pounds, terms: perPound(rate) }, big);
        expect(at(small)).toBeLessThanOrEqual(at(large));
        const tenths = Math.round(large * 10);
        // rate x tenths / 10, rounded half up, in integers only.
        expect(at(large)).toBe(Math.floor((rate * tenths + 5) / 10));
      }),
    );
  });

  it('Donate all pays at least what any part of the same animal pays', () => {
    fc.assert(
      fc.property(termsArb, poundsArb, poundsArb, (terms, hanging, part) => {
        const o = order(hanging, 100_000_000_000);
        const all = donationShareCents({ choice: 'all', pounds_donated: null, terms }, o);
        expect(all).toBeGreaterThanOrEqual(donationShareCents({ choice: 'part', pounds_donated: part, terms }, o));
      }),
    );
  });
});

describe('balanceAfterShare', () => {
  it('is the total minus the share minus the payments not voided', () => {
    const payments = [
      { amount_cents: 4_000, voided: false },
      { amount_cents: 9_999, voided: true },
      { amount_cents: 1_000, voided: null },
    ];
    expect(balanceAfterShare(20_000, 6_000, payments)).toBe(9_000);
  });

  it('adds up: share + payments counted + balance = total, voided payments count for nothing', () => {
    fc.assert(
      fc.property(donationArb, orderArb, paymentsArb, (donation, o, payments) => {
        const total = o.total_cents ?? 0;
        const share = donationShareCents(donation, o);
        const balance = balanceAfterShare(total, share, payments);
        const paid = payments.filter((p) => !p.voided).reduce((sum, p) => sum + p.amount_cents, 0);
        expect(share + paid + balance).toBe(total);
        const withVoidedOnly = payments.map((p) => ({ ...p, voided: true }));
        expect(balanceAfterShare(total, share, withVoidedOnly)).toBe(total - share);
      }),
    );
  });
});

describe('donatedPounds', () => {
  it('is the hanging weight for all, the pounds donated (at most the weight) for a part, null for Keep', () => {
    expect(donatedPounds({ choice: 'all', pounds_donated: null }, 96.5)).toBe(96.5);
    expect(donatedPounds({ choice: 'part', pounds_donated: 40 }, 96.5)).toBe(40);
    expect(donatedPounds({ choice: 'part', pounds_donated: 40 }, null)).toBe(40);
    expect(donatedPounds({ choice: 'part', pounds_donated: 120 }, 96.5)).toBe(96.5);
    expect(donatedPounds({ choice: 'keep', pounds_donated: null }, 96.5)).toBeNull();
  });
});

describe('the order line, the CSV and the totals', () => {
  it("reads 'Paid by Hunters for the Hungry: $60.00'", () => {
    expect(paidByLine('Hunters for the Hungry', 6_000)).toBe('Paid by Hunters for the Hungry: $60.00');
  });

  it('guards text against formulas and writes money as dollars', () => {
    const row = donationCsvRow({
      received_on: '2026-11-20',
      order_number: 'GM-1042',
      tag_number: 12,
      confirmation_number: '=HYPERLINK("x")',
      hunter_name: '+Jo',
      donation: 'part',
      pounds: 40.5,
      amount_due_cents: 6_075,
    });
    expect(row).toEqual(['2026-11-20', '12', 'GM-1042', `'=HYPERLINK("x")`, "'+Jo", 'Donate part', '40.5', '60.75']);
  });

  it('adds pounds in tenths', () => {
    expect(
      donationTotals([
        { pounds: 0.1, amount_due_cents: 1 },
        { pounds: 0.2, amount_due_cents: 2 },
        { pounds: null, amount_due_cents: 0 },
      ]),
    ).toEqual({ animals: 3, pounds: 0.3, amount_due_cents: 3 });
  });

  it('names the file after the program and the range', () => {
    expect(donationsFileName('Hunters for the Hungry', '2026-11-01', '2026-11-30')).toBe(
      'donations-hunters-for-the-hungry-2026-11-01-to-2026-11-30.csv',
    );
  });
});

describe('the inputs', () => {
  const id = '6f1c2b9e-0000-4000-8000-0000000000aa';
  it('asks a part for its pounds (1 to 1500, one decimal) and a donation for its program', () => {
    const issues = (input: unknown) =>
      DonationInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ donation: 'part', program_id: id })).toEqual([['pounds_donated', 'Enter the pounds donated.']]);
    expect(issues({ donation: 'all' })).toEqual([['program_id', 'Choose the program the animal is donated to.']]);
    expect(issues({ donation: 'part', program_id: id, pounds_donated: 0.5 })?.[0]?.[0]).toBe('pounds_donated');
    expect(issues({ donation: 'part', program_id: id, pounds_donated: 1501 })?.[0]?.[1]).toContain('1 to 1500');
    expect(issues({ donation: 'part', program_id: id, pounds_donated: 40.25 })?.[0]?.[1]).toBe(
      'Use at most one decimal.',
    );
    expect(DonationInputSchema.parse({ donation: 'keep', program_id: id, pounds_donated: 3 })).toEqual({
      donation: 'keep',
      program_id: null,
      pounds_donated: null,
    });
    expect(DonationInputSchema.parse({ donation: 'all', program_id: id, pounds_donated: 3 }).pounds_donated).toBeNull();
  });

  it('asks a paying program for its amount, and sets nothing to 0', () => {
    const base = { name: 'Share the Harvest', invoice_contact: '', hold_for_cwd: false };
    expect(DonationProgramInputSchema.safeParse({ ...base, pays: 'per_animal' }).error?.issues[0]?.path).toEqual([
      'rate_cents',
    ]);
    expect(DonationProgramInputSchema.parse({ ...base, pays: 'nothing', rate_cents: 500 }).rate_cents).toBe(0);
    expect(DonationProgramInputSchema.safeParse({ ...base, name: ' ', pays: 'nothing' }).success).toBe(false);
  });
});
