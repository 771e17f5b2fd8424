import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/language';
import { addDays, localDateOf, shortDate } from '../../domain/shop';
import { formatOrderNumber } from '../../domain';
import { notificationDeliveries } from '../db/notification-schema';
import { orders } from '../db/schema';
import { seedSubmittedOrders } from '../shop-orders/testing/seed-orders';
import { type StaffClient, asStaff, ok, shopPaths } from '../shop-orders/testing/shop-api';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { PICKUP_REMINDERS_CRON, PICKUP_REMINDERS_QUEUE, queuePickupReminders } from './pickup-reminders';
import { type NotificationQueue, startNotificationQueue } from './queue';
import { notificationSettingsFromConfig } from './settings';
import { SHOP_CONTACT, buildConfig, eventually, setShopSettings } from './testing/factories';
import { type Fakes, deliveriesOf, providerEnv, startFakes, unfinishedJobs } from './testing/fixtures';

/**
 * docs/shop.md 9, the pickup reminders: queued by the daily job on the shop's 'Reminder after days', in its time
 * zone, once each however many processes run the job and however often; sent by the real worker to the
 * fake providers. The clock is the job's `now`; the order's ready day is set where a test needs it.
 */

const TIME_ZONE = 'America/Chicago';
const silent = { info: () => {}, warn: () => {} };

let fakes: Fakes;
let t: TestApp;
let staff: StaffClient;
let owner: StaffClient;
/** Two more processes' queues on the same database, as a second and third server would have. */
let others: NotificationQueue[] = [];

beforeAll(async () => {
  fakes = await startFakes();
  t = await startTestApp({ env: providerEnv(fakes), notifications: { queuePollingSeconds: 0.5 } });
  staff = asStaff(t, await createSignedInStaff(t, { role: 'staff' }));
  owner = asStaff(t, await createSignedInStaff(t, { role: 'owner' }));
  await setShopSettings(t.database.db, {
    shopName: SHOP_CONTACT.shop_name,
    timeZone: TIME_ZONE,
    freeStorageDays: 14,
    storageFeeCents: 500,
    reminderDays: [7, 14],
    unclaimedAfterDays: 30,
  });
  const settings = notificationSettingsFromConfig(buildConfig());
  others = await Promise.all(
    [1, 2].map(() =>
      startNotificationQueue({ handle: t.database, settings, log: silent, pollingIntervalSeconds: 0.5 }),
    ),
  );
});
afterAll(async () => {
  await Promise.all(others.map((queue) => queue.stop()));
  await t?.close();
  await fakes?.close();
});
beforeEach(() => fakes.reset());

let customers = 0;
let nextTag = 9100;

/**
 * A ready order of its own customer, ready since `readyOn` with the settings' storage terms, its confirmation
 * and ready message sent: written straight to the tables as the bench seeds its season (how an order becomes
 * ready and what that sends is the stage tests' business).
 */
async function readyOrder(readyOn: string, language: Language = 'en') {
  customers += 1;
  const email = `remind-${customers}@example.com`;
  const e164 = `+120555504${String(customers).padStart(2, '0')}`;
  nextTag += 1;
  const [seeded] = await seedSubmittedOrders(t.database.db, [
    {
      email,
      phoneNumber: e164,
      language,
      stage: 'ready',
      tagNumber: nextTag,
      readyOn,
      storageFreeDays: 14,
      storageFeeCents: 500,
    },
  ]);
  if (!seeded) throw new Error('not seeded');
  // Its confirmation and ready message went out when it was placed and became ready.
  await t.database.db
    .insert(notificationDeliveries)
    .values(
      (['confirmation', 'ready'] as const).flatMap((kind) =>
        (['email', 'sms'] as const).map((channel) => ({ orderId: seeded.id, channel, kind, status: 'sent' })),
      ),
    );
  return { id: seeded.id, number: formatOrderNumber(seeded.orderNumber), email, e164 };
}

async function remindersOf(orderId: string) {
  return (await deliveriesOf(t.database, [orderId]))
    .filter((delivery) => delivery.kind === 'pickup_reminder')
    .map((delivery) => `${delivery.channel} day ${delivery.round}`)
    .sort();
}

