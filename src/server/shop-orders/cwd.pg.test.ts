import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/language';
import type { BoardPage } from '../../domain/shop';
import type { OrderStatusPage } from '../../domain/status-page';
import { SHOP_CONTACT, eventually, setShopSettings } from '../notifications/testing/factories';
import {
  type Fakes,
  deliveriesOf,
  placeCompletedOrder,
  providerEnv,
  settledDeliveries,
  startFakes,
  unfinishedJobs,
} from '../notifications/testing/fixtures';
import { issueStatusToken } from '../order-records/status-tokens';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { type StaffClient, asStaff, ok, shopPaths, staffHistory } from './testing/shop-api';

/** docs/shop.md 9, CWD holds, through the API as the order page sends them, with the real worker and fake providers. */

const SHOP_EMAIL = 'counter@hollowcreek.example.com';
const cwdPaths = {
  sample: (number: string) => `/api/shop/orders/${number}/cwd-sample`,
  result: (number: string) => `/api/shop/orders/${number}/cwd-result`,
  outcome: (number: string) => `/api/shop/orders/${number}/cwd-outcome`,
};

let fakes: Fakes;
let t: TestApp;
let staff: StaffClient;
let owner: StaffClient;

beforeAll(async () => {
  fakes = await startFakes();
  t = await startTestApp({ env: providerEnv(fakes), notifications: { queuePollingSeconds: 0.5 } });
  staff = asStaff(t, await createSignedInStaff(t, { role: 'staff', name: 'Sam Cutter' }));
  owner = asStaff(t, await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' }));
  await setShopSettings(t.database.db, { shopName: SHOP_CONTACT.shop_name, newOrderEmail: SHOP_EMAIL });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});
beforeEach(() => fakes.reset());

let customers = 0;
let nextTag = 7100;

/** A submitted order of its own customer, its confirmation settled (the shop's new-order email too), checked in. */
async function checkedInOrder(language: Language = 'en') {
  customers += 1;
  const email = `cwd-${customers}@example.com`;
  const e164 = `+120555503${String(customers).padStart(2, '0')}`;
  const placed = await placeCompletedOrder(t, { email, phone_number: e164, language });
  const { id, order_number: number } = placed.order;
  await settledDeliveries(t.database, [id], 3);
  nextTag += 1;
  ok(await staff.post(shopPaths.checkIn(number), { tag_number: nextTag }));
  fakes.reset();
  return { id, number, email, e164, tag: nextTag };
}

const sample = (number: string, sampleId = 'TX-CWD-0042', takenOn = '2026-11-20') =>
  staff.post(cwdPaths.sample(number), { sample_id: sampleId, taken_on: takenOn });

async function boardRowOf(number: string, stage = 'active') {
  const board = ok(await staff.get<BoardPage>(shopPaths.board(`stage=${stage}&q=${number}`)));
  return { row: board.rows.find((row) => row.order_number === number), counts: board.counts };
}

async function statusOf(orderId: string) {
  const token = await issueStatusToken(t.database.db, orderId);
  return ok(await t.request<OrderStatusPage>('GET', `/api/status/${token}`));
}

describe('Record CWD sample', () => {
  it('puts the order on hold everywhere: the order, the board and its On hold filter, the status page', async () => {
    const order = await checkedInOrder();
    const before = (await boardRowOf(order.number, 'on_hold')).counts.on_hold;
    const held = ok(await sample(order.number));
    expect(held.cwd).toMatchObject({ sample_id: 'TX-CWD-0042', taken_on: '2026-11-20', result: null, hold: 'pending' });
    expect(staffHistory(held)[0]).toMatchObject({
      actor: 'Sam Cutter',
      kind: 'cwd_sample',
      summary: 'CWD sample TX-CWD-0042 recorded: on hold until the result',
      after: { sample_id: 'TX-CWD-0042', taken_on: '2026-11-20' },
    });
    const onHold = await boardRowOf(order.number, 'on_hold');
    expect(onHold.row?.hold).toBe('pending');
    expect(onHold.counts.on_hold).toBe(before + 1);
    expect((await boardRowOf(order.number)).row?.hold).toBe('pending');
    expect((await statusOf(order.id)).hold).toBe('pending');

    // A correction while the result is out replaces the sample, recorded with before and after.
    const corrected = ok(await sample(order.number, 'TX-CWD-0043'));
    expect(staffHistory(corrected)[0]).toMatchObject({
      summary: 'CWD sample changed to TX-CWD-0043',
      before: { sample_id: 'TX-CWD-0042' },
    });
  });

  it("refuses 'Mark ready for pickup' while the result is out: 409 'Waiting for the CWD test result.'", async () => {
    const order = await checkedInOrder();
    ok(await sample(order.number));
    ok(await staff.post(shopPaths.stage(order.number), { to: 'processing' }));
    const refused = await staff.post(shopPaths.stage(order.number), { to: 'ready' });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('Waiting for the CWD test result.');
    expect(ok(await staff.get(shopPaths.order(order.number))).stage).toBe('processing');
  });

  it.each([
    [{ sample_id: '', taken_on: '2026-11-20' }, 'sample_id', 'Sample ID is required.'],
    [{ sample_id: 'x'.repeat(41), taken_on: '2026-11-20' }, 'sample_id', 'Use at most 40 characters.'],
    [{ sample_id: 'TX-1', taken_on: '2026-02-30' }, 'taken_on', 'Enter a date such as 2026-11-01.'],
    [{ sample_id: 'TX-1', taken_on: '2999-01-01' }, 'taken_on', 'Date taken cannot be in the future.'],
  ])('refuses %j on its field', async (body, field, message) => {
    const order = await checkedInOrder();
    const refused = await staff.post(cwdPaths.sample(order.number), body);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(field);
    expect(refused.text).toContain(message);
  });

  it('is refused once the order is ready for pickup, and a result without a sample', async () => {
    const order = await checkedInOrder();
    expect((await staff.post(cwdPaths.result(order.number), { result: 'detected' })).status).toBe(409);
    ok(await staff.post(shopPaths.stage(order.number), { to: 'processing' }));
    ok(await staff.post(shopPaths.stage(order.number), { to: 'ready' }));
    const late = await sample(order.number);
    expect(late.status).toBe(409);
    expect(late.text).toContain('A CWD sample is recorded before the order is ready for pickup.');
  });
});

describe('Record CWD result', () => {
  it("'Not detected' ends the hold, sends nothing, and the order can be marked ready", async () => {
    const order = await checkedInOrder();
    ok(await sample(order.number));
    const cleared = ok(await staff.post(cwdPaths.result(order.number), { result: 'not_detected' }));
    expect(cleared.cwd).toMatchObject({ result: 'not_detected', hold: null });
    expect(staffHistory(cleared)[0]).toMatchObject({
      kind: 'cwd_result',
      summary: 'CWD result: Not detected. Hold ended.',
    });
    expect((await statusOf(order.id)).hold).toBeNull();
    // A second result is refused: the first stands.
    expect((await staff.post(cwdPaths.result(order.number), { result: 'detected' })).status).toBe(409);
    ok(await staff.post(shopPaths.stage(order.number), { to: 'processing' }));
    const ready = ok(await staff.post(shopPaths.stage(order.number), { to: 'ready' }));
    expect(ready.stage).toBe('ready');
    const kinds = (await deliveriesOf(t.database, [order.id])).map((delivery) => delivery.kind);
    expect(kinds.filter((kind) => kind.includes('cwd'))).toEqual([]);
  });

  it("'Detected' keeps the hold, emails the shop, and asks the customer to call, once, with nothing more", async () => {
    const order = await checkedInOrder();
    ok(await sample(order.number));
    const detected = ok(await staff.post(cwdPaths.result(order.number), { result: 'detected' }));
    expect(detected.cwd).toMatchObject({ result: 'detected', hold: 'detected' });
    await eventually(async () => (await unfinishedJobs(t.database)) === 0 && fakes.twilio.messages.length > 0, 'sent');
    await eventually(async () => fakes.smtp.messages.length === 2, 'both emails');

    const sentence = `Please call ${SHOP_CONTACT.shop_name} about your order ${order.number}.`;
    expect(fakes.twilio.messages.map((message) => [message.to, message.body])).toEqual([[order.e164, sentence]]);
    const toCustomer = fakes.smtp.messages.filter((message) => message.to.includes(order.email));
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]?.subject).toBe(`About your order ${order.number}`);
    expect(toCustomer[0]?.text.trim()).toBe(sentence);
    const toShop = fakes.smtp.messages.filter((message) => message.to.includes(SHOP_EMAIL));
    expect(toShop).toHaveLength(1);
    expect(toShop[0]?.subject).toBe(`CWD detected: order ${order.number} (tag ${order.tag})`);
    expect(toShop[0]?.text).toContain('Sample ID: TX-CWD-0042');

    // Still held: ready is refused with what to do instead; the status page asks the customer to call.
    ok(await staff.post(shopPaths.stage(order.number), { to: 'processing' }));
    const refused = await staff.post(shopPaths.stage(order.number), { to: 'ready' });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('CWD was detected in this animal.');
    expect((await statusOf(order.id)).hold).toBe('detected');
    expect((await boardRowOf(order.number, 'on_hold')).row?.hold).toBe('detected');

    // What was done is the owner's to record; it ends the hold. Nothing more is sent.
    const byStaff = await staff.post(cwdPaths.outcome(order.number), { outcome: 'Meat disposed of by the state.' });
    expect(byStaff.status).toBe(403);
    expect((await owner.post(cwdPaths.outcome(order.number), { outcome: '' })).status).toBe(400);
    const done = ok(await owner.post(cwdPaths.outcome(order.number), { outcome: 'Meat disposed of by the state.' }));
    expect(done.cwd).toMatchObject({ outcome: 'Meat disposed of by the state.', hold: null });
    expect(staffHistory(done)[0]).toMatchObject({ actor: 'Olive Owner', kind: 'cwd_outcome' });
    expect((await boardRowOf(order.number, 'on_hold')).row).toBeUndefined();
    await eventually(async () => (await unfinishedJobs(t.database)) === 0, 'queue empty');
    expect(fakes.twilio.messages).toHaveLength(1);
    expect(fakes.smtp.messages).toHaveLength(2);
  });

  it("writes the customer's message in the language they ordered in", async () => {
    const order = await checkedInOrder('es');
    ok(await sample(order.number));
    ok(await staff.post(cwdPaths.result(order.number), { result: 'detected' }));
    await eventually(async () => fakes.twilio.messages.length === 1, 'sms');
    expect(fakes.twilio.messages[0]?.body).toBe(
      `Por favor, llame a ${SHOP_CONTACT.shop_name} sobre su pedido ${order.number}.`,
    );
  });

  it('a cancelled order holds nothing: it leaves the On hold filter', async () => {
    const order = await checkedInOrder();
    ok(await sample(order.number));
    ok(await staff.post(shopPaths.cancel(order.number), { reason: 'Hunter withdrew the animal' }));
    expect((await boardRowOf(order.number, 'on_hold')).row).toBeUndefined();
    expect((await boardRowOf(order.number, 'cancelled')).row?.hold).toBeNull();
  });
});
