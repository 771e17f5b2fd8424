import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, OrderDetailsSchema } from '../../domain';
import { UNKNOWN_ORDER_ID, buildDetailsInput, createOrderViaApi, paths, placeOrderViaApi } from '../test/factories';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = checkingApiAnswers(await startTestApp());
});
afterAll(() => t.close());

describe('POST /api/orders', () => {
  it('creates an order collecting details, with trimmed values and no animal', async () => {
    const response = await t.request(
      'POST',
      paths.orders,
      buildDetailsInput({ full_name: '  Ann Example ', email: ' ann@example.com ' }),
    );
    expect(response.status).toBe(201);
    const details = OrderDetailsSchema.parse(response.body);
    expect(details.order).toMatchObject({
      full_name: 'Ann Example',
      email: 'ann@example.com',
      phone_number: '+1 555 010 9999',
      animal_type: '',
      gender: null,
      status: 'collecting_details',
      weight_cost: null,
      total_cents: null,
      completed_at: null,
    });
    expect(details.order.order_number).toMatch(/^GM-\d{4,}$/);
    expect(details.cuts).toEqual([]);
    expect(details.addons).toEqual([]);
    expect(details.totals.grand_total_cents).toBe(0);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('gives each order its own id and a rising order number', async () => {
    const first = await createOrderViaApi(t);
    const second = await createOrderViaApi(t);
    expect(first.order.id).not.toBe(second.order.id);
    expect(Number(second.order.order_number.slice(3))).toBeGreaterThan(Number(first.order.order_number.slice(3)));
  });

  it.each([
    ['a blank name', { full_name: '   ' }, 'full_name'],
    ['a missing email', { email: '' }, 'email'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['a blank phone', { phone_number: ' ' }, 'phone_number'],
    ['a name over 100 characters', { full_name: 'x'.repeat(101) }, 'full_name'],
    ['a phone over 30 characters', { phone_number: '1'.repeat(31) }, 'phone_number'],
  ])('refuses %s with 400 naming the field', async (_label, overrides, field) => {
    const response = await t.request('POST', paths.orders, buildDetailsInput(overrides));
    expect(response.status).toBe(400);
    const error = ApiErrorSchema.parse(response.body).error;
    expect(error.code).toBe('invalid_input');
    expect(error.fields?.map((issue) => issue.path)).toContain(field);
  });

  it('refuses a missing body, a non-object body and non-string fields', async () => {
    for (const body of [undefined, [], 'text', 42, { full_name: 1, email: true, phone_number: null }]) {
      const response = await t.request('POST', paths.orders, body);
      expect(response.status).toBe(400);
      expect(ApiErrorSchema.parse(response.body).error.code).toBe('invalid_input');
    }
  });

  it('ignores fields it does not know, such as a status or a price', async () => {
    const response = await t.request('POST', paths.orders, {
      ...buildDetailsInput(),
      status: 'completed',
      animal_type: 'Hog',
      total_cents: 1,
    });
    expect(response.status).toBe(201);
    expect(OrderDetailsSchema.parse(response.body).order).toMatchObject({
      status: 'collecting_details',
      animal_type: '',
      total_cents: null,
    });
  });
});

describe('PUT /api/orders/:id/details', () => {
  it('updates the contact details and keeps the rest', async () => {
    const placed = await placeOrderViaApi(t, { animal: { animal_type: 'Deer', gender: 'Doe', prep: ['Caped'] } });
    const response = await t.request(
      'PUT',
      paths.details(placed.order.id),
      buildDetailsInput({ full_name: 'New Name ', phone_number: '555-010-0100' }),
    );
    expect(response.status).toBe(200);
    const details = OrderDetailsSchema.parse(response.body);
    expect(details.order).toMatchObject({
      full_name: 'New Name',
      phone_number: '555-010-0100',
      animal_type: 'Deer',
      gender: 'Doe',
      status: 'in_progress',
    });
    expect(details.addons).toEqual([{ addon_name: 'Caped', addon_price: '$10.00', quantity: 1 }]);
  });

  it('answers 400 for bad details, 404 for unknown or malformed ids', async () => {
    const { order } = await createOrderViaApi(t);
    expect((await t.request('PUT', paths.details(order.id), buildDetailsInput({ email: 'x@y' }))).status).toBe(400);
    expect((await t.request('PUT', paths.details(UNKNOWN_ORDER_ID), buildDetailsInput())).status).toBe(404);
    const malformed = await t.request('PUT', paths.details('not-a-uuid'), buildDetailsInput());
    expect(malformed.status).toBe(404);
    expect(ApiErrorSchema.parse(malformed.body).error.code).toBe('not_found');
  });

  it('answers 409 once the order is completed or cancelled', async () => {
    const completed = await placeOrderViaApi(t, {
      animal: { animal_type: 'Deer', gender: 'Buck', prep: [] },
      cuts: ['Ribs'],
      complete: true,
    });
    const afterCompletion = await t.request('PUT', paths.details(completed.order.id), buildDetailsInput());
    expect(afterCompletion.status).toBe(409);
    expect(ApiErrorSchema.parse(afterCompletion.body).error.code).toBe('conflict');

    const cancelled = await createOrderViaApi(t);
    expect((await t.request('POST', paths.cancel(cancelled.order.id))).status).toBe(200);
    expect((await t.request('PUT', paths.details(cancelled.order.id), buildDetailsInput())).status).toBe(409);
  });
});

describe('GET /api/orders/:id', () => {
  it('answers the whole order as saved', async () => {
    const placed = await placeOrderViaApi(t, {
      animal: { animal_type: 'Hog', gender: 'Sow', weight_option: 'over200', weight_pounds: 300 },
      cuts: ['Sausage - Hot', 'Chops', 'Other - jowl bacon'],
      addons: [{ addon_name: 'Bacon', quantity: 2.5 }],
    });
    const response = await t.request('GET', paths.order(placed.order.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const details = OrderDetailsSchema.parse(response.body);
    expect(details).toEqual(placed);
    expect(details.cuts.map((cut) => cut.cut_name)).toEqual(['Sausage - Hot', 'Chops', 'Other - jowl bacon']);
    expect(details.order).toMatchObject({ weight_option: 'over200', weight_pounds: 300, weight_cost: 267 });
    expect(details.addons).toEqual([{ addon_name: 'Bacon', addon_price: '$8.00/lb', quantity: 2.5 }]);
  });

  it('answers 404 for an unknown id and for ids that are not uuids', async () => {
    for (const id of [UNKNOWN_ORDER_ID, 'abc', '1', "1' or '1'='1", 'x'.repeat(90)]) {
      const response = await t.request('GET', paths.order(encodeURIComponent(id)));
      expect(response.status, id).toBe(404);
      expect(ApiErrorSchema.parse(response.body).error.code).toBe('not_found');
    }
  });
});
