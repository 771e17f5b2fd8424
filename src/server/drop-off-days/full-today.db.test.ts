import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DropOffRules, shopToday } from '../../domain';
import type { DropOffToday, FullToday } from '../../domain/shop';
import { addDays } from '../../domain/shop/storage';
import { orders } from '../db/schema';
import { dropOffDayMarks, staffEvents } from '../db/shop-schema';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';
import { type TestStaff, createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { bookOn as bookOnDay, buildDropOffRules } from './testing/bookings';

/** The routes, written out so that the test checks the contract. */
const TODAY_ROUTE = '/api/shop/drop-off-today';
const PUBLIC_ROUTE = '/api/full-today';
const SETTINGS = '/api/shop/drop-off-settings';
/** The shop's default zone (docs/shop.md 3). */
const TODAY = shopToday(new Date(), 'America/Chicago');
const TOMORROW = addDays(TODAY, 1);

/**
 * The landing page as drawn: a render module standing in for the built entry-server (as server-render.pg.test.ts
 * does) that echoes what the server asked it to draw; the head's meta tag is the server's own.
 */
const RENDER_MODULE = `
export async function render(url, { fullToday }) {
  return { html: '<main>' + (fullToday ? 'full ' + fullToday.next_open_day : 'open') + '</main>', head: '' };
}
`;

let t: TestApp;
let root: string;
let owner: TestStaff;
let staff: TestStaff;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'full-today-'));
  const webDir = path.join(root, 'web');
  fs.mkdirSync(webDir);
  fs.mkdirSync(path.join(root, 'web-ssr'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(root, 'web-ssr', 'entry-server.js'), RENDER_MODULE);
  t = checkingShopAnswers(await startTestApp({ webDir, notifications: { worker: false } }));
  owner = await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' });
  staff = await createSignedInStaff(t, { role: 'staff', name: 'Casey Counter' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const as = (who: TestStaff) => ({ headers: staffHeaders(who, t) });
const mark = (who: TestStaff, full: boolean) => t.request<DropOffToday>('PUT', TODAY_ROUTE, { full }, as(who));
const landing = async () => (await fetch(`${t.baseUrl}/`)).text();

const season = (overrides: Partial<DropOffRules> = {}) =>
  buildDropOffRules(TODAY, { last_day: addDays(TODAY, 30), deer_per_day: 1, hogs_per_day: 1, ...overrides });
const bookOn = async (day: string, animal: 'Deer' | 'Hog') => (await bookOnDay(t, day, animal)).order.id;

describe("'We're full today'", () => {
  it('answers 401 without a session, and refuses a body that is not a yes or no', async () => {
    expect((await t.request('GET', TODAY_ROUTE)).status).toBe(401);
    expect((await t.request('PUT', TODAY_ROUTE, { full: true })).status).toBe(401);
    expect((await t.request('PUT', TODAY_ROUTE, { full: 'yes' }, as(staff))).status).toBe(400);
    expect((await t.request<FullToday>('GET', PUBLIC_ROUTE)).body).toEqual({ full: false, next_open_day: null });
  });

  it('lets staff mark today full with bookings off, records who and when once, and opens it again', async () => {
    const before = await t.request<DropOffToday>('GET', TODAY_ROUTE, undefined, as(staff));
    expect(before.body).toEqual({
      today: TODAY,
      full: false,
      next_open_day: null,
      marked_full: false,
      last_mark: null,
      taken_up: false,
    });
    expect(await landing()).toContain('<main>open</main>');
    expect(await landing()).not.toContain('name="full-today"');

    const marked = await mark(staff, true);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ full: true, marked_full: true, next_open_day: null, taken_up: false });
    expect(marked.body.last_mark).toMatchObject({ full: true, by: 'Casey Counter' });
    // Marked twice, recorded once.
    expect((await mark(owner, true)).body.last_mark?.by).toBe('Casey Counter');
    const rows = await t.database.db.select().from(dropOffDayMarks).where(eq(dropOffDayMarks.day, TODAY));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ full: true, actorId: staff.id, actorName: 'Casey Counter' });
    // The public answer and the landing page say it at once on this process: no next day is known.
    expect((await t.request<FullToday>('GET', PUBLIC_ROUTE)).body).toEqual({ full: true, next_open_day: null });
    const page = await landing();
    expect(page).toContain('<meta name="full-today" content="">');
    expect(page).toContain('<main>full null</main>');

    const opened = await mark(owner, false);
    expect(opened.body).toMatchObject({
      full: false,
      marked_full: false,
      last_mark: { full: false, by: 'Olive Owner' },
    });
    expect((await t.request<FullToday>('GET', PUBLIC_ROUTE)).body.full).toBe(false);
    expect(await landing()).toContain('<main>open</main>');
    const history = await t.database.db
      .select()
      .from(staffEvents)
      .where(inArray(staffEvents.kind, ['drop_off_day_marked_full', 'drop_off_day_opened']))
      .orderBy(desc(staffEvents.createdAt));
    expect(history.map((event) => [event.kind, event.actorName])).toEqual([
      ['drop_off_day_opened', 'Olive Owner'],
      ['drop_off_day_marked_full', 'Casey Counter'],
    ]);
    expect(history[0]?.summary).toMatch(/^Opened today \(\w+day, \w+ \d+\) again$/);
  });

  it('counts today full when every spot of both animals is taken, and names the next day with a spot', async () => {
    // Submitted while customers were not asked for a day (the submit would want one), then given their day.
    expect((await t.request('PUT', SETTINGS, season({ enabled: false }), as(owner))).status).toBe(200);
    await bookOn(TODAY, 'Deer');
    const hog = await bookOn(TODAY, 'Hog');
    await bookOn(TOMORROW, 'Deer');
    await bookOn(TOMORROW, 'Hog');
    await t.database.db.update(orders).set({ stage: 'cancelled' }).where(eq(orders.id, hog));
    expect((await t.request('PUT', SETTINGS, season(), as(owner))).status).toBe(200);
    let today = await t.request<DropOffToday>('GET', TODAY_ROUTE, undefined, as(staff));
    expect(today.body).toMatchObject({ full: false, taken_up: false, next_open_day: addDays(TODAY, 2) });
    await t.database.db.update(orders).set({ stage: 'submitted' }).where(eq(orders.id, hog));
    today = await t.request<DropOffToday>('GET', TODAY_ROUTE, undefined, as(staff));
    expect(today.body).toMatchObject({
      full: true,
      taken_up: true,
      marked_full: false,
      next_open_day: addDays(TODAY, 2),
    });
    expect((await t.request<FullToday>('GET', PUBLIC_ROUTE)).body).toEqual({
      full: true,
      next_open_day: addDays(TODAY, 2),
    });
    expect(await landing()).toContain(`<meta name="full-today" content="${addDays(TODAY, 2)}">`);
    // A cancelled order frees its spot: today is no longer full.
    await t.database.db.update(orders).set({ stage: 'cancelled' }).where(eq(orders.id, hog));
    today = await t.request<DropOffToday>('GET', TODAY_ROUTE, undefined, as(staff));
    expect(today.body).toMatchObject({ full: false, taken_up: false });
    // With bookings off nothing is counted: only a mark fills the day.
    await t.request('PUT', SETTINGS, season({ enabled: false }), as(owner));
    expect((await t.request<FullToday>('GET', PUBLIC_ROUTE)).body).toEqual({ full: false, next_open_day: null });
  });
});
