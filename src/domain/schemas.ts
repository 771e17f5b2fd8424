import { z } from 'zod';
import { DEER_GENDERS, DEER_PREP_NAMES, HOG_GENDERS, WEIGHT_OPTION_VALUES } from './catalogue';
import { LANGUAGES } from './language';
import { freeText } from './free-text-schema';
import { EMAIL_PATTERN, LIMITS } from './limits';
import { MESSAGES, isValidHogWeight } from './validation';

/**
 * A language the customer can use (ADR 0603). Here, not in language.ts, which the customer's pages read and
 * which must not pull zod into their chunks.
 */
export const LanguageSchema = z.enum(LANGUAGES);

/** Inputs of the order API (docs/customer-flow.md 7) with the limits of docs/customer-flow.md decision 10. Unknown keys are dropped. */

export const OrderDetailsInputSchema = z.object({
  full_name: freeText(LIMITS.fullName).min(1, 'Full name is required.'),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required.')
    .max(LIMITS.email)
    .regex(EMAIL_PATTERN, MESSAGES.invalidEmail.description),
  phone_number: freeText(LIMITS.phone).min(1, 'Phone number is required.'),
  /** The language the customer is using (ADR 0603); the order keeps the last one given. */
  language: LanguageSchema.optional(),
});
export type OrderDetailsInput = z.infer<typeof OrderDetailsInputSchema>;

/** docs/customer-flow.md decision 11: a number the details step asks about (ADR 0608). */
export const PhoneCheckInputSchema = z.object({ phone_number: z.string().trim().min(1).max(LIMITS.phone) });
export const PhoneCheckAnswerSchema = z.object({ verdict: z.enum(['textable', 'may-not-text', 'invalid']) });
export type PhoneCheckAnswer = z.infer<typeof PhoneCheckAnswerSchema>;

const DeerAnimalInputSchema = z.object({
  animal_type: z.literal('Deer'),
  gender: z.enum(DEER_GENDERS),
  prep: z
    .array(z.enum(DEER_PREP_NAMES))
    .max(DEER_PREP_NAMES.length)
    .refine((prep) => new Set(prep).size === prep.length, 'Each prep option may be chosen once.')
    .default([]),
});

const HogAnimalInputSchema = z
  .object({
    animal_type: z.literal('Hog'),
    gender: z.enum(HOG_GENDERS),
    weight_option: z.enum(WEIGHT_OPTION_VALUES, { error: MESSAGES.hogWeightOption.description }),
    weight_pounds: z.number().finite().nullable().optional(),
  })
  .superRefine((value, context) => {
    if (value.weight_option === 'over200' && !isValidHogWeight(value.weight_pounds)) {
      context.addIssue({ code: 'custom', path: ['weight_pounds'], message: MESSAGES.hogWeightOver200.description });
    }
  });

export const AnimalInputSchema = z.discriminatedUnion('animal_type', [DeerAnimalInputSchema, HogAnimalInputSchema]);
export type AnimalInput = z.infer<typeof AnimalInputSchema>;

export const CutsInputSchema = z.object({
  cuts: z
    .array(
      z
        .string()
        .min(1)
        .max(LIMITS.otherText + 20),
    )
    .max(LIMITS.maxCutRows),
});
export type CutsInput = z.infer<typeof CutsInputSchema>;

export const AddonsInputSchema = z.object({
  addons: z
    .array(
      z.object({
        addon_name: z.string().min(1).max(LIMITS.addonNameMax),
        quantity: z.number().finite(),
      }),
    )
    .max(LIMITS.maxAddonRows),
});
export type AddonsInput = z.infer<typeof AddonsInputSchema>;

export const OrderIdSchema = z.uuid();

/**
 * POST /api/orders/:id/complete: the price list version the customer reviewed (docs/shop.md 5). When it is no
 * longer the current one the submit is refused, so that nobody pays prices they did not see.
 */
export const CompleteOrderInputSchema = z.object({
  price_version: z.number().int().positive().optional(),
  /** The language the customer submitted in: their confirmation is written in it (ADR 0604). */
  language: LanguageSchema.optional(),
});
export type CompleteOrderInput = z.infer<typeof CompleteOrderInputSchema>;

/** Outputs: the rows of docs/customer-flow.md 3, as the API presents them. */

