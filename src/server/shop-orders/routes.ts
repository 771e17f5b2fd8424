import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  AddonsInputSchema,
  AnimalInputSchema,
  type ApiRoute,
  CutsInputSchema,
  InvalidInputError,
  MESSAGES,
  OrderDetailsInputSchema,
  ShopDropOffDayInputSchema,
  UnauthenticatedError,
} from '../../domain';
import { checkPhoneNumber } from '../../domain/phone-number';
import {
  BoardQuerySchema,
  CancelInputSchema,
  CheckInInputSchema,
  CounterOrderFormQuerySchema,
  CounterOrderInputSchema,
  CwdOutcomeInputSchema,
  MarkUnclaimedInputSchema,
  CwdResultInputSchema,
  CwdSampleInputSchema,
  DropOffInputSchema,
  FinishedWeightInputSchema,
  LookupQuerySchema,
  MoveStageInputSchema,
  PrintLabelsInputSchema,
  RecordPaymentInputSchema,
  RecordPickupInputSchema,
  SHOP_API_PATHS,
  type ShopOrder,
  VoidPaymentInputSchema,
} from '../../domain/shop';
import type { Database } from '../db/client';
import type { HistoryActor } from '../history/order-history';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import { getBoard } from './board';
import { cancelShopOrder } from './cancel-shop-order';
import { checkIn } from './check-in';
import { recordCwdOutcome, recordCwdResult, recordCwdSample } from './cwd';
import { editAddons, editAnimal, editCuts, editDetails, editDropOff } from './edit-order';
import { readCounterOrderForm } from './counter-order-form';
import { enterCounterOrder } from './enter-counter-order';
import { setFinishedWeight } from './finished-weight';
import { getShopOrder } from './get-shop-order';
import { lookupOrder } from './lookup';
import { markUnclaimed } from './mark-unclaimed';
import { moveDropOffDay } from './move-drop-off-day';
import { moveStage } from './move-stage';
import { type ReadyPreviewDeps, previewReadyMessage } from './ready-preview';
import type { OrderMessageQueue } from '../notifications/order-message-queue';
import type { OrderHooks } from '../orders/context';
import { printCutSheet, printLabels, readPrintSheet } from './print';
import { recordPayment } from './record-payment';
import { recordPickup } from './record-pickup';
import { resendReadyMessage } from './resend-ready';
import { orderNumberOf } from './shop-order-store';
import { voidPayment } from './void-payment';

/** readyMessages: the notification queue, which the ready message is queued on (docs/shop.md 4). */
export type ShopOrderRoutesOptions = {
  db: Database;
  readyMessages: OrderMessageQueue;
  /** What the ready message's preview needs of the notifications (docs/shop.md 3). */
  readyPreview: Omit<ReadyPreviewDeps, 'db'>;
  /** COMPLETION_ALERT_PER_HOUR: more orders submitted in the last hour, and the board warns (docs/shop.md 3). */
  completionAlertPerHour: number;
  /** The customer flow's completion hook (the confirmation), which an order entered at the counter runs too. */
  orderHooks: OrderHooks;
  /** The countries a phone number may be in, as the customer's details step checks it. */
  smsAllowedCountries: readonly string[];
};

type NumberParams = { Params: { number: string } };

/** Every order route is for signed-in staff of either role (docs/shop.md 1). */
const STAFF = { shop: { roles: ['owner', 'staff'] } } as const;
/** What was done after a CWD detection is the owner's to say (docs/shop.md 9, 'CWD holds'). */
const OWNER = { shop: { roles: ['owner'] } } as const;

/** The signed-in staff member the guard found: who the history names. */
function actorOf(request: FastifyRequest): { id: string; name: string } {
  if (!request.staff) throw new UnauthenticatedError();
  return { id: request.staff.id, name: request.staff.name };
}

