import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  type ApiError,
  DEFAULT_DROP_OFF_RULES,
  type DropOffAvailability,
  DropOffAvailabilitySchema,
  type DropOffRules,
  type OrderDetails,
  OrderDetailsSchema,
  WEEKDAYS,
  dropOffDayLabel,
  shopToday,
} from '../../domain';
import { SHOP_API_PATHS } from '../../domain/shop';
import { addDays } from '../../domain/shop/storage';
import { orders } from '../db/schema';
import { orderEvents } from '../db/shop-schema';
import { lockDropOffRules, writeDropOffRules } from '../settings/drop-off-settings-store';
import { buildDeerAnimalInput, buildHogAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { createSignedInStaff, staffHeaders } from '../test/staff';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';
import { ORDER_READS_LIMIT } from './routes';

/** The shop's default zone (docs/shop.md 3): the days below are counted from its today. */
const TODAY = shopToday(new Date(), 'America/Chicago');
const day = (offset: number) => addDays(TODAY, offset);

let t: TestApp;
beforeAll(async () => {
  t = checkingApiAnswers(await startTestApp({ env: { TRUST_PROXY: 'true' }, notifications: { worker: false } }));
});
afterAll(async () => t?.close());

let clients = 0;
/** A client of its own for each request group, so that the read limit of one test never touches another. */
const newClient = () => ({ headers: { 'x-forwarded-for': `198.51.100.${(clients += 1)}` } });

async function setRules(overrides: Partial<DropOffRules>) {
  const rules = {
    ...DEFAULT_DROP_OFF_RULES,
    enabled: true,
    first_day: TODAY,
    last_day: day(40),
    weekdays: [...WEEKDAYS],
    deer_per_day: 10,
    hogs_per_day: 2,
    ...overrides,
  };
  await t.database.db.transaction(async (tx) => {
    await lockDropOffRules(tx);
    await writeDropOffRules(tx, rules);
  });
}

const availability = (id: string) =>
  t.request<DropOffAvailability & ApiError>('GET', API_PATHS.orderDropOffDays.href(id), undefined, newClient());
const chooseDay = (id: string, dropOffDay: unknown) =>
  t.request<OrderDetails & ApiError>('PUT', API_PATHS.orderDropOffDay.href(id), { drop_off_day: dropOffDay });
const submit = (id: string) => t.request<OrderDetails & ApiError>('POST', paths.complete(id));

const deerDraft = () => placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] });
const hogDraft = () => placeOrderViaApi(t, { animal: buildHogAnimalInput(), cuts: ['Chops'] });

async function spotsOn(id: string, dropOffDay: string): Promise<number | undefined> {
  const answer = await availability(id);
  return answer.body.days.find((offered) => offered.day === dropOffDay)?.spots_left;
}

describe('with drop-off days off (the default)', () => {
  it('offers no day, refuses one, and submits exactly as before', async () => {
    await setRules({ enabled: false });
    const draft = await deerDraft();
    const offered = await availability(draft.order.id);
    expect(offered.status).toBe(200);
    expect(DropOffAvailabilitySchema.parse(offered.body)).toEqual({
      enabled: false,
      animal: 'Deer',
      today: TODAY,
      chosen_day: null,
      chosen_waitlist: false,
      days: [],
    });
    const refused = await chooseDay(draft.order.id, day(1));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('conflict');
    const animal = await t.request<OrderDetails>('PUT', paths.animal(draft.order.id), buildDeerAnimalInput());
    expect(Object.keys(animal.body.order)).not.toContain('asks_drop_off_day');
    const submitted = await submit(draft.order.id);
    expect(submitted.status).toBe(200);
    expect(Object.keys(submitted.body.order)).not.toContain('drop_off_day');
    expect(Object.keys(OrderDetailsSchema.parse(submitted.body).order)).not.toContain('drop_off_day');
  });

  it('drops a day chosen while they were on, which never held a spot', async () => {
    await setRules({});
    const draft = await deerDraft();
    expect((await chooseDay(draft.order.id, day(1))).status).toBe(200);
    await setRules({ enabled: false });
    const submitted = await submit(draft.order.id);
    expect(submitted.status).toBe(200);
    expect(submitted.body.order.drop_off_day).toBeUndefined();
  });
});

