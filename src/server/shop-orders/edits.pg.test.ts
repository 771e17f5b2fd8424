import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '../../domain';
import type { ShopOrder } from '../../domain/shop';
import { orderAddons, orders } from '../db/schema';
import { buildDeerAnimalInput, buildHogAnimalInput } from '../test/factories';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { seedSubmittedOrders } from './testing/seed-orders';
import { type StaffClient, asStaff, ok, shopPaths, staffHistory, submitOrderViaApi } from './testing/shop-api';

let t: TestApp;
let api: StaffClient;
beforeAll(async () => {
  t = await startTestApp();
  api = asStaff(t, await createSignedInStaff(t, { role: 'staff', name: 'Eddie Editor' }));
});
afterAll(() => t.close());

async function storedTotal(number: string): Promise<number | null> {
  const [row] = await t.database.db
    .select({ totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.orderNumber, Number(number.slice(3))));
  return row?.totalCents ?? null;
}

/** The answer's totals agree with each other and with the snapshot staff see on the board. */
async function expectTotals(order: ShopOrder, grandTotalCents: number) {
  expect(order.details.totals.grand_total_cents).toBe(grandTotalCents);
  expect(order.details.order.total_cents).toBe(grandTotalCents);
  expect(order.balance_due_cents).toBe(grandTotalCents);
  expect(await storedTotal(order.details.order.order_number)).toBe(grandTotalCents);
}

