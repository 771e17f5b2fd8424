import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BoardPage, addDays, localDateOf } from '../../domain/shop';
import type { OrderStatusPage } from '../../domain/status-page';
import { notificationDeliveries } from '../db/notification-schema';
import { orders } from '../db/schema';
import { setShopSettings } from '../notifications/testing/factories';
import { issueStatusToken } from './status-tokens';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { readBalanceDue } from '../shop-orders/read-balance-due';
import {
  type StaffClient,
  asStaff,
  ok,
  shopPaths,
  staffHistory,
  submitOrderViaApi,
} from '../shop-orders/testing/shop-api';

/**
 * docs/shop.md 9, storage of meat not picked up: the order's terms are set when it becomes ready, the fee line
 * and the balance follow the shop's calendar day by day, and the count stops at pickup. The clock is moved
 * by moving the day the order became ready back, which is what days passing do to it.
 */

let t: TestApp;
let staff: StaffClient;
const TIME_ZONE = 'America/Chicago';
const today = () => localDateOf(new Date(), TIME_ZONE);

beforeAll(async () => {
  t = await startTestApp({ notifications: { worker: false } });
  staff = asStaff(t, await createSignedInStaff(t, { role: 'staff' }));
  await setShopSettings(t.database.db, { timeZone: TIME_ZONE, freeStorageDays: 14, storageFeeCents: 500 });
});
afterAll(async () => t?.close());

let nextTag = 8100;

async function readyOrder(): Promise<string> {
  const number = await submitOrderViaApi(t);
  nextTag += 1;
  ok(await staff.post(shopPaths.checkIn(number), { tag_number: nextTag }));
  ok(await staff.post(shopPaths.stage(number), { to: 'processing' }));
  ok(await staff.post(shopPaths.stage(number), { to: 'ready' }));
  return number;
}

/** As if the order had become ready `days` days ago. */
async function readyDaysAgo(number: string, days: number) {
  await t.database.db
    .update(orders)
    .set({ readyOn: addDays(today(), -days) })
    .where(eq(orders.orderNumber, Number(number.slice(3))));
}

/** Days pass after the meat left: the day it became ready and the day it left, both further back. */
async function daysPassAfterwards(number: string, days: number) {
  await t.database.db
    .update(orders)
    .set({
      readyOn: sql`${orders.readyOn} - ${days}::integer`,
      storageUntil: sql`${orders.storageUntil} - ${days}::integer`,
    })
    .where(eq(orders.orderNumber, Number(number.slice(3))));
}

async function idOf(number: string) {
  const [row] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, Number(number.slice(3))));
  return row?.id ?? '';
}

describe('storage of a ready order', () => {
  it('starts the day it becomes ready, with the free days and fee of that day', async () => {
    const number = await readyOrder();
    const order = ok(await staff.get(shopPaths.order(number)));
    expect(order.storage).toEqual({
      ready_on: today(),
      pick_up_by: addDays(today(), 14),
      free_days: 14,
      fee_cents: 500,
      charge: null,
      overdue: false,
      unclaimed_from: addDays(today(), 31),
      unclaimable: false,
    });
    expect(order.balance_due_cents).toBe(order.details.totals.grand_total_cents);
    // A later change of the settings keeps what this order was told.
    await setShopSettings(t.database.db, { storageFeeCents: 900 });
    try {
      expect(ok(await staff.get(shopPaths.order(number))).storage?.fee_cents).toBe(500);
    } finally {
      await setShopSettings(t.database.db, { storageFeeCents: 500 });
    }
  });

  it('charges each day past the free days, day by day, on the order, the board, the status page and the balance', async () => {
    const number = await readyOrder();
    const id = await idOf(number);
    const token = await issueStatusToken(t.database.db, id);
    const total = ok(await staff.get(shopPaths.order(number))).details.totals.grand_total_cents;
    for (const [days, charged] of [
      [14, 0],
      [15, 1],
      [20, 6],
    ] as const) {
      await readyDaysAgo(number, days);
      const order = ok(await staff.get(shopPaths.order(number)));
      const due = total + charged * 500;
      expect(order.storage?.charge ?? null, `day ${days}`).toEqual(
        charged === 0
          ? null
          : {
              days: charged,
              fee_cents: 500,
              cents: charged * 500,
              label: `Storage (${charged} ${charged === 1 ? 'day' : 'days'} x $5.00)`,
            },
      );
      expect(order.storage?.overdue).toBe(charged > 0);
      expect(order.balance_due_cents).toBe(due);
      expect(await readBalanceDue(t.database.db, id)).toBe(due);
      const board = ok(await staff.get<BoardPage>(shopPaths.board(`stage=overdue&q=${number}`)));
      expect(board.counts.overdue, `day ${days}`).toBe(charged > 0 ? 1 : 0);
      expect(board.rows.map((row) => row.balance_due_cents)).toEqual(charged > 0 ? [due] : []);
      const status = ok(await t.request<OrderStatusPage>('GET', `/api/status/${token}`));
      expect(status.balance_due_cents).toBe(due);
      expect(status.storage?.charge?.cents ?? 0).toBe(charged * 500);
    }
  });

  it('stops counting at pickup, whose balance due includes the storage', async () => {
    const number = await readyOrder();
    await readyDaysAgo(number, 20);
    const refused = await staff.post(shopPaths.order(number) + '/pickup', { picked_up_by: 'Jo Hunter' });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('$155.00 due');
    const picked = ok(
      await staff.post(shopPaths.order(number) + '/pickup', { picked_up_by: 'Jo Hunter', confirm_balance_due: true }),
    );
    expect(picked.storage?.charge?.days).toBe(6);
    expect(picked.storage?.overdue).toBe(false);
    const [row] = await t.database.db
      .select({ until: orders.storageUntil })
      .from(orders)
      .where(eq(orders.orderNumber, Number(number.slice(3))));
    expect(row?.until).toBe(today());
    // Days later the charge is what it was the day the meat left.
    await daysPassAfterwards(number, 5);
    expect(ok(await staff.get(shopPaths.order(number))).storage?.charge?.days).toBe(6);
  });

  it('stops counting when a ready order is cancelled', async () => {
    const number = await readyOrder();
    await readyDaysAgo(number, 20);
    const cancelled = ok(await staff.post(shopPaths.cancel(number), { reason: 'The hunter moved away.' }));
    expect(cancelled.storage).toMatchObject({ overdue: false, charge: { days: 6 } });
    await daysPassAfterwards(number, 3);
    expect(ok(await staff.get(shopPaths.order(number))).storage?.charge?.days).toBe(6);
  });

  it('is undone with a move back from ready, and charges nothing when the shop has no fee', async () => {
    const number = await readyOrder();
    ok(await staff.post(shopPaths.stage(number), { to: 'processing' }));
    expect(ok(await staff.get(shopPaths.order(number))).storage).toBeNull();
    await setShopSettings(t.database.db, { storageFeeCents: 0 });
    try {
      ok(await staff.post(shopPaths.stage(number), { to: 'ready' }));
      await readyDaysAgo(number, 40);
      const order = ok(await staff.get(shopPaths.order(number)));
      expect(order.storage).toMatchObject({ fee_cents: 0, charge: null, overdue: true });
      expect(order.balance_due_cents).toBe(order.details.totals.grand_total_cents);
    } finally {
      await setShopSettings(t.database.db, { storageFeeCents: 500 });
    }
  });
});

