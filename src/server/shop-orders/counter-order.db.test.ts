import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiErrorSchema, DEFAULT_DROP_OFF_RULES, WEEKDAYS, shopToday } from '../../domain';
import { addDays } from '../../domain/shop/storage';
import type { CounterOrderForm, CounterOrderRequest, ShopOrder } from '../../domain/shop';
import { orders } from '../db/schema';
import { lockDropOffRules, writeDropOffRules } from '../settings/drop-off-settings-store';
import {
  type Fakes,
  deliveriesOf,
  providerEnv,
  settledDeliveries,
  startFakes,
} from '../notifications/testing/fixtures';
import { buildDeerAnimalInput, placeOrderViaApi } from '../test/factories';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { type StaffClient, asStaff, shopPaths, staffHistory, submitOrderViaApi } from './testing/shop-api';

/**
 * docs/shop.md 14: an order staff enter at the counter, in one request, on the customer flow's rules and prices.
 * On both databases: it is one transaction of the customer's writes, the submit and the check-in.
 */
let fakes: Fakes;
let t: TestApp;
let api: StaffClient;
beforeAll(async () => {
  fakes = await startFakes();
  t = await startTestApp({ env: providerEnv(fakes), notifications: { queuePollingSeconds: 0.5 } });
  api = asStaff(t, await createSignedInStaff(t, { role: 'staff', name: 'Casey Counter' }));
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});
beforeEach(() => fakes.reset());

const CHOICES = {
  animal: buildDeerAnimalInput({ gender: 'Buck', prep: ['Skinning'] }),
  cuts: ['Backstrap - Whole', 'Ground'],
  addons: [{ addon_name: 'Bacon', quantity: 2 }],
};

function counterOrder(overrides: Partial<CounterOrderRequest> = {}): CounterOrderRequest {
  return {
    details: { full_name: 'Walk In Hunter', email: 'walk.in@example.com', phone_number: '(205) 555-0142' },
    ...CHOICES,
    check_in: null,
    ...overrides,
  };
}

const enter = (input: unknown) => api.post<ShopOrder>(shopPaths.enter, input);
const ordersCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
/** The order's id, which the staff answer leaves out, for its deliveries. */
async function idOf(order: ShopOrder): Promise<string> {
  const number = Number(order.details.order.order_number.replace('GM-', ''));
  const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, number));
  if (!row) throw new Error(`no order ${order.details.order.order_number}`);
  return row.id;
}
const fieldsOf = (response: { body: unknown }) => ApiErrorSchema.parse(response.body).error.fields ?? [];

