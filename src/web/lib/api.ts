import { API_PATHS } from '../../domain/api-paths';
import type { AddonRowInput } from '../../domain/addon-encoding';
import { isOrderOpen } from '../../domain/order-rules';
// Types only: zod itself stays out of the browser bundle.
import type { AnimalInput, OrderDetails, OrderDetailsInput } from '../../domain/schemas';

/** A failed call: the HTTP status (0 when the network failed) and the server's error code when it sent one. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** Seconds to wait, when the server rate-limited the call (429 with Retry-After). */
  retryAfter: string | null = null;

  constructor(status: number, code: string | null, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
  }

  /** The order is gone for this browser: unknown id, or closed (completed or cancelled). */
  get isMissingOrder(): boolean {
    return this.status === 404;
  }

  get isConflict(): boolean {
    return this.status === 409;
  }
}

function readErrorBody(body: unknown): { code: string | null; message: string | null } {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (error && typeof error === 'object') {
      const { code, message } = error as { code?: unknown; message?: unknown };
      return {
        code: typeof code === 'string' ? code : null,
        message: typeof message === 'string' ? message : null,
      };
    }
  }
  return { code: null, message: null };
}

function isOrderDetails(body: unknown): body is OrderDetails {
  if (!body || typeof body !== 'object') return false;
  const candidate = body as Partial<OrderDetails>;
  return (
    typeof candidate.order === 'object' &&
    candidate.order !== null &&
    Array.isArray(candidate.cuts) &&
    Array.isArray(candidate.addons) &&
    typeof candidate.totals === 'object'
  );
}

/** One JSON call: the answer when it has the expected shape, else an ApiRequestError saying what went wrong. */
export async function requestJson<T>(
  method: string,
  path: string,
  body: unknown,
  isAnswer: (value: unknown) => value is T,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new ApiRequestError(0, 'network', 'The network request failed.');
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const { code, message } = readErrorBody(parsed);
    const error = new ApiRequestError(response.status, code, message ?? `Request failed with status ${response.status}.`);
    error.retryAfter = response.headers.get('retry-after');
    throw error;
  }
  if (!isAnswer(parsed)) throw new ApiRequestError(response.status, 'bad_response', 'Unexpected answer from the server.');
  return parsed;
}

const request = (method: string, path: string, body?: unknown) => requestJson(method, path, body, isOrderDetails);

export const createOrder = (details: OrderDetailsInput) => request('POST', API_PATHS.orders.href(), details);
export const updateOrderDetails = (id: string, details: OrderDetailsInput) => request('PUT', API_PATHS.orderDetails.href(id), details);
export const saveAnimal = (id: string, animal: AnimalInput) => request('PUT', API_PATHS.orderAnimal.href(id), animal);
export const saveCuts = (id: string, cuts: string[]) => request('PUT', API_PATHS.orderCuts.href(id), { cuts });
export const saveAddons = (id: string, addons: AddonRowInput[]) => request('PUT', API_PATHS.orderAddons.href(id), { addons });
export const getOrder = (id: string) => request('GET', API_PATHS.order.href(id));
export const completeOrder = (id: string) => request('POST', API_PATHS.completeOrder.href(id));
export const cancelOrder = (id: string) => request('POST', API_PATHS.cancelOrder.href(id));

/** An order the customer can still change. */
export function isOpenOrder(details: OrderDetails): boolean {
  return isOrderOpen(details.order.status);
}
