import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonOf } from '../../domain/shop';
import { shopSettings } from '../db/shop-schema';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { type StaffClient, asStaff, ok, shopPaths, staffHistory, submitOrderViaApi } from './testing/shop-api';

let t: TestApp;
let api: StaffClient;
beforeAll(async () => {
  t = await startTestApp();
  api = asStaff(t, await createSignedInStaff(t, { role: 'staff', name: 'Casey Counter' }));
});
afterAll(() => t.close());

describe('POST /api/shop/orders/:number/check-in', () => {
  it('checks a submitted order in with its tag and drop-off fields, in the history', async () => {
    const number = await submitOrderViaApi(t);
    const response = await api.post(shopPaths.checkIn(number), {
      tag_number: 1042,
      confirmation_number: 'TX-88-1234',
      hanging_weight_lbs: 96.5,
      storage_location: 'Cooler 2, rail 14',
      notes: 'Watch for broken shoulder',
    });
    expect(response.status).toBe(200);
    const order = response.body;
    expect(order.stage).toBe('checked_in');
    expect(order.drop_off).toMatchObject({
      tag_number: 1042,
      season: seasonOf(new Date(), 'America/Chicago'),
      confirmation_number: 'TX-88-1234',
      hanging_weight_lbs: 96.5,
      storage_location: 'Cooler 2, rail 14',
      notes: 'Watch for broken shoulder',
    });
    expect(order.drop_off.checked_in_at).not.toBeNull();
    expect(order.suggested_tag_number).toBeNull();
    expect(staffHistory(order)[0]).toMatchObject({
      actor: 'Casey Counter',
      kind: 'checked_in',
      summary: 'Checked in with tag 1042',
      before: { stage: 'submitted' },
      after: { stage: 'checked_in', tag_number: 1042, storage_location: 'Cooler 2, rail 14' },
    });
  });

  it('takes empty optional fields as not given', async () => {
    const number = await submitOrderViaApi(t);
    const order = ok(
      await api.post(shopPaths.checkIn(number), {
        tag_number: 1,
        confirmation_number: '',
        hanging_weight_lbs: null,
        storage_location: '  ',
      }),
    );
    expect(order.drop_off).toMatchObject({ tag_number: 1, confirmation_number: null, storage_location: null });
  });

  it('refuses a tag already used this season, naming its order, and records nothing', async () => {
    const holder = await submitOrderViaApi(t);
    const late = await submitOrderViaApi(t);
    ok(await api.post(shopPaths.checkIn(holder), { tag_number: 2001 }));
    const response = await api.post(shopPaths.checkIn(late), { tag_number: 2001, storage_location: 'Cooler 1' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: { code: 'conflict', message: `Tag 2001 is already used by order ${holder}.` },
    });
    const after = ok(await api.get(shopPaths.order(late)));
    expect(after.stage).toBe('submitted');
    expect(after.drop_off.storage_location).toBeNull();
    expect(staffHistory(after).map((event) => event.kind)).toEqual(['submitted']);
  });

  it('gives one of 20 simultaneous check-ins with the same tag the tag, and the others 409', async () => {
    const numbers = await Promise.all(Array.from({ length: 20 }, () => submitOrderViaApi(t)));
    const answers = await Promise.all(
      numbers.map((number) => api.post(shopPaths.checkIn(number), { tag_number: 3003 })),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    const holder = winners[0]?.body.details.order.order_number;
    const losers = answers.filter((answer) => answer.status === 409);
    expect(losers).toHaveLength(19);
    for (const loser of losers) expect(loser.text).toContain(`Tag 3003 is already used by order ${holder}.`);
    const histories = await Promise.all(numbers.map(async (number) => ok(await api.get(shopPaths.order(number)))));
    expect(histories.filter((order) => order.history.some((event) => event.kind === 'checked_in'))).toHaveLength(1);
  });

  it('checks the fields as docs/shop.md 2 limits them', async () => {
    const number = await submitOrderViaApi(t);
    const refused = async (body: object) => {
      const response = await api.post(shopPaths.checkIn(number), body);
      expect(response.status).toBe(400);
      return response.text;
    };
    expect(await refused({})).toContain('Tag number is required.');
    expect(await refused({ tag_number: 0 })).toContain('Tag number must be from 1 to 999999.');
    expect(await refused({ tag_number: 1_000_000 })).toContain('Tag number must be from 1 to 999999.');
    expect(await refused({ tag_number: 12.5 })).toContain('Tag number must be a whole number.');
    expect(await refused({ tag_number: 5, hanging_weight_lbs: 1501 })).toContain('1 to 1500');
    expect(await refused({ tag_number: 5, hanging_weight_lbs: 90.25 })).toContain('Use at most one decimal.');
    expect(await refused({ tag_number: 5, confirmation_number: 'x'.repeat(33) })).toContain('confirmation_number');
    expect(await refused({ tag_number: 5, storage_location: 'x'.repeat(41) })).toContain('storage_location');
    expect(await refused({ tag_number: 5, notes: 'x'.repeat(1001) })).toContain('notes');
    expect(ok(await api.get(shopPaths.order(number))).stage).toBe('submitted');
  });

  it('checks an order in once', async () => {
    const number = await submitOrderViaApi(t);
    ok(await api.post(shopPaths.checkIn(number), { tag_number: 4004 }));
    const again = await api.post(shopPaths.checkIn(number), { tag_number: 4005 });
    expect(again.status).toBe(409);
    expect(again.text).toContain(`Order ${number} is already checked in with tag 4004.`);
  });

  it('suggests the next free tag of the season, from the first tag number of the settings', async () => {
    await t.database.db.update(shopSettings).set({ firstTagNumber: 900_000 }).where(eq(shopSettings.id, 1));
    const number = await submitOrderViaApi(t);
    expect(ok(await api.get(shopPaths.order(number))).suggested_tag_number).toBe(900_000);
    const other = await submitOrderViaApi(t);
    ok(await api.post(shopPaths.checkIn(other), { tag_number: 900_123 }));
    expect(ok(await api.get(shopPaths.order(number))).suggested_tag_number).toBe(900_124);
    await t.database.db.update(shopSettings).set({ firstTagNumber: 1 }).where(eq(shopSettings.id, 1));
  });
});
