import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../domain';
import { STAGES, type ShopOrder, type Stage } from '../../domain/shop';
import { orders } from '../db/schema';
import { orderEvents } from '../db/shop-schema';
import { type TestStaff, createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { seedSubmittedOrders } from './testing/seed-orders';
import { type StaffClient, asStaff, ok, shopPaths, submitOrderViaApi, staffHistory } from './testing/shop-api';

let t: TestApp;
let staff: TestStaff;
let api: StaffClient;
beforeAll(async () => {
  t = await startTestApp();
  staff = await createSignedInStaff(t, { role: 'staff', name: 'Sam Cutter' });
  api = asStaff(t, staff);
});
afterAll(() => t.close());

let nextTag = 500;
/** An order in the given stage (checked in and later ones carry a tag), by its number. */
async function orderIn(stage: Stage): Promise<string> {
  const tagNumber = stage === 'submitted' ? null : (nextTag += 1);
  const [seeded] = await seedSubmittedOrders(t.database.db, [{ stage, tagNumber }]);
  if (!seeded) throw new Error('not seeded');
  return formatOrderNumber(seeded.orderNumber);
}

async function historyOf(number: string) {
  return staffHistory(ok(await api.get<ShopOrder>(shopPaths.order(number))));
}

/** docs/shop.md 2: what 'stage' may do; check-in, pickup and cancel are actions of their own. */
const MOVES_ALLOWED: Partial<Record<Stage, Stage[]>> = {
  checked_in: ['processing', 'submitted'],
  processing: ['ready', 'checked_in'],
  ready: ['processing'],
  picked_up: ['ready'],
};

describe('POST /api/shop/orders/:number/stage', () => {
  const cases = STAGES.flatMap((from) => STAGES.map((to) => ({ from, to })));

  it.each(cases)('$from → $to', async ({ from, to }) => {
    const number = await orderIn(from);
    const response = await api.post(shopPaths.stage(number), { to });
    if (MOVES_ALLOWED[from]?.includes(to)) {
      expect(response.status).toBe(200);
      expect(response.body.stage).toBe(to);
      expect(staffHistory(response.body)[0]).toMatchObject({
        actor: 'Sam Cutter',
        kind: 'stage',
        before: { stage: from },
        after: { stage: to },
      });
    } else {
      expect(response.status).toBe(409);
      expect((await historyOf(number)).map((event) => event.kind)).toEqual(['submitted']);
    }
  });

  it('names each move in the history as its button does', async () => {
    const number = await orderIn('checked_in');
    await api.post(shopPaths.stage(number), { to: 'processing' });
    await api.post(shopPaths.stage(number), { to: 'ready' });
    await api.post(shopPaths.stage(number), { to: 'processing' });
    expect((await historyOf(number)).map((event) => event.summary)).toEqual([
      'Moved back to Processing',
      'Marked ready for pickup',
      'Started processing',
      'Order submitted',
    ]);
  });

  it('explains each refusal', async () => {
    const submitted = await orderIn('submitted');
    expect((await api.post(shopPaths.stage(submitted), { to: 'ready' })).text).toContain(
      'An order cannot move from Submitted to Ready for pickup; stages move one step at a time.',
    );
    expect((await api.post(shopPaths.stage(submitted), { to: 'checked_in' })).text).toContain("'Check in'");
    expect((await api.post(shopPaths.stage(submitted), { to: 'cancelled' })).text).toContain("'Cancel order'");
    const ready = await orderIn('ready');
    expect((await api.post(shopPaths.stage(ready), { to: 'picked_up' })).text).toContain("'Record pickup'");
    const pickedUp = await orderIn('picked_up');
    expect((await api.post(shopPaths.stage(pickedUp), { to: 'processing' })).text).toContain(
      'This order has been picked up and can no longer be changed.',
    );
    const cancelled = await orderIn('cancelled');
    expect((await api.post(shopPaths.stage(cancelled), { to: 'submitted' })).text).toContain(
      'This order was cancelled and can no longer be changed.',
    );
    expect((await api.post(shopPaths.stage(submitted), { to: 'shipped' })).status).toBe(400);
  });

  it('back from checked in to submitted frees the tag for another order, and the history keeps it', async () => {
    const first = await submitOrderViaApi(t);
    const second = await submitOrderViaApi(t);
    ok(await api.post(shopPaths.checkIn(first), { tag_number: 77, storage_location: 'Cooler 1' }));
    const undone = ok(await api.post(shopPaths.stage(first), { to: 'submitted' }));
    expect(undone.drop_off).toMatchObject({
      tag_number: null,
      season: null,
      storage_location: null,
      checked_in_at: null,
    });
    expect(staffHistory(undone)[0]).toMatchObject({
      summary: 'Moved back to Submitted',
      before: { stage: 'checked_in', tag_number: 77, storage_location: 'Cooler 1' },
      after: { stage: 'submitted', tag_number: null, storage_location: null },
    });
    expect(undone.suggested_tag_number).not.toBeNull();
    const reused = ok(await api.post(shopPaths.checkIn(second), { tag_number: 77 }));
    expect(reused.drop_off.tag_number).toBe(77);
  });
});

describe('POST /api/shop/orders/:number/cancel', () => {
  it.each(STAGES)('from %s', async (from) => {
    const number = await orderIn(from);
    const response = await api.post(shopPaths.cancel(number), { reason: 'Customer called: tag was wrong' });
    if (from === 'picked_up' || from === 'cancelled' || from === 'unclaimed') {
      expect(response.status).toBe(409);
      return;
    }
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ stage: 'cancelled', cancel_reason: 'Customer called: tag was wrong' });
    expect(staffHistory(response.body)[0]).toMatchObject({
      kind: 'cancelled',
      summary: 'Cancelled: Customer called: tag was wrong',
      before: { stage: from },
      after: { stage: 'cancelled', cancel_reason: 'Customer called: tag was wrong' },
    });
  });

  it('needs a reason', async () => {
    const number = await orderIn('processing');
    const response = await api.post(shopPaths.cancel(number), { reason: '  ' });
    expect(response.status).toBe(400);
    expect(response.text).toContain('Give a reason.');
  });
});

describe('who may move orders', () => {
  it('refuses without a session (401) and a foreign origin (403), and names no draft order (404)', async () => {
    const number = await orderIn('checked_in');
    expect((await t.request('POST', shopPaths.stage(number), { to: 'processing' })).status).toBe(401);
    const foreign = await t.request(
      'POST',
      shopPaths.stage(number),
      { to: 'processing' },
      { headers: { cookie: staff.cookie, origin: 'https://evil.example' } },
    );
    expect(foreign.status).toBe(403);
    const [draft] = await t.database.db
      .insert(orders)
      .values({ fullName: 'Still Ordering', email: 'd@example.com', phoneNumber: '5550100' })
      .returning();
    const draftNumber = formatOrderNumber(draft?.orderNumber ?? 0);
    expect((await api.post(shopPaths.stage(draftNumber), { to: 'processing' })).status).toBe(404);
    expect((await api.post(shopPaths.stage('GM-99999999'), { to: 'processing' })).text).toContain('Order not found.');
    expect((await api.post(shopPaths.stage('banana'), { to: 'processing' })).status).toBe(404);
    const rows = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, draft?.id ?? ''));
    expect(rows).toEqual([]);
  });

  it('lets both roles work orders', async () => {
    const owner = asStaff(t, await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' }));
    const number = await orderIn('checked_in');
    const moved = ok(await owner.post(shopPaths.stage(number), { to: 'processing' }));
    expect(staffHistory(moved)[0]?.actor).toBe('Olive Owner');
  });
});
