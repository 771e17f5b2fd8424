import { z } from 'zod';
import { OrderAddonSchema, OrderCutSchema, OrderSchema, OrderTotalsSchema } from '../schemas';
import { wholeNumber } from '../shop/answers/answer-parts';
import { CwdHoldSchema, OrderStorageSchema } from '../shop/answers/order';
import { STAGES } from '../shop/stages';

/**
 * docs/shop.md 4: what the customer's status page (/status/<token>) is told of an order. Whoever holds the link
 * may read it (links get forwarded), so it carries nothing that reaches the customer: no email, no phone,
 * not even the name; the receipt is drawn with those left blank (status-page.ts, receiptInputOf).
 */

export const STATUS_STEP_STATES = ['done', 'current', 'upcoming'] as const;

const StatusStepSchema = z.object({ stage: z.enum(STAGES), label: z.string(), state: z.enum(STATUS_STEP_STATES) });

/** What was ordered, in the receipt's shape less the customer's contact fields. */
const OrderedItemsSchema = z.object({
  order: OrderSchema.pick({
    order_number: true,
    animal_type: true,
    gender: true,
    weight_option: true,
    weight_pounds: true,
    weight_cost: true,
    total_cents: true,
  }),
  cuts: z.array(OrderCutSchema),
  addons: z.array(OrderAddonSchema),
  totals: OrderTotalsSchema.pick({ processing_cents: true }),
});

/** GET /api/status/:token */
export const OrderStatusPageSchema = z.object({
  order_number: z.string(),
  stage: z.enum(STAGES),
  steps: z.array(StatusStepSchema),
  /** The shop's tag for the animal, once checked in. */
  tag_number: wholeNumber.nullable(),
  /** docs/shop.md 11: the packaged meat's weight, once the shop has weighed it ('Finished weight: 72.5 lbs'). */
  finished_weight_lbs: z.number().nullable(),
  ordered: OrderedItemsSchema,
  /** Payments not voided. */
  paid_cents: wholeNumber,
  /** Grand total minus payments not voided (negative when the shop owes the customer). */
  balance_due_cents: wholeNumber,
  /** The shop as the status page shows it: whatever the owner has not set is ''. */
  shop: z.object({ name: z.string(), phone: z.string(), address: z.string(), pickup_hours: z.string() }),
  /**
   * A CWD hold (docs/shop.md 9, 'CWD holds'): 'Waiting for the CWD test result', or a call to the shop after
   * 'Detected'.
   */
  hold: CwdHoldSchema.nullable(),
  /**
   * From the day it became ready (docs/shop.md 9, 'Unclaimed meat'): pick up by, and the storage charged, in the
   * balance due.
   */
  storage: OrderStorageSchema.nullable(),
  /** The owner's Spanish names of the order's price list (catalogue-names.ts), for a Spanish reader. */
  spanish_names: z.record(z.string(), z.string()),
});