/** Thin routes (docs/shop.md 3): orders named by number ('GM-1042'), bodies parsed by the domain's schemas. */
export const shopOrderRoutes: FastifyPluginAsync<ShopOrderRoutesOptions> = async (
  app,
  { db, readyMessages, readyPreview, completionAlertPerHour, orderHooks, smsAllowedCountries },
) => {
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.board),
    config: STAFF,
    handler: (request) => getBoard(db, parseInput(BoardQuerySchema, request.query), completionAlertPerHour),
  });
  // docs/shop.md 14: an order staff enter at the counter or from a phone call, on the customer flow's rules.
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.enterCounterOrder),
    config: STAFF,
    handler: async (request, reply) => {
      const input = parseInput(CounterOrderInputSchema, request.body);
      if (checkPhoneNumber(input.details.phone_number, smsAllowedCountries) === 'invalid') {
        throw new InvalidInputError([{ path: 'details.phone_number', message: MESSAGES.invalidPhone.description }]);
      }
      const staff = { actor: actorOf(request), owner: request.staff?.role === 'owner' };
      return reply.status(201).send(await enterCounterOrder(db, orderHooks, staff, input));
    },
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.counterOrderForm),
    config: STAFF,
    handler: (request) => {
      const from = parseInput(CounterOrderFormQuerySchema, request.query).for;
      return readCounterOrderForm(db, from ? orderNumberOf(from) : null);
    },
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.lookup),
    config: STAFF,
    handler: (request) => lookupOrder(db, parseInput(LookupQuerySchema, request.query).q),
  });
  app.route<NumberParams>({
    ...fastifyRouteOf(SHOP_API_PATHS.shopOrder),
    config: STAFF,
    handler: (request) => getShopOrder(db, orderNumberOf(request.params.number)),
  });

  /** A change to one order: who, which order and the validated body, to its use case. */
  const change = <T>(
    route: ApiRoute<[orderNumber: string]>,
    schema: z.ZodType<T>,
    useCase: (db: Database, actor: HistoryActor, orderNumber: number, input: T) => Promise<ShopOrder>,
    config: typeof STAFF | typeof OWNER = STAFF,
  ) =>
    app.route<NumberParams>({
      ...fastifyRouteOf(route),
      config,
      handler: (request) =>
        useCase(db, actorOf(request), orderNumberOf(request.params.number), parseInput(schema, request.body)),
    });
  change(SHOP_API_PATHS.checkIn, CheckInInputSchema, checkIn);
  change(SHOP_API_PATHS.moveStage, MoveStageInputSchema, (db, actor, orderNumber, input) =>
    moveStage(db, actor, orderNumber, input, readyMessages),
  );
  // 'Resend ready message' takes no body.
  app.route<NumberParams>({
    ...fastifyRouteOf(SHOP_API_PATHS.resendReadyMessage),
    config: STAFF,
    handler: (request) => resendReadyMessage(db, actorOf(request), orderNumberOf(request.params.number), readyMessages),
  });
  app.route<NumberParams>({
    ...fastifyRouteOf(SHOP_API_PATHS.readyPreview),
    config: STAFF,
    handler: (request) => previewReadyMessage({ db, ...readyPreview }, orderNumberOf(request.params.number)),
  });
  change(SHOP_API_PATHS.cancelShopOrder, CancelInputSchema, (db, actor, orderNumber, input) =>
    cancelShopOrder(db, actor, orderNumber, input, readyMessages),
  );
  change(SHOP_API_PATHS.editDetails, OrderDetailsInputSchema, editDetails);
  change(SHOP_API_PATHS.editAnimal, AnimalInputSchema, (db, actor, orderNumber, input) =>
    editAnimal(db, actor, orderNumber, input, readyMessages),
  );
  // docs/shop.md 10, 'Staff give or move a day': give or move an order's drop-off day; the owner alone may overbook a
  // full day.
  app.route<NumberParams>({
    ...fastifyRouteOf(SHOP_API_PATHS.setDropOffDay),
    config: STAFF,
    handler: (request) =>
      moveDropOffDay(
        db,
        { actor: actorOf(request), owner: request.staff?.role === 'owner' },
        orderNumberOf(request.params.number),
        parseInput(ShopDropOffDayInputSchema, request.body),
        readyMessages,
      ),
  });
  change(SHOP_API_PATHS.editCuts, CutsInputSchema, editCuts);
  change(SHOP_API_PATHS.editAddons, AddonsInputSchema, editAddons);
  change(SHOP_API_PATHS.editDropOff, DropOffInputSchema, editDropOff);
  change(SHOP_API_PATHS.setFinishedWeight, FinishedWeightInputSchema, setFinishedWeight);
  // Printing changes nothing of the order, so it is open in every stage (print.ts); a body is optional.
  // The pages read their sheet without recording anything, and record each print when it is printed.
  app.route<NumberParams>({
    ...fastifyRouteOf(SHOP_API_PATHS.printSheet),
    config: STAFF,
    handler: (request) => readPrintSheet(db, orderNumberOf(request.params.number)),
  });
  app.route<NumberParams>({
    ...fastifyRouteOf(SHOP_API_PATHS.printCutSheet),
    config: STAFF,
    handler: (request) => printCutSheet(db, actorOf(request), orderNumberOf(request.params.number)),
  });
  app.route<NumberParams>({
    ...fastifyRouteOf(SHOP_API_PATHS.printLabels),
    config: STAFF,
    handler: (request) =>
      printLabels(
        db,
        actorOf(request),
        orderNumberOf(request.params.number),
        parseInput(PrintLabelsInputSchema, request.body ?? {}),
      ),
  });
  change(SHOP_API_PATHS.recordPayment, RecordPaymentInputSchema, recordPayment);
  change(SHOP_API_PATHS.recordPickup, RecordPickupInputSchema, recordPickup);
  change(SHOP_API_PATHS.recordCwdSample, CwdSampleInputSchema, recordCwdSample);
  change(SHOP_API_PATHS.recordCwdResult, CwdResultInputSchema, (db, actor, orderNumber, input) =>
    recordCwdResult(db, actor, orderNumber, input, readyMessages),
  );
  change(SHOP_API_PATHS.recordCwdOutcome, CwdOutcomeInputSchema, recordCwdOutcome, OWNER);
  change(SHOP_API_PATHS.markUnclaimed, MarkUnclaimedInputSchema, markUnclaimed, OWNER);
  app.route<{ Params: { number: string; paymentId: string } }>({
    ...fastifyRouteOf(SHOP_API_PATHS.voidPayment),
    config: STAFF,
    handler: (request) =>
      voidPayment(
        db,
        actorOf(request),
        orderNumberOf(request.params.number),
        request.params.paymentId,
        parseInput(VoidPaymentInputSchema, request.body),
      ),
  });
};
