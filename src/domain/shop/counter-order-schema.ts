import { z } from 'zod';
import { ShopDropOffDayInputSchema } from '../drop-off-day-schemas';
import { EMAIL_PATTERN, LIMITS } from '../limits';
import { AddonsInputSchema, AnimalInputSchema, CutsInputSchema, OrderDetailsInputSchema } from '../schemas';
import { MESSAGES } from '../validation';
import { CheckInInputSchema } from './schemas';

/**
 * The customer's details as staff take them at the counter (docs/shop.md 14): the customer flow's rules, but
 * the email may be left blank, since a walk-in may have none; then no email goes out.
 */
export const CounterDetailsInputSchema = OrderDetailsInputSchema.extend({
  email: z
    .string()
    .trim()
    .max(LIMITS.email)
    .refine((email) => email === '' || EMAIL_PATTERN.test(email), MESSAGES.invalidEmail.description)
    .default(''),
});
export type CounterDetailsInput = z.infer<typeof CounterDetailsInputSchema>;

/**
 * POST /api/shop/orders (docs/shop.md 14): a whole order entered by staff, in one request and one transaction,
 * on the customer flow's rules and prices. `drop_off` when the shop takes drop-off days (the owner confirms a
 * full day with `overbook`); `check_in` when the animal is at the counter now ('Save and check in'), null for
 * an order phoned in that waits for its animal ('Save order').
 */
export const CounterOrderInputSchema = z.object({
  details: CounterDetailsInputSchema,
  animal: AnimalInputSchema,
  cuts: CutsInputSchema.shape.cuts,
  addons: AddonsInputSchema.shape.addons.default([]),
  drop_off: ShopDropOffDayInputSchema.nullish(),
  check_in: CheckInInputSchema.nullable(),
  /** docs/shop.md 16, 'Save and add another animal': the order ('GM-1043') whose customer this one is for too. */
  same_customer_as: z.string().trim().max(20).optional(),
});
export type CounterOrderInput = z.infer<typeof CounterOrderInputSchema>;
/** The body as the page sends it: optional fields may be left out. */
export type CounterOrderRequest = z.input<typeof CounterOrderInputSchema>;

/** GET /api/shop/counter-order-form?for=GM-1042: 'New order for this customer' names the order to take them from. */
export const CounterOrderFormQuerySchema = z.object({ for: z.string().trim().max(20).optional() });
