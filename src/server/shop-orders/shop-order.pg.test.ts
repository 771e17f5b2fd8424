import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOrder } from '../../domain/shop';
import { eventually } from '../notifications/testing/factories';
import { buildDeerAnimalInput, createOrderViaApi } from '../test/factories';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { listenToOrderChanges } from './testing/order-changes';
import { expectShopAnswer } from './testing/shop-answers';
import { type StaffClient, asStaff, ok, shopPaths, submitOrderViaApi } from './testing/shop-api';

let t: TestApp;
let api: StaffClient;
beforeAll(async () => {
  // The outbox sends the confirmations; a phone that cannot be read fails the SMS with its reason.
  t = await startTestApp({ notifications: { queuePollingSeconds: 0.5 } });
  api = asStaff(t, await createSignedInStaff(t, { role: 'staff', name: 'Pat Page' }));
});
afterAll(() => t.close());

/** The order page once its messages have settled. */
async function settledOrder(number: string): Promise<ShopOrder> {
  let latest: ShopOrder | undefined;
  await eventually(async () => {
    const order = ok(await api.get(shopPaths.order(number)));
    latest = order;
    return (
      order.notifications.length >= 2 && order.notifications.every((n) => !['pending', 'sending'].includes(n.status))
    );
  }, 'messages settled');
  if (!latest) throw new Error('no order');
  return latest;
}

describe('GET /api/shop/orders/:number (the order page)', () => {
  it('shows the order, its stage, drop-off, balance, messages and history', async () => {
    const number = await submitOrderViaApi(t, {
      // A premium-rate number: taken (with a note to the customer), never texted.
      details: { full_name: 'Paige Reader', phone_number: '(900) 555-0100' },
      animal: buildDeerAnimalInput({ prep: ['Caped'] }),
      cuts: ['Backstrap - Butterfly'],
      addons: [{ addon_name: 'Bacon', quantity: 1.5 }],
    });
    const order = await settledOrder(number);
    expect(order).toMatchObject({
      stage: 'submitted',
      cancel_reason: null,
      balance_due_cents: 12_500 + 1_000 + 1_200,
      drop_off: {
        tag_number: null,
        season: null,
        confirmation_number: null,
        hanging_weight_lbs: null,
        storage_location: null,
        notes: null,
        checked_in_at: null,
      },
    });
    expect(order.suggested_tag_number).toBeGreaterThanOrEqual(1);
    expect(order.submitted_at).toBe(order.details.order.completed_at);
    expect(order.details.order).toMatchObject({ order_number: number, full_name: 'Paige Reader', status: 'completed' });
    expect(order.details.totals.grand_total_cents).toBe(14_700);

    const confirmations = order.notifications.filter((n) => n.kind === 'confirmation');
    expect(confirmations.map((n) => [n.channel, n.status])).toEqual(
      expect.arrayContaining([
        ['email', 'sent'],
        ['sms', expect.stringMatching(/failed|skipped/)],
      ]),
    );
    const sms = confirmations.find((n) => n.channel === 'sms');
    expect(sms?.last_error).toBeTruthy();
    expect(confirmations.find((n) => n.channel === 'email')).toMatchObject({
      attempts: 1,
      sent_at: expect.any(String),
    });

    const history = order.history;
    expect(history.at(-1)).toMatchObject({ actor: 'Customer', kind: 'submitted', summary: 'Order submitted' });
    const notices = history.filter((event) => event.kind === 'notification');
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor: 'System', summary: 'Confirmation email sent' }),
        expect.objectContaining({
          actor: 'System',
          summary: expect.stringMatching(/^Confirmation SMS (failed|skipped): .+/),
          after: expect.objectContaining({ channel: 'sms', kind: 'confirmation', reason: expect.any(String) }),
        }),
      ]),
    );
    const times = history.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers 404 for unknown numbers, drafts and anything that is not an order number', async () => {
    const draft = await createOrderViaApi(t);
    for (const number of [draft.order.order_number, 'GM-99999999', 'GM-x', draft.order.id]) {
      const response = await api.get(shopPaths.order(number));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: { code: 'not_found', message: 'Order not found.' } });
    }
  });

  it('is for signed-in staff only, never cached', async () => {
    const number = await submitOrderViaApi(t);
    expect((await t.request('GET', shopPaths.order(number))).status).toBe(401);
    const response = await api.get(shopPaths.order(number));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers within its schema, which refuses a wrong type, a missing field and one it does not name', async () => {
    const number = await submitOrderViaApi(t);
    const response = await api.get(shopPaths.order(number));
    const check = (body: unknown) => () => expectShopAnswer('GET', shopPaths.order(number), { ...response, body });
    expect(check(response.body)).not.toThrow();
    const { history: _history, ...withoutHistory } = ok(response);
    for (const wrong of [
      { ...ok(response), stage: 'lost' },
      { ...ok(response), balance_due_cents: '125.00' },
      withoutHistory,
      { ...ok(response), pickup: { picked_up_by: 'Sam', picked_up_at: 'yesterday' } },
      { ...ok(response), password_hash: 'x' },
    ]) {
      expect(check(wrong)).toThrow(`GET ${shopPaths.order(number)} answered`);
    }
  });
});

describe('the boards hear of every change, and only of changes that commit', () => {
  it('announces a submission, a check-in and an edit; a refused check-in announces nothing', async () => {
    const listener = await listenToOrderChanges(t.database);
    try {
      const holder = await submitOrderViaApi(t);
      const other = await submitOrderViaApi(t);
      ok(await api.post(shopPaths.checkIn(holder), { tag_number: 8080 }));
      expect((await api.post(shopPaths.checkIn(other), { tag_number: 8080 })).status).toBe(409);
      ok(await api.put(shopPaths.cuts(other), { cuts: ['Ground'] }));
      await eventually(() => listener.received.length >= 4, 'four changes');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const mine = listener.received.filter((event) => [holder, other].includes(event.order_number));
      expect(mine).toEqual([
        { order_number: holder, kind: 'submitted' },
        { order_number: other, kind: 'submitted' },
        { order_number: holder, kind: 'changed' },
        { order_number: other, kind: 'changed' },
      ]);
    } finally {
      await listener.stop();
    }
  });
});
