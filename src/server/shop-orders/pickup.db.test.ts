import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../domain';
import { type ReadyPreview, STAGES, type ShopOrder, type Stage } from '../../domain/shop';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { boardRowOf, checkedInOrder, paymentPaths } from './testing/payment-api';
import { seedSubmittedOrders } from './testing/seed-orders';
import { type StaffClient, asStaff, ok, shopPaths, staffHistory } from './testing/shop-api';

let t: TestApp;
let api: StaffClient;
beforeAll(async () => {
  t = await startTestApp();
  api = asStaff(t, await createSignedInStaff(t, { role: 'staff', name: 'Cal Counter' }));
});
afterAll(() => t.close());

let nextTag = 1_900;
async function orderIn(stage: Stage): Promise<string> {
  const tagNumber = stage === 'submitted' ? null : (nextTag += 1);
  const [seeded] = await seedSubmittedOrders(t.database.db, [{ stage, tagNumber }]);
  if (!seeded) throw new Error('not seeded');
  return formatOrderNumber(seeded.orderNumber);
}

/** A customer's order ($125.00) checked in, processed and ready for pickup, through the API. */
async function readyOrder(fullName?: string): Promise<string> {
  const number = await checkedInOrder(t, api, fullName);
  ok(await api.post(shopPaths.stage(number), { to: 'processing' }));
  ok(await api.post(shopPaths.stage(number), { to: 'ready' }));
  return number;
}

const getOrder = async (number: string) => ok(await api.get<ShopOrder>(shopPaths.order(number)));
const pickup = (number: string, body: unknown) => api.post(paymentPaths.pickup(number), body);