describe('GET /api/orders/:id/drop-off-days', () => {
  it("offers the open days for the order's animal from the shop's today, with the spots left", async () => {
    await setRules({
      closed_dates: [day(2)],
      overrides: [{ day: day(3), deer: 120, hogs: 0 }],
    });
    const deer = await availability((await deerDraft()).order.id);
    expect(deer.status).toBe(200);
    expect(deer.headers.get('cache-control')).toBe('no-store');
    const parsed = DropOffAvailabilitySchema.parse(deer.body);
    expect(parsed).toMatchObject({ enabled: true, animal: 'Deer', today: TODAY, chosen_day: null });
    expect(parsed.days.slice(0, 4)).toEqual([
      { day: day(0), spots_left: 10 },
      { day: day(1), spots_left: 10 },
      { day: day(3), spots_left: 120 },
      { day: day(4), spots_left: 10 },
    ]);
    expect(parsed.days).toHaveLength(21);
    const hog = await availability((await hogDraft()).order.id);
    expect(hog.body.days.slice(0, 3)).toEqual([
      { day: day(0), spots_left: 2 },
      { day: day(1), spots_left: 2 },
      { day: day(4), spots_left: 2 },
    ]);
  });

  it('needs an open order with an animal, and a real one', async () => {
    await setRules({});
    const noAnimal = await placeOrderViaApi(t);
    expect((await availability(noAnimal.order.id)).status).toBe(409);
    expect((await availability('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await availability('not-an-id')).status).toBe(404);
  });

  it('counts under the order reads limit, with the order itself', async () => {
    const { order } = await deerDraft();
    const client = newClient();
    for (let index = 0; index < ORDER_READS_LIMIT.max; index += 1) {
      const route = index % 2 === 0 ? API_PATHS.orderDropOffDays.href(order.id) : paths.order(order.id);
      expect((await t.request('GET', route, undefined, client)).status).toBe(200);
    }
    const refused = await t.request<ApiError>('GET', API_PATHS.orderDropOffDays.href(order.id), undefined, client);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
  });
});

describe('PUT /api/orders/:id/drop-off-day', () => {
  it('saves an offered day on the draft, which the order then answers', async () => {
    await setRules({ closed_dates: [day(2)] });
    const draft = await deerDraft();
    const saved = await chooseDay(draft.order.id, day(1));
    expect(saved.status).toBe(200);
    expect(OrderDetailsSchema.parse(saved.body).order.drop_off_day).toBe(day(1));
    expect((await t.request<OrderDetails>('GET', paths.order(draft.order.id))).body.order.drop_off_day).toBe(day(1));
    expect((await availability(draft.order.id)).body.chosen_day).toBe(day(1));
    // A draft's day holds no spot.
    expect(await spotsOn(draft.order.id, day(1))).toBe(10);
  });

  it('refuses a day not offered, a malformed one, and a day before the animal', async () => {
    await setRules({ closed_dates: [day(2)] });
    const draft = await deerDraft();
    for (const refused of [day(2), day(-1), day(41), '2026-02-30', 'tomorrow', null]) {
      const answer = await chooseDay(draft.order.id, refused);
      expect(answer.status, String(refused)).toBe(400);
      expect(answer.body.error.fields?.map((field) => field.path)).toEqual(['drop_off_day']);
    }
    expect((await chooseDay(draft.order.id, day(2))).body.error.fields?.[0]?.message).toBe(
      'Choose one of the days offered.',
    );
    const noAnimal = await placeOrderViaApi(t);
    expect((await chooseDay(noAnimal.order.id, day(1))).status).toBe(409);
  });

  it('is cleared by changing the animal, and kept when only its options change', async () => {
    await setRules({});
    const draft = await deerDraft();
    await chooseDay(draft.order.id, day(1));
    const sameAnimal = await t.request<OrderDetails>(
      'PUT',
      paths.animal(draft.order.id),
      buildDeerAnimalInput({ gender: 'Doe' }),
    );
    expect(sameAnimal.body.order.drop_off_day).toBe(day(1));
    // The animal step's answer says that the day comes next; no other answer does.
    expect(sameAnimal.body.order.asks_drop_off_day).toBe(true);
    expect((await chooseDay(draft.order.id, day(1))).body.order.asks_drop_off_day).toBeUndefined();
    const otherAnimal = await t.request<OrderDetails>('PUT', paths.animal(draft.order.id), buildHogAnimalInput());
    expect(otherAnimal.status).toBe(200);
    expect(otherAnimal.body.order.drop_off_day).toBeUndefined();
  });
});

describe('the submit takes the spot', () => {
  it("takes the day's spot and records the day in the order's history", async () => {
    await setRules({});
    const draft = await deerDraft();
    await chooseDay(draft.order.id, day(5));
    const submitted = await submit(draft.order.id);
    expect(submitted.status).toBe(200);
    expect(submitted.body.order.drop_off_day).toBe(day(5));
    expect(await spotsOn((await deerDraft()).order.id, day(5))).toBe(9);
    // The hogs' spots are their own.
    expect(await spotsOn((await hogDraft()).order.id, day(5))).toBe(2);
    const [event] = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, draft.order.id));
    expect(event).toMatchObject({ kind: 'submitted', after: { drop_off_day: day(5) } });
  });

  it('refuses with drop_off_day_full when the day filled meanwhile, keeping the draft as it was', async () => {
    await setRules({ overrides: [{ day: day(6), deer: 1, hogs: 1 }] });
    const first = await deerDraft();
    const second = await deerDraft();
    await chooseDay(first.order.id, day(6));
    await chooseDay(second.order.id, day(6));
    expect((await submit(first.order.id)).status).toBe(200);
    const refused = await submit(second.order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'drop_off_day_full',
      message: `${dropOffDayLabel(day(6))} is now full. Please choose another day.`,
    });
    const kept = (await t.request<OrderDetails>('GET', paths.order(second.order.id))).body;
    expect(kept.order).toMatchObject({ status: 'in_progress', drop_off_day: day(6) });
    expect(kept.cuts).toEqual(second.cuts);
    // A full day cannot be chosen either; another day can, and then the submit goes through.
    expect(await spotsOn(second.order.id, day(6))).toBe(0);
    expect((await chooseDay(second.order.id, day(6))).body.error.code).toBe('drop_off_day_full');
    expect((await chooseDay(second.order.id, day(7))).status).toBe(200);
    expect((await submit(second.order.id)).status).toBe(200);
  });

  it('refuses with drop_off_day_required without a day, or with a day no longer open', async () => {
    await setRules({});
    const without = await deerDraft();
    const noDay = await submit(without.order.id);
    expect(noDay.status).toBe(409);
    expect(noDay.body.error).toEqual({
      code: 'drop_off_day_required',
      message: 'Choose a drop-off day before submitting the order.',
    });
    const closing = await deerDraft();
    await chooseDay(closing.order.id, day(8));
    await setRules({ closed_dates: [day(8)] });
    const closed = await submit(closing.order.id);
    expect(closed.body.error).toEqual({
      code: 'drop_off_day_required',
      message: `${dropOffDayLabel(day(8))} is no longer open for drop-off. Please choose another day.`,
    });
  });

  it("gives a cancelled order's spot back", async () => {
    await setRules({ overrides: [{ day: day(9), deer: 1, hogs: 1 }] });
    const booked = await deerDraft();
    await chooseDay(booked.order.id, day(9));
    const submitted = await submit(booked.order.id);
    const waiting = await deerDraft();
    expect(await spotsOn(waiting.order.id, day(9))).toBe(0);
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const cancelled = await t.request(
      'POST',
      SHOP_API_PATHS.cancelShopOrder.href(submitted.body.order.order_number),
      { reason: 'Hunter changed plans' },
      { headers: staffHeaders(owner, t) },
    );
    expect(cancelled.status).toBe(200);
    expect(await spotsOn(waiting.order.id, day(9))).toBe(1);
    await chooseDay(waiting.order.id, day(9));
    expect((await submit(waiting.order.id)).status).toBe(200);
  });

  it('never puts more on a day than it takes, however many submit at once', async () => {
    await setRules({ overrides: [{ day: day(10), deer: 5, hogs: 0 }] });
    const drafts = await Promise.all(Array.from({ length: 24 }, () => deerDraft()));
    for (const draft of drafts) expect((await chooseDay(draft.order.id, day(10))).status).toBe(200);
    const answers = await Promise.all(drafts.map((draft) => submit(draft.order.id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const held = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.dropOffDay, day(10)));
    const completed = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.dropOffDay, day(10)));
    expect(held).toHaveLength(24);
    expect(completed.filter((row) => row.status === 'completed')).toHaveLength(5);
  });
});
