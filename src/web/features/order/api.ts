import { API_PATHS } from '../../../domain/api-paths';
import type { AddonRowInput } from '../../../domain/addon-encoding';
import { isOrderOpen } from '../../../domain/order-rules';
// Types only: zod itself stays out of the browser bundle.
import type { AnimalInput, OrderDetails, OrderDetailsInput } from '../../../domain/schemas';
import { ApiRequestError, requestJson } from '../../lib/api-client';
import { clearCurrentOrderId } from './current-order-id';

/** What the screens read of an answer: the order and its rows (the review prices them itself, from the receipt). */
function isOrderDetails(body: unknown): body is OrderDetails {
  const candidate = body as Partial<OrderDetails> | null;
  return typeof candidate?.order === 'object' && candidate.order !== null && Array.isArray(candidate.cuts) && Array.isArray(candidate.addons);
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

/**
 * The order in progress, while the customer can still change it. One that is gone or closed (completed
 * or cancelled) is forgotten in this browser and gives null; any other failure is thrown.
 */
export async function loadOpenOrder(id: string): Promise<OrderDetails | null> {
  try {
    const details = await getOrder(id);
    if (isOrderOpen(details.order.status)) return details;
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.isMissingOrder)) throw error;
  }
  clearCurrentOrderId();
  return null;
}
