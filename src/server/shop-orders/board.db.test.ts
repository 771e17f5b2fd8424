import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../domain';
import type { BoardPage, LookupResult } from '../../domain/shop';
import { createOrderViaApi } from '../test/factories';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { type SeedOrder, seedSubmittedOrders } from './testing/seed-orders';
import { type StaffClient, asStaff, ok, shopPaths, submitOrderViaApi } from './testing/shop-api';

let t: TestApp;
let api: StaffClient;
beforeAll(async () => {
  t = await startTestApp();
  api = asStaff(t, await createSignedInStaff(t, { role: 'staff' }));
});
afterAll(() => t.close());

const board = async (query = '') => ok(await api.get<BoardPage>(shopPaths.board(query)));
const numberOf = (seeded: { orderNumber: number } | undefined) => formatOrderNumber(seeded?.orderNumber ?? 0);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/shop/orders (the board)', () => {
  it('pages submitted orders newest first, 50 a page, with a count per filter that follows the search', async () => {
    // 120 orders named 'Pager', in every stage, submitted a minute apart: the search keeps them apart.
    const stages = ['submitted', 'checked_in', 'processing', 'ready', 'picked_up', 'cancelled'] as const;
    const seeds: SeedOrder[] = Array.from({ length: 120 }, (_, index) => {
      const stage = stages[index % stages.length] ?? 'submitted';
      return {
        fullName: `Pager ${index}`,
        stage,
        tagNumber: stage === 'submitted' ? null : 10_000 + index,
        completedAt: minutesAgo(1000 - index),
      };
    });
    await seedSubmittedOrders(t.database.db, seeds);
    const first = await board('stage=active&q=pager');
    expect(first.counts).toEqual({
      active: 80,
      submitted: 20,
      checked_in: 20,
      processing: 20,
      ready: 20,
      picked_up: 20,
      cancelled: 20,
      unclaimed: 0,
      on_hold: 0,
      overdue: 0,
    });
    expect(first).toMatchObject({ page: 1, page_count: 2, total: 80 });
    expect(first.rows).toHaveLength(50);
    // Newest first: 119 is cancelled and 118 picked up, so 117 (ready) is the newest active one.
    expect(first.rows[0]).toMatchObject({ full_name: 'Pager 117', stage: 'ready', tag_number: 10_117 });
    expect(first.rows.every((row) => ['submitted', 'checked_in', 'processing', 'ready'].includes(row.stage))).toBe(
      true,
    );
    const submittedAt = first.rows.map((row) => row.submitted_at);
    expect([...submittedAt].sort().reverse()).toEqual(submittedAt);
    const second = await board('q=pager&page=2');
    expect(second.rows).toHaveLength(30);
    expect((second.rows[0]?.submitted_at ?? '') < (first.rows.at(-1)?.submitted_at ?? '')).toBe(true);
    expect((await board('q=pager&page=3')).rows).toEqual([]);
    const cancelled = await board('stage=cancelled&q=pager');
    expect(cancelled).toMatchObject({ total: 20, page_count: 1 });
    expect(cancelled.rows.every((row) => row.stage === 'cancelled')).toBe(true);
  });

  it('shows each row as docs/shop.md 3 lists it, and never a draft', async () => {
    const number = await submitOrderViaApi(t, { details: { full_name: 'Rowena Rowland' } });
    const page = await board('q=Rowena');
    expect(page.rows).toEqual([
      {
        order_number: number,
        tag_number: null,
        storage_location: null,
        full_name: 'Rowena Rowland',
        animal_type: 'Deer',
        gender: 'Buck',
        stage: 'submitted',
        submitted_at: expect.any(String),
        grand_total_cents: 12_500,
        balance_due_cents: 12_500,
        hold: null,
        drop_off_day: null,
        drop_off_waitlist: false,
      },
    ]);
    await createOrderViaApi(t, { full_name: 'Rowena Drafting' });
    expect((await board('q=Rowena')).total).toBe(1);
  });

  it('finds by order number, tag, name, phone in any formatting and email', async () => {
    const [a, b, c] = await seedSubmittedOrders(t.database.db, [
      {
        fullName: 'Jolene Searcher',
        email: 'jolene.s@Example.com',
        phoneNumber: '(555) 867-5309',
        stage: 'checked_in',
        tagNumber: 31_337,
      },
      { fullName: 'Dolly Searcher', email: 'dolly@example.org', phoneNumber: '+1 555 222 3333' },
      { fullName: 'Kenny Other', email: 'kenny@example.net', phoneNumber: '555.444.1212' },
    ]);
    const names = async (q: string) =>
      (await board(`stage=active&q=${encodeURIComponent(q)}`)).rows.map((row) => row.full_name).sort();
    expect(await names(numberOf(a))).toEqual(['Jolene Searcher']);
    expect(await names(numberOf(b).toLowerCase().replace('-', ''))).toEqual(['Dolly Searcher']);
    expect(await names(String(c?.orderNumber))).toEqual(['Kenny Other']);
    expect(await names('31337')).toEqual(['Jolene Searcher']);
    expect(await names('searcher')).toEqual(['Dolly Searcher', 'Jolene Searcher']);
    expect(await names('SEARCH')).toEqual(['Dolly Searcher', 'Jolene Searcher']);
    expect(await names('555-867-5309')).toEqual(['Jolene Searcher']);
    expect(await names('5558675309')).toEqual(['Jolene Searcher']);
    expect(await names('(555) 222-3333')).toEqual(['Dolly Searcher']);
    expect(await names('4441212')).toEqual(['Kenny Other']);
    expect(await names('JOLENE.S@example')).toEqual(['Jolene Searcher']);
    expect(await names('example.org')).toEqual(['Dolly Searcher']);
    expect(await names('100%_off')).toEqual([]);
    await seedSubmittedOrders(t.database.db, [{ fullName: 'Zoë Núñez', email: 'zoe@example.com' }]);
    expect(await names('núñez')).toEqual(['Zoë Núñez']);
    expect(await names('Zoë N')).toEqual(['Zoë Núñez']);
    expect((await board('q=searcher')).counts).toMatchObject({ active: 2, submitted: 1, checked_in: 1 });
  });

  it('refuses a bad query (400) and callers without a session (401)', async () => {
    expect((await api.get(shopPaths.board('stage=lost'))).status).toBe(400);
    expect((await api.get(shopPaths.board('page=0'))).status).toBe(400);
    expect((await api.get(shopPaths.board(`q=${'x'.repeat(101)}`))).status).toBe(400);
    const anonymous = await t.request('GET', shopPaths.board());
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/shop/lookup (the scanner Enter)', () => {
  it('opens the order named by its number or by its tag, the newest season first', async () => {
    const [lastSeason, thisSeason, plain] = await seedSubmittedOrders(t.database.db, [
      { stage: 'picked_up', tagNumber: 4242, season: 2000 },
      { stage: 'checked_in', tagNumber: 4242, season: 2001 },
      {},
    ]);
    const lookup = async (q: string) => {
      const response = await api.get<LookupResult>(shopPaths.lookup(q));
      return response.status === 200 ? response.body.order_number : response.status;
    };
    expect(await lookup('4242')).toBe(numberOf(thisSeason));
    expect(await lookup(numberOf(lastSeason))).toBe(numberOf(lastSeason));
    expect(await lookup(` ${numberOf(plain).toLowerCase()} `)).toBe(numberOf(plain));
    expect(await lookup(String(plain?.orderNumber))).toBe(numberOf(plain));
    expect(await lookup('GM-99999999')).toBe(404);
    expect(await lookup('Smith')).toBe(404);
    expect(await lookup('')).toBe(400);
  });
});

