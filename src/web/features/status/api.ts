import { API_PATHS } from '../../../domain/api-paths';
// Types only: zod and the shop's code stay out of this page's chunk.
import type { OrderStatusPage } from '../../../domain/status-page';
import { requestJson } from '../../lib/api-client';
import { takeEarlyStatus } from './early-status';

/** What the page reads of an answer: enough that drawing it cannot throw on a stray proxy's JSON. */
function isOrderStatusPage(body: unknown): body is OrderStatusPage {
  const candidate = body as Partial<OrderStatusPage> | null;
  return (
    typeof candidate?.order_number === 'string' &&
    Array.isArray(candidate.steps) &&
    typeof candidate.balance_due_cents === 'number' &&
    typeof candidate.ordered?.order === 'object' &&
    Array.isArray(candidate.ordered.cuts) &&
    Array.isArray(candidate.ordered.addons) &&
    typeof candidate.shop === 'object'
  );
}

/** The early answer (early-status.ts) when it is a good one; null for anything else, which is asked again. */
async function earlyAnswer(token: string): Promise<OrderStatusPage | null> {
  try {
    const response = await takeEarlyStatus(token);
    if (!response?.ok) return null;
    const body: unknown = await response.json();
    return isOrderStatusPage(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * The order behind a status link; an ApiRequestError (404 when the link names none) otherwise. A failed
 * early answer is asked again the ordinary way, whose failure (status, message, Retry-After) is the one read.
 */
export async function loadOrderStatus(token: string): Promise<OrderStatusPage> {
  const early = await earlyAnswer(token);
  if (early) return early;
  const route = API_PATHS.orderStatus;
  return requestJson(route.method, route.href(token), undefined, isOrderStatusPage);
}
