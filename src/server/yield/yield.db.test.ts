import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { YieldReport } from '../../domain/shop';
import type { OrderStatusPage } from '../../domain/status-page';
import { orders } from '../db/schema';
import { downloadCsv, exportPaths, shiftDate } from '../export/testing/csv-download';
import {
  type StaffClient,
  asStaff,
  ok,
  shopPaths,
  staffHistory,
  submitOrderViaApi,
} from '../shop-orders/testing/shop-api';
import { issueStatusToken } from '../order-records/status-tokens';
import { buildHogAnimalInput } from '../test/factories';
import { type TestStaff, createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';

const finishedWeightPath = (number: string) => `/api/shop/orders/${number}/finished-weight`;
const yieldPath = (query: string) => `/api/shop/yield?${query}`;

let t: TestApp;
let staff: StaffClient;
let owner: TestStaff;
let ownerApi: StaffClient;
let nextTag = 7000;
beforeAll(async () => {
  t = await startTestApp();
  staff = asStaff(t, await createSignedInStaff(t, { role: 'staff', name: 'Casey Counter' }));
  owner = await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' });
  ownerApi = asStaff(t, owner);
});
afterAll(() => t.close());

const numberOf = (orderNumber: string) => Number(orderNumber.slice(3));

/** A deer (or what `steps` order) checked in with its hanging weight; its number. */
async function checkedIn(hangingWeightLbs: number | null = 150, steps = {}): Promise<string> {
  const number = await submitOrderViaApi(t, steps);
  ok(await staff.post(shopPaths.checkIn(number), { tag_number: nextTag++, hanging_weight_lbs: hangingWeightLbs }));
  return number;
}

describe('PUT /api/shop/orders/:number/finished-weight', () => {
  it('records the finished weight with its yield, in the history; the same weight again records nothing', async () => {
    const number = await checkedIn(150);
    const order = ok(await staff.put(finishedWeightPath(number), { finished_weight_lbs: 72.5 }));
    expect(order).toMatchObject({ finished_weight_lbs: 72.5, yield_percent: 48 });
    expect(staffHistory(order)[0]).toMatchObject({
      kind: 'finished_weight',
      actor: 'Casey Counter',
      summary: 'Finished weight 72.5 lbs (yield 48%)',
      before: { finished_weight_lbs: null },
      after: { finished_weight_lbs: 72.5 },
    });
    const again = ok(await staff.put(finishedWeightPath(number), { finished_weight_lbs: 72.5 }));
    expect(staffHistory(again)).toHaveLength(staffHistory(order).length);

    const cleared = ok(await staff.put(finishedWeightPath(number), { finished_weight_lbs: null }));
    expect(cleared).toMatchObject({ finished_weight_lbs: null, yield_percent: null });
    expect(staffHistory(cleared)[0]?.summary).toBe('Finished weight cleared (was 72.5 lbs)');
  });

  it('gives no yield without the hanging weight', async () => {
    const number = await checkedIn(null);
    const order = ok(await staff.put(finishedWeightPath(number), { finished_weight_lbs: 60 }));
    expect(order).toMatchObject({ finished_weight_lbs: 60, yield_percent: null });
    expect(staffHistory(order)[0]?.summary).toBe('Finished weight 60 lbs');
  });

  it.each([
    [0, 'Enter a weight from 1 to 1500 lbs.'],
    [1500.5, 'Enter a weight from 1 to 1500 lbs.'],
    ['heavy', 'Enter a weight from 1 to 1500 lbs.'],
    [72.55, 'Use at most one decimal.'],
  ])('refuses %s on its field', async (weight, message) => {
    const number = await checkedIn();
    const response = await staff.put(finishedWeightPath(number), { finished_weight_lbs: weight });
    expect(response.status).toBe(400);
    expect(response.text).toContain('finished_weight_lbs');
    expect(response.text).toContain(message);
  });

  it('refuses an order not checked in, and one picked up or cancelled', async () => {
    const submitted = await submitOrderViaApi(t);
    const early = await staff.put(finishedWeightPath(submitted), { finished_weight_lbs: 60 });
    expect(early.status).toBe(409);
    expect(early.text).toContain('Check the order in first');
    const cancelled = await checkedIn();
    ok(await staff.post(shopPaths.cancel(cancelled), { reason: 'Hunter took it elsewhere' }));
    expect((await staff.put(finishedWeightPath(cancelled), { finished_weight_lbs: 60 })).status).toBe(409);
    expect((await t.request('PUT', finishedWeightPath(cancelled), { finished_weight_lbs: 60 })).status).toBe(401);
  });
});

describe("'Mark ready for pickup' with the finished weight", () => {
  it('records the weight with the move, in its history row; without one the order is marked ready all the same', async () => {
    const number = await checkedIn(150);
    ok(await staff.post(shopPaths.stage(number), { to: 'processing' }));
    const ready = ok(await staff.post(shopPaths.stage(number), { to: 'ready', finished_weight_lbs: 60 }));
    expect(ready).toMatchObject({ stage: 'ready', finished_weight_lbs: 60, yield_percent: 40 });
    expect(staffHistory(ready)[0]).toMatchObject({
      kind: 'stage',
      summary: 'Marked ready for pickup, finished weight 60 lbs (yield 40%)',
      before: { stage: 'processing', finished_weight_lbs: null },
      after: { stage: 'ready', finished_weight_lbs: 60 },
    });

    const skipped = await checkedIn(150);
    ok(await staff.post(shopPaths.stage(skipped), { to: 'processing' }));
    const plain = ok(await staff.post(shopPaths.stage(skipped), { to: 'ready' }));
    expect(plain).toMatchObject({ stage: 'ready', finished_weight_lbs: null, yield_percent: null });
    expect(staffHistory(plain)[0]).toMatchObject({ summary: 'Marked ready for pickup', after: { stage: 'ready' } });
  });

  it('refuses a finished weight with any other move, and a bad one, changing nothing', async () => {
    const number = await checkedIn(150);
    const other = await staff.post(shopPaths.stage(number), { to: 'processing', finished_weight_lbs: 60 });
    expect(other.status).toBe(400);
    expect(other.text).toContain('A finished weight is given with a move to Ready for pickup.');
    ok(await staff.post(shopPaths.stage(number), { to: 'processing' }));
    const bad = await staff.post(shopPaths.stage(number), { to: 'ready', finished_weight_lbs: 2000 });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Enter a weight from 1 to 1500 lbs.');
    expect(ok(await staff.get(shopPaths.order(number)))).toMatchObject({
      stage: 'processing',
      finished_weight_lbs: null,
    });
  });

  it('undoing the check-in clears the finished weight with the drop-off, the history keeping it', async () => {
    const number = await checkedIn(150);
    ok(await staff.put(finishedWeightPath(number), { finished_weight_lbs: 70 }));
    const undone = ok(await staff.post(shopPaths.stage(number), { to: 'submitted' }));
    expect(undone.finished_weight_lbs).toBeNull();
    expect(staffHistory(undone)[0]).toMatchObject({
      before: { hanging_weight_lbs: 150, finished_weight_lbs: 70 },
      after: { hanging_weight_lbs: null, finished_weight_lbs: null },
    });
  });
});

describe('the finished weight outside the order page', () => {
  it("the customer's status page shows it once weighed", async () => {
    const number = await checkedIn(150);
    const [row] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.orderNumber} = ${numberOf(number)}`);
    const token = await issueStatusToken(t.database.db, row?.id ?? '');
    const before = await t.request<OrderStatusPage>('GET', `/api/status/${token}`);
    expect(before.body.finished_weight_lbs).toBeNull();
    ok(await staff.put(finishedWeightPath(number), { finished_weight_lbs: 72.5 }));
    const after = await t.request<OrderStatusPage>('GET', `/api/status/${token}`);
    expect(after.body.finished_weight_lbs).toBe(72.5);
  });

  it('the orders export has both weights and the yield', async () => {
    const number = await checkedIn(150);
    ok(await staff.put(finishedWeightPath(number), { finished_weight_lbs: 72.5 }));
    const today = new Date().toISOString().slice(0, 10);
    const file = await downloadCsv(
      t,
      exportPaths.orders(`from=${shiftDate(today, -2)}&to=${shiftDate(today, 2)}`),
      owner,
    );
    expect(file.status).toBe(200);
    expect(file.rows.find((row) => row['Order number'] === number)).toMatchObject({
      'Hanging weight (lbs)': '150',
      'Finished weight (lbs)': '72.5',
      'Yield (%)': '48',
    });
  });
});

describe('GET /api/shop/yield (owner)', () => {
  /** An order checked in at `at` with both weights (and `finished` at the given pounds). */
  async function weighed(at: string, hanging: number, finished: number, steps = {}): Promise<string> {
    const number = await checkedIn(hanging, steps);
    ok(await staff.put(finishedWeightPath(number), { finished_weight_lbs: finished }));
    await t.database.db
      .update(orders)
      .set({ checkedInAt: new Date(at) })
      .where(sql`${orders.orderNumber} = ${numberOf(number)}`);
    return number;
  }

  it("gives one species' count, median, spread, lowest orders and weeks over the range of check-in days", async () => {
    // Chicago: 2024-11-04 05:30Z is still November 3, the week of October 28; the range starts on November 3.
    const a = await weighed('2024-11-04T05:30:00Z', 100, 50);
    const b = await weighed('2024-11-05T15:00:00Z', 100, 60);
    const c = await weighed('2024-11-06T15:00:00Z', 100, 40);
    const d = await weighed('2024-11-20T15:00:00Z', 200, 130);
    await weighed('2024-11-05T15:00:00Z', 100, 20, { animal: buildHogAnimalInput() }); // another species
    await weighed('2024-11-03T04:00:00Z', 100, 10); // November 2 in Chicago: before the range
    await weighed('2024-12-01T15:00:00Z', 100, 10); // after it
    const cancelled = await weighed('2024-11-05T16:00:00Z', 100, 15);
    ok(await staff.post(shopPaths.cancel(cancelled), { reason: 'Hunter took it elsewhere' }));
    await checkedIn(100); // no finished weight: not counted

    const report = ok(await ownerApi.get<YieldReport>(yieldPath('species=Deer&from=2024-11-03&to=2024-11-30')));
    expect(report).toMatchObject({
      species: 'Deer',
      from: '2024-11-03',
      to: '2024-11-30',
      count: 4,
      median_percent: 55,
      low_quartile_percent: 48,
      high_quartile_percent: 61,
      lowest_percent: 40,
      highest_percent: 65,
    });
    expect(report.lowest_orders).toEqual([
      expect.objectContaining({ order_number: c, checked_in_on: '2024-11-06', yield_percent: 40 }),
      expect.objectContaining({ order_number: a, checked_in_on: '2024-11-03', yield_percent: 50 }),
      expect.objectContaining({ order_number: b, yield_percent: 60 }),
      expect.objectContaining({
        order_number: d,
        hanging_weight_lbs: 200,
        finished_weight_lbs: 130,
        yield_percent: 65,
      }),
    ]);
    expect(report.weeks.map((week) => [week.week_of, week.count, week.median_percent])).toEqual([
      ['2024-10-28', 1, 50],
      ['2024-11-04', 2, 50],
      ['2024-11-11', 0, null],
      ['2024-11-18', 1, 65],
    ]);

    const hogs = ok(await ownerApi.get<YieldReport>(yieldPath('species=Hog&from=2024-11-03&to=2024-11-30')));
    expect(hogs).toMatchObject({ species: 'Hog', count: 1, median_percent: 20 });
    const none = ok(await ownerApi.get<YieldReport>(yieldPath('from=2023-01-01&to=2023-01-31')));
    expect(none).toMatchObject({ species: 'Deer', count: 0, median_percent: null, lowest_orders: [], weeks: [] });
  });

  it('refuses a bad query on its field, staff and anyone not signed in', async () => {
    const bad = await ownerApi.get(yieldPath('species=Deer&from=2024-11-30&to=2024-11-01'));
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('To must be the same day as From or later.');
    expect((await ownerApi.get(yieldPath('species=Elk&from=2024-11-01&to=2024-11-30'))).status).toBe(400);
    expect((await staff.get(yieldPath('from=2024-11-01&to=2024-11-30'))).status).toBe(403);
    expect((await t.request('GET', yieldPath('from=2024-11-01&to=2024-11-30'))).status).toBe(401);
  });
});
