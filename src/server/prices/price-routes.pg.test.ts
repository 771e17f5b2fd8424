import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST, type PriceList } from '../../domain';
import type { PriceVersionAnswer, PricesAnswer } from '../../domain/shop/answers/prices';
import type { PriceListInput } from '../../domain/shop/price-edits';
import { staffEvents } from '../db/shop-schema';
import { type TestStaff, createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';

const PRICES = '/api/shop/prices';
type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

const { version: _version, ...CATALOGUE } = DEFAULT_PRICE_LIST;
const ELK_STICKS = {
  name: 'Elk Sticks',
  section: 'Custom',
  unit: 'lb',
  priceCents: 900,
  options: [{ name: 'Hot', priceCents: 950 }],
  hidden: false,
} as const;

let t: TestApp;
let owner: TestStaff;
let staff: TestStaff;

beforeAll(async () => {
  t = checkingShopAnswers(await startTestApp({ notifications: { worker: false } }));
  owner = await createSignedInStaff(t, { role: 'owner', name: 'Olive Owner' });
  staff = await createSignedInStaff(t, { role: 'staff' });
});
afterAll(async () => t?.close());

const asOwner = () => ({ headers: staffHeaders(owner, t) });

async function readPrices(): Promise<PricesAnswer> {
  const response = await t.request<PricesAnswer>('GET', PRICES, undefined, asOwner());
  expect(response.status).toBe(200);
  return response.body;
}

function withoutVersion({ version: _v, ...prices }: PriceList): PriceListInput {
  return structuredClone(prices);
}

async function save(prices: PriceListInput, baseVersion: number) {
  return t.request<PricesAnswer & ErrorBody>('PUT', PRICES, { ...prices, base_version: baseVersion }, asOwner());
}

describe('the prices (owner only)', () => {
  it('answers 401 without a session and 403 to staff, for reading, viewing and saving', async () => {
    const body = { ...CATALOGUE, base_version: 1 };
    expect((await t.request('GET', PRICES)).status).toBe(401);
    expect((await t.request('GET', `${PRICES}/1`)).status).toBe(401);
    expect((await t.request('PUT', PRICES, body)).status).toBe(401);
    const { headers } = { headers: staffHeaders(staff, t) };
    expect((await t.request('GET', PRICES, undefined, { headers })).status).toBe(403);
    expect((await t.request('GET', `${PRICES}/1`, undefined, { headers })).status).toBe(403);
    expect((await t.request('PUT', PRICES, body, { headers })).status).toBe(403);
  });

  it('starts with the catalogue as version 1, made by System', async () => {
    const answer = await readPrices();
    expect(answer.current).toEqual(DEFAULT_PRICE_LIST);
    expect(answer.versions).toEqual([{ version: 1, created_by: 'System', created_at: expect.any(String) }]);
  });

  it('saves the next version, lists versions newest first with who and when, and records it in the history', async () => {
    const { current } = await readPrices();
    const prices = withoutVersion(current);
    prices.deerProcessingCents = 13_000;
    prices.addons = [
      ...prices.addons.map((item) => (item.name === 'Jerky' ? { ...item, hidden: true } : item)),
      ELK_STICKS,
    ];
    const before = Date.now();
    const saved = await save(prices, current.version);
    expect(saved.status).toBe(200);
    expect(saved.body.current).toEqual({ ...prices, version: current.version + 1 });
    expect(saved.body.versions[0]).toEqual({
      version: current.version + 1,
      created_by: 'Olive Owner',
      created_at: expect.any(String),
    });
    expect(Date.parse(saved.body.versions[0]?.created_at ?? '')).toBeGreaterThanOrEqual(before - 5_000);
    expect(saved.body.versions.map((entry) => entry.version)).toEqual(
      Array.from({ length: current.version + 1 }, (_, index) => current.version + 1 - index),
    );
    expect((await readPrices()).current.deerProcessingCents).toBe(13_000);

    const [event] = await t.database.db
      .select()
      .from(staffEvents)
      .where(eq(staffEvents.kind, 'prices_saved'))
      .orderBy(desc(staffEvents.createdAt));
    expect(event).toMatchObject({ actorId: owner.id, actorName: 'Olive Owner' });
    expect(event?.summary).toBe(
      `Prices saved as version ${current.version + 1}: Changed Basic cut and wrap (deer) from $125.00 to $130.00; hid Jerky; added Elk Sticks`,
    );
  });

  it('shows an old version unchanged after a save, and 404 for one that does not exist', async () => {
    const first = await t.request<PriceVersionAnswer>('GET', `${PRICES}/1`, undefined, asOwner());
    expect(first.status).toBe(200);
    const { current } = await readPrices();
    const prices = withoutVersion(current);
    prices.hogPerPoundCents = 99;
    expect((await save(prices, current.version)).status).toBe(200);
    expect((await t.request('GET', `${PRICES}/1`, undefined, asOwner())).body).toEqual({
      ...DEFAULT_PRICE_LIST,
      created_by: 'System',
      created_at: first.body.created_at,
    });
    const viewed = await t.request<PriceList>('GET', `${PRICES}/${current.version}`, undefined, asOwner());
    expect(viewed.body).toEqual({ ...current, created_by: 'Olive Owner', created_at: expect.any(String) });
    for (const missing of ['999', '0', 'abc', '1.5']) {
      const response = await t.request<ErrorBody>('GET', `${PRICES}/${missing}`, undefined, asOwner());
      expect(response.status, missing).toBe(404);
    }
  });

  it('refuses a save from a version that is no longer the newest (409) and saves nothing', async () => {
    const { current, versions } = await readPrices();
    const response = await save(withoutVersion(current), current.version - 1);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('The prices were changed by someone else. Reload to see them.');
    expect((await readPrices()).versions).toEqual(versions);
  });

  it('lets one of two saves at the same moment in and refuses the other with 409', async () => {
    const { current } = await readPrices();
    const responses = await Promise.all(
      [14_000, 15_000].map((cents) =>
        save({ ...withoutVersion(current), deerProcessingCents: cents }, current.version),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const after = await readPrices();
    expect(after.current.version).toBe(current.version + 1);
  });

  it('refuses invalid lists with 400, naming each field', async () => {
    const { current } = await readPrices();
    const prices = withoutVersion(current);
    const jerky = prices.addons.findIndex((item) => item.name === 'Jerky');
    const cases: [PriceListInput, string[]][] = [
      [{ ...prices, deerProcessingCents: 1_000_000 }, ['deerProcessingCents']],
      [{ ...prices, hogPerPoundCents: 0.5 }, ['hogPerPoundCents']],
      [
        { ...prices, addons: [...prices.addons, { ...ELK_STICKS, name: 'Bacon', options: [] }] },
        [`addons[${prices.addons.length}].name`],
      ],
      [
        {
          ...prices,
          addons: [
            ...prices.addons,
            { ...ELK_STICKS, name: 'Moose', options: [{ name: 'Hot - Mild', priceCents: 1 }] },
          ],
        },
        [`addons[${prices.addons.length}].options[0].name`],
      ],
      [{ ...prices, addons: prices.addons.filter((item) => item.name !== 'Jerky') }, ['addons']],
      [
        {
          ...prices,
          addons: prices.addons.map((item, index) => (index === jerky ? { ...item, name: 'Jerkey' } : item)),
        },
        ['addons'],
      ],
      [{ ...prices, prep: prices.prep.slice(1) }, ['prep']],
    ];
    for (const [body, paths] of cases) {
      const response = await save(body, current.version);
      expect(response.status, JSON.stringify(paths)).toBe(400);
      expect(response.body.error.fields?.map((field) => field.path)).toEqual(paths);
    }
    const missing = await t.request<ErrorBody>('PUT', PRICES, { deerProcessingCents: 100 }, asOwner());
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields?.map((field) => field.path)).toContain('base_version');
    expect((await readPrices()).current).toEqual(current);
  });

  it('keeps an item an owner added: it can be hidden, not removed', async () => {
    const { current } = await readPrices();
    const prices = withoutVersion(current);
    expect(prices.addons.some((item) => item.name === 'Elk Sticks')).toBe(true);
    const removed = await save(
      { ...prices, addons: prices.addons.filter((item) => item.name !== 'Elk Sticks') },
      current.version,
    );
    expect(removed.status).toBe(400);
    expect(removed.body.error.fields?.[0]?.message).toBe('Elk Sticks can be hidden, not removed or renamed.');
  });

  it('refuses a save from another site', async () => {
    const response = await t.request(
      'PUT',
      PRICES,
      { ...CATALOGUE, base_version: 1 },
      {
        headers: { cookie: owner.cookie, origin: 'https://evil.example.com' },
      },
    );
    expect(response.status).toBe(403);
  });
});
