import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  type ApiError,
  DEFAULT_DROP_OFF_RULES,
  type DropOffAvailability,
  type DropOffRules,
  type OrderDetails,
  WEEKDAYS,
  dropOffDayLabel,
  shopToday,
} from '../../domain';
import { SHOP_API_PATHS, type ShopOrder } from '../../domain/shop';
import { addDays } from '../../domain/shop/storage';
import { notificationDeliveries } from '../db/notification-schema';
import { orders } from '../db/schema';
import { orderEvents } from '../db/shop-schema';
import { staffHistory } from '../shop-orders/testing/shop-api';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';
import { buildDeerAnimalInput, buildHogAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { type TestStaff, createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';

/** The shop's default zone (docs/shop.md 3): the days below are counted from its today. */
const TODAY = shopToday(new Date(), 'America/Chicago');
const day = (offset: number) => addDays(TODAY, offset);

let t: TestApp;
let owner: TestStaff;
let staff: TestStaff;
beforeAll(async () => {
  t = checkingShopAnswers(await startTestApp({ notifications: { worker: false } }));
  owner = await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' });
  staff = await createSignedInStaff(t, { role: 'staff', name: 'Sam Staff' });
});
afterAll(async () => t?.close());

const RULES: DropOffRules = {
  ...DEFAULT_DROP_OFF_RULES,
  enabled: true,
  first_day: TODAY,
  last_day: day(60),
  weekdays: [...WEEKDAYS],
  deer_per_day: 10,
  hogs_per_day: 2,
};

/** Each test its own day with one deer spot (and one hog spot), so that no test sees another's orders. */
async function setRules(overrides: DropOffRules['overrides']) {
  const saved = await t.request('PUT', SHOP_API_PATHS.saveDropOffSettings.path, { ...RULES, overrides }, asOwner());
  expect(saved.status).toBe(200);
}

const asOwner = () => ({ headers: staffHeaders(owner, t) });
const asStaff = () => ({ headers: staffHeaders(staff, t) });

const chooseDay = (id: string, dropOffDay: string, waitlist?: boolean) =>
  t.request<OrderDetails & ApiError>('PUT', API_PATHS.orderDropOffDay.href(id), {
    drop_off_day: dropOffDay,
    ...(waitlist === undefined ? {} : { waitlist }),
  });
const submit = (id: string) => t.request<OrderDetails & ApiError>('POST', paths.complete(id));
const deerDraft = () => placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] });

/** A submitted deer order on the day: booked, or on its waitlist. */
async function deerOn(dropOffDay: string, waitlist = false): Promise<OrderDetails> {
  const draft = await deerDraft();
  expect((await chooseDay(draft.order.id, dropOffDay, waitlist)).status).toBe(200);
  const submitted = await submit(draft.order.id);
  expect(submitted.status).toBe(200);
  return submitted.body;
}

async function rowOf(orderNumber: string) {
  const [row] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, Number(orderNumber.replace('GM-', ''))));
  if (!row) throw new Error(`no order ${orderNumber}`);
  return row;
}

const spotMessages = async (orderId: string) =>
  t.database.db
    .select({ channel: notificationDeliveries.channel })
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.orderId, orderId), eq(notificationDeliveries.kind, 'drop_off_spot')))
    .orderBy(asc(notificationDeliveries.channel));

const dayEvents = (orderId: string) =>
  t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'drop_off_day')));

const cancel = (orderNumber: string) =>
  t.request('POST', SHOP_API_PATHS.cancelShopOrder.href(orderNumber), { reason: 'Hunter changed plans' }, asOwner());
const moveDay = (orderNumber: string, body: object, as = asOwner()) =>
  t.request<ShopOrder & ApiError>('PUT', SHOP_API_PATHS.setDropOffDay.href(orderNumber), body, as);

