import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LogEntry, type ProcessorLog, addDays, localDateOf } from '../../domain/shop';
import { orders } from '../db/schema';
import { downloadCsv } from '../export/testing/csv-download';
import { setShopSettings } from '../notifications/testing/factories';
import { paymentPaths } from '../shop-orders/testing/payment-api';
import {
  type StaffClient,
  asStaff,
  ok,
  shopPaths,
  staffHistory,
  submitOrderViaApi,
} from '../shop-orders/testing/shop-api';
import { type TestStaff, createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';

/** docs/shop.md 13: the state's record, kept from check-in to what became of each animal. */

let t: TestApp;
let counter: TestStaff;
let staff: StaffClient;
let owner: StaffClient;
let nextTag = 7_000;
beforeAll(async () => {
  t = await startTestApp();
  counter = await createSignedInStaff(t, { role: 'staff', name: 'Casey Counter' });
  staff = asStaff(t, counter);
  owner = asStaff(t, await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' }));
});
afterAll(() => t.close());

const today = () => localDateOf(new Date(), 'America/Chicago');
const logOfToday = async () => ok(await staff.get<ProcessorLog>(`/api/shop/log?from=${today()}&to=${today()}`));
const entryOf = async (number: string): Promise<LogEntry | undefined> =>
  (await logOfToday()).entries.find((entry) => entry.order_number === number);

const INDIANA_FIELDS = { hunter_address: '12 Oak Rd, Madison IN', harvest_state: 'IN', confirmation_number: 'IN-5551' };

async function checkedIn(fields: Record<string, unknown> = INDIANA_FIELDS): Promise<string> {
  const number = await submitOrderViaApi(t);
  ok(await staff.post(shopPaths.checkIn(number), { tag_number: nextTag++, ...fields }));
  return number;
}

async function ready(number: string) {
  ok(await staff.post(shopPaths.stage(number), { to: 'processing' }));
  ok(await staff.post(shopPaths.stage(number), { to: 'ready' }));
}

/** The log's CSV of today, row by row as a spreadsheet reads it. */
async function logCsvRows(): Promise<string[][]> {
  const download = await downloadCsv(t, `/api/shop/log.csv?from=${today()}&to=${today()}`, counter);
  expect(download.status).toBe(200);
  const rows: string[][] = parse(download.bytes, { bom: true });
  return rows;
}

describe("check-in asks for what the shop's state requires", () => {
  it('in Indiana: the address, the state of harvest and the confirmation number, each refused at its field', async () => {
    await setShopSettings(t.database.db, { state: 'IN' });
    const number = await submitOrderViaApi(t);
    const refused = await staff.post(shopPaths.checkIn(number), { tag_number: nextTag++, harvest_county: 'Jefferson' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Hunter's address is required in Indiana.");
    expect(refused.text).toContain('State of harvest is required in Indiana.');
    expect(refused.text).toContain('Confirmation number is required in Indiana.');
    expect(refused.text).toContain('"harvest_state"');
    // Nothing was recorded: the order is still waiting to be checked in.
    expect(ok(await staff.get(shopPaths.order(number))).stage).toBe('submitted');

    const order = ok(
      await staff.post(shopPaths.checkIn(number), { tag_number: nextTag++, ...INDIANA_FIELDS, license_number: 'L-1' }),
    );
    expect(order.drop_off).toMatchObject({
      harvest_state: 'IN',
      license_number: 'L-1',
      hunter_address: '12 Oak Rd, Madison IN',
    });
    expect(staffHistory(order)[0]?.after).toMatchObject({ harvest_state: 'IN', confirmation_number: 'IN-5551' });

    // An edit may not empty a required field either.
    const edit = await staff.put(shopPaths.dropOff(number), {
      tag_number: order.drop_off.tag_number,
      ...INDIANA_FIELDS,
      harvest_state: '',
    });
    expect(edit.status).toBe(400);
    expect(edit.text).toContain('State of harvest is required in Indiana.');
  });

  it('refuses a state of harvest that is not on the list', async () => {
    await setShopSettings(t.database.db, { state: null });
    const number = await submitOrderViaApi(t);
    const refused = await staff.post(shopPaths.checkIn(number), { tag_number: nextTag++, harvest_state: 'XX' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Choose the state or province of harvest from the list.');
  });

  it('with no state chosen, or one without a rule here, nothing more is required', async () => {
    for (const state of [null, 'TX']) {
      await setShopSettings(t.database.db, { state });
      const number = await submitOrderViaApi(t);
      expect((await staff.post(shopPaths.checkIn(number), { tag_number: nextTag++ })).status).toBe(200);
    }
  });

  it('the owner chooses the state on the settings, and the log answers it', async () => {
    await setShopSettings(t.database.db, { state: null });
    const settings = ok(await owner.get<Record<string, unknown>>('/api/shop/settings'));
    const saved = ok(await owner.put<Record<string, unknown>>('/api/shop/settings', { ...settings, state: 'MI' }));
    expect(saved.state).toBe('MI');
    expect((await logOfToday()).state).toBe('MI');
    const refused = await owner.put('/api/shop/settings', { ...settings, state: 'ZZ' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Choose a state or province from the list.');
  });
});

describe('every animal gets a disposal', () => {
  beforeAll(() => setShopSettings(t.database.db, { state: 'IN' }));

  it('none while in the shop; picked up: the day and by whom', async () => {
    const number = await checkedIn();
    expect(await entryOf(number)).toMatchObject({ disposed_on: null, disposed_to: null });
    await ready(number);
    ok(await staff.post(paymentPaths.pickup(number), { picked_up_by: 'Jo Hunter', confirm_balance_due: true }));
    expect(await entryOf(number)).toMatchObject({ disposed_on: today(), disposed_to: 'Picked up by Jo Hunter' });
  });

  it('a whole animal donated: collected for its program, named in the record', async () => {
    const program = ok(
      await owner.post<{ id: string }>('/api/shop/donation-programs', {
        name: 'Hunters for the Hungry (log)',
        pays: 'nothing',
        rate_cents: 0,
        invoice_contact: '',
        hold_for_cwd: false,
      }),
    );
    const number = await checkedIn();
    ok(
      await staff.put(`${shopPaths.order(number)}/donation`, {
        donation: 'all',
        program_id: program.id,
        pounds_donated: null,
      }),
    );
    await ready(number);
    ok(await staff.post(paymentPaths.pickup(number), { picked_up_by: 'Food bank van', confirm_balance_due: true }));
    expect(await entryOf(number)).toMatchObject({
      disposed_on: today(),
      disposed_to: 'Donated to Hunters for the Hungry (log)',
    });
  });

  it('unclaimed: the day it was closed and what was done with the meat', async () => {
    const number = await checkedIn();
    await ready(number);
    await t.database.db
      .update(orders)
      .set({ readyOn: addDays(today(), -60) })
      .where(eq(orders.orderNumber, Number(number.slice(3))));
    ok(await owner.post(`${shopPaths.order(number)}/unclaimed`, { disposition: 'disposed' }));
    expect(await entryOf(number)).toMatchObject({ disposed_on: today(), disposed_to: 'Unclaimed, disposed of' });
  });

  it("the CSV is Indiana's record, in the rule's order, flagging what an entry lacks", async () => {
    await setShopSettings(t.database.db, { state: null });
    const lacking = await checkedIn({ hunter_address: '9 Elm St' });
    await setShopSettings(t.database.db, { state: 'IN' });
    const complete = await checkedIn();

    const rows = await logCsvRows();
    expect(rows[0]).toEqual([
      'Date received',
      'Date disposed',
      "Owner's name",
      "Owner's address",
      'State of harvest',
      'Tag or confirmation number',
      'Missing',
      'Order number',
    ]);
    const rowOf = (number: string) => rows.find((row) => row.at(-1) === number);
    expect(rowOf(lacking)?.slice(3)).toEqual(['9 Elm St', '', '', 'State of harvest; Confirmation number', lacking]);
    expect(rowOf(complete)?.slice(3)).toEqual(['12 Oak Rd, Madison IN', 'IN', 'IN-5551', '', complete]);
  });

  it('a shop whose state has no rule here gets the full log in its CSV', async () => {
    await setShopSettings(t.database.db, { state: 'TX' });
    const rows = await logCsvRows();
    expect(rows[0]?.slice(0, 3)).toEqual(['Date received', 'Tag', 'Order number']);
    expect(rows[0]).toContain('Date disposed');
  });
});
