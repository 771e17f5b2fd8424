import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOrder } from '../../domain/shop';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { boardRowOf, checkedInOrder, expectedBalance, paymentPaths } from './testing/payment-api';
import { type StaffClient, asStaff, ok, shopPaths, staffHistory } from './testing/shop-api';

let t: TestApp;
let api: StaffClient;
beforeAll(async () => {
  t = await startTestApp();
  api = asStaff(t, await createSignedInStaff(t, { role: 'staff', name: 'Prop Payer' }));
});
afterAll(() => t.close());

/** One thing staff do on the order page: take a payment, void one, or change the add-ons (and the total). */
type Step =
  | { kind: 'pay'; amount: number | 'balance' | 'balance+1'; method: 'cash' | 'card' | 'check' | 'other' }
  | { kind: 'void'; pick: number }
  | { kind: 'edit'; baconLbs: number; jars: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      amount: fc.oneof(
        fc.integer({ min: 1, max: 9_000 }),
        fc.integer({ min: 9_001, max: 40_000 }),
        fc.integer({ min: -1_000, max: 0 }),
        fc.constantFrom('balance' as const, 'balance+1' as const),
      ),
      method: fc.constantFrom('cash' as const, 'card' as const, 'check' as const, 'other' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('void' as const), pick: fc.nat(20) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      baconLbs: fc.integer({ min: 0, max: 20 }),
      jars: fc.integer({ min: 0, max: 3 }),
    }),
  },
);

/** What a refused step must leave exactly as it was. */
const state = (order: ShopOrder) => ({
  payments: order.payments,
  total: order.details.totals.grand_total_cents,
  due: order.balance_due_cents,
  history: staffHistory(order).map((event) => event.id),
});

function expectBalanceHolds(order: ShopOrder) {
  expect(order.balance_due_cents).toBe(expectedBalance(order));
  const paid = order.payments.filter((payment) => !payment.voided).reduce((sum, p) => sum + p.amount_cents, 0);
  expect(order.paid_cents).toBe(paid);
}

async function apply(number: string, order: ShopOrder, step: Step): Promise<ShopOrder> {
  const due = order.balance_due_cents;
  if (step.kind === 'edit') {
    const addons = [
      ...(step.baconLbs > 0 ? [{ addon_name: 'Bacon', quantity: step.baconLbs }] : []),
      ...(step.jars > 0 ? [{ addon_name: 'Pickled Bites', quantity: step.jars }] : []),
    ];
    return ok(await api.put(shopPaths.addons(number), { addons }));
  }
  if (step.kind === 'void') {
    const payment = order.payments[step.pick % Math.max(order.payments.length, 1)];
    if (!payment) return order;
    const response = await api.post(paymentPaths.void(number, payment.id), { reason: 'Property check' });
    if (payment.voided) {
      expect(response.status).toBe(409);
      return order;
    }
    expect(response.status).toBe(200);
    return response.body;
  }
  const amount = step.amount === 'balance' ? due : step.amount === 'balance+1' ? due + 1 : step.amount;
  const response = await api.post(paymentPaths.payments(number), { amount_cents: amount, method: step.method });
  if (amount > 0 && amount <= due) {
    expect(response.status).toBe(200);
    expect(response.body.payments).toHaveLength(order.payments.length + 1);
    return response.body;
  }
  // Refused: 400 for an amount that is never valid, 409 for one over the balance; nothing changed.
  expect(response.status).toBe(amount <= 0 ? 400 : 409);
  return order;
}

describe('the balance under any sequence of payments, voids and edits (property)', () => {
  it('is always the grand total minus the payments not voided, and no payment exceeds it', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 8 }), async (steps) => {
        run += 1;
        const name = `Property Hunter ${Date.now()} ${run}`;
        const number = await checkedInOrder(t, api, name);
        let order = ok(await api.get<ShopOrder>(shopPaths.order(number)));
        for (const step of steps) {
          const next = await apply(number, order, step);
          const fresh = ok(await api.get<ShopOrder>(shopPaths.order(number)));
          if (next === order) expect(state(fresh)).toEqual(state(order));
          expectBalanceHolds(fresh);
          order = fresh;
        }
        expect((await boardRowOf(api, name)).balance_due_cents).toBe(order.balance_due_cents);
      }),
      { numRuns: 15 },
    );
  });
});
