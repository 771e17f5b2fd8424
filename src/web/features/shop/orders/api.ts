import type { CwdResult } from '../../../../domain/shop/cwd';
import type { Disposition } from '../../../../domain/shop/unclaimed';
import type { ApiRoute } from '../../../../domain/api-route';
import type { AddonRowInput } from '../../../../domain/addon-encoding';
// Types only: zod itself stays out of the browser bundle.
import type { AnimalInput, OrderDetailsInput } from '../../../../domain/schemas';
import type { BoardPage, ShopOrder } from '../../../../domain/shop/api-types';
import type { RecordPaymentInput, RecordPickupInput } from '../../../../domain/shop/payment-schemas';
import type { CheckInInput, DropOffInput } from '../../../../domain/shop/schemas';
import { SHOP_API_PATHS } from '../../../../domain/shop/shop-api-paths';
import type { Stage } from '../../../../domain/shop/stages';
import { ApiRequestError, requestJson } from '../../../lib/api-client';
import { type BoardQuery, boardQueryString } from './board-query';

/** What the board reads of an answer: its rows and counts. */
function isBoardPage(body: unknown): body is BoardPage {
  const candidate = body as Partial<BoardPage> | null;
  return Array.isArray(candidate?.rows) && typeof candidate.counts === 'object' && candidate.counts !== null;
}

/** What the order page reads first: the order, its stage and its history. */
function isShopOrder(body: unknown): body is ShopOrder {
  const candidate = body as Partial<ShopOrder> | null;
  return (
    typeof candidate?.details?.order === 'object' &&
    typeof candidate.stage === 'string' &&
    typeof candidate.drop_off === 'object' &&
    Array.isArray(candidate.history) &&
    Array.isArray(candidate.notifications)
  );
}

export function fetchBoard(query: BoardQuery): Promise<BoardPage> {
  const route = SHOP_API_PATHS.board;
  return requestJson(route.method, `${route.href()}${boardQueryString(query, { full: true })}`, undefined, isBoardPage);
}

/** The order a scanned or typed order number or tag names, or null when none does. */
export async function lookupOrder(text: string): Promise<string | null> {
  const route = SHOP_API_PATHS.lookup;
  const hasNumber = (body: unknown): body is { order_number: string } =>
    typeof (body as { order_number?: unknown } | null)?.order_number === 'string';
  try {
    const found = await requestJson(
      route.method,
      `${route.href()}?q=${encodeURIComponent(text)}`,
      undefined,
      hasNumber,
    );
    return found.order_number;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** One call on one order: method and URL from SHOP_API_PATHS; every one answers the whole, updated order. */
function onOrder(route: ApiRoute<[string]>, orderNumber: string, body?: unknown): Promise<ShopOrder> {
  return requestJson(route.method, route.href(orderNumber), body, isShopOrder);
}

const P = SHOP_API_PATHS;
export const getShopOrder = (orderNumber: string) => onOrder(P.shopOrder, orderNumber);
export const checkIn = (orderNumber: string, input: CheckInInput) => onOrder(P.checkIn, orderNumber, input);
export const moveStage = (orderNumber: string, to: Stage) => onOrder(P.moveStage, orderNumber, { to });
export const cancelShopOrder = (orderNumber: string, reason: string) =>
  onOrder(P.cancelShopOrder, orderNumber, { reason });
export const editDetails = (orderNumber: string, input: OrderDetailsInput) =>
  onOrder(P.editDetails, orderNumber, input);
export const editAnimal = (orderNumber: string, input: AnimalInput) => onOrder(P.editAnimal, orderNumber, input);
export const editCuts = (orderNumber: string, cuts: string[]) => onOrder(P.editCuts, orderNumber, { cuts });
export const editAddons = (orderNumber: string, addons: AddonRowInput[]) =>
  onOrder(P.editAddons, orderNumber, { addons });
export const editDropOff = (orderNumber: string, input: DropOffInput) => onOrder(P.editDropOff, orderNumber, input);
/** 'Resend ready message' (docs/shop.md 2): the ready message once more, on purpose. */
export const resendReadyMessage = (orderNumber: string) => onOrder(P.resendReadyMessage, orderNumber);
export const recordPayment = (orderNumber: string, input: RecordPaymentInput) =>
  onOrder(P.recordPayment, orderNumber, input);
export const voidPayment = (orderNumber: string, paymentId: string, reason: string) =>
  requestJson(P.voidPayment.method, P.voidPayment.href(orderNumber, paymentId), { reason }, isShopOrder);
export const recordPickup = (orderNumber: string, input: RecordPickupInput) =>
  onOrder(P.recordPickup, orderNumber, input);
// CWD holds (issue #15).
export const recordCwdSample = (orderNumber: string, input: { sample_id: string; taken_on: string }) =>
  onOrder(P.recordCwdSample, orderNumber, input);
export const recordCwdResult = (orderNumber: string, result: CwdResult) =>
  onOrder(P.recordCwdResult, orderNumber, { result });
export const recordCwdOutcome = (orderNumber: string, outcome: string) =>
  onOrder(P.recordCwdOutcome, orderNumber, { outcome });
// Unclaimed meat (issue #15), the owner's.
export const markUnclaimed = (orderNumber: string, input: { disposition: Disposition; note: string | null }) =>
  onOrder(P.markUnclaimed, orderNumber, input);