describe('POST /api/shop/orders (an order entered at the counter)', () => {
  it("costs what the same choices cost through the customer's screens, and is submitted in its history", async () => {
    const customer = await placeOrderViaApi(t, { ...CHOICES, complete: true });
    const response = await enter(counterOrder());
    expect(response.status).toBe(201);
    const order = response.body;
    expect(order.stage).toBe('submitted');
    expect(order.details.totals).toEqual(customer.totals);
    expect(order.details.order).toMatchObject({
      full_name: 'Walk In Hunter',
      status: 'completed',
      animal_type: 'Deer',
    });
    expect(staffHistory(order)).toEqual([
      expect.objectContaining({
        actor: 'Casey Counter',
        kind: 'submitted',
        summary: 'Entered at the counter by Casey Counter',
      }),
    ]);
    // The same confirmation as a phone order, on both channels.
    await settledDeliveries(t.database, [customer.order.id, await idOf(order)]);
    expect(fakes.smtp.messages.filter((message) => message.to.includes('walk.in@example.com'))).toHaveLength(1);
    expect(fakes.twilio.messages.filter((message) => message.to === '+12055550142')).toHaveLength(1);
  });

  it("'Save and check in': the order arrives checked in with its tag, after its entry in the history", async () => {
    const response = await enter(counterOrder({ check_in: { tag_number: 4401, storage_location: 'Cooler 1' } }));
    expect(response.status).toBe(201);
    const order = response.body;
    expect(order.stage).toBe('checked_in');
    expect(order.drop_off).toMatchObject({ tag_number: 4401, storage_location: 'Cooler 1' });
    expect(staffHistory(order).map((event) => [event.kind, event.summary])).toEqual([
      ['checked_in', 'Checked in with tag 4401'],
      ['submitted', 'Entered at the counter by Casey Counter'],
    ]);
  });

  it('a walk-in without an email gets the SMS; the email is skipped and says why', async () => {
    const response = await enter(
      counterOrder({ details: { full_name: 'No Mail', email: '', phone_number: '205 555 0177' } }),
    );
    expect(response.status).toBe(201);
    const id = await idOf(response.body);
    await settledDeliveries(t.database, [id]);
    const deliveries = await deliveriesOf(t.database, [id]);
    expect(deliveries.find((row) => row.channel === 'sms')?.status).toBe('sent');
    expect(deliveries.find((row) => row.channel === 'email')).toMatchObject({
      status: 'skipped',
      lastError: expect.stringContaining('no email address was given') as string,
    });
    // Other tests' orders may still be sending: none of the messages is this order's.
    const number = response.body.details.order.order_number;
    expect(fakes.smtp.messages.filter((message) => message.subject.includes(number))).toEqual([]);
    expect(fakes.twilio.messages.filter((message) => message.body.includes(number))).toHaveLength(1);
  });

  it('a tag another order holds refuses the whole order: nothing of it is left', async () => {
    const holder = await submitOrderViaApi(t);
    await api.post(shopPaths.checkIn(holder), { tag_number: 4402 });
    const before = await ordersCount();
    const response = await enter(counterOrder({ check_in: { tag_number: 4402 } }));
    expect(response.status).toBe(409);
    expect(response.text).toContain(`Tag 4402 is already used by order ${holder}.`);
    expect(await ordersCount()).toBe(before);
  });

  it('names each refused field by its place in the form, and keeps nothing', async () => {
    const before = await ordersCount();
    const noPhone = await enter(counterOrder({ details: { full_name: 'Pat', email: '', phone_number: '' } }));
    expect(noPhone.status).toBe(400);
    expect(fieldsOf(noPhone).map((field) => field.path)).toEqual(['details.phone_number']);
    const badPhone = await enter(counterOrder({ details: { full_name: 'Pat', email: '', phone_number: '12' } }));
    expect(fieldsOf(badPhone)).toEqual([
      { path: 'details.phone_number', message: 'Please enter a valid phone number.' },
    ]);
    const badCut = await enter(counterOrder({ cuts: ['Ground', 'Not a cut'] }));
    expect(badCut.status).toBe(400);
    expect(fieldsOf(badCut).map((field) => field.path)).toEqual(['cuts[1]']);
    const noTag = await enter(counterOrder({ check_in: {} as CounterOrderRequest['check_in'] }));
    expect(noTag.status).toBe(400);
    expect(fieldsOf(noTag).map((field) => field.path)).toEqual(['check_in.tag_number']);
    expect(await ordersCount()).toBe(before);
  });

  it('with drop-off days on, takes a day within its capacity as the order page does, and refuses a full one', async () => {
    const today = shopToday(new Date(), 'America/Chicago');
    const setRules = (enabled: boolean) =>
      t.database.db.transaction(async (tx) => {
        await lockDropOffRules(tx);
        await writeDropOffRules(tx, {
          ...DEFAULT_DROP_OFF_RULES,
          enabled,
          first_day: today,
          last_day: addDays(today, 10),
          weekdays: [...WEEKDAYS],
          deer_per_day: 1,
        });
      });
    await setRules(true);
    try {
      // The page's default day is today, the shop's.
      expect((await api.get<CounterOrderForm>(shopPaths.counterForm())).body.drop_off_today).toBe(today);
      const noDay = await enter(counterOrder());
      expect(noDay.text).toContain('Choose a drop-off day.');
      const taken = await enter(counterOrder({ drop_off: { drop_off_day: today } }));
      expect(taken.status).toBe(201);
      expect(staffHistory(taken.body)[0]?.after).toMatchObject({ drop_off_day: today });
      const full = await enter(counterOrder({ drop_off: { drop_off_day: today } }));
      expect(full.status).toBe(409);
      expect(full.text).toContain('is full (1 of 1 deer booked).');
      const past = await enter(counterOrder({ drop_off: { drop_off_day: addDays(today, -1) } }));
      expect(fieldsOf(past).map((field) => field.path)).toEqual(['drop_off.drop_off_day']);
    } finally {
      await setRules(false);
    }
  });

  it("the page's start: today's prices, the next free tag, no day without drop-off days, and 'for this customer'", async () => {
    const earlier = (await enter(counterOrder({ details: { ...counterOrder().details, language: 'es' } }))).body;
    const form = await api.get<CounterOrderForm>(shopPaths.counterForm());
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ drop_off_today: null, customer: null, shop_state: null });
    expect(form.body.prices.deerProcessingCents).toBe(earlier.prices.deerProcessingCents);
    const tagged = await enter(counterOrder({ check_in: { tag_number: (form.body.suggested_tag_number ?? 0) + 5 } }));
    const after = await api.get<CounterOrderForm>(shopPaths.counterForm());
    expect(after.body.suggested_tag_number).toBe((tagged.body.drop_off.tag_number ?? 0) + 1);
    const forCustomer = await api.get<CounterOrderForm>(shopPaths.counterForm(earlier.details.order.order_number));
    expect(forCustomer.body.customer).toEqual({
      full_name: 'Walk In Hunter',
      email: 'walk.in@example.com',
      phone_number: earlier.details.order.phone_number,
      language: 'es',
    });
    expect((await api.get(shopPaths.counterForm('GM-999999'))).status).toBe(404);
  });
});
