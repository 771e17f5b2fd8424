import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/language';
import type { ShopOrder } from '../../domain/shop';
import { notificationDeliveries } from '../db/notification-schema';
import { statusTokens } from '../db/shop-schema';
import { SHOP_CONTACT, eventually, setShopSettings } from '../notifications/testing/factories';
import {
  type Fakes,
  attemptsOf,
  deliveriesOf,
  placeCompletedOrder,
  providerEnv,
  settledDeliveries,
  startFakes,
  unfinishedJobs,
} from '../notifications/testing/fixtures';
import { hashStatusToken } from '../order-records/status-tokens';
import { type TestStaff, createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp, TEST_AUTH_SECRET } from '../test/test-app';
import { listenToOrderChanges } from './testing/order-changes';
import { type StaffClient, asStaff, ok, shopPaths, staffHistory } from './testing/shop-api';

const PUBLIC_URL = 'https://orders.hollowcreek.example.com';
const STATUS_LINK = new RegExp(`${PUBLIC_URL}/status/([A-Za-z0-9_-]{22})$`);
const resendPath = (number: string) => `/api/shop/orders/${number}/resend-ready`;

let fakes: Fakes;
let t: TestApp;
let staff: TestStaff;
let api: StaffClient;

beforeAll(async () => {
  fakes = await startFakes();
  t = await startTestApp({
    env: providerEnv(fakes, { PUBLIC_URL, AUTH_SECRET: TEST_AUTH_SECRET }),
    notifications: { queuePollingSeconds: 0.5 },
  });
  staff = await createSignedInStaff(t, { role: 'staff', name: 'Sam Cutter' });
  api = asStaff(t, staff);
  await setShopSettings(t.database.db, {
    shopName: SHOP_CONTACT.shop_name,
    phone: SHOP_CONTACT.phone,
    pickupHours: SHOP_CONTACT.pickup_hours,
  });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});
beforeEach(() => fakes.reset());

let customers = 0;
let nextTag = 4100;

/**
 * A submitted order of a customer no other test has (own email and phone, so that the daily SMS cap and
 * the counts below see only this order), its confirmation sent, checked in and in processing; $119.00 of
 * its $159.00 paid, so $40.00 is due.
 */
async function orderInProcessing(language: Language = 'en') {
  customers += 1;
  const email = `ready-${customers}@example.com`;
  const e164 = `+120555502${String(customers).padStart(2, '0')}`;
  const placed = await placeCompletedOrder(t, { email, phone_number: e164, language });
  const id = placed.order.id;
  const number = placed.order.order_number;
  await settledDeliveries(t.database, [id]);
  nextTag += 1;
  ok(await api.post(shopPaths.checkIn(number), { tag_number: nextTag }));
  ok(await api.post(`/api/shop/orders/${number}/payments`, { amount_cents: 11_900, method: 'cash' }));
  ok(await api.post(shopPaths.stage(number), { to: 'processing' }));
  return { id, number, email, e164, tag: nextTag };
}

type Customer = Awaited<ReturnType<typeof orderInProcessing>>;

const readyEmails = (customer: Customer) =>
  fakes.smtp.messages.filter((m) => m.to.includes(customer.email) && m.subject.includes('is ready for pickup'));
const readySms = (customer: Customer) =>
  fakes.twilio.messages.filter((m) => m.to === customer.e164 && m.body.includes('is ready for pickup'));

/** Every delivery of the order sent or skipped, and no job left: nothing more can go out unless queued. */
const settled = (customer: Customer, perOrder: number) => settledDeliveries(t.database, [customer.id], perOrder);

const readyDeliveries = (orderId: string) =>
  t.database.db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.orderId, orderId), eq(notificationDeliveries.kind, 'ready')));

function tokenOf(link: string | undefined): string {
  const token = link?.match(STATUS_LINK)?.[1];
  if (!token) throw new Error(`no status link at the end of: ${link}`);
  return token;
}

async function tokenHashesOf(orderId: string): Promise<string[]> {
  const rows = await t.database.db.select().from(statusTokens).where(eq(statusTokens.orderId, orderId));
  return rows.map((row) => row.tokenHash);
}