describe('staff edits (docs/shop.md 2)', () => {
  it('change the customer details, recording only what changed', async () => {
    const number = await submitOrderViaApi(t, { details: { full_name: 'Wanda Tester', phone_number: '555 010 0100' } });
    const order = ok(
      await api.put(shopPaths.details(number), {
        full_name: 'Wanda Q. Tester',
        email: 'wanda.tester@example.com',
        phone_number: '(555) 010-0199',
      }),
    );
    expect(order.details.order).toMatchObject({ full_name: 'Wanda Q. Tester', phone_number: '(555) 010-0199' });
    expect(order.details.order.status).toBe('completed');
    expect(staffHistory(order)[0]).toMatchObject({
      actor: 'Eddie Editor',
      kind: 'edit_details',
      summary: 'Changed name and phone',
      before: { full_name: 'Wanda Tester', phone_number: '555 010 0100' },
      after: { full_name: 'Wanda Q. Tester', phone_number: '(555) 010-0199' },
    });
  });

  it('turn a deer into a hog: prep and cuts go, the total follows', async () => {
    const number = await submitOrderViaApi(t, {
      animal: buildDeerAnimalInput({ prep: ['Skinning'] }),
      cuts: ['Ribs', 'Ground'],
      addons: [{ addon_name: 'Bacon', quantity: 2 }],
    });
    expect(await storedTotal(number)).toBe(12_500 + 1_000 + 1_600);
    const order = ok(
      await api.put(shopPaths.animal(number), buildHogAnimalInput({ weight_option: 'over200', weight_pounds: 250 })),
    );
    expect(order.details.order).toMatchObject({
      animal_type: 'Hog',
      gender: 'Boar',
      weight_cost: 222.5,
      status: 'completed',
    });
    expect(order.details.cuts).toEqual([]);
    expect(order.details.addons).toEqual([{ addon_name: 'Bacon', addon_price: '$8.00/lb', quantity: 2 }]);
    await expectTotals(order, 22_250 + 1_600);
    expect(staffHistory(order)[0]).toMatchObject({
      kind: 'edit_animal',
      summary: 'Changed animal, gender, hog weight, prep and cuts',
      before: {
        animal_type: 'Deer',
        gender: 'Buck',
        weight_option: null,
        weight_pounds: null,
        prep: ['Skinning'],
        cuts: ['Ribs', 'Ground'],
        grand_total_cents: 15_100,
      },
      after: {
        animal_type: 'Hog',
        gender: 'Boar',
        weight_option: 'over200',
        weight_pounds: 250,
        prep: [],
        cuts: [],
        grand_total_cents: 23_850,
      },
    });
    const cuts = ok(await api.put(shopPaths.cuts(number), { cuts: ['Chops', 'Sausage - Hot Italian'] }));
    expect(cuts.details.cuts.map((cut) => cut.cut_name)).toEqual(['Chops', 'Sausage - Hot Italian']);
    expect(staffHistory(cuts)[0]).toMatchObject({
      kind: 'edit_cuts',
      summary: 'Changed cuts',
      after: { cuts: ['Chops', 'Sausage - Hot Italian'] },
    });
  });

  it("change a hog's weight: weight cost and total follow", async () => {
    const number = await submitOrderViaApi(t, {
      animal: buildHogAnimalInput({ weight_option: 'over200', weight_pounds: 300 }),
      cuts: ['Chops'],
    });
    const order = ok(
      await api.put(shopPaths.animal(number), buildHogAnimalInput({ weight_option: 'over200', weight_pounds: 210.5 })),
    );
    await expectTotals(order, 18_735);
    expect(order.details.cuts).toEqual([{ cut_name: 'Chops' }]);
    expect(staffHistory(order)[0]).toMatchObject({
      summary: 'Changed hog weight',
      before: { weight_pounds: 300, grand_total_cents: 26_700 },
      after: { weight_pounds: 210.5, grand_total_cents: 18_735 },
    });
  });

  it('change the add-ons at the prices the order was placed with', async () => {
    const number = await submitOrderViaApi(t, {
      addons: [
        { addon_name: 'Bacon', quantity: 2 },
        { addon_name: 'Pickled Bites', quantity: 1 },
      ],
    });
    // The order was placed when bacon cost $9.00/lb: that price stays with the order.
    const orderNumber = Number(number.slice(3));
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
    await t.database.db
      .update(orderAddons)
      .set({ addonPrice: '$9.00/lb' })
      .where(and(eq(orderAddons.orderId, row?.id ?? ''), eq(orderAddons.addonName, 'Bacon')));
    const order = ok(
      await api.put(shopPaths.addons(number), {
        addons: [
          { addon_name: 'Bacon', quantity: 3, addon_price: '$0.01/lb' },
          { addon_name: 'Jerky - Teriyaki', quantity: 1.5 },
        ],
      }),
    );
    expect(order.details.addons).toEqual([
      { addon_name: 'Bacon', addon_price: '$9.00/lb', quantity: 3 },
      { addon_name: 'Jerky - Teriyaki', addon_price: '$12.00/lb', quantity: 1.5 },
    ]);
    await expectTotals(order, 12_500 + 2_700 + 1_800);
    expect(staffHistory(order)[0]).toMatchObject({
      kind: 'edit_addons',
      summary: 'Changed add-ons',
      before: {
        addons: [
          { addon_name: 'Bacon', addon_price: '$9.00/lb', quantity: 2 },
          { addon_name: 'Pickled Bites', addon_price: '$15.00/Jar', quantity: 1 },
        ],
        grand_total_cents: 12_500 + 1_800 + 1_500,
      },
      after: { grand_total_cents: 17_000 },
    });
  });

  it('refuse what the customer flow refuses, changing nothing', async () => {
    const number = await submitOrderViaApi(t);
    const refused = async (path: string, body: unknown, text: string) => {
      const response = await api.put(path, body);
      expect(response.status).toBe(400);
      expect(response.text).toContain(text);
    };
    await refused(
      shopPaths.details(number),
      { full_name: '', email: 'x@example.com', phone_number: '1' },
      'Full name is required.',
    );
    await refused(
      shopPaths.details(number),
      { full_name: 'A', email: 'not-an-email', phone_number: '1' },
      'valid email',
    );
    await refused(
      shopPaths.animal(number),
      { animal_type: 'Hog', gender: 'Boar', weight_option: 'over200', weight_pounds: 150 },
      'over 200',
    );
    await refused(shopPaths.cuts(number), { cuts: [] }, 'Select at least one cut.');
    await refused(shopPaths.cuts(number), { cuts: ['Bacon'] }, 'is not a deer cut');
    await refused(shopPaths.addons(number), { addons: [{ addon_name: 'Gold Bars', quantity: 1 }] }, 'is not an add-on');
    await refused(shopPaths.addons(number), { addons: [{ addon_name: 'Bacon', quantity: 501 }] }, 'out of range');
    const order = ok(await api.get(shopPaths.order(number)));
    expect(staffHistory(order).map((event) => event.kind)).toEqual(['submitted']);
  });

  it('record nothing when nothing changed', async () => {
    const number = await submitOrderViaApi(t);
    const order = ok(await api.put(shopPaths.cuts(number), { cuts: ['Ribs'] }));
    expect(staffHistory(order).map((event) => event.kind)).toEqual(['submitted']);
  });

  it('change the drop-off fields of a checked-in order; a tag in use is refused', async () => {
    const holder = await submitOrderViaApi(t);
    const number = await submitOrderViaApi(t);
    ok(await api.post(shopPaths.checkIn(holder), { tag_number: 610 }));
    ok(await api.post(shopPaths.checkIn(number), { tag_number: 611, storage_location: 'Cooler 1' }));
    const edited = ok(
      await api.put(shopPaths.dropOff(number), {
        tag_number: 612,
        storage_location: 'Cooler 3',
        hanging_weight_lbs: 88.4,
      }),
    );
    expect(edited.drop_off).toMatchObject({ tag_number: 612, storage_location: 'Cooler 3', hanging_weight_lbs: 88.4 });
    expect(staffHistory(edited)[0]).toMatchObject({
      kind: 'edit_drop_off',
      summary: 'Changed tag, hanging weight and storage location',
      before: { tag_number: 611, hanging_weight_lbs: null, storage_location: 'Cooler 1' },
      after: { tag_number: 612, hanging_weight_lbs: 88.4, storage_location: 'Cooler 3' },
    });
    const taken = await api.put(shopPaths.dropOff(number), { tag_number: 610 });
    expect(taken.status).toBe(409);
    expect(taken.text).toContain(`Tag 610 is already used by order ${holder}.`);
    expect(staffHistory(ok(await api.get<ShopOrder>(shopPaths.order(number))))).toHaveLength(3);
  });

  it('have no drop-off to change before check-in', async () => {
    const number = await submitOrderViaApi(t);
    const response = await api.put(shopPaths.dropOff(number), { tag_number: 5 });
    expect(response.status).toBe(409);
    expect(response.text).toContain("'Check in'");
  });

  it.each(['picked_up', 'cancelled'] as const)('refuse a %s order (409)', async (stage) => {
    const [seeded] = await seedSubmittedOrders(t.database.db, [
      { stage, tagNumber: stage === 'picked_up' ? 7001 : null },
    ]);
    const number = formatOrderNumber(seeded?.orderNumber ?? 0);
    const message =
      stage === 'picked_up'
        ? 'This order has been picked up and can no longer be changed.'
        : 'This order was cancelled and can no longer be changed.';
    const attempts = [
      api.put(shopPaths.details(number), { full_name: 'X', email: 'x@example.com', phone_number: '1' }),
      api.put(shopPaths.animal(number), buildHogAnimalInput()),
      api.put(shopPaths.cuts(number), { cuts: ['Ground'] }),
      api.put(shopPaths.addons(number), { addons: [] }),
      api.put(shopPaths.dropOff(number), { tag_number: 7002 }),
      api.post(shopPaths.checkIn(number), { tag_number: 7003 }),
      api.post(shopPaths.cancel(number), { reason: 'Again' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(409);
      expect(response.text).toContain(message);
    }
  });
});
