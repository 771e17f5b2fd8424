import type { ShopOrder } from '../../../domain/shop';
import { type OrderSteps, buildDeerAnimalInput, placeOrderViaApi } from '../../test/factories';
import { type TestStaff, staffHeaders } from '../../test/staff';
import type { ApiResponse, TestApp } from '../../test/test-app';
import { checkingShopAnswers } from './shop-answers';

/** The shop API's paths, written out so that the tests check the contract rather than reuse SHOP_API_PATHS. */
export const shopPaths = {
  board: (query = '') => `/api/shop/orders${query ? `?${query}` : ''}`,
  enter: '/api/shop/orders',
  counterForm: (forOrder?: string) => `/api/shop/counter-order-form${forOrder ? `?for=${forOrder}` : ''}`,
  lookup: (q: string) => `/api/shop/lookup?q=${encodeURIComponent(q)}`,
  order: (number: string) => `/api/shop/orders/${number}`,
  checkIn: (number: string) => `/api/shop/orders/${number}/check-in`,
  stage: (number: string) => `/api/shop/orders/${number}/stage`,
  cancel: (number: string) => `/api/shop/orders/${number}/cancel`,
  details: (number: string) => `/api/shop/orders/${number}/details`,
  animal: (number: string) => `/api/shop/orders/${number}/animal`,
  cuts: (number: string) => `/api/shop/orders/${number}/cuts`,
  addons: (number: string) => `/api/shop/orders/${number}/addons`,
  dropOff: (number: string) => `/api/shop/orders/${number}/drop-off`,
};

/** Requests as a signed-in staff member sends them from the shop's pages; each answer checked against its schema. */
export function asStaff(app: TestApp, staff: TestStaff) {
  const t = checkingShopAnswers(app);
  const headers = staffHeaders(staff, t);
  return {
    get: <T = ShopOrder>(path: string): Promise<ApiResponse<T>> => t.request<T>('GET', path, undefined, { headers }),
    post: <T = ShopOrder>(path: string, body: unknown = {}): Promise<ApiResponse<T>> =>
      t.request<T>('POST', path, body, { headers }),
    put: <T = ShopOrder>(path: string, body: unknown): Promise<ApiResponse<T>> =>
      t.request<T>('PUT', path, body, { headers }),
  };
}

export type StaffClient = ReturnType<typeof asStaff>;

/** A customer's order submitted through the customer API (a buck with Ribs by default); its number. */
export async function submitOrderViaApi(t: TestApp, steps: OrderSteps = {}): Promise<string> {
  const placed = await placeOrderViaApi(t, {
    animal: buildDeerAnimalInput(),
    cuts: ['Ribs'],
    ...steps,
    complete: true,
  });
  return placed.order.order_number;
}

/** The answer's body, or a thrown error naming the status and text. */
export function ok<T>(response: ApiResponse<T>): T {
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status}: ${response.text}`);
  return response.body;
}

/**
 * The order's history without the notification attempts: those the worker records on its own time (by
 * 'System'), so a test comparing what staff changed before and after leaves them out.
 */
export function staffHistory(order: Pick<ShopOrder, 'history'>): ShopOrder['history'] {
  return order.history.filter((event) => event.kind !== 'notification');
}