describe('a customer who ordered in Spanish', () => {
  it('gets the confirmation and the ready message in Spanish, on both channels, and the shop sees the language', async () => {
    const customer = await orderInProcessing('es');
    const confirmationEmail = fakes.smtp.messages.find((m) => m.to.includes(customer.email));
    expect(confirmationEmail?.subject).toBe(`Pedido ${customer.number} confirmado - $159.00`);
    expect(confirmationEmail?.text).toContain('Gracias por su pedido');
    expect(confirmationEmail?.html).toContain('<html lang="es">');
    expect(fakes.twilio.messages.find((m) => m.to === customer.e164)?.body).toMatch(
      new RegExp(`^Hollow Creek Processing: confirmamos su pedido ${customer.number}\\. Total: \\$159\\.00\\. `),
    );
    fakes.reset();

    const answer = ok(await api.post(shopPaths.stage(customer.number), { to: 'ready' }));
    expect(answer.details.order.language).toBe('es');
    await settled(customer, 4);
    const [sms, ...moreSms] = fakes.twilio.messages.filter((m) => m.to === customer.e164);
    expect(moreSms).toEqual([]);
    expect(sms?.body).toMatch(
      new RegExp(
        `^Hollow Creek Processing: ya puede recoger su pedido ${customer.number} \\(etiqueta ${customer.tag}\\)\\. Saldo pendiente \\$40\\.00\\. ${PUBLIC_URL}/status/[A-Za-z0-9_-]{22}$`,
      ),
    );
    const [email, ...moreEmails] = fakes.smtp.messages.filter((m) => m.to.includes(customer.email));
    expect(moreEmails).toEqual([]);
    expect(email?.subject).toBe(`Ya puede recoger su pedido ${customer.number}`);
    const text = email?.text.replace(/\r\n/g, '\n') ?? '';
    expect(text).toContain('Saldo pendiente: $40.00');
    expect(text).toContain('Horario para recoger: Mon-Sat 8am-6pm');
    expect(text).toContain(`Siga su pedido: ${PUBLIC_URL}/status/${tokenOf(sms?.body)}\n`);
  });
});

describe("the ready message's preview, shown before 'Mark ready for pickup'", () => {
  const previewPath = (number: string) => `/api/shop/orders/${number}/ready-preview`;
  type Preview = {
    sms: { to: string; body: string | null; not_sent: string | null };
    email: { to: string; subject: string | null; not_sent: string | null };
  };

  it('shows the exact SMS and email subject that then go out, and to whom', async () => {
    const customer = await orderInProcessing();
    expect((await t.request('GET', previewPath(customer.number))).status).toBe(401);
    const preview = ok(await api.get<Preview>(previewPath(customer.number)));
    expect(preview.sms.to).toBe(customer.e164);
    expect(preview.email).toEqual({
      to: customer.email,
      subject: `Your order ${customer.number} is ready for pickup`,
      not_sent: null,
    });
    expect(preview.sms.not_sent).toBeNull();
    // Nothing was queued by looking.
    expect(await readyDeliveries(customer.id)).toHaveLength(0);

    ok(await api.post(shopPaths.stage(customer.number), { to: 'ready' }));
    await settled(customer, 4);
    const [sms] = readySms(customer);
    const link = `${PUBLIC_URL}/status/${tokenOf(sms?.body)}`;
    expect(preview.sms.body).toBe(sms?.body.replace(link, `${PUBLIC_URL}/status/…`));
    expect(readyEmails(customer)[0]?.subject).toBe(preview.email.subject);

    // Marked ready once already: the preview says that nothing more will go out.
    ok(await api.post(shopPaths.stage(customer.number), { to: 'processing' }));
    const again = ok(await api.get<Preview>(previewPath(customer.number)));
    for (const channel of [again.sms, again.email])
      expect(channel.not_sent).toMatch(/marking it ready again sends nothing/);
  });

  it('says why a number will get no text', async () => {
    customers += 1;
    const placed = await placeCompletedOrder(
      t,
      { email: `ready-${customers}@example.com` },
      { storedPhone: '(900) 555-0100' },
    );
    const number = placed.order.order_number;
    const preview = ok(await api.get<Preview>(previewPath(number)));
    expect(preview.sms.not_sent).toBe('Not sent: SMS are not sent to premium-rate numbers.');
    expect(preview.email.not_sent).toBeNull();
    expect((await api.get(previewPath('GM-999999'))).status).toBe(404);
  });
});

