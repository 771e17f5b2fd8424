import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, OrderDetailsSchema } from '../../domain';
import { orders } from '../db/schema';
import { buildDeerAnimalInput, buildDetailsInput, createOrderViaApi, paths, placeOrderViaApi } from '../test/factories';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = checkingApiAnswers(await startTestApp());
});
afterAll(() => t.close());

/** The language as stored, read from the table rather than from the answer. */
async function storedLanguage(id: string): Promise<string | undefined> {
  const [row] = await t.database.db.select({ language: orders.language }).from(orders).where(eq(orders.id, id));
  return row?.language;
}

describe("the order's language", () => {
  it('is English when the details give none, and the one given otherwise', async () => {
    const english = await createOrderViaApi(t);
    expect(english.order.language).toBe('en');
    expect(await storedLanguage(english.order.id)).toBe('en');
    const spanish = await createOrderViaApi(t, { language: 'es' });
    expect(spanish.order.language).toBe('es');
    expect(await storedLanguage(spanish.order.id)).toBe('es');
    const read = await t.request('GET', paths.order(spanish.order.id));
    expect(OrderDetailsSchema.parse(read.body).order.language).toBe('es');
  });

  it('follows the last details that give one; details without one keep it', async () => {
    const { order } = await createOrderViaApi(t, { language: 'es' });
    const kept = await t.request('PUT', paths.details(order.id), buildDetailsInput({ full_name: 'Ana Cazadora' }));
    expect(kept.status).toBe(200);
    expect(OrderDetailsSchema.parse(kept.body).order).toMatchObject({ full_name: 'Ana Cazadora', language: 'es' });
    const changed = await t.request('PUT', paths.details(order.id), buildDetailsInput({ language: 'en' }));
    expect(OrderDetailsSchema.parse(changed.body).order.language).toBe('en');
    expect(await storedLanguage(order.id)).toBe('en');
  });

  it("takes the submit's language as the final one, and keeps the order's when the submit gives none", async () => {
    const steps = { animal: buildDeerAnimalInput(), cuts: ['Ribs'] };
    const switched = await placeOrderViaApi(t, { ...steps, details: { language: 'en' } });
    const completed = await t.request('POST', paths.complete(switched.order.id), { language: 'es' });
    expect(completed.status).toBe(200);
    expect(OrderDetailsSchema.parse(completed.body).order).toMatchObject({ status: 'completed', language: 'es' });
    expect(await storedLanguage(switched.order.id)).toBe('es');

    const silent = await placeOrderViaApi(t, { ...steps, details: { language: 'es' } });
    const kept = await t.request('POST', paths.complete(silent.order.id), {});
    expect(OrderDetailsSchema.parse(kept.body).order).toMatchObject({ status: 'completed', language: 'es' });
  });

  it('answers 400 naming the field for a language it does not know, and changes nothing', async () => {
    const { order } = await createOrderViaApi(t, { language: 'es' });
    const badCreate = await t.request('POST', paths.orders, { ...buildDetailsInput(), language: 'fr' });
    expect(badCreate.status).toBe(400);
    expect(ApiErrorSchema.parse(badCreate.body).error.fields?.map((field) => field.path)).toEqual(['language']);
    const badDetails = await t.request('PUT', paths.details(order.id), { ...buildDetailsInput(), language: 'ES' });
    expect(badDetails.status).toBe(400);
    expect(ApiErrorSchema.parse(badDetails.body).error.code).toBe('invalid_input');

    const placed = await placeOrderViaApi(t, {
      details: { language: 'es' },
      animal: buildDeerAnimalInput(),
      cuts: ['Ribs'],
    });
    const badComplete = await t.request('POST', paths.complete(placed.order.id), { language: 'de' });
    expect(badComplete.status).toBe(400);
    expect(ApiErrorSchema.parse(badComplete.body).error.fields?.map((field) => field.path)).toEqual(['language']);
    const [row] = await t.database.db
      .select({ status: orders.status, language: orders.language })
      .from(orders)
      .where(eq(orders.id, placed.order.id));
    expect(row).toEqual({ status: 'in_progress', language: 'es' });
    expect(await storedLanguage(order.id)).toBe('es');
  });
});
