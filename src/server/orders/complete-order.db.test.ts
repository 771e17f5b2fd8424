import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, CompletedOrderSchema, type OrderDetails, OrderDetailsSchema } from '../../domain';
import type { Transaction } from '../db/client';
import { orders } from '../db/schema';
import { orderEvents } from '../db/shop-schema';
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

type HookCall = { details: OrderDetails; statusSeenInside: string | undefined };
const hookCalls: HookCall[] = [];
/** Orders whose completion hook fails, to prove the hook runs inside the completing transaction. */
const failingOrders = new Set<string>();

let t: TestApp;
beforeAll(async () => {
  t = checkingApiAnswers(
    await startTestApp({
      hooks: {
        onOrderCompleted: async (tx: Transaction, details: OrderDetails) => {
          const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, details.order.id));
          hookCalls.push({ details, statusSeenInside: row?.status });
          if (failingOrders.has(details.order.id)) throw new Error('queue unavailable');
        },
      },
    }),
  );
});
afterAll(() => t.close());

const callsFor = (id: string) => hookCalls.filter((call) => call.details.order.id === id);

describe('POST /api/orders/:id/complete', () => {
  it('completes the order, snapshots the total and calls the hook once inside the transaction', async () => {
    const placed = await placeOrderViaApi(t, {
      animal: buildDeerAnimalInput({ prep: ['Skinning'] }),
      cuts: ['Ribs'],
      addons: [{ addon_name: 'Bacon', quantity: 2 }],
    });
    const response = await t.request('POST', paths.complete(placed.order.id));
    expect(response.status).toBe(200);
    const details = OrderDetailsSchema.parse(response.body);
    expect(details.order.status).toBe('completed');
    expect(details.order.total_cents).toBe(12_500 + 1_000 + 1_600);
    expect(details.order.completed_at).not.toBeNull();
    expect(details.totals.grand_total_cents).toBe(details.order.total_cents);

    const calls = callsFor(placed.order.id);
    expect(calls).toHaveLength(1);
    // The hook reads the new status through its transaction: it runs after the update, before the commit.
    expect(calls[0]?.statusSeenInside).toBe('completed');
    expect(calls[0]?.details).toEqual(details);
  });

  it("enters the shop's first stage with a 'submitted' history row by the customer, and a rollback leaves neither", async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'], complete: true });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row).toMatchObject({ stage: 'submitted', tagNumber: null });
    expect(row?.stageChangedAt?.toISOString()).toBe(placed.order.completed_at);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.order.id));
    expect(events).toEqual([
      expect.objectContaining({
        actorKind: 'customer',
        actorName: 'Customer',
        kind: 'submitted',
        summary: 'Order submitted',
      }),
    ]);

    const failing = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] });
    failingOrders.add(failing.order.id);
    expect((await t.request('POST', paths.complete(failing.order.id))).status).toBe(500);
    failingOrders.delete(failing.order.id);
    const [unchanged] = await t.database.db.select().from(orders).where(eq(orders.id, failing.order.id));
    expect(unchanged?.stage).toBeNull();
    expect(await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, failing.order.id))).toEqual([]);
    await t.request('POST', paths.complete(placed.order.id));
    expect(await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.order.id))).toHaveLength(
      1,
    );
  });

  it('completes twice as once: same answer (but for the status link, order-confirmation.pg.test.ts), one hook call', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildHogAnimalInput(), cuts: ['Chops'] });
    const first = await t.request('POST', paths.complete(placed.order.id));
    const second = await t.request('POST', paths.complete(placed.order.id));
    expect(second.status).toBe(200);
    const withoutLink = (body: unknown) => {
      const { confirmation, ...details } = CompletedOrderSchema.parse(body);
      return { ...details, confirmation: { ...confirmation, status_path: 'a link' } };
    };
    expect(withoutLink(second.body)).toEqual(withoutLink(first.body));
    expect(callsFor(placed.order.id)).toHaveLength(1);
  });

  it('completes once when many completions race', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ground'] });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.request('POST', paths.complete(placed.order.id))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(callsFor(placed.order.id)).toHaveLength(1);
  });

  it('rolls the completion back when the hook fails', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ground'] });
    failingOrders.add(placed.order.id);
    const response = await t.request('POST', paths.complete(placed.order.id));
    expect(response.status).toBe(500);
    expect(ApiErrorSchema.parse(response.body).error.code).toBe('internal');
    const reloaded = OrderDetailsSchema.parse((await t.request('GET', paths.order(placed.order.id))).body);
    expect(reloaded.order).toMatchObject({ status: 'in_progress', total_cents: null, completed_at: null });

    failingOrders.delete(placed.order.id);
    expect((await t.request('POST', paths.complete(placed.order.id))).status).toBe(200);
  });

  it('answers 409 for an order without an animal or without cuts', async () => {
    const detailsOnly = await createOrderViaApi(t);
    const noAnimal = await t.request('POST', paths.complete(detailsOnly.order.id));
    expect(noAnimal.status).toBe(409);
    expect(ApiErrorSchema.parse(noAnimal.body).error.message).toMatch(/animal/);
    const animalOnly = await placeOrderViaApi(t, { animal: buildDeerAnimalInput() });
    const noCuts = await t.request('POST', paths.complete(animalOnly.order.id));
    expect(noCuts.status).toBe(409);
    expect(ApiErrorSchema.parse(noCuts.body).error.message).toMatch(/cut/);
    expect(callsFor(detailsOnly.order.id).length + callsFor(animalOnly.order.id).length).toBe(0);
  });

  it('answers 409 for a cancelled order and 404 for unknown ones', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] });
    await t.request('POST', paths.cancel(placed.order.id));
    expect((await t.request('POST', paths.complete(placed.order.id))).status).toBe(409);
    expect((await t.request('POST', paths.complete(UNKNOWN_ORDER_ID))).status).toBe(404);
    expect((await t.request('POST', paths.complete('nope'))).status).toBe(404);
  });

  it('accepts an empty JSON body and ignores a body that claims a total', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] });
    const response = await t.request('POST', paths.complete(placed.order.id), { total_cents: 1, status: 'cancelled' });
    expect(response.status).toBe(200);
    expect(OrderDetailsSchema.parse(response.body).order).toMatchObject({ status: 'completed', total_cents: 12_500 });
    const emptyBody = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] });
    expect((await t.request('POST', paths.complete(emptyBody.order.id), '', { raw: true })).status).toBe(200);
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it('cancels an open order, and cancelling again changes nothing', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] });
    const first = await t.request('POST', paths.cancel(placed.order.id));
    expect(first.status).toBe(200);
    expect(OrderDetailsSchema.parse(first.body).order.status).toBe('cancelled');
    const second = await t.request('POST', paths.cancel(placed.order.id));
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it('cancels an order that only has details', async () => {
    const { order } = await createOrderViaApi(t);
    expect(OrderDetailsSchema.parse((await t.request('POST', paths.cancel(order.id))).body).order.status).toBe(
      'cancelled',
    );
  });

  it('answers 409 for a completed order and 404 for unknown ones', async () => {
    const completed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'], complete: true });
    const response = await t.request('POST', paths.cancel(completed.order.id));
    expect(response.status).toBe(409);
    expect(ApiErrorSchema.parse(response.body).error.code).toBe('conflict');
    expect(OrderDetailsSchema.parse((await t.request('GET', paths.order(completed.order.id))).body).order.status).toBe(
      'completed',
    );
    expect((await t.request('POST', paths.cancel(UNKNOWN_ORDER_ID))).status).toBe(404);
  });
});
