import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintSheet } from '../../domain/shop';
import { orders } from '../db/schema';
import { shopSettings } from '../db/shop-schema';
import { type TestStaff, createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { drawBarcode } from '../lib/barcode';
import { decodeBarcodeSvg } from './testing/decode-barcode';
import { listenToOrderChanges } from './testing/order-changes';
import { type StaffClient, asStaff, ok, shopPaths, submitOrderViaApi, staffHistory } from './testing/shop-api';
import { checkingShopAnswers } from './testing/shop-answers';

/** The printing routes, written out as the other shop tests write theirs. */
const printPaths = {
  sheet: (number: string) => `/api/shop/orders/${number}/print-sheet`,
  cutSheet: (number: string) => `/api/shop/orders/${number}/cut-sheet`,
  labels: (number: string) => `/api/shop/orders/${number}/labels`,
};

let t: TestApp;
let staffAccount: TestStaff;
let staff: StaffClient;
let owner: StaffClient;
beforeAll(async () => {
  t = checkingShopAnswers(await startTestApp());
  staffAccount = await createSignedInStaff(t, { role: 'staff', name: 'Penny Printer' });
  staff = asStaff(t, staffAccount);
  owner = asStaff(t, await createSignedInStaff(t, { role: 'owner', name: 'Oscar Owner' }));
  await t.database.db
    .update(shopSettings)
    .set({ shopName: 'Bayou Game Processing', phone: '(555) 010-2000', address: '12 Levee Road, Houma LA' })
    .where(eq(shopSettings.id, 1));
});
afterAll(() => t.close());

const printCutSheet = (api: StaffClient, number: string) => api.post<PrintSheet>(printPaths.cutSheet(number));
const printLabels = (api: StaffClient, number: string, body?: unknown) =>
  api.post<PrintSheet>(printPaths.labels(number), body);

/** The order's 'printed' history rows, newest first. */
async function printedEvents(number: string) {
  const order = ok(await staff.get(shopPaths.order(number)));
  return order.history.filter((event) => event.kind === 'printed');
}

describe('the barcode (docs/shop.md 3: Code 128 by bwip-js)', () => {
  it.each(['1', '1042', '999999', 'GM-1042', 'GM-1'])(
    'draws %s so that a Code 128 reader reads it back',
    async (text) => {
      const barcode = await drawBarcode(text);
      expect(barcode.text).toBe(text);
      expect(barcode.svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      // No human-readable text inside: the page sets the number beside it.
      expect(barcode.svg).not.toContain('<text');
      expect(decodeBarcodeSvg(barcode.svg)).toBe(text);
    },
  );

  it('is not read as another text (the decoder is a real check)', async () => {
    expect(decodeBarcodeSvg((await drawBarcode('1043')).svg)).not.toBe('1042');
    // One bar taken away: the checksum no longer holds and the reader refuses the row.
    const broken = (await drawBarcode('1042')).svg.replace(/(stroke-width="1" d=")M[\d.]+ \d+L[\d.]+ 0/, '$1');
    expect(() => decodeBarcodeSvg(broken)).toThrow();
  });
});

describe('GET /api/shop/orders/:number/print-sheet', () => {
  it('answers what the printed pages show and records nothing (a page is printed later, or not at all)', async () => {
    const number = await submitOrderViaApi(t, { details: { full_name: 'Rita Reader' } });
    ok(await staff.post(shopPaths.checkIn(number), { tag_number: 4242 }));
    const changes = await listenToOrderChanges(t.database);
    try {
      const sheet = ok(await staff.get<PrintSheet>(printPaths.sheet(number)));
      expect(sheet.order.details.order.full_name).toBe('Rita Reader');
      expect(sheet.shop).toMatchObject({ shop_name: 'Bayou Game Processing', time_zone: 'America/Chicago' });
      expect(decodeBarcodeSvg(sheet.barcode.svg)).toBe('4242');
      ok(await owner.get<PrintSheet>(printPaths.sheet(number)));
      expect(await printedEvents(number)).toEqual([]);
      // Nothing changed, so the boards are not told.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(changes.received).toEqual([]);
    } finally {
      await changes.stop();
    }
  });

  it('refuses callers without a session (401) and names no unknown order (404)', async () => {
    const number = await submitOrderViaApi(t);
    expect((await t.request('GET', printPaths.sheet(number))).status).toBe(401);
    expect((await staff.get(printPaths.sheet('GM-999999'))).status).toBe(404);
  });
});

describe('POST /api/shop/orders/:number/cut-sheet', () => {
  it('records "Cut sheet printed" and answers the order, the shop and the barcode of the order number', async () => {
    const number = await submitOrderViaApi(t, { details: { full_name: 'Cora Cutsheet' } });
    const changes = await listenToOrderChanges(t.database);
    try {
      const sheet = ok(await printCutSheet(staff, number));
      expect(sheet.order.details.order).toMatchObject({ order_number: number, full_name: 'Cora Cutsheet' });
      expect(sheet.order.stage).toBe('submitted');
      expect(sheet.shop).toEqual({
        shop_name: 'Bayou Game Processing',
        phone: '(555) 010-2000',
        address: '12 Levee Road, Houma LA',
        time_zone: 'America/Chicago',
      });
      // Before check-in the carcass has no tag yet: the barcode names the order.
      expect(sheet.barcode.text).toBe(number);
      expect(decodeBarcodeSvg(sheet.barcode.svg)).toBe(number);
      // The answer's own history already holds the print, newest first.
      expect(staffHistory(sheet.order)[0]).toMatchObject({
        actor: 'Penny Printer',
        kind: 'printed',
        summary: 'Cut sheet printed',
        before: null,
        after: null,
      });
      await expect.poll(() => changes.received).toContainEqual({ order_number: number, kind: 'changed' });
    } finally {
      await changes.stop();
    }
    expect(await printedEvents(number)).toHaveLength(1);
    // Each print is recorded.
    ok(await printCutSheet(owner, number));
    expect((await printedEvents(number)).map((event) => [event.actor, event.summary])).toEqual([
      ['Oscar Owner', 'Cut sheet printed'],
      ['Penny Printer', 'Cut sheet printed'],
    ]);
  });

  it.each([1, 1042, 999_999])('encodes the tag %i once the order is checked in', async (tag) => {
    const number = await submitOrderViaApi(t);
    ok(await staff.post(shopPaths.checkIn(number), { tag_number: tag }));
    const sheet = ok(await printCutSheet(staff, number));
    expect(sheet.order.drop_off.tag_number).toBe(tag);
    expect(sheet.barcode.text).toBe(String(tag));
    expect(decodeBarcodeSvg(sheet.barcode.svg)).toBe(String(tag));
  });

  it('prints a picked-up order and a cancelled one (printing changes nothing of the order)', async () => {
    const pickedUp = await submitOrderViaApi(t);
    ok(await staff.post(shopPaths.checkIn(pickedUp), { tag_number: 5005 }));
    await t.database.db
      .update(orders)
      .set({ stage: 'picked_up', pickedUpBy: 'Cora Cutsheet', pickedUpAt: new Date() })
      .where(eq(orders.orderNumber, Number(pickedUp.slice(3))));
    const sheet = ok(await printCutSheet(staff, pickedUp));
    expect(sheet.order.stage).toBe('picked_up');
    expect(sheet.barcode.text).toBe('5005');
    expect(staffHistory(ok(await printLabels(staff, pickedUp, { count: 2 })).order)[0]?.summary).toBe(
      'Printed 2 labels',
    );

    const cancelled = await submitOrderViaApi(t);
    ok(await staff.post(shopPaths.cancel(cancelled), { reason: 'Customer kept the deer' }));
    expect(ok(await printCutSheet(staff, cancelled)).order.stage).toBe('cancelled');
    expect(ok(await printLabels(staff, cancelled)).order.stage).toBe('cancelled');
    expect((await printedEvents(cancelled)).map((event) => event.summary)).toEqual([
      'Printed 1 label',
      'Cut sheet printed',
    ]);
  });

  it('refuses callers without a session (401) and names no unknown order (404)', async () => {
    const number = await submitOrderViaApi(t);
    expect((await t.request('POST', printPaths.cutSheet(number))).status).toBe(401);
    expect((await t.request('POST', printPaths.labels(number), { count: 1 })).status).toBe(401);
    expect(await printedEvents(number)).toEqual([]);
    expect((await printCutSheet(staff, 'GM-999999')).status).toBe(404);
    expect((await printLabels(staff, 'GM-999999', { count: 1 })).status).toBe(404);
    expect((await printCutSheet(staff, 'not-an-order')).status).toBe(404);
  });
});

describe('POST /api/shop/orders/:number/labels', () => {
  it('records how many labels were printed and answers what the labels show', async () => {
    const number = await submitOrderViaApi(t, { details: { full_name: 'Lou Label' } });
    ok(await staff.post(shopPaths.checkIn(number), { tag_number: 7007 }));
    const sheet = ok(await printLabels(staff, number, { count: 3 }));
    expect(sheet.order.details.order.full_name).toBe('Lou Label');
    expect(sheet.order.details.order.animal_type).toBe('Deer');
    expect(sheet.shop.address).toBe('12 Levee Road, Houma LA');
    expect(sheet.barcode.text).toBe('7007');
    expect(decodeBarcodeSvg(sheet.barcode.svg)).toBe('7007');
    expect(staffHistory(sheet.order)[0]).toMatchObject({
      actor: 'Penny Printer',
      kind: 'printed',
      summary: 'Printed 3 labels',
    });

    ok(await printLabels(owner, number, { count: 100 }));
    // No body, or no count: one label.
    ok(await t.request('POST', printPaths.labels(number), undefined, { headers: staffHeaders(staffAccount, t) }));
    ok(await printLabels(staff, number, {}));
    expect((await printedEvents(number)).map((event) => event.summary)).toEqual([
      'Printed 1 label',
      'Printed 1 label',
      'Printed 100 labels',
      'Printed 3 labels',
    ]);
  });

  it('takes a whole number of labels from 1 to 100 and records nothing else', async () => {
    const number = await submitOrderViaApi(t);
    const refused = async (body: unknown) => {
      const response = await printLabels(staff, number, body);
      expect(response.status).toBe(400);
      return response.text;
    };
    expect(await refused({ count: 0 })).toContain('Number of labels must be from 1 to 100.');
    expect(await refused({ count: 101 })).toContain('Number of labels must be from 1 to 100.');
    expect(await refused({ count: -3 })).toContain('Number of labels must be from 1 to 100.');
    expect(await refused({ count: 2.5 })).toContain('Number of labels must be a whole number.');
    expect(await refused({ count: '3' })).toContain('Number of labels must be a whole number.');
    expect(await refused({ count: null })).toContain('count');
    expect(await printedEvents(number)).toEqual([]);
  });
});
