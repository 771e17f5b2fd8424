import type { APIRequestContext } from '@playwright/test';
import type { OrderDetailsInput } from '../../src/domain/schemas';
import { buildDetails, expect } from './fixtures';

/**
 * For the browser tests of drop-off days (docs/shop.md 10): a deer order booked on a drop-off day through the customer
 * API, as another customer's (the shop must ask for a day); its order number.
 */
export async function bookDeerOn(
  api: APIRequestContext,
  day: string,
  details: Partial<OrderDetailsInput> = {},
): Promise<string> {
  const created = (await (await api.post('/api/orders', { data: buildDetails(details) })).json()) as {
    order: { id: string };
  };
  const id = created.order.id;
  await api.put(`/api/orders/${id}/animal`, { data: { animal_type: 'Deer', gender: 'Buck', prep: [] } });
  await api.put(`/api/orders/${id}/cuts`, { data: { cuts: ['Ribs'] } });
  expect((await api.put(`/api/orders/${id}/drop-off-day`, { data: { drop_off_day: day } })).status()).toBe(200);
  const completed = await api.post(`/api/orders/${id}/complete`);
  expect(completed.status()).toBe(200);
  return ((await completed.json()) as { order: { order_number: string } }).order.order_number;
}
