import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DROP_OFF_RULES, type DropOffRules, shopToday } from '../../domain';
import type { DropOffSettingsAnswer } from '../../domain/shop';
import { addDays } from '../../domain/shop/storage';
import { orders } from '../db/schema';
import { staffEvents } from '../db/shop-schema';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';
import { type TestStaff, createSignedInStaff, staffHeaders } from '../test/staff';
import { bookOn as bookOnDay, buildDropOffRules } from './testing/bookings';
import { type TestApp, startTestApp } from '../test/test-app';

const SETTINGS = '/api/shop/drop-off-settings';
/** The shop's default zone (docs/shop.md 3): the bookings below are counted from its today. */
const TODAY = shopToday(new Date(), 'America/Chicago');

const buildRules = (overrides: Partial<DropOffRules> = {}) => buildDropOffRules(TODAY, overrides);

let t: TestApp;
let owner: TestStaff;
let staff: TestStaff;

beforeAll(async () => {
  t = checkingShopAnswers(await startTestApp({ notifications: { worker: false } }));
  owner = await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' });
  staff = await createSignedInStaff(t, { role: 'staff' });
});
afterAll(async () => t?.close());

const asOwner = () => ({ headers: staffHeaders(owner, t) });

const bookOn = (day: string, animal: 'Deer' | 'Hog') => bookOnDay(t, day, animal);

describe('the drop-off settings (owner only)', () => {
  it('starts with bookings off and nothing open', async () => {
    const response = await t.request<DropOffSettingsAnswer>('GET', SETTINGS, undefined, asOwner());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ settings: DEFAULT_DROP_OFF_RULES, overbooked: [] });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 without a session and 403 to staff, for reading and saving', async () => {
    expect((await t.request('GET', SETTINGS)).status).toBe(401);
    expect((await t.request('PUT', SETTINGS, buildRules())).status).toBe(401);
    const headers = { headers: staffHeaders(staff, t) };
    expect((await t.request('GET', SETTINGS, undefined, headers)).status).toBe(403);
    expect((await t.request('PUT', SETTINGS, buildRules(), headers)).status).toBe(403);
    const stored = await t.request<DropOffSettingsAnswer>('GET', SETTINGS, undefined, asOwner());
    expect(stored.body.settings.enabled).toBe(false);
  });

  it('saves every field, sorted, answers it and records who changed it', async () => {
    const input = buildRules({
      weekdays: ['sunday', 'friday', 'saturday'],
      closed_dates: [addDays(TODAY, 9), addDays(TODAY, 3)],
      overrides: [
        { day: addDays(TODAY, 8), deer: 40, hogs: 0 },
        { day: addDays(TODAY, 1), deer: 120, hogs: 10 },
      ],
    });
    const saved = await t.request<DropOffSettingsAnswer>('PUT', SETTINGS, input, asOwner());
    expect(saved.status).toBe(200);
    const expected = {
      ...input,
      weekdays: ['friday', 'saturday', 'sunday'],
      closed_dates: [addDays(TODAY, 3), addDays(TODAY, 9)],
      overrides: [
        { day: addDays(TODAY, 1), deer: 120, hogs: 10 },
        { day: addDays(TODAY, 8), deer: 40, hogs: 0 },
      ],
    };
    expect(saved.body).toEqual({ settings: expected, overbooked: [] });
    expect((await t.request('GET', SETTINGS, undefined, asOwner())).body).toEqual(saved.body);
    const events = () =>
      t.database.db.select().from(staffEvents).where(eq(staffEvents.kind, 'drop_off_settings_changed'));
    const [event] = await t.database.db
      .select()
      .from(staffEvents)
      .where(eq(staffEvents.kind, 'drop_off_settings_changed'))
      .orderBy(desc(staffEvents.createdAt));
    expect(event).toMatchObject({ actorId: owner.id, actorName: 'Olive Owner' });
    expect(event?.summary).toBe('Drop-off days changed: customers are asked for a day');
    const count = (await events()).length;
    await t.request('PUT', SETTINGS, input, asOwner());
    expect((await events()).length).toBe(count);
  });

  it('refuses bad fields, naming each, and keeps what was saved', async () => {
    const before = (await t.request<DropOffSettingsAnswer>('GET', SETTINGS, undefined, asOwner())).body;
    for (const [body, path] of [
      [buildRules({ first_day: null }), 'first_day'],
      [buildRules({ last_day: addDays(TODAY, -1) }), 'last_day'],
      [buildRules({ deer_per_day: -1 }), 'deer_per_day'],
      [buildRules({ hogs_per_day: 10_001 }), 'hogs_per_day'],
      [buildRules({ closed_dates: ['2026-02-30'] }), 'closed_dates[0]'],
      [buildRules({ overrides: [{ day: TODAY, deer: 1.5, hogs: 0 }] }), 'overrides[0].deer'],
      [{ ...buildRules(), weekdays: ['someday'] }, 'weekdays[0]'],
    ] as const) {
      const response = await t.request<{ error: { fields: { path: string }[] } }>('PUT', SETTINGS, body, asOwner());
      expect(response.status, path).toBe(400);
      expect(response.body.error.fields.map((field) => field.path)).toEqual([path]);
    }
    expect((await t.request('GET', SETTINGS, undefined, asOwner())).body).toEqual(before);
  });

  it('saves a day lowered below its bookings and names it, cancelling nobody', async () => {
    // Booked while customers were not asked for a day (the submit would want one), then given their day.
    await t.request('PUT', SETTINGS, buildRules({ enabled: false }), asOwner());
    const day = addDays(TODAY, 2);
    const booked = [await bookOn(day, 'Deer'), await bookOn(day, 'Deer'), await bookOn(day, 'Hog')];
    // A cancelled order gives its spot back; a past day is no longer the owner's worry.
    const cancelled = await bookOn(day, 'Deer');
    await t.database.db.update(orders).set({ stage: 'cancelled' }).where(eq(orders.id, cancelled.order.id));
    await bookOn(addDays(TODAY, -1), 'Deer');

    const lowered = buildRules({ overrides: [{ day, deer: 1, hogs: 1 }] });
    const saved = await t.request<DropOffSettingsAnswer>('PUT', SETTINGS, lowered, asOwner());
    expect(saved.status).toBe(200);
    expect(saved.body.overbooked).toEqual([{ day, animal: 'Deer', booked: 2, capacity: 1 }]);
    expect(saved.body.settings.overrides).toEqual([{ day, deer: 1, hogs: 1 }]);
    const closed = await t.request<DropOffSettingsAnswer>(
      'PUT',
      SETTINGS,
      buildRules({ closed_dates: [day] }),
      asOwner(),
    );
    expect(closed.body.overbooked).toEqual([
      { day, animal: 'Deer', booked: 2, capacity: 0 },
      { day, animal: 'Hog', booked: 1, capacity: 0 },
    ]);
    const stages = await t.database.db.select({ id: orders.id, stage: orders.stage }).from(orders);
    for (const order of booked) expect(stages.find((row) => row.id === order.order.id)?.stage).toBe('submitted');
  });
});
