import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_COLUMNS, type ProcessorLog } from '../../domain/shop';
import { orders } from '../db/schema';
import { downloadCsv } from '../export/testing/csv-download';
import {
  type StaffClient,
  asStaff,
  ok,
  shopPaths,
  staffHistory,
  submitOrderViaApi,
} from '../shop-orders/testing/shop-api';
import { buildDetailsInput, buildHogAnimalInput } from '../test/factories';
import { type TestStaff, createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';

const logPath = (query: string) => `/api/shop/log?${query}`;
const logCsvPath = (query: string) => `/api/shop/log.csv?${query}`;

let t: TestApp;
let staff: TestStaff;
let api: StaffClient;
let nextTag = 500;
beforeAll(async () => {
  t = await startTestApp();
  staff = await createSignedInStaff(t, { role: 'staff', name: 'Casey Counter' });
  api = asStaff(t, staff);
});
afterAll(() => t.close());

/** An order checked in with the log's fields, then dated as if received at `receivedAt`. */
async function receive(receivedAt: string, fields: Record<string, unknown> = {}, steps = {}): Promise<string> {
  const number = await submitOrderViaApi(t, steps);
  ok(await api.post(shopPaths.checkIn(number), { tag_number: nextTag++, ...fields }));
  await t.database.db
    .update(orders)
    .set({ checkedInAt: new Date(receivedAt) })
    .where(sql`${orders.orderNumber} = ${Number(number.slice(3))}`);
  return number;
}

describe('check-in: the processor log fields', () => {
  it('records harvest date, county and hunter address, shows them and keeps them in the history', async () => {
    const number = await submitOrderViaApi(t);
    const order = ok(
      await api.post(shopPaths.checkIn(number), {
        tag_number: 1,
        harvest_date: '2026-11-20',
        harvest_county: ' Travis ',
        hunter_address: '12 Ranch Rd, Austin TX',
      }),
    );
    expect(order.drop_off).toMatchObject({
      harvest_date: '2026-11-20',
      harvest_county: 'Travis',
      hunter_address: '12 Ranch Rd, Austin TX',
    });
    expect(staffHistory(order)[0]?.after).toMatchObject({ harvest_date: '2026-11-20', harvest_county: 'Travis' });

    const edited = ok(await api.put(shopPaths.dropOff(number), { tag_number: 1, harvest_county: 'Hays' }));
    expect(edited.drop_off).toMatchObject({ harvest_county: 'Hays', harvest_date: null, hunter_address: null });
    expect(staffHistory(edited)[0]).toMatchObject({
      kind: 'edit_drop_off',
      before: { harvest_county: 'Travis', harvest_date: '2026-11-20' },
      after: { harvest_county: 'Hays', harvest_date: null },
    });
  });

  it.each([
    ['2026-02-30', 'Enter a date such as 2026-11-01.'],
    ['20/11/2026', 'Enter a date such as 2026-11-01.'],
    ['2999-01-01', 'Harvest date cannot be in the future.'],
  ])('refuses the harvest date %s on its field', async (harvestDate, message) => {
    const number = await submitOrderViaApi(t);
    const response = await api.post(shopPaths.checkIn(number), { tag_number: 2, harvest_date: harvestDate });
    expect(response.status).toBe(400);
    expect(response.text).toContain('harvest_date');
    expect(response.text).toContain(message);
  });

  it('refuses a county or address longer than its limit', async () => {
    const number = await submitOrderViaApi(t);
    for (const body of [{ harvest_county: 'x'.repeat(61) }, { hunter_address: 'x'.repeat(201) }]) {
      const response = await api.post(shopPaths.checkIn(number), { tag_number: 3, ...body });
      expect(response.status).toBe(400);
    }
  });
});

describe('GET /api/shop/log and /api/shop/log.csv', () => {
  it('lists each animal received in the range, in the order received, by days of the shop time zone', async () => {
    // 2025-03-10 04:30Z is still March 9 in Chicago (CDT, UTC-5): the first day of the range.
    const first = await receive('2025-03-10T04:30:00Z', {
      confirmation_number: 'TX-1',
      harvest_date: '2025-03-08',
      harvest_county: 'Travis',
      hunter_address: '12 Ranch Rd',
      hanging_weight_lbs: 96.5,
    });
    const second = await receive(
      '2025-03-11T15:00:00Z',
      {},
      { details: buildDetailsInput({ full_name: 'Hollis Hog' }), animal: buildHogAnimalInput() },
    );
    await receive('2025-03-09T04:59:00Z'); // March 8 in Chicago: before the range
    await receive('2025-03-12T05:00:00Z'); // March 12 in Chicago: after it

    const log = ok(await api.get<ProcessorLog>(logPath('from=2025-03-09&to=2025-03-11')));
    expect(log.entries.map((entry) => entry.order_number)).toEqual([first, second]);
    expect(log.entries[0]).toEqual({
      order_number: first,
      received_on: '2025-03-09',
      tag_number: expect.any(Number),
      confirmation_number: 'TX-1',
      hunter_name: 'Wanda Tester',
      hunter_address: '12 Ranch Rd',
      species: 'Deer',
      sex: 'Buck',
      harvest_date: '2025-03-08',
      harvest_county: 'Travis',
      hanging_weight_lbs: 96.5,
      drop_off_day: null,
      license_number: null,
      harvest_state: null,
      harvest_zone: null,
      delivered_by: null,
      disposed_on: null,
      disposed_to: null,
    });
    expect(log.entries[1]).toMatchObject({ received_on: '2025-03-11', hunter_name: 'Hollis Hog', species: 'Hog' });
  });

  it('keeps an animal whose order was cancelled after check-in, and drops one moved back before it', async () => {
    const cancelled = await receive('2025-04-02T15:00:00Z');
    ok(await api.post(shopPaths.cancel(cancelled), { reason: 'Hunter took it elsewhere' }));
    const undone = await receive('2025-04-02T16:00:00Z');
    ok(await api.post(shopPaths.stage(undone), { to: 'submitted' }));
    const log = ok(await api.get<ProcessorLog>(logPath('from=2025-04-01&to=2025-04-30')));
    expect(log.entries.map((entry) => entry.order_number)).toEqual([cancelled]);
  });

  it('gives the same entries as CSV: BOM, the columns, one row per animal, parsed back equal', async () => {
    const numbers = [
      await receive('2025-05-01T15:00:00Z', { harvest_county: '=HYPERLINK("x")', hunter_address: 'Box 4, Elgin' }),
      await receive('2025-05-02T15:00:00Z', { hanging_weight_lbs: 120 }),
    ];
    const query = 'from=2025-05-01&to=2025-05-31';
    const log = ok(await api.get<ProcessorLog>(logPath(query)));
    const file = await downloadCsv(t, logCsvPath(query), staff);
    expect(file.status).toBe(200);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="processor-log-2025-05-01-to-2025-05-31.csv"',
    );
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.bytes.subarray(3).toString('utf8').split('\r\n')[0]).toBe(LOG_COLUMNS.join(','));
    expect(file.rows.map((row) => row['Order number'])).toEqual(numbers);
    expect(file.rows).toEqual(
      log.entries.map((entry) => ({
        'Date received': entry.received_on,
        Tag: String(entry.tag_number),
        'Order number': entry.order_number,
        'Confirmation number': entry.confirmation_number ?? '',
        "Hunter's name": entry.hunter_name,
        "Hunter's address": entry.hunter_address ?? '',
        Species: entry.species,
        Sex: entry.sex ?? '',
        'Harvest date': entry.harvest_date ?? '',
        // A formula typed in a field is written as text.
        'County of harvest': entry.harvest_county ? `'${entry.harvest_county}` : '',
        'Hanging weight (lbs)': entry.hanging_weight_lbs === null ? '' : String(entry.hanging_weight_lbs),
        'Drop-off day': entry.drop_off_day ?? '',
        'License number': '',
        'State of harvest': '',
        'Zone of harvest': '',
        'Delivered by': '',
        'Date disposed': '',
        'Disposed to': '',
      })),
    );
  });

  it('refuses a bad range on its field, and anyone not signed in', async () => {
    const bad = await api.get(logPath('from=2025-05-31&to=2025-05-01'));
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('To must be the same day as From or later.');
    expect((await downloadCsv(t, logCsvPath('from=2025-05-01&to=2025-05-31'))).status).toBe(401);
    expect((await t.request('GET', logPath('from=2025-05-01&to=2025-05-31'))).status).toBe(401);
  });

  it('is open to the owner too', async () => {
    const owner = asStaff(t, await createSignedInStaff(t, { role: 'owner' }));
    expect((await owner.get(logPath('from=2025-05-01&to=2025-05-31'))).status).toBe(200);
  });
});
