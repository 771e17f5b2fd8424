import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  API_PATHS,
  AddonsInputSchema,
  AnimalInputSchema,
  type ApiRoute,
  CompleteOrderInputSchema,
  CutsInputSchema,
  DropOffDayInputSchema,
  type OrderDetails,
  InvalidInputError,
  MESSAGES,
  type OrderDetailsInput,
  OrderDetailsInputSchema,
  type PhoneCheckAnswer,
  PhoneCheckInputSchema,
  type ReorderAnswer,
  ReorderCodeInputSchema,
  ReorderInputSchema,
  presentToCustomer,
} from '../../domain';
import { checkPhoneNumber } from '../../domain/phone-number';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import type { Limit } from '../limits/check-limit';
import { checkCounterTablet } from '../counter-tablets/request-tablet';
import { startAnotherAnimal } from './start-another-animal';
import type { CopiedOrder } from './copy-order-choices';
import { type ReorderDeps, reorderFromStatusLink, reorderWithCode, sendReorderCode } from './reorder';
import type { Providers } from '../notifications/providers';
import { touchTablet } from '../counter-tablets/tablet-store';
import { cancelOrder } from './cancel-order';
import { completeOrder } from './complete-order';
import { type ConfiguredSenders, withConfirmation } from './order-confirmation';
import type { OrdersContext } from './context';
import { createOrder } from './create-order';
import { getDropOffAvailability, saveDropOffDay } from './drop-off-day';
import { getOrderDetails } from './get-order-details';
import { parseOrderId } from '../order-records/order-store';
import { saveAddons } from './save-addons';
import { saveCuts } from './save-cuts';
import { setAnimal } from './set-animal';
import { updateDetails } from './update-details';

export type OrderRoutesOptions = OrdersContext & {
  /**
   * docs/customer-flow.md decision 12: successful completions per client address per hour (generous: a shop's tablet
   * shares one address), counted in the database for every process.
   */
  completionsPerHour: number;
  /** docs/shop.md 15: a counter tablet's completions an hour, counted per tablet instead of per address. */
  counterTabletCompletionsPerHour: number;
  /**
   * docs/operations.md, 'Abuse limits across processes': new drafts and step saves per client an hour,
   * generous for a shop's tablet (a whole order is one create and four or five saves).
   */
  draftsPerHour: number;
  draftWritesPerHour: number;
  /** ORDER_READS_LIMIT's reads a minute per client (ORDER_READS_PER_MINUTE). */
  orderReadsPerMinute?: number;
  /** docs/customer-flow.md decisions 11 and 12: the countries a customer's phone may be in, the first the default. */
  smsAllowedCountries: readonly string[];
  /** Which channels have a provider: the complete answer names only those it will really try. */
  senders: ConfiguredSenders;
  /** docs/shop.md 17: the channels a returning hunter's code goes out on, at once (not through the queue). */
  providers: Providers;
};

type IdParams = { Params: { id: string } };

const ONE_HOUR_MS = 3_600_000;

/**
 * docs/api.md, 'GET /api/orders/:id': reads of an order by its id, per client, as the status page's (status/routes.ts):
 * a customer resuming is far below it, someone trying ids far above. Its `max` is ORDER_READS_PER_MINUTE's default.
 */
export const ORDER_READS_LIMIT: Limit = { bucket: 'order-reads', max: 60, windowMs: 60_000 };

const orderIdOf = (request: FastifyRequest<IdParams>) => parseOrderId(request.params.id);