describe('POST /api/shop/orders/:number/pickup', () => {
  it.each(STAGES.filter((stage) => stage !== 'ready'))('is refused in stage %s (409)', async (stage) => {
    const number = await orderIn(stage);
    const response = await pickup(number, { picked_up_by: 'Jo Hunter', confirm_balance_due: true });
    expect(response.status).toBe(409);
    const order = await getOrder(number);
    expect(order.stage).toBe(stage);
    expect(order.pickup).toBeNull();
    expect(staffHistory(order).map((event) => event.kind)).toEqual(['submitted']);
  });

  it('says why before ready', async () => {
    const response = await pickup(await orderIn('processing'), { picked_up_by: 'Jo', confirm_balance_due: true });
    expect(response.text).toContain('Only an order ready for pickup can be picked up; this one is processing.');
  });

  it('with a balance due, is refused until the balance is confirmed', async () => {
    const number = await readyOrder();
    ok(await api.post(paymentPaths.payments(number), { amount_cents: 8_500, method: 'cash' }));
    const historyBefore = staffHistory(await getOrder(number));
    for (const body of [{ picked_up_by: 'Jo Hunter' }, { picked_up_by: 'Jo Hunter', confirm_balance_due: false }]) {
      const refused = await pickup(number, body);
      expect(refused.status).toBe(409);
      expect(refused.text).toContain('Picked up with $40.00 due');
      expect(refused.text).toContain('confirm');
    }
    expect(staffHistory(await getOrder(number))).toEqual(historyBefore);

    const response = await pickup(number, { picked_up_by: '  Jo Hunter ', confirm_balance_due: true });
    expect(response.status).toBe(200);
    const order = response.body;
    expect(order.stage).toBe('picked_up');
    expect(order.pickup).toEqual({ picked_up_by: 'Jo Hunter', picked_up_at: expect.any(String) });
    expect(order.balance_due_cents).toBe(4_000);
    expect(staffHistory(order)[0]).toMatchObject({
      actor: 'Cal Counter',
      kind: 'picked_up',
      summary: 'Picked up by Jo Hunter with $40.00 due',
      before: { stage: 'ready' },
      after: { stage: 'picked_up', picked_up_by: 'Jo Hunter', balance_due_cents: 4_000 },
    });
  });

  it('paid in full, needs no confirmation', async () => {
    const name = `Paid Picker ${Date.now()}`;
    const number = await readyOrder(name);
    ok(await api.post(paymentPaths.payments(number), { amount_cents: 12_500, method: 'card' }));
    const order = ok(await pickup(number, { picked_up_by: 'Lee Hunter' }));
    expect(order.stage).toBe('picked_up');
    expect(staffHistory(order)[0]?.summary).toBe('Picked up by Lee Hunter');
    expect(await boardRowOf(api, name, 'picked_up')).toMatchObject({ stage: 'picked_up', balance_due_cents: 0 });
  });

  it('needs a name (400)', async () => {
    const number = await readyOrder();
    for (const body of [{}, { picked_up_by: '   ' }, { picked_up_by: 'x'.repeat(101) }]) {
      expect((await pickup(number, { ...body, confirm_balance_due: true })).status).toBe(400);
    }
    expect((await pickup(number, { picked_up_by: '' })).text).toContain('Say who picked the order up.');
    expect((await getOrder(number)).stage).toBe('ready');
  });

  it('closes the order: no payment, void, edit, move other than the undo, or second pickup afterwards (409)', async () => {
    const number = await readyOrder();
    const paymentId = ok(await api.post(paymentPaths.payments(number), { amount_cents: 1_000, method: 'cash' }))
      .payments[0]?.id;
    ok(await pickup(number, { picked_up_by: 'Jo Hunter', confirm_balance_due: true }));
    const before = await getOrder(number);
    const attempts = [
      api.post(paymentPaths.payments(number), { amount_cents: 1_000, method: 'cash' }),
      api.post(paymentPaths.void(number, paymentId ?? ''), { reason: 'Refund' }),
      api.put(shopPaths.addons(number), { addons: [{ addon_name: 'Bacon', quantity: 1 }] }),
      api.put(shopPaths.details(number), { full_name: 'X', email: 'x@example.com', phone_number: '1' }),
      api.post(shopPaths.stage(number), { to: 'processing' }),
      api.post(shopPaths.stage(number), { to: 'cancelled' }),
      api.post(shopPaths.cancel(number), { reason: 'Too late' }),
      pickup(number, { picked_up_by: 'Someone Else', confirm_balance_due: true }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(409);
      expect(response.text).toContain('This order has been picked up and can no longer be changed.');
    }
    const after = await getOrder(number);
    expect(staffHistory(after)).toEqual(staffHistory(before));
    expect(after.payments).toEqual(before.payments);
    expect(after.pickup).toEqual(before.pickup);
  });
});

describe('undoing a pickup recorded on the wrong order', () => {
  it("'Move back to Ready for pickup' reopens the order, with before and after in the history", async () => {
    const number = await readyOrder();
    const ready = await getOrder(number);
    ok(await pickup(number, { picked_up_by: 'Jo Hunter', confirm_balance_due: true }));

    const response = await api.post(shopPaths.stage(number), { to: 'ready' });
    expect(response.status).toBe(200);
    const order: ShopOrder = response.body;
    expect(order.stage).toBe('ready');
    expect(order.pickup).toBeNull();
    // The storage count runs on from the day the order first became ready.
    expect(order.storage).toEqual(ready.storage);
    expect(staffHistory(order)[0]).toMatchObject({
      actor: 'Cal Counter',
      kind: 'stage',
      summary: 'Moved back to Ready for pickup',
      before: { stage: 'picked_up', picked_up_by: 'Jo Hunter', picked_up_at: expect.any(String) },
      after: { stage: 'ready', picked_up_by: null, picked_up_at: null },
    });

    // Open again: a payment is taken and the right pickup recorded.
    ok(await api.post(paymentPaths.payments(number), { amount_cents: 12_500, method: 'cash' }));
    const picked = ok(await pickup(number, { picked_up_by: 'Lee Hunter' }));
    expect(picked.pickup).toEqual({ picked_up_by: 'Lee Hunter', picked_up_at: expect.any(String) });
  });

  it.each(['cancelled', 'unclaimed'] as const)('leaves a %s order final (409)', async (stage) => {
    const number = await orderIn(stage);
    for (const to of STAGES.filter((other) => other !== stage)) {
      expect((await api.post(shopPaths.stage(number), { to })).status).toBe(409);
    }
    expect((await getOrder(number)).stage).toBe(stage);
  });
});

describe("the ready message's preview on a server without email or SMS set up", () => {
  it('says that each message stays in the outbox', async () => {
    const number = await checkedInOrder(t, api);
    const preview = ok(await api.get<ReadyPreview>(`/api/shop/orders/${number}/ready-preview`));
    expect(preview.sms.not_sent).toBe(
      'Texting is not set up on this server (Twilio), so the text stays in its outbox.',
    );
    expect(preview.email.not_sent).toBe('Email is not set up on this server (SMTP), so the email stays in its outbox.');
    expect(preview.sms.body).toMatch(new RegExp(`your order ${number} \\(tag \\d+\\) is ready for pickup`, 'i'));
  });
});
