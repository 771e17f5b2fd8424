import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, OrderDetails, PriceList } from '../../domain';
import type { ShopOrder } from '../../domain/shop';
import { insertPriceVersion, readCurrentPriceList } from '../prices/price-list-store';
import { asStaff, ok, shopPaths, type StaffClient } from '../shop-orders/testing/shop-api';
import { buildDeerAnimalInput, buildHogAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { createSignedInStaff } from '../test/staff';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';

/** docs/shop.md 5: orders keep the price list version they were priced with; drafts follow the current one. */

let t: TestApp;
let staff: StaffClient;
beforeAll(async () => {
  t = checkingApiAnswers(await startTestApp());
  staff = asStaff(t, await createSignedInStaff(t, { role: 'staff', name: 'Eddie Editor' }));
});
afterAll(() => t.close());

/** What the owner's save does: the next version, every price of the current one with some changed. */
async function savePrices(change: (prices: Omit<PriceList, 'version'>) => Omit<PriceList, 'version'>) {
  const { version: _version, ...current } = await readCurrentPriceList(t.database.db);
  return insertPriceVersion(t.database.db, change(structuredClone(current)), { id: null, name: 'Olive Owner' });
}

/** Every price of the list multiplied (rounded to the cent), so that any line priced with it shows. */
const scaled = (factor: number) => (prices: Omit<PriceList, 'version'>) => ({
  deerProcessingCents: Math.round(prices.deerProcessingCents * factor),
  hogUnder200Cents: Math.round(prices.hogUnder200Cents * factor),
  hogPerPoundCents: Math.round(prices.hogPerPoundCents * factor),
  prep: prices.prep.map((option) => ({ ...option, priceCents: Math.round(option.priceCents * factor) })),
  addons: prices.addons.map((item) => ({
    ...item,
    priceCents: Math.round(item.priceCents * factor),
    options: item.options.map((option) => ({ ...option, priceCents: Math.round(option.priceCents * factor) })),
  })),
});

const DEER_ORDER = {
  animal: buildDeerAnimalInput({ prep: ['Skinning'] }),
  cuts: ['Ribs'],
  addons: [{ addon_name: 'Jerky - Teriyaki', quantity: 2 }],
};

async function readOrder(id: string): Promise<OrderDetails> {
  const response = await t.request<OrderDetails>('GET', paths.order(id));
  expect(response.status).toBe(200);
  return response.body;
}

function errorOf(response: { body: unknown }): ApiError['error'] {
  return (response.body as ApiError).error;
}

describe('price list versions (docs/shop.md 5)', () => {
  it('apply to new orders only: an old order, its total and its shop page never change', async () => {
    const before = await readCurrentPriceList(t.database.db);
    const old = await placeOrderViaApi(t, { ...DEER_ORDER, complete: true });
    expect(old.order.price_version).toBe(before.version);
    const number = old.order.order_number;
    const shopPageBefore = ok(await staff.get<ShopOrder>(shopPaths.order(number)));

    const next = await savePrices(scaled(2));
    const fresh = await placeOrderViaApi(t, { ...DEER_ORDER, complete: true });
    expect(fresh.order.price_version).toBe(next.version);
    expect(fresh.totals.processing_cents).toBe(next.deerProcessingCents);
    expect(fresh.order.total_cents).toBe(
      next.deerProcessingCents +
        next.prep.find((option) => option.name === 'Skinning')!.priceCents +
        2 * next.addons.find((item) => item.name === 'Jerky')!.options.find((o) => o.name === 'Teriyaki')!.priceCents,
    );
    expect(fresh.order.total_cents).not.toBe(old.order.total_cents);

    const oldNow = await readOrder(old.order.id);
    expect(oldNow.order.price_version).toBe(before.version);
    expect(oldNow.totals).toEqual(old.totals);
    expect(oldNow.order.total_cents).toBe(old.order.total_cents);
    expect(oldNow.addons).toEqual(old.addons);
    const shopPageAfter = ok(await staff.get<ShopOrder>(shopPaths.order(number)));
    expect(shopPageAfter.details).toEqual(shopPageBefore.details);
    expect(shopPageAfter.balance_due_cents).toBe(shopPageBefore.balance_due_cents);
    // Staff edit it from its own list, not the current one.
    expect(shopPageAfter.prices).toEqual(before);
    expect(shopPageAfter.prices.version).not.toBe(next.version);
  });

  it("prices staff edits of an old order with the order's own version", async () => {
    const own = await readCurrentPriceList(t.database.db);
    const old = await placeOrderViaApi(t, { ...DEER_ORDER, complete: true });
    const number = old.order.order_number;
    await savePrices(scaled(3));

    const withBacon = ok(
      await staff.put(shopPaths.addons(number), {
        addons: [
          { addon_name: 'Jerky - Teriyaki', quantity: 2 },
          { addon_name: 'Bacon', quantity: 1.5 },
        ],
      }),
    );
    const bacon = own.addons.find((item) => item.name === 'Bacon')!.priceCents;
    expect(withBacon.details.order.price_version).toBe(own.version);
    expect(withBacon.details.order.total_cents).toBe(old.order.total_cents! + Math.round(bacon * 1.5));

    const hog = ok(await staff.put(shopPaths.animal(number), buildHogAnimalInput({ weight_option: 'under200' })));
    expect(hog.details.totals.processing_cents).toBe(own.hogUnder200Cents);
    expect(hog.details.order.weight_cost).toBe(own.hogUnder200Cents / 100);
    const heavy = ok(
      await staff.put(shopPaths.animal(number), buildHogAnimalInput({ weight_option: 'over200', weight_pounds: 250 })),
    );
    expect(heavy.details.totals.processing_cents).toBe(own.hogPerPoundCents * 250);
    expect(heavy.details.order.total_cents).toBe(heavy.details.totals.grand_total_cents);
    expect(ok(await staff.get<ShopOrder>(shopPaths.order(number))).details.order.price_version).toBe(own.version);
  });

  it('refuse hidden items in a new selection with 400 naming the field', async () => {
    await savePrices((prices) => ({
      ...prices,
      prep: prices.prep.map((option) => ({ ...option, hidden: option.name === 'Caped' })),
      addons: prices.addons.map((item) => ({ ...item, hidden: item.name === 'Bacon' })),
    }));
    const draft = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] });
    const id = draft.order.id;

    const prep = await t.request('PUT', paths.animal(id), buildDeerAnimalInput({ prep: ['Skinning', 'Caped'] }));
    expect(prep.status).toBe(400);
    expect(errorOf(prep).fields).toEqual([{ path: 'prep[1]', message: 'Caped is not offered.' }]);

    const addons = await t.request('PUT', paths.addons(id), {
      addons: [
        { addon_name: 'Hamburger Patties', quantity: 1 },
        { addon_name: 'Bacon', quantity: 1 },
      ],
    });
    expect(addons.status).toBe(400);
    expect(errorOf(addons).fields).toEqual([{ path: 'addons[1]', message: 'Bacon is not offered.' }]);

    // What is still offered saves, and the refused writes left nothing behind.
    const saved = await t.request<OrderDetails>('PUT', paths.addons(id), {
      addons: [{ addon_name: 'Hamburger Patties', quantity: 1 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.addons.map((row) => row.addon_name)).toEqual(['Hamburger Patties']);
  });

  it('refuse the submit with 409 when the prices changed after the review; the draft is re-priced and submits', async () => {
    const draft = await placeOrderViaApi(t, {
      animal: buildHogAnimalInput({ weight_option: 'over200', weight_pounds: 300 }),
      cuts: ['Chops'],
      addons: [{ addon_name: 'Pickled Bites', quantity: 2 }],
    });
    const id = draft.order.id;
    const reviewed = await readOrder(id);
    const next = await savePrices(scaled(1.5));

    const refused = await t.request('POST', paths.complete(id), { price_version: reviewed.order.price_version });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'conflict',
      message: 'Prices changed while you were ordering. Please review your order again.',
    });

    const review = await readOrder(id);
    expect(review.order.status).toBe('in_progress');
    expect(review.order.price_version).toBe(next.version);
    expect(review.order.weight_cost).toBe((next.hogPerPoundCents * 300) / 100);
    const jar = next.addons.find((item) => item.name === 'Pickled Bites')!.priceCents;
    expect(review.totals).toEqual({
      processing_cents: next.hogPerPoundCents * 300,
      prep_cents: 0,
      addons_cents: 2 * jar,
      grand_total_cents: next.hogPerPoundCents * 300 + 2 * jar,
    });

    const submitted = await t.request<OrderDetails>('POST', paths.complete(id), { price_version: next.version });
    expect(submitted.status).toBe(200);
    expect(submitted.body.order.status).toBe('completed');
    expect(submitted.body.order.total_cents).toBe(review.totals.grand_total_cents);
    expect(submitted.body.order.price_version).toBe(next.version);
    // Submitted for good: the owner's next version leaves it alone.
    await savePrices(scaled(2));
    expect((await readOrder(id)).order.total_cents).toBe(review.totals.grand_total_cents);
  });

  it('let a draft follow the current version on every save until it is submitted', async () => {
    const draft = await placeOrderViaApi(t, { ...DEER_ORDER });
    const next = await savePrices(scaled(1.1));
    const saved = await t.request<OrderDetails>('PUT', paths.cuts(draft.order.id), { cuts: ['Ribs', 'Ground'] });
    expect(saved.status).toBe(200);
    expect(saved.body.order.price_version).toBe(next.version);
    expect(saved.body.totals.processing_cents).toBe(next.deerProcessingCents);
    expect(saved.body.addons).toEqual([
      { addon_name: 'Skinning', addon_price: expect.stringMatching(/^\$/), quantity: 1 },
      { addon_name: 'Jerky - Teriyaki', addon_price: expect.stringMatching(/\/lb$/), quantity: 2 },
    ]);
    expect(saved.body.totals.grand_total_cents).toBeGreaterThan(draft.totals.grand_total_cents);
    // Without a version in the body (an older client), the submit prices with the current list.
    const submitted = await t.request<OrderDetails>('POST', paths.complete(draft.order.id));
    expect(submitted.status).toBe(200);
    expect(submitted.body.order.total_cents).toBe(saved.body.totals.grand_total_cents);
  });
});