describe("'Mark ready for pickup' sends the ready message once per order", () => {
  it('20 at once, then back to processing and ready again: one email and one SMS in all', async () => {
    const customer = await orderInProcessing();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.post(shopPaths.stage(customer.number), { to: 'ready' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    await settled(customer, 4);

    ok(await api.post(shopPaths.stage(customer.number), { to: 'processing' }));
    const again = ok(await api.post(shopPaths.stage(customer.number), { to: 'ready' }));
    expect(again.stage).toBe('ready');
    // Had anything been queued, its rows and its job would have committed with the stage.
    expect(await readyDeliveries(customer.id)).toHaveLength(2);
    expect(await unfinishedJobs(t.database)).toBe(0);

    expect(readyEmails(customer)).toHaveLength(1);
    expect(readySms(customer)).toHaveLength(1);
    const [sms] = readySms(customer);
    expect(sms?.body).toMatch(
      new RegExp(
        `^Hollow Creek Processing: your order ${customer.number} \\(tag ${customer.tag}\\) is ready for pickup\\. Balance due \\$40\\.00\\. ${PUBLIC_URL}/status/[A-Za-z0-9_-]{22}$`,
      ),
    );
    const [email] = readyEmails(customer);
    expect(email?.subject).toBe(`Your order ${customer.number} is ready for pickup`);
    const text = email?.text.replace(/\r\n/g, '\n') ?? '';
    expect(text).toContain('Balance due: $40.00');
    expect(text).toContain('Pickup hours: Mon-Sat 8am-6pm');
    // Both channels of one message carry one token; its hash is kept, the token itself no longer.
    const token = tokenOf(sms?.body);
    expect(text).toContain(`Track your order: ${PUBLIC_URL}/status/${token}\n`);
    expect(await tokenHashesOf(customer.id)).toContain(hashStatusToken(token));
    const deliveries = await readyDeliveries(customer.id);
    expect(deliveries.map((d) => [d.channel, d.round, d.status, d.attempts, d.linkToken]).sort()).toEqual([
      ['email', 0, 'sent', 1, null],
      ['sms', 0, 'sent', 1, null],
    ]);
  });

  it('a pickup undone brings the order back to ready without a second message', async () => {
    const customer = await orderInProcessing();
    ok(await api.post(shopPaths.stage(customer.number), { to: 'ready' }));
    await settled(customer, 4);
    ok(await api.post(`/api/shop/orders/${customer.number}/pickup`, { picked_up_by: 'Jo', confirm_balance_due: true }));
    const undone = ok(await api.post(shopPaths.stage(customer.number), { to: 'ready' }));
    expect(undone.stage).toBe('ready');
    expect(await readyDeliveries(customer.id)).toHaveLength(2);
    expect(await unfinishedJobs(t.database)).toBe(0);
    expect(readyEmails(customer)).toHaveLength(1);
    expect(readySms(customer)).toHaveLength(1);
  });

  it("shows the ready messages in the order's Notifications and every attempt in its history, and tells the boards", async () => {
    const customer = await orderInProcessing();
    const listener = await listenToOrderChanges(t.database);
    try {
      ok(await api.post(shopPaths.stage(customer.number), { to: 'ready' }));
      await settled(customer, 4);
      // The stage's change, then the worker's once the messages are out: an open order page refreshes.
      await eventually(
        () => listener.received.filter((event) => event.order_number === customer.number).length >= 2,
        "the worker's change",
      );
    } finally {
      await listener.stop();
    }
    const order = ok(await api.get<ShopOrder>(shopPaths.order(customer.number)));
    expect(order.notifications.filter((n) => n.kind === 'ready')).toEqual([
      expect.objectContaining({ channel: 'email', kind: 'ready', round: 0, status: 'sent', attempts: 1 }),
      expect.objectContaining({ channel: 'sms', kind: 'ready', round: 0, status: 'sent', attempts: 1 }),
    ]);
    const summaries = order.history.map((event) => event.summary);
    expect(summaries).toEqual(
      expect.arrayContaining(['Ready for pickup email sent', 'Ready for pickup SMS sent', 'Marked ready for pickup']),
    );
    expect(order.history.find((event) => event.summary === 'Ready for pickup SMS sent')).toMatchObject({
      actor: 'System',
      kind: 'notification',
      after: { channel: 'sms', kind: 'ready', outcome: 'sent' },
    });
  });
});

describe("'Resend ready message'", () => {
  it('sends the message once more, as a new round with a new link, recorded in the history and Notifications', async () => {
    const customer = await orderInProcessing();
    ok(await api.post(shopPaths.stage(customer.number), { to: 'ready' }));
    await settled(customer, 4);

    const resent = ok(await api.post(resendPath(customer.number)));
    expect(staffHistory(resent)[0]).toMatchObject({
      actor: 'Sam Cutter',
      kind: 'ready_message_resent',
      summary: 'Resent ready message',
      after: { round: 1 },
    });
    await settled(customer, 6);
    expect(readyEmails(customer)).toHaveLength(2);
    expect(readySms(customer)).toHaveLength(2);
    const [first, second] = readySms(customer).map((sms) => tokenOf(sms.body));
    expect(first).not.toBe(second);
    expect(await tokenHashesOf(customer.id)).toEqual(
      expect.arrayContaining([hashStatusToken(first ?? ''), hashStatusToken(second ?? '')]),
    );

    const order = ok(await api.get<ShopOrder>(shopPaths.order(customer.number)));
    expect(order.notifications.filter((n) => n.kind === 'ready').map((n) => [n.channel, n.round, n.status])).toEqual([
      ['email', 0, 'sent'],
      ['sms', 0, 'sent'],
      ['email', 1, 'sent'],
      ['sms', 1, 'sent'],
    ]);
    expect(order.history.map((event) => event.summary)).toEqual(
      expect.arrayContaining(['Ready for pickup SMS (resend 1) sent', 'Ready for pickup email (resend 1) sent']),
    );
  });

  it('is refused before the order is ready and after it is picked up, and needs a signed-in staff member', async () => {
    const customer = await orderInProcessing();
    const early = await api.post(resendPath(customer.number));
    expect(early.status).toBe(409);
    expect(early.text).toContain('The ready message can be resent only while the order is ready for pickup.');
    expect(await readyDeliveries(customer.id)).toHaveLength(0);
    expect((await t.request('POST', resendPath(customer.number))).status).toBe(401);
    expect((await api.post(resendPath('GM-999999'))).status).toBe(404);

    ok(await api.post(shopPaths.stage(customer.number), { to: 'ready' }));
    ok(
      await api.post(`/api/shop/orders/${customer.number}/pickup`, { picked_up_by: 'Dana', confirm_balance_due: true }),
    );
    expect((await api.post(resendPath(customer.number))).status).toBe(409);
    const history = ok(await api.get<ShopOrder>(shopPaths.order(customer.number))).history;
    expect(history.some((event) => event.kind === 'ready_message_resent')).toBe(false);
  });
});

describe('the status link in the customer messages', () => {
  it('the confirmation carries a link whose hash is stored, and its delivery no longer holds the token once sent', async () => {
    const customer = await orderInProcessing();
    // orderInProcessing waited until the confirmation was out.
    const deliveries = await deliveriesOf(t.database, [customer.id]);
    const confirmation = deliveries.filter((d) => d.kind === 'confirmation');
    expect(confirmation.map((d) => [d.channel, d.status, d.linkToken]).sort()).toEqual([
      ['email', 'sent', null],
      ['sms', 'sent', null],
    ]);
    const confirmationSms = fakes.twilio.messages.find(
      (m) => m.to === customer.e164 && m.body.includes('is confirmed'),
    );
    const confirmationEmail = fakes.smtp.messages.find((m) => m.to.includes(customer.email));
    const token = tokenOf(confirmationSms?.body);
    expect(confirmationEmail?.text.replace(/\r\n/g, '\n')).toContain(
      `Track your order: ${PUBLIC_URL}/status/${token}\n`,
    );
    // The messages' token, and the one the complete answer gave the customer's browser (ADR 0609).
    const hashes = await tokenHashesOf(customer.id);
    expect(hashes).toHaveLength(2);
    expect(hashes).toContain(hashStatusToken(token));
  });

  it('a ready SMS that fails keeps its token through the retries and sends that same link once delivered', async () => {
    const customer = await orderInProcessing();
    fakes.twilio.setMode('fail');
    try {
      ok(await api.post(shopPaths.stage(customer.number), { to: 'ready' }));
      let held: string | null = null;
      await eventually(async () => {
        const [sms] = (await readyDeliveries(customer.id)).filter((d) => d.channel === 'sms');
        held = sms?.lastError ? sms.linkToken : null;
        return held !== null;
      }, 'a failed ready SMS');
      expect(readySms(customer)).toHaveLength(0);
      fakes.twilio.setMode('ok');
      await settled(customer, 4);
      const sent = readySms(customer);
      expect(sent).toHaveLength(1);
      expect(tokenOf(sent[0]?.body)).toBe(held);
      const [sms] = (await readyDeliveries(customer.id)).filter((d) => d.channel === 'sms');
      expect(sms?.linkToken).toBeNull();
      const attempts = await attemptsOf(t.database, sms?.id ?? '');
      expect(attempts.filter((a) => a.outcome === 'failed').length).toBeGreaterThanOrEqual(1);
      expect(attempts.filter((a) => a.outcome === 'sent')).toHaveLength(1);
    } finally {
      fakes.twilio.setMode('ok');
    }
  });
});
