import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, MESSAGES, OrderDetailsSchema } from '../../domain';
import {
  UNKNOWN_ORDER_ID,
  buildDeerAnimalInput,
  buildHogAnimalInput,
  createOrderViaApi,
  paths,
  placeOrderViaApi,
} from '../test/factories';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = checkingApiAnswers(await startTestApp());
});
afterAll(() => t.close());

describe('PUT /api/orders/:id/animal', () => {
  it('sets a deer with its prep rows and moves the order to in_progress', async () => {
    const { order } = await createOrderViaApi(t);
    const response = await t.request(
      'PUT',
      paths.animal(order.id),
      buildDeerAnimalInput({ gender: 'Doe', prep: ['Caped', 'Skinning'] }),
    );
    expect(response.status).toBe(200);
    const details = OrderDetailsSchema.parse(response.body);
    expect(details.order).toMatchObject({
      animal_type: 'Deer',
      gender: 'Doe',
      status: 'in_progress',
      weight_option: null,
      weight_pounds: null,
      weight_cost: null,
    });
    // Catalogue order, whatever order the client listed them in.
    expect(details.addons).toEqual([
      { addon_name: 'Skinning', addon_price: '$10.00', quantity: 1 },
      { addon_name: 'Caped', addon_price: '$10.00', quantity: 1 },
    ]);
    expect(details.totals).toEqual({
      processing_cents: 12_500,
      prep_cents: 2_000,
      addons_cents: 0,
      grand_total_cents: 14_500,
    });
  });

  it('computes the hog weight cost on the server', async () => {
    const { order } = await createOrderViaApi(t);
    const under = await t.request(
      'PUT',
      paths.animal(order.id),
      buildHogAnimalInput({ weight_option: 'under200', weight_pounds: 150 }),
    );
    expect(OrderDetailsSchema.parse(under.body).order).toMatchObject({
      weight_option: 'under200',
      weight_pounds: null,
      weight_cost: 125,
    });
    const over = await t.request(
      'PUT',
      paths.animal(order.id),
      buildHogAnimalInput({ weight_option: 'over200', weight_pounds: 201.5 }),
    );
    // 0.89 x 201.5 = 179.335, rounded to the cent.
    expect(OrderDetailsSchema.parse(over.body).order).toMatchObject({
      weight_option: 'over200',
      weight_pounds: 201.5,
      weight_cost: 179.34,
    });
  });

  it('ignores a weight cost the client sends', async () => {
    const { order } = await createOrderViaApi(t);
    const response = await t.request('PUT', paths.animal(order.id), {
      ...buildHogAnimalInput({ weight_option: 'over200', weight_pounds: 250 }),
      weight_cost: 0.01,
    });
    expect(OrderDetailsSchema.parse(response.body).order.weight_cost).toBe(222.5);
  });

  it('replaces prep rows on a second save and keeps the other add-ons', async () => {
    const placed = await placeOrderViaApi(t, {
      animal: buildDeerAnimalInput({ prep: ['Skinning', 'Caped'] }),
      cuts: ['Ribs'],
      addons: [{ addon_name: 'Jerky - Hot', quantity: 1 }],
    });
    const response = await t.request('PUT', paths.animal(placed.order.id), buildDeerAnimalInput({ prep: ['Caped'] }));
    const details = OrderDetailsSchema.parse(response.body);
    expect(details.addons.map((addon) => addon.addon_name)).toEqual(['Caped', 'Jerky - Hot']);
    expect(details.cuts).toEqual([{ cut_name: 'Ribs' }]);
  });

  it('drops the cuts and the prep when the animal changes', async () => {
    const placed = await placeOrderViaApi(t, {
      animal: buildDeerAnimalInput({ prep: ['Skinning'] }),
      cuts: ['Neck Roast', 'Backstrap - Whole'],
      addons: [{ addon_name: 'Variety Pack', quantity: 1 }],
    });
    const response = await t.request('PUT', paths.animal(placed.order.id), buildHogAnimalInput());
    const details = OrderDetailsSchema.parse(response.body);
    expect(details.order).toMatchObject({ animal_type: 'Hog', gender: 'Boar', weight_cost: 125 });
    expect(details.cuts).toEqual([]);
    expect(details.addons.map((addon) => addon.addon_name)).toEqual(['Variety Pack']);
  });

  it.each([
    ['no animal', {}, 'animal_type'],
    ['an unknown animal', { animal_type: 'Elk', gender: 'Buck' }, 'animal_type'],
    ['a hog gender for a deer', { animal_type: 'Deer', gender: 'Sow', prep: [] }, 'gender'],
    ['no gender', { animal_type: 'Deer', prep: [] }, 'gender'],
    ['an unknown prep', { animal_type: 'Deer', gender: 'Buck', prep: ['Gutting'] }, 'prep[0]'],
    ['a hog without a weight option', { animal_type: 'Hog', gender: 'Boar' }, 'weight_option'],
    [
      'a hog over 200 at 200 lbs',
      { animal_type: 'Hog', gender: 'Boar', weight_option: 'over200', weight_pounds: 200 },
      'weight_pounds',
    ],
    ['a hog over 200 without pounds', { animal_type: 'Hog', gender: 'Sow', weight_option: 'over200' }, 'weight_pounds'],
    [
      'a hog over 1,500 lbs',
      { animal_type: 'Hog', gender: 'Sow', weight_option: 'over200', weight_pounds: 1500.5 },
      'weight_pounds',
    ],
    [
      'pounds as text',
      { animal_type: 'Hog', gender: 'Sow', weight_option: 'over200', weight_pounds: '250' },
      'weight_pounds',
    ],
  ])('refuses %s with 400 naming the field', async (_label, body, field) => {
    const { order } = await createOrderViaApi(t);
    const response = await t.request('PUT', paths.animal(order.id), body);
    expect(response.status).toBe(400);
    const error = ApiErrorSchema.parse(response.body).error;
    expect(error.fields?.map((issue) => issue.path)).toContain(field);
    // The order is untouched.
    const after = OrderDetailsSchema.parse((await t.request('GET', paths.order(order.id))).body);
    expect(after.order.status).toBe('collecting_details');
  });

  it("uses the spec's words for hog weight errors", async () => {
    const { order } = await createOrderViaApi(t);
    const response = await t.request('PUT', paths.animal(order.id), {
      animal_type: 'Hog',
      gender: 'Boar',
      weight_option: 'over200',
      weight_pounds: 10,
    });
    expect(ApiErrorSchema.parse(response.body).error.fields).toContainEqual({
      path: 'weight_pounds',
      message: MESSAGES.hogWeightOver200.description,
    });
  });

  it('answers 404 for unknown orders and 409 for completed or cancelled ones', async () => {
    expect((await t.request('PUT', paths.animal(UNKNOWN_ORDER_ID), buildDeerAnimalInput())).status).toBe(404);
    const completed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'], complete: true });
    expect((await t.request('PUT', paths.animal(completed.order.id), buildHogAnimalInput())).status).toBe(409);
    const cancelled = await createOrderViaApi(t);
    await t.request('POST', paths.cancel(cancelled.order.id));
    expect((await t.request('PUT', paths.animal(cancelled.order.id), buildDeerAnimalInput())).status).toBe(409);
  });
});