describe("the customer joins a full day's waitlist", () => {
  it('is allowed only for a day full for the animal, and the submit takes no spot and is never refused', async () => {
    const full = day(3);
    await setRules([{ day: full, deer: 1, hogs: 1 }]);
    const draft = await deerDraft();
    const notFull = await chooseDay(draft.order.id, full, true);
    expect(notFull.status).toBe(400);
    expect(notFull.body.error.fields).toEqual([
      { path: 'waitlist', message: 'This day still has spots; choose it instead of the waitlist.' },
    ]);
    await deerOn(full);
    const waiting = await chooseDay(draft.order.id, full, true);
    expect(waiting.status).toBe(200);
    expect(waiting.body.order).toMatchObject({ drop_off_day: full, drop_off_waitlist: true });
    const offered = await t.request<DropOffAvailability>('GET', API_PATHS.orderDropOffDays.href(draft.order.id));
    expect(offered.body).toMatchObject({ chosen_day: full, chosen_waitlist: true });
    // The hog's spot on that day is free: a hog order cannot wait for it.
    const hog = await placeOrderViaApi(t, { animal: buildHogAnimalInput(), cuts: ['Chops'] });
    expect((await chooseDay(hog.order.id, full, true)).status).toBe(400);

    const submitted = await submit(draft.order.id);
    expect(submitted.status).toBe(200);
    expect(submitted.body.order).toMatchObject({ drop_off_day: full, drop_off_waitlist: true });
    const [event] = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, draft.order.id));
    expect(event).toMatchObject({ kind: 'submitted', after: { drop_off_day: full, drop_off_waitlist: true } });
    // Still one booked: a second waitlisted order goes through too.
    await deerOn(full, true);
    const spots = await t.request<DropOffAvailability>(
      'GET',
      API_PATHS.orderDropOffDays.href((await deerDraft()).order.id),
    );
    expect(spots.body.days.find((offered) => offered.day === full)?.spots_left).toBe(0);
  });

  it('is cleared with the day when the animal changes, and a booked day answers no waitlist key', async () => {
    const full = day(4);
    await setRules([{ day: full, deer: 1, hogs: 1 }]);
    const booked = await deerOn(full);
    expect(Object.keys(booked.order)).not.toContain('drop_off_waitlist');
    const draft = await deerDraft();
    await chooseDay(draft.order.id, full, true);
    const hog = await t.request<OrderDetails>('PUT', paths.animal(draft.order.id), buildHogAnimalInput());
    expect(hog.body.order.drop_off_day).toBeUndefined();
    expect(hog.body.order.drop_off_waitlist).toBeUndefined();
    expect((await rowOf(draft.order.order_number)).dropOffWaitlist).toBe(false);
  });
});

describe('a freed spot goes to the earliest waitlisted order at once', () => {
  it('on a cancellation: one order promoted, recorded, and its customer told once by email and SMS', async () => {
    const full = day(5);
    await setRules([{ day: full, deer: 1, hogs: 1 }]);
    const booked = await deerOn(full);
    const first = await deerOn(full, true);
    const second = await deerOn(full, true);
    // Cancelling a waitlisted order frees nothing.
    const third = await deerOn(full, true);
    expect((await cancel(third.order.order_number)).status).toBe(200);
    expect((await rowOf(first.order.order_number)).dropOffWaitlist).toBe(true);

    expect((await cancel(booked.order.order_number)).status).toBe(200);
    expect((await rowOf(first.order.order_number)).dropOffWaitlist).toBe(false);
    expect((await rowOf(second.order.order_number)).dropOffWaitlist).toBe(true);
    const [event, ...more] = await dayEvents(first.order.id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      actorName: 'System',
      summary: `Given a drop-off spot on ${dropOffDayLabel(full)} from the waitlist`,
      before: { drop_off_waitlist: true },
      after: { drop_off_day: full, drop_off_waitlist: false },
    });
    expect(await spotMessages(first.order.id)).toEqual([{ channel: 'email' }, { channel: 'sms' }]);
    expect(await spotMessages(second.order.id)).toEqual([]);
    const page = await t.request<ShopOrder>(
      'GET',
      SHOP_API_PATHS.shopOrder.href(first.order.order_number),
      undefined,
      asStaff(),
    );
    expect(page.body.details.order.drop_off_waitlist).toBeUndefined();
  });

  it('on a capacity raised in the settings, as many as the new spots, earliest first', async () => {
    const full = day(6);
    await setRules([{ day: full, deer: 1, hogs: 1 }]);
    await deerOn(full);
    const waiting = [await deerOn(full, true), await deerOn(full, true), await deerOn(full, true)];
    await setRules([{ day: full, deer: 3, hogs: 1 }]);
    const flags = await Promise.all(
      waiting.map(async (order) => (await rowOf(order.order.order_number)).dropOffWaitlist),
    );
    expect(flags).toEqual([false, false, true]);
    expect(await spotMessages(waiting[1]!.order.id)).toHaveLength(2);
    // Saving again gives nothing more, and sends nothing twice.
    await setRules([{ day: full, deer: 3, hogs: 1 }]);
    expect((await rowOf(waiting[2]!.order.order_number)).dropOffWaitlist).toBe(true);
    expect(await spotMessages(waiting[0]!.order.id)).toHaveLength(2);
  });

  it('on an order moved off the day by staff, and on an animal edited to another', async () => {
    const full = day(7);
    await setRules([{ day: full, deer: 1, hogs: 1 }]);
    const booked = await deerOn(full);
    const waiting = await deerOn(full, true);
    const moved = await moveDay(booked.order.order_number, { drop_off_day: day(8) }, asStaff());
    expect(moved.status).toBe(200);
    expect((await rowOf(waiting.order.order_number)).dropOffWaitlist).toBe(false);

    const later = await deerOn(full, true);
    const edited = await t.request(
      'PUT',
      SHOP_API_PATHS.editAnimal.href(waiting.order.order_number),
      buildHogAnimalInput(),
      asStaff(),
    );
    expect(edited.status).toBe(200);
    expect((await rowOf(later.order.order_number)).dropOffWaitlist).toBe(false);
  });
});

