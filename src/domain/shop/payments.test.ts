import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecordPaymentInputSchema, RecordPickupInputSchema, VoidPaymentInputSchema } from './payment-schemas';
import {
  balanceDue,
  canTakePayment,
  centsToAmountText,
  parseDollars,
  paymentProblem,
  pickupProblem,
  pickupSummary,
  readAmount,
} from './payments';
import { STAGES } from './stages';

describe('balance due (docs/shop.md 2)', () => {
  it('is the grand total minus the payments not voided', () => {
    const payments = [
      { amount_cents: 4_000, voided: null },
      { amount_cents: 2_500, voided: { reason: 'Typo' } },
      { amount_cents: 1_000, voided: null },
    ];
    expect(balanceDue(14_500, payments)).toBe(9_500);
    expect(balanceDue(14_500, [])).toBe(14_500);
  });
});

describe('payments', () => {
  it('are taken from check-in until the order is picked up or cancelled', () => {
    expect(STAGES.filter(canTakePayment)).toEqual(['checked_in', 'processing', 'ready']);
    expect(paymentProblem(1_000, 5_000, 'submitted')).toBe('Check the order in before taking a payment.');
    expect(paymentProblem(1_000, 5_000, 'picked_up')).toBe(
      'This order has been picked up and can no longer be changed.',
    );
    expect(paymentProblem(1_000, 5_000, 'cancelled')).toMatch(/cancelled/);
  });

  it('must be more than $0.00 and at most the balance due', () => {
    expect(paymentProblem(0, 4_000, 'checked_in')).toBe('Amount must be more than $0.00.');
    expect(paymentProblem(-100, 4_000, 'checked_in')).toBe('Amount must be more than $0.00.');
    expect(paymentProblem(4_001, 4_000, 'ready')).toBe('Amount cannot be more than the balance due of $40.00.');
    expect(paymentProblem(10.5, 4_000, 'ready')).toMatch(/dollars and cents/);
    expect(paymentProblem(4_000, 4_000, 'processing')).toBeNull();
    expect(paymentProblem(1, 4_000, 'checked_in')).toBeNull();
    // A staff edit lowered the total under what was paid: nothing more can be taken.
    expect(paymentProblem(100, -500, 'ready')).toBe('Nothing is due on this order.');
  });

  it('never accept more than the balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 100_000 }),
        fc.integer({ min: -10_000, max: 100_000 }),
        (amount, due) => {
          const accepted = paymentProblem(amount, due, 'ready') === null;
          expect(accepted).toBe(amount > 0 && amount <= due);
        },
      ),
    );
  });
});

describe('the Amount field', () => {
  it('reads dollars and cents as typed', () => {
    expect(parseDollars('40')).toBe(4_000);
    expect(parseDollars('40.00')).toBe(4_000);
    expect(parseDollars('40.5')).toBe(4_050);
    expect(parseDollars('$ 1,234.56')).toBe(123_456);
    expect(parseDollars('.99')).toBe(99);
    expect(parseDollars('0.01')).toBe(1);
    expect(parseDollars('19.99')).toBe(1_999);
    for (const bad of ['', '$', '.', 'forty', '40.001', '1,23', '4e3', '40,00', '--5', '12.3.4']) {
      expect(parseDollars(bad), bad).toBeNull();
    }
  });

  it('round-trips every amount shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_99 }), (cents) => {
        expect(parseDollars(centsToAmountText(cents))).toBe(cents);
      }),
    );
  });

  it('says what is wrong with what was typed', () => {
    expect(readAmount('', 4_000, 'ready')).toEqual({ ok: false, message: 'Enter the amount, such as 40.00.' });
    expect(readAmount('abc', 4_000, 'ready')).toEqual({
      ok: false,
      message: 'Enter the amount in dollars and cents, such as 40.00.',
    });
    expect(readAmount('-5', 4_000, 'ready')).toEqual({ ok: false, message: 'Amount must be more than $0.00.' });
    expect(readAmount('0.00', 4_000, 'ready')).toEqual({ ok: false, message: 'Amount must be more than $0.00.' });
    expect(readAmount('40.01', 4_000, 'ready')).toEqual({
      ok: false,
      message: 'Amount cannot be more than the balance due of $40.00.',
    });
    expect(readAmount('1000000', 200_000_000, 'ready')).toEqual({
      ok: false,
      message: 'Amount cannot be more than $999,999.99.',
    });
    expect(readAmount(' 40 ', 4_000, 'ready')).toEqual({ ok: true, cents: 4_000 });
  });
});