export const ORDER_STATUSES = ['collecting_details', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OrderSchema = z.object({
  id: z.uuid(),
  order_number: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  animal_type: z.enum(['', 'Deer', 'Hog']),
  gender: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  weight_option: z.enum(WEIGHT_OPTION_VALUES).nullable(),
  weight_pounds: z.number().nullable(),
  weight_cost: z.number().nullable(),
  total_cents: z.number().int().nullable(),
  /** The price list version the order is priced with: the current one until submitted, then for good. */
  price_version: z.number().int(),
  /** The language the customer ordered in (ADR 0604): their messages are written in it. */
  language: LanguageSchema,
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** docs/shop.md 10: the drop-off day chosen, present only once one is (so answers without one are as before). */
  drop_off_day: z.iso.date().optional(),
  /** docs/shop.md 10, 'Waitlist': present (true) only while the order waits on its day's waitlist. */
  drop_off_waitlist: z.literal(true).optional(),
  /**
   * docs/shop.md 10: in the animal step's answer only, and only when the shop asks for a day: the next step is
   * /drop-off.
   */
  asks_drop_off_day: z.literal(true).optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderCutSchema = z.object({ cut_name: z.string() });
export type OrderCut = z.infer<typeof OrderCutSchema>;

export const OrderAddonSchema = z.object({
  addon_name: z.string(),
  addon_price: z.string().nullable(),
  quantity: z.number(),
});
export type OrderAddon = z.infer<typeof OrderAddonSchema>;

export const OrderTotalsSchema = z.object({
  processing_cents: z.number().int(),
  prep_cents: z.number().int(),
  addons_cents: z.number().int(),
  grand_total_cents: z.number().int(),
});
export type OrderTotalsDto = z.infer<typeof OrderTotalsSchema>;

/** GET /api/orders/:id and the answer of every write: the whole order as the review needs it. */
export const OrderDetailsSchema = z.object({
  order: OrderSchema,
  cuts: z.array(OrderCutSchema),
  addons: z.array(OrderAddonSchema),
  totals: OrderTotalsSchema,
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

/**
 * What the customer keeps of a submitted order (ADR 0609): its number, the channels its confirmation will
 * really be tried on (a provider configured; an SMS only to a number we can text), the status page's path
 * with a token of its own (ADR 0401, 0609), null when none was issued, and how to reach the shop.
 */
export const OrderConfirmationSchema = z.object({
  order_number: z.string(),
  channels: z.array(z.enum(['email', 'sms'])),
  status_path: z.string().nullable(),
  shop: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
});
export type OrderConfirmation = z.infer<typeof OrderConfirmationSchema>;

/** POST /api/orders/:id/complete: the submitted order and its confirmation. */
export const CompletedOrderSchema = OrderDetailsSchema.extend({ confirmation: OrderConfirmationSchema });
export type CompletedOrder = z.infer<typeof CompletedOrderSchema>;

/** Every error answer: a code, a sentence, and for 400s the fields at fault. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.enum([
      'invalid_input',
      'not_found',
      // 405 with Allow: the address exists, not for this method.
      'method_not_allowed',
      'conflict',
      'rate_limited',
      'payload_too_large',
      'unauthenticated',
      'forbidden',
      'internal',
      // 503 with Retry-After: the database cannot be reached for the moment.
      'unavailable',
      // 409, docs/shop.md 10: the order's drop-off day is full now, or the order needs a day it can still take.
      'drop_off_day_full',
      'drop_off_day_required',
      'counter_tablet_removed',
    ]),
    message: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** docs/customer-flow.md 7: the notification function's body and answer. */
export const SendNotificationsInputSchema = z.object({
  order: z.object({
    id: z.string().max(64),
    full_name: z.string().trim().min(1).max(LIMITS.fullName),
    email: z.string().trim().max(LIMITS.email),
    phone_number: z.string().trim().max(LIMITS.phone),
    animal_type: z.string().max(10).optional().default(''),
    gender: z.string().max(10).nullable().optional(),
    created_at: z.string().max(40).optional(),
  }),
  cuts: z
    .array(z.object({ cut_name: z.string().max(LIMITS.otherText + 20) }))
    .max(LIMITS.maxCutRows)
    .default([]),
  addons: z
    .array(
      z.object({
        addon_name: z.string().max(LIMITS.addonNameMax),
        addon_price: z.string().max(30).nullable(),
        quantity: z.number().finite(),
      }),
    )
    .max(LIMITS.maxAddonRows)
    .default([]),
  total: z.number().finite().nonnegative(),
});
export type SendNotificationsInput = z.infer<typeof SendNotificationsInputSchema>;

export const NotificationResultSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  errors: z.array(z.string()),
});
export type NotificationResult = z.infer<typeof NotificationResultSchema>;

export const TwilioCheckResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type TwilioCheckResult = z.infer<typeof TwilioCheckResultSchema>;

/** GET /api/health: 200 'ok', or 503 'unavailable' naming the database that cannot be reached. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;

/**
 * docs/shop.md 17, 'Ordered with us before? Use your last order': the phone number a code is asked for, and the
 * code with it. The answer to the first is the same whether the number has orders or not.
 */
export const ReorderCodeInputSchema = z.object({ phone_number: z.string().trim().min(1).max(LIMITS.phone) });
export const ReorderInputSchema = ReorderCodeInputSchema.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
});
export type ReorderInput = z.infer<typeof ReorderInputSchema>;
export const ReorderCodeAnswerSchema = z.object({ message: z.string() });
export type ReorderCodeAnswer = z.infer<typeof ReorderCodeAnswerSchema>;
/** The new order, and what of the last one is no longer sold and was left out. */
export const ReorderAnswerSchema = OrderDetailsSchema.extend({ left_out: z.array(z.string()) });
export type ReorderAnswer = z.infer<typeof ReorderAnswerSchema>;
