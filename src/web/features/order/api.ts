import { API_PATHS, type ApiRoute } from '../../../domain/api-paths';
import type { Language } from '../../../domain/language';
import type { AddonRowInput } from '../../../domain/addon-encoding';
import { isOrderOpen } from '../../../domain/order-rules';
// Types only: zod stays out of the customer's chunks (only the shop's parse with it).
import type {
  AnimalInput,
  CompletedOrder,
  OrderDetails,
  OrderDetailsInput,
  ReorderAnswer,
} from '../../../domain/schemas';
import type { DropOffAvailability } from '../../../domain/drop-off-day-schemas';
import { orderLanguage } from '../../i18n/language';
import { ApiRequestError, requestJson } from '../../lib/api-client';
import { isNetworkFailure } from '../../lib/offline-retry';
import { clearCurrentOrderId } from './current-order-id';
import { forgetKeptOrders, keepOrder, readKeptOrder } from './kept-order';

/** What the screens read of an answer: the order and its rows (the review prices them itself, from the receipt). */
function isOrderDetails(body: unknown): body is OrderDetails {
  const candidate = body as Partial<OrderDetails> | null;
  return (
    typeof candidate?.order === 'object' &&
    candidate.order !== null &&
    Array.isArray(candidate.cuts) &&
    Array.isArray(candidate.addons)
  );
}

/**
 * POST /api/orders/:id/complete: the submitted order with its confirmation (ADR 0609), which the review keeps
 * on the phone; one from an older server has none, which the review allows.
 */
type SubmittedOrder = OrderDetails & Partial<Pick<CompletedOrder, 'confirmation'>>;

function isSubmittedOrder(body: unknown): body is SubmittedOrder {
  const confirmation = (body as Partial<CompletedOrder> | null)?.confirmation;
  return isOrderDetails(body) && (confirmation === undefined || Array.isArray(confirmation?.channels));
}

function isDropOffAvailability(body: unknown): body is DropOffAvailability {
  const candidate = body as Partial<DropOffAvailability> | null;
  return typeof candidate?.enabled === 'boolean' && Array.isArray(candidate.days);
}

/**
 * One call of an order route: its method and URL both come from API_PATHS. Each answer is kept in the
 * browser while the order is open (kept-order.ts), for the screens to show when there is no signal.
 */
async function requestOrder<Args extends string[], Answer extends OrderDetails>(
  isAnswer: (value: unknown) => value is Answer,
  route: ApiRoute<Args>,
  args: Args,
  body?: unknown,
): Promise<Answer> {
  const details = await requestJson(route.method, route.href(...args), body, isAnswer);
  if (isOrderOpen(details.order.status)) keepOrder(details);
  else forgetKeptOrders();
  return details;
}
const request = <Args extends string[]>(route: ApiRoute<Args>, args: Args, body?: unknown) =>
  requestOrder(isOrderDetails, route, args, body);

/** The customer's language goes with the details and the submit: the order's messages are written in it. */
function withLanguage<Body extends object>(body: Body): Body & { language?: Language } {
  const language = orderLanguage();
  return language ? { ...body, language } : body;
}

export const createOrder = (details: OrderDetailsInput) => request(API_PATHS.orders, [], withLanguage(details));
export const updateOrderDetails = (id: string, details: OrderDetailsInput) =>
  request(API_PATHS.orderDetails, [id], withLanguage(details));
export const saveAnimal = (id: string, animal: AnimalInput) => request(API_PATHS.orderAnimal, [id], animal);
export const saveCuts = (id: string, cuts: string[]) => request(API_PATHS.orderCuts, [id], { cuts });
export const saveAddons = (id: string, addons: AddonRowInput[]) => request(API_PATHS.orderAddons, [id], { addons });
export const getOrder = (id: string) => request(API_PATHS.order, [id]);
/** docs/shop.md 10: the drop-off step's days; not kept for offline (spots change, the step needs a connection). */
export const getDropOffDays = (id: string) =>
  requestJson('GET', API_PATHS.orderDropOffDays.href(id), undefined, isDropOffAvailability);
export const saveDropOffDay = (id: string, day: string, waitlist = false) =>
  request(API_PATHS.orderDropOffDay, [id], { drop_off_day: day, waitlist });
/** docs/shop.md 5: with the price list version the review showed; another current version answers 409. */
export const completeOrder = (id: string, priceVersion: number) =>
  requestOrder(isSubmittedOrder, API_PATHS.completeOrder, [id], withLanguage({ price_version: priceVersion }));
export const cancelOrder = (id: string) => request(API_PATHS.cancelOrder, [id]);
/** The token of a status link ('/status/<token>'), which proves the customer of that order. */
const tokenOf = (statusPath: string) => statusPath.slice(statusPath.lastIndexOf('/') + 1);

/**
 * docs/shop.md 16, 'Order another animal': a new order for the customer of the order whose status link
 * (`/status/<token>`, kept with its confirmation) this device holds.
 */
export const startAnotherAnimal = (statusPath: string) => request(API_PATHS.anotherAnimal, [tokenOf(statusPath)]);

function isReorderAnswer(body: unknown): body is ReorderAnswer {
  return isOrderDetails(body) && Array.isArray((body as Partial<ReorderAnswer>).left_out);
}

/** docs/shop.md 17: a code for the number's last order, by SMS (the answer is the same for any number). */
export const askReorderCode = (phoneNumber: string) =>
  requestJson(API_PATHS.reorderCode.method, API_PATHS.reorderCode.href(), { phone_number: phoneNumber }, isMessage);
/** The right code: a new order from the number's last one, with what of it is no longer sold. */
export const reorderWithCode = (phoneNumber: string, code: string) =>
  requestOrder(isReorderAnswer, API_PATHS.reorder, [], { phone_number: phoneNumber, code });
/** 'Order again' on a status page: its link proves the customer. */
export const orderAgain = (statusPath: string) =>
  requestOrder(isReorderAnswer, API_PATHS.orderAgain, [tokenOf(statusPath)]);

function isMessage(body: unknown): body is { message: string } {
  return typeof (body as { message?: unknown } | null)?.message === 'string';
}

/**
 * The order in progress, while the customer can still change it. One that is gone or closed (completed
 * or cancelled) is forgotten in this browser and gives null. Without signal it is the copy kept at the
 * last save or load (ADR 0602), if any; any other failure is thrown.
 */
export async function loadOpenOrder(id: string): Promise<OrderDetails | null> {
  try {
    const details = await getOrder(id);
    if (isOrderOpen(details.order.status)) return details;
  } catch (error) {
    const kept = isNetworkFailure(error) ? readKeptOrder(id) : null;
    if (kept) return kept;
    if (!(error instanceof ApiRequestError && error.isMissingOrder)) throw error;
  }
  clearCurrentOrderId();
  return null;
}
