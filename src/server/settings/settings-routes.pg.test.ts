import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORAGE_RULES, type ShopSettings } from '../../domain/shop';
import { staffEvents } from '../db/shop-schema';
import { eventually } from '../notifications/testing/factories';
import { type TestStaff, createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { SHOP_INFO_TTL_MS } from './shop-info-cache';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';

const SETTINGS = '/api/shop/settings';
const SHOP_INFO = '/api/shop-info';

const DEFAULTS: ShopSettings = {
  shop_name: '',
  phone: '',
  address: '',
  pickup_hours: '',
  time_zone: 'America/Chicago',
  first_tag_number: 1,
  new_order_email: null,
  ...DEFAULT_STORAGE_RULES,
  state: null,
};

function buildSettingsInput(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    shop_name: 'Hollow Creek Processing',
    phone: '(205) 555-0100',
    address: '12 Mill Road, Hollow Creek, AL',
    pickup_hours: 'Mon-Sat 8am-6pm',
    time_zone: 'America/New_York',
    first_tag_number: 1001,
    new_order_email: 'orders@hollowcreek.example.com',
    free_storage_days: 10,
    storage_fee_cents: 500,
    reminder_days: [5, 10],
    unclaimed_after_days: 45,
    state: 'AL',
    ...overrides,
  };
}

let t: TestApp;
let owner: TestStaff;
let staff: TestStaff;

beforeAll(async () => {
  t = checkingShopAnswers(await startTestApp({ notifications: { worker: false } }));
  owner = await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' });
  staff = await createSignedInStaff(t, { role: 'staff' });
});
afterAll(async () => t?.close());

const asOwner = () => staffHeaders(owner, t);