describe('pickup', () => {
  it('is recorded only from ready for pickup', () => {
    for (const stage of STAGES) {
      const problem = pickupProblem(stage, 0);
      if (stage === 'ready') expect(problem).toBeNull();
      else expect(problem, stage).not.toBeNull();
    }
    expect(pickupProblem('processing', 0)).toBe(
      'Only an order ready for pickup can be picked up; this one is processing.',
    );
    expect(pickupProblem('picked_up', 0)).toBe('This order has been picked up and can no longer be changed.');
  });

  it('with a balance due, needs the balance confirmed', () => {
    expect(pickupProblem('ready', 4_000)).toBe(
      'Picked up with $40.00 due: confirm that the balance is still due to record the pickup.',
    );
    expect(pickupProblem('ready', 4_000, false)).toMatch(/^Picked up with \$40\.00 due/);
    expect(pickupProblem('ready', 4_000, true)).toBeNull();
    expect(pickupProblem('ready', -500)).toBeNull();
    expect(pickupSummary('Jo Hunter', 4_000)).toBe('Picked up by Jo Hunter with $40.00 due');
    expect(pickupSummary('Jo Hunter', 0)).toBe('Picked up by Jo Hunter');
  });
});

describe('input schemas', () => {
  const payment = (input: unknown) => RecordPaymentInputSchema.safeParse(input);

  it('take a payment of whole cents, a known method and an optional note', () => {
    expect(payment({ amount_cents: 4_000, method: 'cash' }).data).toEqual({
      amount_cents: 4_000,
      method: 'cash',
      note: null,
    });
    expect(payment({ amount_cents: 1, method: 'card', note: '  deposit  ' }).data?.note).toBe('deposit');
    expect(payment({ amount_cents: 1, method: 'card', note: '   ' }).data?.note).toBeNull();
    expect(payment({ amount_cents: 999_999_99, method: 'other' }).success).toBe(true);
    const refused = [
      { amount_cents: 0, method: 'cash' },
      { amount_cents: -1, method: 'cash' },
      { amount_cents: 10.5, method: 'cash' },
      { amount_cents: 100_000_000, method: 'cash' },
      { amount_cents: '40', method: 'cash' },
      { method: 'cash' },
      { amount_cents: 100, method: 'bitcoin' },
      { amount_cents: 100 },
      { amount_cents: 100, method: 'cash', note: 'x'.repeat(201) },
    ];
    for (const input of refused) expect(payment(input).success, JSON.stringify(input)).toBe(false);
    expect(payment({ amount_cents: 0, method: 'cash' }).error?.issues[0]?.message).toBe(
      'Amount must be more than $0.00.',
    );
    expect(payment({ amount_cents: 100, method: 'bitcoin' }).error?.issues[0]?.message).toBe(
      'Choose a method: Cash, Card, Check or Other.',
    );
  });

  it('need a reason to void and a name for the pickup', () => {
    expect(VoidPaymentInputSchema.safeParse({ reason: ' Wrong order ' }).data).toEqual({ reason: 'Wrong order' });
    expect(VoidPaymentInputSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe('Give a reason.');
    expect(VoidPaymentInputSchema.safeParse({}).success).toBe(false);
    expect(VoidPaymentInputSchema.safeParse({ reason: 'x'.repeat(201) }).success).toBe(false);
    expect(RecordPickupInputSchema.safeParse({ picked_up_by: ' Jo ' }).data).toEqual({ picked_up_by: 'Jo' });
    expect(RecordPickupInputSchema.safeParse({ picked_up_by: 'Jo', confirm_balance_due: true }).data).toEqual({
      picked_up_by: 'Jo',
      confirm_balance_due: true,
    });
    expect(RecordPickupInputSchema.safeParse({ picked_up_by: '' }).error?.issues[0]?.message).toBe(
      'Say who picked the order up.',
    );
    expect(RecordPickupInputSchema.safeParse({ picked_up_by: 'x'.repeat(101) }).success).toBe(false);
    expect(RecordPickupInputSchema.safeParse({ picked_up_by: 'Jo', confirm_balance_due: 'yes' }).success).toBe(false);
  });
});
