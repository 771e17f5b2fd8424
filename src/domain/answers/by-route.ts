import type { z } from 'zod';
import type { API_PATHS } from '../api-paths';
import { DropOffAvailabilitySchema } from '../drop-off-day-schemas';
import {
  CompletedOrderSchema,
  HealthSchema,
  NotificationResultSchema,
  OrderDetailsSchema,
  PhoneCheckAnswerSchema,
  ReorderAnswerSchema,
  ReorderCodeAnswerSchema,
  TwilioCheckResultSchema,
} from '../schemas';
import { CatalogueAnswerSchema } from './catalogue';
import { OrderStatusPageSchema } from './status-page';

/**
 * The customer API's contract, as SHOP_ANSWERS is the shop's: the schema of each route's JSON answer, for
 * every route of API_PATHS (the compiler refuses a route left out). The server's tests assert every answer
 * they read against it. The customer's pages keep zod out of their chunks (docs/design.md 4): they take
 * their types from these schemas (z.infer) and check only the keys they read.
 */
export const API_ANSWERS = {
  health: HealthSchema,
  catalogue: CatalogueAnswerSchema,
  orders: OrderDetailsSchema,
  phoneCheck: PhoneCheckAnswerSchema,
  order: OrderDetailsSchema,
  orderDetails: OrderDetailsSchema,
  orderAnimal: OrderDetailsSchema,
  orderCuts: OrderDetailsSchema,
  orderAddons: OrderDetailsSchema,
  orderDropOffDays: DropOffAvailabilitySchema,
  orderDropOffDay: OrderDetailsSchema,
  completeOrder: CompletedOrderSchema,
  cancelOrder: OrderDetailsSchema,
  anotherAnimal: OrderDetailsSchema,
  reorderCode: ReorderCodeAnswerSchema,
  reorder: ReorderAnswerSchema,
  orderAgain: ReorderAnswerSchema,
  sendOrderNotifications: NotificationResultSchema,
  checkTwilioCredentials: TwilioCheckResultSchema,
  orderStatus: OrderStatusPageSchema,
} as const satisfies Record<keyof typeof API_PATHS, z.ZodType>;

/** A customer route's answer. */
export type ApiAnswer<Name extends keyof typeof API_ANSWERS> = z.output<(typeof API_ANSWERS)[Name]>;