describe("'Mark unclaimed'", () => {
  const unclaimed = (number: string) => `${shopPaths.order(number)}/unclaimed`;

  it("is the owner's, refused before its day, and closes the order with what became of the meat, sending nothing", async () => {
    const owner = asStaff(t, await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' }));
    const number = await readyOrder();
    const id = await idOf(number);
    const deliveriesBefore = await t.database.db.$count(notificationDeliveries, eq(notificationDeliveries.orderId, id));

    expect((await staff.post(unclaimed(number), { disposition: 'donated' })).status).toBe(403);
    await readyDaysAgo(number, 30);
    const tooSoon = await owner.post(unclaimed(number), { disposition: 'donated' });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.text).toContain(`This order can be marked unclaimed from ${addDays(today(), 1)}.`);
    expect(ok(await staff.get(shopPaths.order(number))).storage?.unclaimable).toBe(false);

    await readyDaysAgo(number, 31);
    expect(ok(await staff.get(shopPaths.order(number))).storage?.unclaimable).toBe(true);
    const noNote = await owner.post(unclaimed(number), { disposition: 'other', note: '  ' });
    expect(noNote.status).toBe(400);
    expect(noNote.text).toContain("Say what became of the meat when it is 'Other'.");
    expect((await owner.post(unclaimed(number), { disposition: 'sold' })).status).toBe(400);

    const done = ok(await owner.post(unclaimed(number), { disposition: 'donated', note: 'Hunters for the Hungry' }));
    expect(done.stage).toBe('unclaimed');
    expect(done.unclaimed).toEqual({ disposition: 'donated', note: 'Hunters for the Hungry' });
    expect(staffHistory(done)[0]).toMatchObject({
      actor: 'Olive Owner',
      kind: 'unclaimed',
      summary: 'Unclaimed: Donated (Hunters for the Hungry)',
    });
    // The storage stopped counting that day: 17 days past the free 14, frozen.
    expect(done.storage?.charge?.days).toBe(17);
    await daysPassAfterwards(number, 9);
    expect(ok(await staff.get(shopPaths.order(number))).storage?.charge?.days).toBe(17);
    // Closed: no change, no second time, nothing sent.
    expect((await owner.post(unclaimed(number), { disposition: 'disposed' })).status).toBe(409);
    expect((await staff.post(shopPaths.stage(number), { to: 'picked_up' })).status).toBe(409);
    expect(await t.database.db.$count(notificationDeliveries, eq(notificationDeliveries.orderId, id))).toBe(
      deliveriesBefore,
    );
    const board = ok(await staff.get<BoardPage>(shopPaths.board(`stage=unclaimed&q=${number}`)));
    expect(board.rows.map((row) => row.stage)).toEqual(['unclaimed']);
    const status = ok(
      await t.request<OrderStatusPage>('GET', `/api/status/${await issueStatusToken(t.database.db, id)}`),
    );
    expect(status.steps.map((step) => `${step.label}:${step.state}`)).toEqual([
      'Submitted:done',
      'Checked in:done',
      'Processing:done',
      'Ready for pickup:done',
      'Unclaimed:current',
    ]);
  });

  it('is refused for an order not ready', async () => {
    const owner = asStaff(t, await createSignedInStaff(t, { role: 'owner' }));
    const number = await submitOrderViaApi(t);
    const refused = await owner.post(unclaimed(number), { disposition: 'disposed' });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('Only an order ready for pickup can be marked unclaimed.');
  });
});
