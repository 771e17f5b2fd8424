import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../domain';
import type { BoardPage, DropOffSeason, ProcessorLog } from '../../domain/shop';
import { addDays } from '../../domain/shop/storage';
import { downloadCsv, exportPaths } from '../export/testing/csv-download';
import { type StaffClient, asStaff, ok, shopPaths, submitOrderViaApi } from '../shop-orders/testing/shop-api';
import { type TestStaff, createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { bookOn, buildDropOffRules } from './testing/bookings';

/** The routes, written out so that the test checks the contract. */
const SEASON_ROUTE = '/api/shop/drop-off-season';
const SETTINGS = '/api/shop/drop-off-settings';
/** The shop's default zone (docs/shop.md 3). */
const TODAY = shopToday(new Date(), 'America/Chicago');
const TOMORROW = addDays(TODAY, 1);

let t: TestApp;
let owner: TestStaff;
let staff: TestStaff;
let asOwner: StaffClient;
let asCounter: StaffClient;

beforeAll(async () => {
  t = await startTestApp({ notifications: { worker: false } });
  owner = await createSignedInStaff(t, { role: 'owner' });
  staff = await createSignedInStaff(t, { role: 'staff' });
  asOwner = asStaff(t, owner);
  asCounter = asStaff(t, staff);
});
afterAll(() => t?.close());

const SEASON = buildDropOffRules(addDays(TODAY, -2), {
  last_day: addDays(TODAY, 3),
  closed_dates: [addDays(TODAY, 2)],
  // Tomorrow takes one deer, booked: its waitlisted order keeps waiting (a spot would go to it at once).
  overrides: [{ day: TOMORROW, deer: 1, hogs: 0 }],
});

/** An order submitted for a day (booked, or waitlisted), by its number. */
async function submitFor(day: string, { waitlist = false, hog = false } = {}): Promise<string> {
  return (await bookOn(t, day, hog ? 'Hog' : 'Deer', { waitlist })).order.order_number;
}

let bookedToday: string;
let waitingTomorrow: string;
let bookedTomorrow: string;
let withoutDay: string;

beforeAll(async () => {
  // Submitted while customers were not asked for a day (the submit would want one), then given their day.
  ok(await asOwner.put(SETTINGS, { ...SEASON, enabled: false }));
  bookedToday = await submitFor(TODAY);
  await submitFor(TODAY, { hog: true });
  bookedTomorrow = await submitFor(TOMORROW);
  waitingTomorrow = await submitFor(TOMORROW, { waitlist: true });
  const cancelled = await submitFor(TOMORROW);
  ok(await asCounter.post(shopPaths.cancel(cancelled), { reason: 'Changed plans' }));
  withoutDay = await submitOrderViaApi(t);
  ok(await asOwner.put(SETTINGS, SEASON));
});

describe("the shop's view of the season", () => {
  it('is the owner’s: 401 without a session, 403 to staff', async () => {
    expect((await t.request('GET', SEASON_ROUTE)).status).toBe(401);
    expect((await asCounter.get(SEASON_ROUTE)).status).toBe(403);
  });

  it('lists each day with booked and taken per animal and its waitlist, today first', async () => {
    const season = ok(await asOwner.get<DropOffSeason>(SEASON_ROUTE));
    expect(season.today).toBe(TODAY);
    expect(season.days).toEqual([
      { day: TODAY, capacity: { Deer: 16, Hog: 4 }, booked: { Deer: 1, Hog: 1 }, waitlist: 0 },
      // The cancelled order holds nothing; the waitlisted one waits.
      { day: TOMORROW, capacity: { Deer: 1, Hog: 0 }, booked: { Deer: 1, Hog: 0 }, waitlist: 1 },
      { day: addDays(TODAY, 3), capacity: { Deer: 16, Hog: 4 }, booked: { Deer: 0, Hog: 0 }, waitlist: 0 },
    ]);
    expect(season.earlier_days.map((day) => day.day)).toEqual([addDays(TODAY, -1), addDays(TODAY, -2)]);
  });
});

describe("the board's 'Drop-off' column and day filter", () => {
  const board = (query: string) => asCounter.get<BoardPage>(shopPaths.board(query));

  it('gives each row its day and whether it waits, and filters by today, tomorrow or a date', async () => {
    const all = ok(await board('stage=active'));
    const row = (number: string) => all.rows.find((candidate) => candidate.order_number === number);
    expect(row(bookedToday)).toMatchObject({ drop_off_day: TODAY, drop_off_waitlist: false });
    expect(row(waitingTomorrow)).toMatchObject({ drop_off_day: TOMORROW, drop_off_waitlist: true });
    expect(row(withoutDay)).toMatchObject({ drop_off_day: null, drop_off_waitlist: false });
    expect(all.drop_off_day).toBeNull();

    const today = ok(await board('drop_off=today'));
    expect(today.drop_off_day).toBe(TODAY);
    expect(today.rows).toHaveLength(2);
    expect(today.counts.active).toBe(2);
    const tomorrow = ok(await board('drop_off=tomorrow'));
    expect(tomorrow.rows.map((each) => each.order_number).sort()).toEqual([bookedTomorrow, waitingTomorrow].sort());
    // The counts follow the day, as they follow the search: the cancelled order of tomorrow is there.
    expect(tomorrow.counts.cancelled).toBe(1);
    expect(ok(await board(`drop_off=${TOMORROW}&stage=cancelled`)).rows).toHaveLength(1);
    expect(ok(await board(`drop_off=${addDays(TODAY, 3)}`)).rows).toEqual([]);
  });

  it('refuses a day filter that is no day', async () => {
    for (const filter of ['yesterday', '2026-02-30', '14/11/2026']) {
      expect((await board(`drop_off=${encodeURIComponent(filter)}`)).status, filter).toBe(400);
    }
  });
});

describe('the export and the processor log carry the drop-off day', () => {
  it("writes the day, and 'Yes' for a waitlisted order, in orders.csv", async () => {
    const file = await downloadCsv(t, exportPaths.orders(`from=${addDays(TODAY, -1)}&to=${TOMORROW}`), owner);
    expect(file.status).toBe(200);
    const row = (number: string) => file.rows.find((candidate) => candidate['Order number'] === number);
    expect(row(bookedToday)).toMatchObject({ 'Drop-off day': TODAY, 'Drop-off waitlist': '' });
    expect(row(waitingTomorrow)).toMatchObject({ 'Drop-off day': TOMORROW, 'Drop-off waitlist': 'Yes' });
    expect(row(withoutDay)).toMatchObject({ 'Drop-off day': '', 'Drop-off waitlist': '' });
  });

  it('lists the day each animal received was booked for, on the page and in its CSV', async () => {
    ok(await asCounter.post(shopPaths.checkIn(bookedToday), { tag_number: 4242 }));
    ok(await asCounter.post(shopPaths.checkIn(withoutDay), { tag_number: 4243 }));
    const log = ok(await asCounter.get<ProcessorLog>(`/api/shop/log?from=${TODAY}&to=${TODAY}`));
    const entry = (number: string) => log.entries.find((candidate) => candidate.order_number === number);
    expect(entry(bookedToday)?.drop_off_day).toBe(TODAY);
    expect(entry(withoutDay)?.drop_off_day).toBeNull();
    const csv = await downloadCsv(t, `/api/shop/log.csv?from=${TODAY}&to=${TODAY}`, staff);
    const line = (number: string) => csv.rows.find((candidate) => candidate['Order number'] === number);
    expect(line(bookedToday)?.['Drop-off day']).toBe(TODAY);
    expect(line(withoutDay)?.['Drop-off day']).toBe('');
  });
});
