import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError, type CompletedOrder, type OrderDetails, shopToday } from '../../domain';
import { addDays } from '../../domain/shop/storage';
import type { ShopOrder } from '../../domain/shop';
import { orders } from '../db/schema';
import { checkingApiAnswers } from '../test/api-answers';
import { buildDeerAnimalInput, buildHogAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { type StaffClient, asStaff, shopPaths } from '../shop-orders/testing/shop-api';

/** docs/shop.md 16: a second animal for the same customer, on both databases. */
let t: TestApp;
let staff: StaffClient;
beforeAll(async () => {
  t = checkingApiAnswers(await startTestApp({ notifications: { worker: false } }));
  staff = asStaff(t, await createSignedInStaff(t, { role: 'staff' }));
});
afterAll(async () => t?.close());

const tokenOf = (completed: CompletedOrder) => completed.confirmation.status_path?.replace('/status/', '') ?? '';
const another = (token: string) => t.request<OrderDetails | ApiError>('POST', `/api/status/${token}/another`);
const sameCustomer = async (number: string) =>
  (await staff.get<ShopOrder>(shopPaths.order(number))).body.same_customer.map((other) => other.order_number);

describe("'Order another animal' (POST /api/status/:token/another)", () => {
  it('starts a new order with the same details, language and booked day, and the shop sees both together', async () => {
    const first = (await placeOrderViaApi(t, {
      details: { full_name: 'Two Deer', email: 'two.deer@example.com', phone_number: '205 555 0161', language: 'es' },
      animal: buildDeerAnimalInput(),
      cuts: ['Ground'],
      complete: true,
    })) as CompletedOrder;
    const day = addDays(shopToday(new Date(), 'America/Chicago'), 3);
    await t.database.db.update(orders).set({ dropOffDay: day }).where(eq(orders.id, first.order.id));

    const response = await another(tokenOf(first));
    expect(response.status).toBe(201);
    const draft = response.body as OrderDetails;
    expect(draft.order).toMatchObject({
      full_name: 'Two Deer',
      email: 'two.deer@example.com',
      phone_number: '205 555 0161',
      language: 'es',
      status: 'collecting_details',
      animal_type: '',
      drop_off_day: day,
    });
    expect(draft.order.id).not.toBe(first.order.id);

    // The hunter goes on at the animal step; submitted, each order names the other.
    const put = (path: string, body: unknown) => t.request('PUT', path, body);
    await put(paths.animal(draft.order.id), buildHogAnimalInput());
    await put(paths.cuts(draft.order.id), { cuts: ['Chops'] });
    await t.database.db.update(orders).set({ dropOffDay: null }).where(eq(orders.id, draft.order.id));
    const second = (await t.request<CompletedOrder>('POST', paths.complete(draft.order.id))).body;
    expect(await sameCustomer(first.order.order_number)).toEqual([second.order.order_number]);
    expect(await sameCustomer(second.order.order_number)).toEqual([first.order.order_number]);

    // A third from the second's link joins the same group.
    const third = (await another(tokenOf(second))).body as OrderDetails;
    const [row] = await t.database.db
      .select({ groupId: orders.groupId })
      .from(orders)
      .where(eq(orders.id, third.order.id));
    expect(row?.groupId).toBe(first.order.id);
  });

  it('answers 404 for a link that opens no submitted order', async () => {
    expect((await another('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await another('not-a-token')).status).toBe(404);
  });

  it("at the counter, 'Save and add another animal' joins the first order's group; an unknown one is refused at its field", async () => {
    const details = { full_name: 'Counter Pair', email: '', phone_number: '205 555 0162' };
    const choices = { animal: buildDeerAnimalInput(), cuts: ['Ground'], check_in: null };
    const first = (await staff.post<ShopOrder>(shopPaths.enter, { details, ...choices })).body;
    const number = first.details.order.order_number;
    const second = await staff.post<ShopOrder>(shopPaths.enter, { details, ...choices, same_customer_as: number });
    expect(second.status).toBe(201);
    expect(second.body.same_customer).toEqual([{ order_number: number, stage: 'submitted' }]);
    const unknown = await staff.post<ApiError>(shopPaths.enter, { details, ...choices, same_customer_as: 'GM-999999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual([{ path: 'same_customer_as', message: 'There is no order GM-999999.' }]);
  });
});