describe("an order's total stays within what an order may come to", () => {
  const POUND_ITEMS = ['Hamburger Patties', 'Onion Steak Patties', 'Jalapeno Cheese Burger', 'Bacon Burger', 'Bacon'];
  const HUGE = POUND_ITEMS.map((name) => ({ addon_name: name, quantity: 500 }));

  it('refuses, naming the add-ons, a submit or a staff edit that would pass it (the owner priced items at $9,999.99)', async () => {
    await savePrices((prices) => ({
      ...prices,
      addons: prices.addons.map((item) =>
        POUND_ITEMS.includes(item.name) ? { ...item, priceCents: 999_999, hidden: false } : item,
      ),
    }));
    const draft = await placeOrderViaApi(t, { ...DEER_ORDER, addons: HUGE });
    const refused = await t.request('POST', paths.complete(draft.order.id));
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toContain('An order may come to at most $999,999.99');
    expect(errorOf(refused).fields?.[0]?.path).toBe('addons');
    expect((await readOrder(draft.order.id)).order.status).not.toBe('completed');

    const modest = await placeOrderViaApi(t, {
      ...DEER_ORDER,
      addons: [{ addon_name: 'Bacon', quantity: 1 }],
      complete: true,
    });
    const number = modest.order.order_number;
    const edit = await staff.put(shopPaths.addons(number), { addons: HUGE });
    expect(edit.status).toBe(400);
    const page = ok(await staff.get<ShopOrder>(shopPaths.order(number)));
    expect(page.details.order.total_cents).toBe(modest.order.total_cents);
  });
});
