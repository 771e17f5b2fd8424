import type { AnimalInput, OrderDetails, OrderDetailsInput } from '../../domain';
import type { TestApp } from './test-app';

/** Input builders with overrides; values are clearly fake and unique enough to spot in logs. */
export function buildDetailsInput(overrides: Partial<OrderDetailsInput> = {}): OrderDetailsInput {
  return {
    full_name: 'Wanda Tester',
    email: 'wanda.tester@example.com',
    phone_number: '+1 555 010 9999',
    ...overrides,
  };
}

export function buildDeerAnimalInput(
  overrides: Partial<Extract<AnimalInput, { animal_type: 'Deer' }>> = {},
): Extract<AnimalInput, { animal_type: 'Deer' }> {
  return { animal_type: 'Deer', gender: 'Buck', prep: [], ...overrides };
}

export function buildHogAnimalInput(
  overrides: Partial<Extract<AnimalInput, { animal_type: 'Hog' }>> = {},
): Extract<AnimalInput, { animal_type: 'Hog' }> {
  return { animal_type: 'Hog', gender: 'Boar', weight_option: 'under200', weight_pounds: null, ...overrides };
}

/** The API's paths, written out so that the tests check the contract rather than reuse API_PATHS. */
export const paths = {
  orders: '/api/orders',
  order: (id: string) => `/api/orders/${id}`,
  details: (id: string) => `/api/orders/${id}/details`,
  animal: (id: string) => `/api/orders/${id}/animal`,
  cuts: (id: string) => `/api/orders/${id}/cuts`,
  addons: (id: string) => `/api/orders/${id}/addons`,
  complete: (id: string) => `/api/orders/${id}/complete`,
  cancel: (id: string) => `/api/orders/${id}/cancel`,
};

async function expectOk(response: Promise<{ status: number; body: unknown; text: string }>): Promise<OrderDetails> {
  const { status, body, text } = await response;
  if (status !== 200 && status !== 201) throw new Error(`expected success, got ${status}: ${text}`);
  return body as OrderDetails;
}

/** headers: e.g. X-Forwarded-For, to place the order from a client of its own (the app trusting the proxy). */
type RequestOptions = { headers?: Record<string, string> };

export async function createOrderViaApi(
  t: TestApp,
  overrides: Partial<OrderDetailsInput> = {},
  options: RequestOptions = {},
): Promise<OrderDetails> {
  return expectOk(t.request('POST', paths.orders, buildDetailsInput(overrides), options));
}

export type OrderSteps = {
  details?: Partial<OrderDetailsInput>;
  animal?: AnimalInput;
  cuts?: string[];
  addons?: { addon_name: string; quantity: number }[];
  complete?: boolean;
};

/** Walks an order through the API as far as the steps given; returns the last answer. */
export async function placeOrderViaApi(
  t: TestApp,
  steps: OrderSteps = {},
  options: RequestOptions = {},
): Promise<OrderDetails> {
  let details = await createOrderViaApi(t, steps.details, options);
  const id = details.order.id;
  const put = (path: string, body: unknown) => expectOk(t.request('PUT', path, body, options));
  if (steps.animal) details = await put(paths.animal(id), steps.animal);
  if (steps.cuts) details = await put(paths.cuts(id), { cuts: steps.cuts });
  if (steps.addons) details = await put(paths.addons(id), { addons: steps.addons });
  if (steps.complete) details = await expectOk(t.request('POST', paths.complete(id), undefined, options));
  return details;
}

export const UNKNOWN_ORDER_ID = '00000000-0000-4000-8000-000000000000';
