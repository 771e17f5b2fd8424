import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, OrderDetailsSchema } from '../../domain';
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

describe('PUT /api/orders/:id/cuts', () => {
  it('stores deer cuts in the order sent and replaces them on the next save', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput() });
    const first = await t.request('PUT', paths.cuts(placed.order.id), {
      cuts: ['Hind Quarters - Roast', 'Hind Quarters - Stew Meat', 'Ground', 'Other - Leave the shanks whole - please'],
    });
    expect(first.status).toBe(200);
    expect(OrderDetailsSchema.parse(first.body).cuts.map((cut) => cut.cut_name)).toEqual([
      'Hind Quarters - Roast',
      'Hind Quarters - Stew Meat',
      'Ground',
      'Other - Leave the shanks whole - please',
    ]);
    const second = await t.request('PUT', paths.cuts(placed.order.id), { cuts: ['Tenderloin - Steak'] });
    expect(OrderDetailsSchema.parse(second.body).cuts).toEqual([{ cut_name: 'Tenderloin - Steak' }]);
    const reloaded = OrderDetailsSchema.parse((await t.request('GET', paths.order(placed.order.id))).body);
    expect(reloaded.cuts).toEqual([{ cut_name: 'Tenderloin - Steak' }]);
  });

  it('stores hog cuts with sausage flavours', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildHogAnimalInput() });
    const response = await t.request('PUT', paths.cuts(placed.order.id), {
      cuts: ['Whole', 'Sausage - Hot Italian', 'Sausage - Brat', 'Ears'],
    });
    expect(response.status).toBe(200);
    expect(OrderDetailsSchema.parse(response.body).cuts).toHaveLength(4);
  });

  it.each([
    ['no cuts', [], 'cuts'],
    ['a hog cut on a deer', ['Bacon'], 'cuts[0]'],
    ['a cut that needs a sub-option without one', ['Backstrap'], 'cuts[0]'],
    ['an unknown sub-option', ['Backstrap - Ground'], 'cuts[0]'],
    ['blank Other text', ['Ribs', 'Other -  '], 'cuts[1]'],
    ['Other text over 500 characters', [`Other - ${'x'.repeat(501)}`], 'cuts[0]'],
    ['the same cut twice', ['Ribs', 'Ribs'], 'cuts[1]'],
    ['two Other rows', ['Other - a', 'Other - b'], 'cuts[1]'],
  ])('refuses %s with 400 naming the row', async (_label, cuts, field) => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] });
    const response = await t.request('PUT', paths.cuts(placed.order.id), { cuts });
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(response.body).error.fields?.map((issue) => issue.path)).toContain(field);
    const reloaded = OrderDetailsSchema.parse((await t.request('GET', paths.order(placed.order.id))).body);
    expect(reloaded.cuts).toEqual([{ cut_name: 'Ribs' }]);
  });

  it('refuses Other text that would forge or reverse a line of the emails or the cut sheet, at its row', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] });
    for (const other of ['Other - jerky \u202E00.0$ latoT', 'Other - jerky\nTotal due: $0.00']) {
      const response = await t.request('PUT', paths.cuts(placed.order.id), { cuts: ['Ribs', other] });
      expect(response.status).toBe(400);
      expect(ApiErrorSchema.parse(response.body).error.fields).toEqual([
        { path: 'cuts[1]', message: 'Please remove the hidden characters from this field.' },
      ]);
    }
    const reloaded = OrderDetailsSchema.parse((await t.request('GET', paths.order(placed.order.id))).body);
    expect(reloaded.cuts).toEqual([{ cut_name: 'Ribs' }]);
  });

  it('refuses bodies that are not a list of strings', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput() });
    for (const body of [
      {},
      { cuts: 'Ribs' },
      { cuts: [1] },
      { cuts: [''] },
      { cuts: Array.from({ length: 61 }, (_, i) => `Other - ${i}`) },
    ]) {
      expect((await t.request('PUT', paths.cuts(placed.order.id), body)).status).toBe(400);
    }
  });

  it('answers 409 before an animal is chosen', async () => {
    const { order } = await createOrderViaApi(t);
    const response = await t.request('PUT', paths.cuts(order.id), { cuts: ['Ribs'] });
    expect(response.status).toBe(409);
    expect(ApiErrorSchema.parse(response.body).error.code).toBe('conflict');
  });

  it('answers 404 for unknown orders and 409 after completion or cancellation', async () => {
    expect((await t.request('PUT', paths.cuts(UNKNOWN_ORDER_ID), { cuts: ['Ribs'] })).status).toBe(404);
    const completed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'], complete: true });
    expect((await t.request('PUT', paths.cuts(completed.order.id), { cuts: ['Ground'] })).status).toBe(409);
    const cancelled = await placeOrderViaApi(t, { animal: buildDeerAnimalInput() });
    await t.request('POST', paths.cancel(cancelled.order.id));
    expect((await t.request('PUT', paths.cuts(cancelled.order.id), { cuts: ['Ground'] })).status).toBe(409);
  });
});