describe("staff give or move an order's day", () => {
  it('needs a session; staff move within capacity, recorded in the history', async () => {
    await setRules([]);
    const order = await deerOn(day(10));
    const number = order.order.order_number;
    expect((await t.request('PUT', SHOP_API_PATHS.setDropOffDay.href(number), { drop_off_day: day(11) })).status).toBe(
      401,
    );
    const moved = await moveDay(number, { drop_off_day: day(11) }, asStaff());
    expect(moved.status).toBe(200);
    expect(moved.body.details.order.drop_off_day).toBe(day(11));
    expect(staffHistory(moved.body)[0]).toMatchObject({
      actor: 'Sam Staff',
      kind: 'drop_off_day',
      summary: `Drop-off day moved to ${dropOffDayLabel(day(11))}`,
      before: { drop_off_day: day(10) },
      after: { drop_off_day: day(11) },
    });
    // The same day again changes nothing and records nothing.
    const again = await moveDay(number, { drop_off_day: day(11) }, asStaff());
    expect(again.body.history).toHaveLength(moved.body.history.length);
    expect((await moveDay(number, { drop_off_day: day(-1) })).status).toBe(400);
    expect((await moveDay(number, { drop_off_day: 'soon' })).status).toBe(400);
  });

  it('refuses a full day to staff; the owner overbooks it only on a confirmed retry', async () => {
    const full = day(12);
    await setRules([{ day: full, deer: 1, hogs: 1 }]);
    await deerOn(full);
    const order = await deerOn(day(13));
    const number = order.order.order_number;
    const label = dropOffDayLabel(full);
    const refused = await moveDay(number, { drop_off_day: full }, asStaff());
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'drop_off_day_full',
      message: `${label} is full (1 of 1 deer booked).`,
    });
    expect((await moveDay(number, { drop_off_day: full, overbook: true }, asStaff())).status).toBe(409);
    const asked = await moveDay(number, { drop_off_day: full });
    expect(asked.status).toBe(409);
    expect(asked.body.error.message).toBe(
      `${label} is full (1 of 1 deer booked). Overbook it to give this order a spot anyway.`,
    );
    expect((await rowOf(number)).dropOffDay).toBe(day(13));
    const overbooked = await moveDay(number, { drop_off_day: full, overbook: true });
    expect(overbooked.status).toBe(200);
    expect(staffHistory(overbooked.body)[0]).toMatchObject({
      actor: 'Olive Owner',
      summary: `Drop-off day moved to ${label} (overbooked: 1 of 1 deer booked before it)`,
    });
  });

  it('gives a waitlisted order a day by hand, telling its customer', async () => {
    const full = day(14);
    await setRules([{ day: full, deer: 1, hogs: 1 }]);
    await deerOn(full);
    const waiting = await deerOn(full, true);
    const given = await moveDay(waiting.order.order_number, { drop_off_day: day(15) }, asStaff());
    expect(given.status).toBe(200);
    expect(given.body.details.order).toMatchObject({ drop_off_day: day(15) });
    expect(given.body.details.order.drop_off_waitlist).toBeUndefined();
    expect(staffHistory(given.body)[0]).toMatchObject({
      actor: 'Sam Staff',
      kind: 'drop_off_day',
      summary: `Given a drop-off spot on ${dropOffDayLabel(day(15))} from the waitlist`,
    });
    expect(await spotMessages(waiting.order.id)).toEqual([{ channel: 'email' }, { channel: 'sms' }]);
  });

  it('is for submitted orders only, and only while the shop takes drop-off days', async () => {
    await setRules([]);
    const order = await deerOn(day(16));
    const number = order.order.order_number;
    const checkedIn = await t.request('POST', SHOP_API_PATHS.checkIn.href(number), { tag_number: 9_001 }, asStaff());
    expect(checkedIn.status).toBe(200);
    const refused = await moveDay(number, { drop_off_day: day(17) });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('A drop-off day can be changed until the order is checked in.');
    const other = await deerOn(day(16));
    await t.request('PUT', SHOP_API_PATHS.saveDropOffSettings.path, { ...RULES, enabled: false }, asOwner());
    expect((await moveDay(other.order.order_number, { drop_off_day: day(17) })).status).toBe(409);
  });
});
