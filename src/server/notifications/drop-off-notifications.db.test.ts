import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  DEFAULT_DROP_OFF_RULES,
  type DropOffRules,
  type OrderDetails,
  WEEKDAYS,
  dropOffDayLabel,
} from '../../domain';
import type { Language } from '../../domain/language';
import { SHOP_API_PATHS, addDays, localDateOf } from '../../domain/shop';
import { orders } from '../db/schema';
import { lockDropOffRules, writeDropOffRules } from '../settings/drop-off-settings-store';
import { buildDeerAnimalInput, buildHogAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { queueDropOffReminders } from './drop-off-reminders';
import { type NotificationQueue, startNotificationQueue } from './queue';
import { notificationSettingsFromConfig } from './settings';
import { SHOP_CONTACT, buildConfig, eventually, setShopSettings } from './testing/factories';
import { type Fakes, deliveriesOf, providerEnv, startFakes, unfinishedJobs } from './testing/fixtures';

/**
 * docs/shop.md 10: what customers are told of their drop-off day, sent by the real worker to the fake providers:
 * the day (or the waitlist's day) in the confirmation, 'a drop-off spot opened' when a waitlisted order is
 * given one, and the SMS the day before, from the reminder hour on, never twice however many processes run
 * the job; in the order's language.
 */
const TIME_ZONE = 'America/Chicago';
const silent = { info: () => {}, warn: () => {} };
const TODAY = localDateOf(new Date(), TIME_ZONE);
const TOMORROW = addDays(TODAY, 1);

let fakes: Fakes;
let t: TestApp;
let ownerHeaders: Record<string, string>;
/** Two more processes' queues on the same database, as a second and third server would have. */
let others: NotificationQueue[] = [];

async function setRules(overrides: Partial<DropOffRules>) {
  await t.database.db.transaction(async (tx) => {
    await lockDropOffRules(tx);
    await writeDropOffRules(tx, {
      ...DEFAULT_DROP_OFF_RULES,
      enabled: true,
      first_day: TODAY,
      last_day: addDays(TODAY, 40),
      weekdays: [...WEEKDAYS],
      deer_per_day: 10,
      hogs_per_day: 10,
      reminder_hour: 0,
      ...overrides,
    });
  });
}

beforeAll(async () => {
  fakes = await startFakes();
  t = await startTestApp({ env: providerEnv(fakes), notifications: { queuePollingSeconds: 0.5 } });
  ownerHeaders = staffHeaders(await createSignedInStaff(t, { role: 'owner' }), t);
  await setShopSettings(t.database.db, { shopName: SHOP_CONTACT.shop_name, timeZone: TIME_ZONE });
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
/** A submitted order of its own customer for the day, booked or waitlisted, in a language. */
async function orderOn(day: string, options: { waitlist?: boolean; language?: Language; hog?: boolean } = {}) {
  customers += 1;
  const phone = `+120555506${String(customers).padStart(2, '0')}`;
  const draft = await placeOrderViaApi(t, {
    details: { email: `drop-off-${customers}@example.com`, phone_number: phone, language: options.language ?? 'en' },
    animal: options.hog ? buildHogAnimalInput() : buildDeerAnimalInput(),
    cuts: [options.hog ? 'Chops' : 'Ribs'],
  });
  const chosen = await t.request('PUT', API_PATHS.orderDropOffDay.href(draft.order.id), {
    drop_off_day: day,
    waitlist: options.waitlist ?? false,
  });
  expect(chosen.status).toBe(200);
  const submitted = await t.request<OrderDetails>('POST', paths.complete(draft.order.id), {
    language: options.language ?? 'en',
  });
  expect(submitted.status).toBe(200);
  return { id: draft.order.id, number: submitted.body.order.order_number, phone };
}

const allSent = () => eventually(async () => (await unfinishedJobs(t.database)) === 0, 'the queue to drain');
const smsTo = (phone: string) => fakes.twilio.messages.filter((message) => message.to === phone);

describe('the confirmation names the drop-off day', () => {
  it('the day, or the waitlist and its day, in the email and the SMS, in the order language', async () => {
    const day = addDays(TODAY, 3);
    await setRules({ overrides: [{ day, deer: 1, hogs: 1 }] });
    const booked = await orderOn(day);
    const waiting = await orderOn(day, { waitlist: true, language: 'es' });
    await allSent();
    await eventually(async () => smsTo(booked.phone).length + smsTo(waiting.phone).length === 2, 'both SMS');
    expect(smsTo(booked.phone)[0]?.body).toContain(`Drop-off: ${dropOffDayLabel(day)}.`);
    expect(smsTo(waiting.phone)[0]?.body).toContain(`Lista de espera: ${dropOffDayLabel(day, 'es')}.`);
    const email = fakes.smtp.messages.find((message) => message.to.includes(`drop-off-${customers - 1}@example.com`));
    expect(email?.text.replace(/\r\n/g, '\n')).toContain(`Drop-off\n--------\n  Drop-off: ${dropOffDayLabel(day)}\n`);
  });
});

describe("'a drop-off spot opened'", () => {
  it('goes once by email and SMS to the order given the spot, with the exact words, in its language', async () => {
    const day = addDays(TODAY, 4);
    await setRules({ overrides: [{ day, deer: 1, hogs: 1 }] });
    const booked = await orderOn(day);
    const english = await orderOn(day, { waitlist: true });
    const spanish = await orderOn(day, { waitlist: true, language: 'es' });
    await allSent();
    fakes.reset();
    const cancel = (number: string) =>
      t.request(
        'POST',
        SHOP_API_PATHS.cancelShopOrder.href(number),
        { reason: 'Changed plans' },
        { headers: ownerHeaders },
      );
    expect((await cancel(booked.number)).status).toBe(200);
    await allSent();
    await eventually(async () => smsTo(english.phone).length === 1, 'the SMS');
    expect(smsTo(english.phone).map((message) => message.body)).toEqual([
      `${SHOP_CONTACT.shop_name}: a drop-off spot opened on ${dropOffDayLabel(day)} for your order ${english.number}.`,
    ]);
    const emails = fakes.smtp.messages.filter((message) => message.subject.includes(english.number));
    expect(emails.map((message) => message.subject)).toEqual([
      `A drop-off spot opened for your order ${english.number}`,
    ]);
    expect(emails[0]?.text).toContain(
      `A drop-off spot opened on ${dropOffDayLabel(day)} for your order ${english.number}.`,
    );
    expect(smsTo(spanish.phone)).toEqual([]);

    // The English order cancelled in its turn: the Spanish one is given the spot, in Spanish.
    expect((await cancel(english.number)).status).toBe(200);
    await allSent();
    await eventually(async () => smsTo(spanish.phone).length === 1, 'the Spanish SMS');
    expect(smsTo(spanish.phone)[0]?.body).toBe(
      `${SHOP_CONTACT.shop_name}: se abrió un lugar para entregar su animal el ${dropOffDayLabel(day, 'es')} para su pedido ${spanish.number}.`,
    );
    expect(smsTo(english.phone)).toHaveLength(1);
  });
});

describe('the reminder the day before', () => {
  it('is one SMS per booked order for tomorrow, from the reminder hour, never twice, in the order language', async () => {
    await setRules({ reminder_hour: 0, overrides: [{ day: TOMORROW, deer: 2, hogs: 1 }] });
    const deer = await orderOn(TOMORROW);
    const hog = await orderOn(TOMORROW, { hog: true, language: 'es' });
    const cancelled = await orderOn(TOMORROW);
    const waiting = await orderOn(TOMORROW, { waitlist: true });
    await t.database.db.update(orders).set({ stage: 'cancelled' }).where(eq(orders.id, cancelled.id));
    const later = await orderOn(addDays(TODAY, 2));
    await allSent();
    fakes.reset();

    // The job in three processes at once, then again: two reminders queued in all.
    const runEverywhere = () =>
      Promise.all(
        [0, 1, 2].map((index) => queueDropOffReminders(t.database.db, others[index % 2] as NotificationQueue)),
      );
    const first = await runEverywhere();
    const again = await runEverywhere();
    expect([...first, ...again].reduce((sum, count) => sum + count, 0)).toBe(2);
    await allSent();
    await eventually(async () => fakes.twilio.messages.length === 2, 'the two reminders');
    expect(smsTo(deer.phone).map((message) => message.body)).toEqual([
      `${SHOP_CONTACT.shop_name}: reminder, drop off your deer for order ${deer.number} tomorrow, ${dropOffDayLabel(TOMORROW)}.`,
    ]);
    expect(smsTo(hog.phone).map((message) => message.body)).toEqual([
      `${SHOP_CONTACT.shop_name}: recordatorio: traiga su jabalí para el pedido ${hog.number} mañana, ${dropOffDayLabel(TOMORROW, 'es')}.`,
    ]);
    for (const none of [waiting, cancelled, later]) expect(smsTo(none.phone)).toEqual([]);
    expect(fakes.smtp.messages).toEqual([]);
    const reminders = (await deliveriesOf(t.database, [deer.id])).filter((row) => row.kind === 'drop_off_reminder');
    expect(reminders).toHaveLength(1);
  });

  it('waits for the reminder hour on the shop clock', async () => {
    await setRules({ reminder_hour: 18, last_day: '2027-12-31' });
    const order = await orderOn(addDays(TODAY, 5));
    // Booked for a Saturday in December; the day before, 17:59 and 18:00 in Chicago are 23:59 and 00:00 UTC.
    await t.database.db.update(orders).set({ dropOffDay: '2027-12-11' }).where(eq(orders.id, order.id));
    const queue = others[0] as NotificationQueue;
    expect(await queueDropOffReminders(t.database.db, queue, new Date('2027-12-10T23:59:00Z'))).toBe(0);
    expect(await queueDropOffReminders(t.database.db, queue, new Date('2027-12-11T00:00:00Z'))).toBe(1);
    expect(await queueDropOffReminders(t.database.db, queue, new Date('2027-12-11T03:00:00Z'))).toBe(0);
  });
});