/** The job as each process runs it, all at once. */
const runEverywhere = (now: Date) =>
  Promise.all(
    [t.database.db, t.database.db, t.database.db].map((db, index) =>
      queuePickupReminders(db, others[index % 2] as NotificationQueue, now),
    ),
  );

const allSent = () => eventually(async () => (await unfinishedJobs(t.database)) === 0, 'the queue to drain');

describe('pickup reminders', () => {
  it("are sent on the reminder days in the shop's time zone, across the end of daylight saving time, once each", async () => {
    // Ready on Oct 30 (CDT); the clocks go back on Nov 1. Day 7 is Nov 6 from midnight CST, 06:00 UTC.
    const order = await readyOrder('2026-10-30');
    await runEverywhere(new Date('2026-11-06T05:59:00Z'));
    expect(await remindersOf(order.id)).toEqual([]);

    const counts = await runEverywhere(new Date('2026-11-06T15:00:00Z'));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await remindersOf(order.id)).toEqual(['email day 7', 'sms day 7']);
    await allSent();
    await eventually(async () => fakes.twilio.messages.length === 1 && fakes.smtp.messages.length === 1, 'both');
    const sms = fakes.twilio.messages[0];
    expect(sms?.to).toBe(order.e164);
    expect(sms?.body).toMatch(
      new RegExp(
        `^${SHOP_CONTACT.shop_name}: your order ${order.number} has been ready since Oct 30\\. Please pick it up as soon as you can\\. Storage has been \\$5\\.00 a day since Nov 14\\. http://\\S+/status/[A-Za-z0-9_-]{22}$`,
      ),
    );
    const email = fakes.smtp.messages[0];
    expect(email?.to).toContain(order.email);
    expect(email?.subject).toBe(`Reminder: your order ${order.number} is ready for pickup`);
    expect(email?.text).toContain(
      `Your order ${order.number} has been ready since Oct 30. Please pick it up as soon as you can. Storage has been $5.00 a day since Nov 14. Balance due`,
    );
    expect(email?.text).toMatch(/Track your order: http:\/\/\S+\/status\//);

    // The job again that day, the next days, and day 14 a minute before midnight: nothing more.
    for (const at of ['2026-11-06T23:00:00Z', '2026-11-08T15:00:00Z', '2026-11-13T05:59:00Z']) {
      expect((await runEverywhere(new Date(at))).every((count) => count === 0)).toBe(true);
    }
    // Day 14, once; then nothing again.
    await runEverywhere(new Date('2026-11-13T06:00:00Z'));
    await runEverywhere(new Date('2026-11-13T06:00:00Z'));
    expect(await remindersOf(order.id)).toEqual(['email day 14', 'email day 7', 'sms day 14', 'sms day 7']);
    await allSent();
    await eventually(async () => fakes.twilio.messages.length === 2, 'the second SMS');
    expect(fakes.twilio.messages[1]?.to).toBe(order.e164);
  });

  it('on their day say until when to pick up and the fee after that, in the language the customer ordered in', async () => {
    const today = localDateOf(new Date(), TIME_ZONE);
    const order = await readyOrder(addDays(today, -7), 'es');
    await queuePickupReminders(t.database.db, others[0] as NotificationQueue);
    await allSent();
    await eventually(async () => fakes.twilio.messages.some((message) => message.to === order.e164), 'the SMS');
    const day = (date: string) => shortDate(date, 'es');
    expect(fakes.twilio.messages.find((message) => message.to === order.e164)?.body).toMatch(
      new RegExp(
        `^${SHOP_CONTACT.shop_name}: su pedido ${order.number} está listo desde el ${day(addDays(today, -7))}\\. Por favor, recójalo a más tardar el ${day(addDays(today, 7))}\\. Después, el almacenamiento cuesta \\$5\\.00 por día a partir del ${day(addDays(today, 8))}\\. http`,
      ),
    );
    await eventually(async () => fakes.smtp.messages.some((message) => message.to.includes(order.email)), 'the email');
    const email = fakes.smtp.messages.find((message) => message.to.includes(order.email));
    expect(email?.subject).toBe(`Recordatorio: su pedido ${order.number} está listo para recoger`);
  });

  it('are not sent for orders picked up, cancelled, marked unclaimed, moved back, not yet due, or past their unclaimed day', async () => {
    const today = localDateOf(new Date(), TIME_ZONE);
    const picked = await readyOrder(addDays(today, -7));
    ok(await staff.post(`${shopPaths.order(picked.number)}/pickup`, { picked_up_by: 'Jo', confirm_balance_due: true }));
    const cancelled = await readyOrder(addDays(today, -7));
    ok(await staff.post(shopPaths.cancel(cancelled.number), { reason: 'The customer asked.' }));
    const movedBack = await readyOrder(addDays(today, -7));
    ok(await staff.post(shopPaths.stage(movedBack.number), { to: 'processing' }));
    const early = await readyOrder(addDays(today, -6));
    const forgotten = await readyOrder(addDays(today, -31));
    // Marked unclaimed, then its ready day moved to one a reminder would fall on were it still ready.
    const unclaimed = await readyOrder(addDays(today, -31));
    ok(await owner.post(`${shopPaths.order(unclaimed.number)}/unclaimed`, { disposition: 'donated' }));
    await t.database.db
      .update(orders)
      .set({ readyOn: addDays(today, -14) })
      .where(eq(orders.id, unclaimed.id));
    await runEverywhere(new Date());
    for (const order of [picked, cancelled, unclaimed, movedBack, early, forgotten]) {
      expect(await remindersOf(order.id), order.number).toEqual([]);
    }
  });

  it('a reminder queued just before the pickup is not sent after it', async () => {
    const today = localDateOf(new Date(), TIME_ZONE);
    const order = await readyOrder(addDays(today, -7));
    ok(await staff.post(`${shopPaths.order(order.number)}/pickup`, { picked_up_by: 'Jo', confirm_balance_due: true }));
    // As the job would have queued them a moment before the pickup committed.
    await t.database.db.transaction((tx) =>
      (others[0] as NotificationQueue).enqueueMessages(tx, order.id, [
        { channel: 'email', kind: 'pickup_reminder', round: 7 },
        { channel: 'sms', kind: 'pickup_reminder', round: 7 },
      ]),
    );
    await allSent();
    const reminders = (await deliveriesOf(t.database, [order.id])).filter((row) => row.kind === 'pickup_reminder');
    expect(reminders.map((row) => [row.status, row.lastError])).toEqual([
      ['skipped', 'the order is no longer waiting for pickup'],
      ['skipped', 'the order is no longer waiting for pickup'],
    ]);
    expect(fakes.twilio.messages.filter((message) => message.to === order.e164)).toEqual([]);
    expect(fakes.smtp.messages.filter((message) => message.to.includes(order.email))).toEqual([]);
  });

  it("runs each morning at 9 by pg-boss's schedule in the shop's time zone, and the job queues what is due", async () => {
    // pg-boss answers each schedule's row, its time zone included.
    const schedules = await (others[0] as NotificationQueue).boss.getSchedules();
    expect(schedules.filter((row) => row.name === PICKUP_REMINDERS_QUEUE).map((row) => ({ ...row }))).toEqual([
      expect.objectContaining({ name: PICKUP_REMINDERS_QUEUE, cron: PICKUP_REMINDERS_CRON, timezone: TIME_ZONE }),
    ]);

    const today = localDateOf(new Date(), TIME_ZONE);
    const order = await readyOrder(addDays(today, -7));
    // What the schedule does at 9: a job on the queue, which this app's worker runs.
    await others[0]?.boss.send(PICKUP_REMINDERS_QUEUE, {});
    await eventually(async () => (await remindersOf(order.id)).length === 2, 'the job to queue the reminders');
    await allSent();
    await eventually(async () => fakes.twilio.messages.some((message) => message.to === order.e164), 'the SMS');
  });
});