/** Thin routes: parse the id and the body, hand them to one use case, answer its OrderDetails. */
export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (
  app,
  {
    completionsPerHour,
    counterTabletCompletionsPerHour,
    draftsPerHour,
    draftWritesPerHour,
    orderReadsPerMinute = ORDER_READS_LIMIT.max,
    smsAllowedCountries,
    senders,
    providers,
    ...context
  },
) => {
  // docs/shop.md 15: a counter tablet's requests are its own client; a removed tablet's are refused.
  app.addHook('onRequest', checkCounterTablet(context.db));
  const draftCreates: Limit = { bucket: 'draft-creates', max: draftsPerHour, windowMs: ONE_HOUR_MS };
  const draftWrites: Limit = { bucket: 'draft-writes', max: draftWritesPerHour, windowMs: ONE_HOUR_MS };
  const orderReads: Limit = { ...ORDER_READS_LIMIT, max: orderReadsPerMinute };
  /** The details as the schema takes them, refused (400) when the phone cannot be a number we could text. */
  const parseDetails = (body: unknown): OrderDetailsInput => {
    const input = parseInput(OrderDetailsInputSchema, body);
    if (checkPhoneNumber(input.phone_number, smsAllowedCountries) === 'invalid') {
      throw new InvalidInputError([{ path: 'phone_number', message: MESSAGES.invalidPhone.description }]);
    }
    return input;
  };
  app.route({
    ...fastifyRouteOf(API_PATHS.orders),
    onRequest: app.limits.perClient(draftCreates),
    handler: async (request, reply) => reply.status(201).send(await createOrder(context, parseDetails(request.body))),
  });
  // docs/shop.md 16: 'Order another animal', a new draft like the details step's, under the same limit.
  app.route<{ Params: { token: string } }>({
    ...fastifyRouteOf(API_PATHS.anotherAnimal),
    onRequest: app.limits.perClient(draftCreates),
    handler: async (request, reply) => reply.status(201).send(await startAnotherAnimal(context, request.params.token)),
  });
  // docs/shop.md 17: last season's order again, by a code sent to the phone, or from a status link.
  const reorder: ReorderDeps = { db: context.db, limits: app.limits, providers, smsAllowedCountries, log: app.log };
  app.route({
    ...fastifyRouteOf(API_PATHS.reorderCode),
    onRequest: app.limits.perClient({ bucket: 'reorder-codes', max: 10, windowMs: ONE_HOUR_MS }),
    handler: (request) => sendReorderCode(reorder, parseInput(ReorderCodeInputSchema, request.body).phone_number),
  });
  const answerCopy = (copied: CopiedOrder): ReorderAnswer => ({ ...copied.details, left_out: copied.left_out });
  app.route({
    ...fastifyRouteOf(API_PATHS.reorder),
    onRequest: app.limits.perClient({ bucket: 'reorder-tries', max: 30, windowMs: ONE_HOUR_MS }),
    handler: async (request, reply) => {
      const { phone_number, code } = parseInput(ReorderInputSchema, request.body);
      return reply.status(201).send(answerCopy(await reorderWithCode(reorder, phone_number, code)));
    },
  });
  app.route<{ Params: { token: string } }>({
    ...fastifyRouteOf(API_PATHS.orderAgain),
    onRequest: app.limits.perClient(draftCreates),
    handler: async (request, reply) =>
      reply.status(201).send(answerCopy(await reorderFromStatusLink(context.db, request.params.token))),
  });
  app.route({
    ...fastifyRouteOf(API_PATHS.phoneCheck),
    // Asked as the customer leaves the field: generous for a shop's counter tablet, never a lookup service.
    onRequest: app.limits.perClient({ bucket: 'phone-checks', max: 60, windowMs: 60_000 }),
    handler: async (request): Promise<PhoneCheckAnswer> => ({
      verdict: checkPhoneNumber(parseInput(PhoneCheckInputSchema, request.body).phone_number, smsAllowedCountries),
    }),
  });
  app.route<IdParams>({
    ...fastifyRouteOf(API_PATHS.order),
    onRequest: app.limits.perClient(orderReads),
    handler: async (request) => presentToCustomer(await getOrderDetails(context, orderIdOf(request))),
  });
  /** A step of the flow: the order's id and the step's validated body, to its use case. */
  const saveStep = <T>(
    route: ApiRoute<[id: string]>,
    parse: (body: unknown) => T,
    useCase: (context: OrdersContext, id: string, input: T) => Promise<OrderDetails>,
  ) =>
    app.route<IdParams>({
      ...fastifyRouteOf(route),
      onRequest: app.limits.perClient(draftWrites),
      handler: (request) => useCase(context, orderIdOf(request), parse(request.body)),
    });
  const schemaOf =
    <T>(schema: z.ZodType<T>) =>
    (body: unknown) =>
      parseInput(schema, body);
  saveStep(API_PATHS.orderDetails, parseDetails, updateDetails);
  saveStep(API_PATHS.orderAnimal, schemaOf(AnimalInputSchema), setAnimal);
  saveStep(API_PATHS.orderCuts, schemaOf(CutsInputSchema), saveCuts);
  saveStep(API_PATHS.orderAddons, schemaOf(AddonsInputSchema), saveAddons);
  saveStep(API_PATHS.orderDropOffDay, schemaOf(DropOffDayInputSchema), saveDropOffDay);
  // docs/shop.md 10: read on the drop-off step, under the same per-client limit as the order itself.
  app.route<IdParams>({
    ...fastifyRouteOf(API_PATHS.orderDropOffDays),
    onRequest: app.limits.perClient(orderReads),
    handler: (request) => getDropOffAvailability(context, orderIdOf(request)),
  });
  const completions: Limit = { bucket: 'completions', max: completionsPerHour, windowMs: ONE_HOUR_MS };
  const tabletCompletions: Limit = {
    bucket: 'tablet-completions',
    max: counterTabletCompletionsPerHour,
    windowMs: ONE_HOUR_MS,
  };
  app.route<IdParams>({
    ...fastifyRouteOf(API_PATHS.completeOrder),
    handler: async (request) => {
      const id = orderIdOf(request);
      // The body is optional (older clients send none): the version the customer reviewed, when given.
      const input = parseInput(CompleteOrderInputSchema, request.body ?? {});
      const client = app.limits.clientKey(request);
      const tablet = request.counterTablet ?? null;
      const limit = tablet ? tabletCompletions : completions;
      // Only a completion counts (in its own transaction): a 404, a refusal or a repeat of a completed
      // order costs nothing, so nobody can lock a shop's counter tablet out by sending those.
      const { details, shop, statusToken } = await completeOrder(context, id, input, {
        beforeCompleting: async (tx) => {
          await app.limits.hitIn(tx, limit, client);
          if (tablet) await touchTablet(tx, tablet.id);
        },
        actor: tablet ? { tablet } : 'Customer',
      });
      await app.limits.prune(limit);
      const completed = withConfirmation(shop, details, statusToken, senders, smsAllowedCountries);
      // The submit and its repeats within the hour (a lost answer's retry, ADR 0609) tell the phone where the
      // confirmation went; a later repeat is anyone with the id, and gets no contact details (docs/api.md, 'GET
      // /api/orders/:id').
      return statusToken ? completed : presentToCustomer(completed);
    },
  });
  app.route<IdParams>({
    ...fastifyRouteOf(API_PATHS.cancelOrder),
    handler: async (request) => presentToCustomer(await cancelOrder(context, orderIdOf(request))),
  });
};