describe('the board warns of an unusual number of orders (COMPLETION_ALERT_PER_HOUR)', () => {
  let busy: TestApp;
  let owner: StaffClient;
  beforeAll(async () => {
    busy = await startTestApp({ env: { COMPLETION_ALERT_PER_HOUR: '3' } });
    owner = asStaff(busy, await createSignedInStaff(busy, { role: 'owner' }));
  });
  afterAll(() => busy.close());
  const unusual = async () => ok(await owner.get<BoardPage>(shopPaths.board(''))).unusual_orders;

  it("carries the last hour's count once it is above the setting, whatever the filter", async () => {
    // Three in the last hour (the setting, not above it), and one long before it.
    await seedSubmittedOrders(busy.database.db, [
      { fullName: 'Early Bird', completedAt: minutesAgo(90) },
      ...[5, 20, 40].map((minutes) => ({ fullName: `Hour ${minutes}`, completedAt: minutesAgo(minutes) })),
    ]);
    expect(await unusual()).toBeNull();
    await seedSubmittedOrders(busy.database.db, [
      { fullName: 'One Too Many', stage: 'cancelled', completedAt: minutesAgo(1) },
    ]);
    expect(await unusual()).toEqual({ last_hour: 4, alert_above: 3 });
    const filtered = ok(await owner.get<BoardPage>(shopPaths.board('stage=ready&q=nobody')));
    expect(filtered.unusual_orders).toEqual({ last_hour: 4, alert_above: 3 });
  });
});
