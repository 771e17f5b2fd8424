import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, OrderDetailsSchema } from '../../domain';
import { UNKNOWN_ORDER_ID, buildDeerAnimalInput, createOrderViaApi, paths, placeOrderViaApi } from '../test/factories';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = checkingApiAnswers(await startTestApp());
});
afterAll(() => t.close());

describe('PUT /api/orders/:id/addons', () => {
  it('prices each add-on from the catalogue and keeps the prep rows first', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput({ prep: ['Skinning'] }), cuts: ['Ribs'] });
    const response = await t.request('PUT', paths.addons(placed.order.id), {
      addons: [
        { addon_name: 'Snack Stix - Cheese', quantity: 1.5 },
        { addon_name: 'Pickled Bites', quantity: 3 },
        { addon_name: 'Variety Pack', quantity: 1 },
      ],
    });
    expect(response.status).toBe(200);
    const details = OrderDetailsSchema.parse(response.body);
    expect(details.addons).toEqual([
      { addon_name: 'Skinning', addon_price: '$10.00', quantity: 1 },
      { addon_name: 'Snack Stix - Cheese', addon_price: '$8.00/lb', quantity: 1.5 },
      { addon_name: 'Pickled Bites', addon_price: '$15.00/Jar', quantity: 3 },
      { addon_name: 'Variety Pack', addon_price: '$220.00', quantity: 1 },
    ]);
    expect(details.totals).toEqual({
      processing_cents: 12_500,
      prep_cents: 1_000,
      addons_cents: 1_200 + 4_500 + 22_000,
      grand_total_cents: 41_200,
    });
  });

  it('replaces only the non-prep add-ons, and an empty list clears them', async () => {
    const placed = await placeOrderViaApi(t, {
      animal: buildDeerAnimalInput({ prep: ['Skinning', 'Caped'] }),
      addons: [{ addon_name: 'Bacon', quantity: 1 }],
    });
    const replaced = OrderDetailsSchema.parse(
      (await t.request('PUT', paths.addons(placed.order.id), { addons: [{ addon_name: 'Pepperoni', quantity: 2 }] }))
        .body,
    );
    expect(replaced.addons.map((addon) => addon.addon_name)).toEqual(['Skinning', 'Caped', 'Pepperoni']);
    const cleared = OrderDetailsSchema.parse(
      (await t.request('PUT', paths.addons(placed.order.id), { addons: [] })).body,
    );
    expect(cleared.addons.map((addon) => addon.addon_name)).toEqual(['Skinning', 'Caped']);
  });

  it('drops float noise from quantities', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput() });
    const response = await t.request('PUT', paths.addons(placed.order.id), {
      addons: [{ addon_name: 'Bacon', quantity: 0.1 + 0.2 }],
    });
    expect(OrderDetailsSchema.parse(response.body).addons[0]?.quantity).toBe(0.3);
  });

  it.each([
    ['an unknown add-on', [{ addon_name: 'Caviar', quantity: 1 }], 'addons[0]'],
    ['a prep row', [{ addon_name: 'Skinning', quantity: 1 }], 'addons[0]'],
    ['an item that needs an option without one', [{ addon_name: 'Jerky', quantity: 1 }], 'addons[0]'],
    ['zero pounds', [{ addon_name: 'Bacon', quantity: 0 }], 'addons[0]'],
    ['pounds off the 0.1 step', [{ addon_name: 'Bacon', quantity: 1.25 }], 'addons[0]'],
    ['over 500 pounds', [{ addon_name: 'Bacon', quantity: 500.1 }], 'addons[0]'],
    ['half a jar', [{ addon_name: 'Pickled Bites', quantity: 1.5 }], 'addons[0]'],
    ['two variety packs', [{ addon_name: 'Variety Pack', quantity: 2 }], 'addons[0]'],
    [
      'a repeated add-on',
      [
        { addon_name: 'Bacon', quantity: 1 },
        { addon_name: 'Bacon', quantity: 2 },
      ],
      'addons[1]',
    ],
    ['a quantity as text', [{ addon_name: 'Bacon', quantity: '2' }], 'addons[0].quantity'],
  ])('refuses %s with 400 naming the row', async (_label, addons, field) => {
    const placed = await placeOrderViaApi(t, {
      animal: buildDeerAnimalInput(),
      addons: [{ addon_name: 'Bacon', quantity: 1 }],
    });
    const response = await t.request('PUT', paths.addons(placed.order.id), { addons });
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(response.body).error.fields?.map((issue) => issue.path)).toContain(field);
    const reloaded = OrderDetailsSchema.parse((await t.request('GET', paths.order(placed.order.id))).body);
    expect(reloaded.addons).toEqual([{ addon_name: 'Bacon', addon_price: '$8.00/lb', quantity: 1 }]);
  });

  it('answers 404 for unknown orders and 409 after completion or cancellation', async () => {
    const body = { addons: [{ addon_name: 'Bacon', quantity: 1 }] };
    expect((await t.request('PUT', paths.addons(UNKNOWN_ORDER_ID), body)).status).toBe(404);
    expect((await t.request('PUT', paths.addons('12345'), body)).status).toBe(404);
    const completed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'], complete: true });
    expect((await t.request('PUT', paths.addons(completed.order.id), body)).status).toBe(409);
    const cancelled = await createOrderViaApi(t);
    await t.request('POST', paths.cancel(cancelled.order.id));
    expect((await t.request('PUT', paths.addons(cancelled.order.id), body)).status).toBe(409);
  });
});
