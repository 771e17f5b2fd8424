import type { AddonRowInput } from '../../../../domain/addon-encoding';
import type { ShopDropOffDayInput } from '../../../../domain/drop-off-day-schemas';
import type { AnimalInput, OrderDetailsInput } from '../../../../domain/schemas';
import type { BoardPage } from '../../../../domain/shop/answers/board';
import type { CwdResult } from '../../../../domain/shop/cwd';
import type { DonationInput } from '../../../../domain/shop/donation-schemas';
import type { RecordPaymentInput, RecordPickupInput } from '../../../../domain/shop/payment-schemas';
import type { CounterOrderRequest } from '../../../../domain/shop/counter-order-schema';
import type { CheckInInput, DropOffInput } from '../../../../domain/shop/schemas';
import type { Stage } from '../../../../domain/shop/stages';
import type { Disposition } from '../../../../domain/shop/unclaimed';
import { ApiRequestError } from '../../../lib/api-client';
import { shopRequest } from '../lib/shop-request';
import { type BoardQuery, boardQueryString } from './board-query';

/** The board's and the order page's calls (docs/shop.md 3); each answer checked against its schema. */

export function fetchBoard(query: BoardQuery): Promise<BoardPage> {
  return shopRequest('board', [], { query: boardQueryString(query, { full: true }) });
}

/** The order a scanned or typed order number or tag names, or null when none does. */
export async function lookupOrder(text: string): Promise<string | null> {
  try {
    const found = await shopRequest('lookup', [], { query: `?q=${encodeURIComponent(text)}` });
    return found.order_number;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** docs/shop.md 14: the 'New order' page's start (with `forOrder`, that order's customer), and its save. */
export const getCounterOrderForm = (forOrder: string | null) =>
  shopRequest('counterOrderForm', [], { query: forOrder ? `?for=${encodeURIComponent(forOrder)}` : '' });
export const enterCounterOrder = (input: CounterOrderRequest) => shopRequest('enterCounterOrder', [], { body: input });

/** The order page's calls: each answers the whole, updated order. */
export const getShopOrder = (orderNumber: string) => shopRequest('shopOrder', [orderNumber]);
export const checkIn = (orderNumber: string, input: CheckInInput) =>
  shopRequest('checkIn', [orderNumber], { body: input });
export const moveStage = (orderNumber: string, to: Stage, finishedWeightLbs?: number) =>
  shopRequest('moveStage', [orderNumber], {
    body: finishedWeightLbs === undefined ? { to } : { to, finished_weight_lbs: finishedWeightLbs },
  });
/** docs/shop.md 11: the finished weight, or null to clear a wrong one. */
export const setFinishedWeight = (orderNumber: string, finishedWeightLbs: number | null) =>
  shopRequest('setFinishedWeight', [orderNumber], { body: { finished_weight_lbs: finishedWeightLbs } });
export const cancelShopOrder = (orderNumber: string, reason: string) =>
  shopRequest('cancelShopOrder', [orderNumber], { body: { reason } });
export const editDetails = (orderNumber: string, input: OrderDetailsInput) =>
  shopRequest('editDetails', [orderNumber], { body: input });
export const editAnimal = (orderNumber: string, input: AnimalInput) =>
  shopRequest('editAnimal', [orderNumber], { body: input });
export const editCuts = (orderNumber: string, cuts: string[]) =>
  shopRequest('editCuts', [orderNumber], { body: { cuts } });
export const editAddons = (orderNumber: string, addons: AddonRowInput[]) =>
  shopRequest('editAddons', [orderNumber], { body: { addons } });
export const editDropOff = (orderNumber: string, input: DropOffInput) =>
  shopRequest('editDropOff', [orderNumber], { body: input });
/** docs/shop.md 10: give or move the order's drop-off day; `overbook: true` is the owner's confirmed retry. */
export const setDropOffDay = (orderNumber: string, input: ShopDropOffDayInput) =>
  shopRequest('setDropOffDay', [orderNumber], { body: input });
/** 'Resend ready message' (docs/shop.md 2): the ready message once more, on purpose. */
export const resendReadyMessage = (orderNumber: string) => shopRequest('resendReadyMessage', [orderNumber]);
export const getReadyPreview = (orderNumber: string) => shopRequest('readyPreview', [orderNumber]);
export const recordPayment = (orderNumber: string, input: RecordPaymentInput) =>
  shopRequest('recordPayment', [orderNumber], { body: input });
export const voidPayment = (orderNumber: string, paymentId: string, reason: string) =>
  shopRequest('voidPayment', [orderNumber, paymentId], { body: { reason } });
export const recordPickup = (orderNumber: string, input: RecordPickupInput) =>
  shopRequest('recordPickup', [orderNumber], { body: input });
// CWD holds (docs/shop.md 9).
export const recordCwdSample = (orderNumber: string, input: { sample_id: string; taken_on: string }) =>
  shopRequest('recordCwdSample', [orderNumber], { body: input });
export const recordCwdResult = (orderNumber: string, result: CwdResult) =>
  shopRequest('recordCwdResult', [orderNumber], { body: { result } });
export const recordCwdOutcome = (orderNumber: string, outcome: string) =>
  shopRequest('recordCwdOutcome', [orderNumber], { body: { outcome } });
// Unclaimed meat (docs/shop.md 9), the owner's.
export const markUnclaimed = (orderNumber: string, input: { disposition: Disposition; note: string | null }) =>
  shopRequest('markUnclaimed', [orderNumber], { body: input });
// Donated deer (docs/shop.md 12): the programs to choose from, and the order's donation.
export const fetchDonationPrograms = () => shopRequest('donationPrograms', []);
export const setDonation = (orderNumber: string, input: DonationInput) =>
  shopRequest('setDonation', [orderNumber], { body: input });

/** docs/shop.md 10, 'We're full today': today as the board shows it, and 'Mark today full' / 'Open today again'. */
export const getDropOffToday = () => shopRequest('dropOffToday', []);
export const markToday = (full: boolean) => shopRequest('markToday', [], { body: { full } });
