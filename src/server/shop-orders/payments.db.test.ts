import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../domain';
import { STAGES, type ShopOrder, type Stage } from '../../domain/shop';
import { payments } from '../db/shop-schema';
import { type TestStaff, createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { boardRowOf, checkedInOrder, expectedBalance, paymentPaths } from './testing/payment-api';
import { seedSubmittedOrders } from './testing/seed-orders';
import { type StaffClient, asStaff, ok, shopPaths, staffHistory } from './testing/shop-api';

let t: TestApp;
let staff: TestStaff;
let api: StaffClient;
beforeAll(async () => {
  t = await startTestApp();
  staff = await createSignedInStaff(t, { role: 'staff', name: 'Pat Payer' });
  api = asStaff(t, staff);
});
afterAll(() => t.close());

let nextTag = 900;
/** A seeded order ($125.00) in the given stage, by its number. */
async function orderIn(stage: Stage): Promise<string> {
  const tagNumber = stage === 'submitted' ? null : (nextTag += 1);
  const [seeded] = await seedSubmittedOrders(t.database.db, [{ stage, tagNumber }]);
  if (!seeded) throw new Error('not seeded');
  return formatOrderNumber(seeded.orderNumber);
}

const getOrder = async (number: string) => ok(await api.get<ShopOrder>(shopPaths.order(number)));
const pay = (number: string, body: unknown) => api.post(paymentPaths.payments(number), body);

/** The order page's money and history, which a refused change must leave as they were. */
const moneyAndHistory = (order: ShopOrder) => ({
  payments: order.payments,
  paid: order.paid_cents,
  due: order.balance_due_cents,
  history: staffHistory(order).map((event) => event.id),
});

describe('POST /api/shop/orders/:number/payments', () => {
  it('records a deposit at check-in: the payment, who took it, the balance and the history', async () => {
    const number = await checkedInOrder(t, api);
    const response = await pay(number, { amount_cents: 4_000, method: 'cash', note: '  Deposit at drop-off ' });
    expect(response.status).toBe(200);
    const order = response.body;
    expect(order.paid_cents).toBe(4_000);
    expect(order.balance_due_cents).toBe(12_500 - 4_000);
    expect(order.payments).toEqual([
      {
        id: expect.any(String),
        amount_cents: 4_000,
        method: 'cash',
        note: 'Deposit at drop-off',
        taken_by: 'Pat Payer',
        taken_at: expect.any(String),
        voided: null,
      },
    ]);
    expect(staffHistory(order)[0]).toMatchObject({
      actor: 'Pat Payer',
      kind: 'payment',
      summary: 'Recorded payment of $40.00 (Cash)',
      after: { amount_cents: 4_000, method: 'cash', note: 'Deposit at drop-off' },
    });
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, order.payments[0]?.id ?? ''));
    expect(row).toMatchObject({ takenById: staff.id, takenByName: 'Pat Payer', voidedAt: null });

    const second = ok(await pay(number, { amount_cents: 1_050, method: 'card' }));
    expect(second.payments.map((payment) => [payment.amount_cents, payment.method, payment.note])).toEqual([
      [4_000, 'cash', 'Deposit at drop-off'],
      [1_050, 'card', null],
    ]);
    expect(second.balance_due_cents).toBe(12_500 - 5_050);
    expect(staffHistory(second)[0]?.summary).toBe('Recorded payment of $10.50 (Card)');
  });

  it.each(STAGES)('in stage %s', async (stage) => {
    const number = await orderIn(stage);
    const response = await pay(number, { amount_cents: 100, method: 'check' });
    if (stage === 'checked_in' || stage === 'processing' || stage === 'ready') {
      expect(response.status).toBe(200);
      expect(response.body.balance_due_cents).toBe(12_400);
      return;
    }
    expect(response.status).toBe(409);
    expect(response.text).toContain(
      {
        submitted: 'Check the order in before taking a payment.',
        picked_up: 'This order has been picked up and can no longer be changed.',
        cancelled: 'This order was cancelled and can no longer be changed.',
        unclaimed: 'This order was marked unclaimed and can no longer be changed.',
      }[stage as string],
    );
    expect((await getOrder(number)).payments).toEqual([]);
  });

  it('refuses an amount that is not more than $0.00, not whole cents, or a method it does not know (400)', async () => {
    const number = await checkedInOrder(t, api);
    const before = moneyAndHistory(await getOrder(number));
    const refusals: [unknown, string][] = [
      [{ amount_cents: 0, method: 'cash' }, 'Amount must be more than $0.00.'],
      [{ amount_cents: -500, method: 'cash' }, 'Amount must be more than $0.00.'],
      [{ amount_cents: 10.5, method: 'cash' }, 'Enter the amount in dollars and cents'],
      [{ amount_cents: '40', method: 'cash' }, 'Enter the amount'],
      [{ method: 'cash' }, 'Enter the amount'],
      [{ amount_cents: 100_000_000, method: 'cash' }, 'Amount cannot be more than $999,999.99.'],
      [{ amount_cents: 100, method: 'bitcoin' }, 'Choose a method: Cash, Card, Check or Other.'],
      [{ amount_cents: 100 }, 'Choose a method'],
      [{ amount_cents: 100, method: 'cash', note: 'x'.repeat(201) }, 'at most 200'],
      [{ amount_cents: 100, method: 'cash', note: 'a\u0000b' }, 'NUL'],
    ];
    for (const [body, message] of refusals) {
      const response = await pay(number, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.text).toContain(message);
    }
    expect(moneyAndHistory(await getOrder(number))).toEqual(before);
  });

  it('takes at most the balance due (409), then nothing more', async () => {
    const number = await checkedInOrder(t, api);
    ok(await pay(number, { amount_cents: 2_500, method: 'cash' }));
    const before = moneyAndHistory(await getOrder(number));
    const over = await pay(number, { amount_cents: 10_001, method: 'card' });
    expect(over.status).toBe(409);
    expect(over.text).toContain('Amount cannot be more than the balance due of $100.00.');
    expect(moneyAndHistory(await getOrder(number))).toEqual(before);

    const exact = ok(await pay(number, { amount_cents: 10_000, method: 'card' }));
    expect(exact.balance_due_cents).toBe(0);
    const more = await pay(number, { amount_cents: 1, method: 'cash' });
    expect(more.status).toBe(409);
    expect(more.text).toContain('Nothing is due on this order.');
  });

  it('takes the balance once when several staff take it at the same moment', async () => {
    const number = await checkedInOrder(t, api);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => pay(number, { amount_cents: 12_500, method: 'cash' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const order = await getOrder(number);
    expect(order.payments).toHaveLength(1);
    expect(order.balance_due_cents).toBe(0);
  });
});

describe('POST /api/shop/orders/:number/payments/:paymentId/void', () => {
  it('voids a payment with a reason: it stays listed, no longer counts, and the history says why', async () => {
    const number = await checkedInOrder(t, api);
    const paid = ok(await pay(number, { amount_cents: 4_000, method: 'card' }));
    const paymentId = paid.payments[0]?.id ?? '';
    const response = await api.post(paymentPaths.void(number, paymentId), { reason: '  Charged the wrong card ' });
    expect(response.status).toBe(200);
    const order = response.body;
    expect(order.paid_cents).toBe(0);
    expect(order.balance_due_cents).toBe(12_500);
    expect(order.payments).toHaveLength(1);
    expect(order.payments[0]).toMatchObject({
      id: paymentId,
      amount_cents: 4_000,
      voided: { by: 'Pat Payer', at: expect.any(String), reason: 'Charged the wrong card' },
    });
    expect(staffHistory(order)[0]).toMatchObject({
      actor: 'Pat Payer',
      kind: 'payment_void',
      summary: 'Voided payment of $40.00: Charged the wrong card',
      after: { amount_cents: 4_000, method: 'card', reason: 'Charged the wrong card' },
    });
    // The balance is whole again: the full amount can be taken.
    expect(ok(await pay(number, { amount_cents: 12_500, method: 'cash' })).balance_due_cents).toBe(0);
  });

  it('refuses a second void, another order’s payment, no reason and an unknown payment, changing nothing', async () => {
    const number = await checkedInOrder(t, api);
    const other = await checkedInOrder(t, api);
    const paymentId = ok(await pay(number, { amount_cents: 1_000, method: 'cash' })).payments[0]?.id ?? '';
    const othersId = ok(await pay(other, { amount_cents: 2_000, method: 'cash' })).payments[0]?.id ?? '';

    const noReason = await api.post(paymentPaths.void(number, paymentId), { reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.text).toContain('Give a reason.');
    expect((await api.post(paymentPaths.void(number, paymentId), {})).status).toBe(400);

    const foreign = await api.post(paymentPaths.void(number, othersId), { reason: 'Wrong order' });
    expect(foreign.status).toBe(409);
    expect(foreign.text).toContain('This payment belongs to another order.');
    expect((await getOrder(other)).payments[0]?.voided).toBeNull();

    ok(await api.post(paymentPaths.void(number, paymentId), { reason: 'Typo' }));
    const before = moneyAndHistory(await getOrder(number));
    const twice = await api.post(paymentPaths.void(number, paymentId), { reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.text).toContain('The payment of $10.00 is already voided.');
    expect(moneyAndHistory(await getOrder(number))).toEqual(before);

    const unknown = await api.post(paymentPaths.void(number, '00000000-0000-4000-8000-000000000000'), { reason: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Payment not found.');
    expect((await api.post(paymentPaths.void(number, 'not-a-uuid'), { reason: 'x' })).status).toBe(404);
    expect((await api.post(paymentPaths.void('GM-99999999', paymentId), { reason: 'x' })).status).toBe(404);
  });
});

describe('the balance due', () => {
  it('follows payments, voids and an add-on edit, on the order page and the board', async () => {
    const name = `Balance Follower ${Date.now()}`;
    const number = await checkedInOrder(t, api, name);
    expect((await boardRowOf(api, name)).balance_due_cents).toBe(12_500);

    const paid = ok(await pay(number, { amount_cents: 5_000, method: 'cash' }));
    expect(paid.balance_due_cents).toBe(7_500);
    expect(await boardRowOf(api, name)).toMatchObject({ grand_total_cents: 12_500, balance_due_cents: 7_500 });

    // Two pounds of bacon ($8.00/lb) raise the total; the payment still counts.
    const edited = ok(await api.put(shopPaths.addons(number), { addons: [{ addon_name: 'Bacon', quantity: 2 }] }));
    expect(edited.details.totals.grand_total_cents).toBe(14_100);
    expect(edited.paid_cents).toBe(5_000);
    expect(edited.balance_due_cents).toBe(9_100);
    expect(await boardRowOf(api, name)).toMatchObject({ grand_total_cents: 14_100, balance_due_cents: 9_100 });

    const voided = ok(
      await api.post(paymentPaths.void(number, paid.payments[0]?.id ?? ''), { reason: 'Paid on the wrong order' }),
    );
    expect(voided.balance_due_cents).toBe(14_100);
    expect(expectedBalance(voided)).toBe(14_100);
    expect((await boardRowOf(api, name)).balance_due_cents).toBe(14_100);

    // An edit that lowers the total under what was paid leaves a credit: nothing more can be taken.
    ok(await pay(number, { amount_cents: 14_100, method: 'card' }));
    const lowered = ok(await api.put(shopPaths.addons(number), { addons: [] }));
    expect(lowered.balance_due_cents).toBe(-1_600);
    expect((await pay(number, { amount_cents: 1, method: 'cash' })).text).toContain('Nothing is due on this order.');
  });
});

describe('who may take payments', () => {
  it('refuses without a session (401) or from a foreign origin (403); both roles may', async () => {
    const number = await checkedInOrder(t, api);
    const paymentId = ok(await pay(number, { amount_cents: 100, method: 'cash' })).payments[0]?.id ?? '';
    const anonymous = [
      await t.request('POST', paymentPaths.payments(number), { amount_cents: 100, method: 'cash' }),
      await t.request('POST', paymentPaths.void(number, paymentId), { reason: 'x' }),
      await t.request('POST', paymentPaths.pickup(number), { picked_up_by: 'X', confirm_balance_due: true }),
    ];
    expect(anonymous.map((response) => response.status)).toEqual([401, 401, 401]);
    const foreign = await t.request(
      'POST',
      paymentPaths.payments(number),
      { amount_cents: 100, method: 'cash' },
      { headers: { cookie: staff.cookie, origin: 'https://evil.example' } },
    );
    expect(foreign.status).toBe(403);
    expect((await getOrder(number)).payments).toHaveLength(1);

    const owner = asStaff(t, await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' }));
    const byOwner = ok(await owner.post(paymentPaths.void(number, paymentId), { reason: 'Test' }));
    expect(byOwner.payments[0]?.voided?.by).toBe('Olive Owner');
    expect(ok(await owner.post(paymentPaths.payments(number), { amount_cents: 200, method: 'other' })).paid_cents).toBe(
      200,
    );
  });
});