describe('the settings (owner only)', () => {
  it('starts with the defaults of docs/shop.md 3', async () => {
    const response = await t.request<ShopSettings>('GET', SETTINGS, undefined, { headers: asOwner() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DEFAULTS);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 without a session and 403 to staff, for reading and saving', async () => {
    expect((await t.request('GET', SETTINGS)).status).toBe(401);
    expect((await t.request('PUT', SETTINGS, buildSettingsInput())).status).toBe(401);
    const headers = staffHeaders(staff, t);
    expect((await t.request('GET', SETTINGS, undefined, { headers })).status).toBe(403);
    expect((await t.request('PUT', SETTINGS, buildSettingsInput(), { headers })).status).toBe(403);
  });

  it('saves every field, answers the settings and records who changed what', async () => {
    const input = buildSettingsInput({ new_order_email: 'Orders@HollowCreek.example.com' });
    const saved = await t.request<ShopSettings>('PUT', SETTINGS, input, { headers: asOwner() });
    expect(saved.status).toBe(200);
    const expected = { ...input, new_order_email: 'orders@hollowcreek.example.com' };
    expect(saved.body).toEqual(expected);
    expect((await t.request('GET', SETTINGS, undefined, { headers: asOwner() })).body).toEqual(expected);

    const [event] = await t.database.db
      .select()
      .from(staffEvents)
      .where(eq(staffEvents.kind, 'settings_changed'))
      .orderBy(desc(staffEvents.createdAt));
    expect(event).toMatchObject({ actorId: owner.id, actorName: 'Olive Owner', kind: 'settings_changed' });
    expect(event?.summary).toBe(
      'Settings changed: Shop name, Phone, Address, Pickup hours, Time zone, First tag number, New order email, Free storage days, Storage fee per day, Reminder after days, Unclaimed after days, State',
    );
  });

  it('names only the fields a save changed, and records nothing for a save that changes nothing', async () => {
    const base = buildSettingsInput();
    await t.request('PUT', SETTINGS, base, { headers: asOwner() });
    const count = async () =>
      (await t.database.db.select().from(staffEvents).where(eq(staffEvents.kind, 'settings_changed'))).length;
    const before = await count();
    await t.request('PUT', SETTINGS, base, { headers: asOwner() });
    expect(await count()).toBe(before);
    await t.request(
      'PUT',
      SETTINGS,
      { ...base, pickup_hours: 'Daily 7am-7pm', new_order_email: '' },
      {
        headers: asOwner(),
      },
    );
    const [latest] = await t.database.db
      .select()
      .from(staffEvents)
      .where(eq(staffEvents.kind, 'settings_changed'))
      .orderBy(desc(staffEvents.createdAt));
    expect(latest?.summary).toBe('Settings changed: Pickup hours, New order email');
    const stored = await t.request<ShopSettings>('GET', SETTINGS, undefined, { headers: asOwner() });
    expect(stored.body.new_order_email).toBeNull();
  });

  it('refuses a time zone that is not an IANA zone, a bad email and a tag out of range, naming each field', async () => {
    for (const [field, value] of [
      ['time_zone', 'Mars/Olympus_Mons'],
      ['time_zone', 'CST'],
      ['time_zone', ''],
      ['new_order_email', 'not an email'],
      ['first_tag_number', 0],
      ['first_tag_number', 1.5],
      ['shop_name', 'x'.repeat(101)],
      ['free_storage_days', -1],
      ['free_storage_days', 366],
      ['storage_fee_cents', 100_001],
      ['storage_fee_cents', 2.5],
      ['reminder_days', [0]],
      ['reminder_days', [7, 400]],
      ['reminder_days', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
      ['reminder_days', '7, 14'],
      ['unclaimed_after_days', 0],
    ] as const) {
      const response = await t.request<{ error: { code: string; fields: { path: string }[] } }>(
        'PUT',
        SETTINGS,
        { ...buildSettingsInput(), [field]: value },
        { headers: asOwner() },
      );
      expect(response.status, `${field}=${String(value)}`).toBe(400);
      expect(new Set(response.body.error.fields.map((issue) => issue.path))).toEqual(new Set([field]));
    }
    const reminders = await t.request<ShopSettings>(
      'PUT',
      SETTINGS,
      buildSettingsInput({ reminder_days: [14, 7, 14], free_storage_days: 0, storage_fee_cents: 0 }),
      { headers: asOwner() },
    );
    // The days are kept once each, in order; no free days and no fee are rules a shop may have.
    expect(reminders.body).toMatchObject({ reminder_days: [7, 14], free_storage_days: 0, storage_fee_cents: 0 });
    const missing = await t.request('PUT', SETTINGS, { shop_name: 'Only a name' }, { headers: asOwner() });
    expect(missing.status).toBe(400);
  });

  it('refuses a save from another site', async () => {
    const response = await t.request('PUT', SETTINGS, buildSettingsInput(), {
      headers: { cookie: owner.cookie, origin: 'https://evil.example.com' },
    });
    expect(response.status).toBe(403);
  });
});

describe('the public shop info', () => {
  it("answers anyone the shop's name, phone and pickup hours, and a save shows at once", async () => {
    await t.request('PUT', SETTINGS, buildSettingsInput({ shop_name: 'Before' }), { headers: asOwner() });
    expect((await t.request('GET', SHOP_INFO)).body).toEqual({
      shop_name: 'Before',
      phone: '(205) 555-0100',
      pickup_hours: 'Mon-Sat 8am-6pm',
    });
    await t.request('PUT', SETTINGS, buildSettingsInput({ shop_name: 'After', phone: '' }), { headers: asOwner() });
    const response = await t.request('GET', SHOP_INFO);
    expect(response.status).toBe(200);
    // Nothing else of the settings (address, time zone, the shop's email) is public.
    expect(response.body).toEqual({ shop_name: 'After', phone: '', pickup_hours: 'Mon-Sat 8am-6pm' });
  });

  it('shows a save made through another process on the same database within seconds', async () => {
    const other = await startTestApp({ database: t.database, notifications: { worker: false } });
    try {
      await t.request('PUT', SETTINGS, buildSettingsInput({ shop_name: 'First' }), { headers: asOwner() });
      await eventually(
        async () => (await other.request<{ shop_name: string }>('GET', SHOP_INFO)).body.shop_name === 'First',
      );
      await t.request('PUT', SETTINGS, buildSettingsInput({ shop_name: 'Second' }), { headers: asOwner() });
      const started = Date.now();
      await eventually(
        async () => (await other.request<{ shop_name: string }>('GET', SHOP_INFO)).body.shop_name === 'Second',
        'the other process to see the save',
      );
      expect(Date.now() - started).toBeLessThan(SHOP_INFO_TTL_MS + 2_000);
    } finally {
      await other.close();
    }
  });
});

describe("the shop's setup", () => {
  const PROGRESS = '/api/shop/setup-progress';
  type Refusal = { error: { fields: { path: string; message: string }[] } };
  const save = (overrides: Partial<ShopSettings>) =>
    t.request<ShopSettings & Refusal>('PUT', SETTINGS, buildSettingsInput(overrides), { headers: asOwner() });

  it("checks the shop's phone as a customer's: a number that cannot be one is refused at the field", async () => {
    for (const phone of ['12345', 'call the shop', '+44 20']) {
      const response = await save({ phone });
      expect(response.status, phone).toBe(400);
      expect(response.body.error.fields).toEqual([{ path: 'phone', message: 'Please enter a valid phone number.' }]);
    }
    // A landline, a 555 test number and no phone at all (set later) are kept.
    for (const phone of ['(205) 555-0100', '+1 212 736 5000', '']) {
      expect((await save({ phone })).body.phone).toBe(phone);
    }
  });

  it('names what is still empty to every signed-in role, and nothing once set', async () => {
    expect((await t.request('GET', PROGRESS)).status).toBe(401);
    await save({ shop_name: '', phone: '', address: '  ', pickup_hours: 'Mon-Sat 8am-6pm' });
    for (const headers of [asOwner(), staffHeaders(staff, t)]) {
      const response = await t.request<{ missing: string[] }>('GET', PROGRESS, undefined, { headers });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ missing: ['name', 'phone', 'address'] });
    }
    await save({});
    expect((await t.request('GET', PROGRESS, undefined, { headers: asOwner() })).body).toEqual({ missing: [] });
  });
});
