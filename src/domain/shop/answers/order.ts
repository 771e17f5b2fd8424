import { z } from 'zod';
import { OrderDetailsSchema, OrderSchema } from '../../schemas';
import { CWD_RESULTS, type CwdHold, type CwdRecord } from '../cwd';
import { type DropOffField, type DropOffValues, isDropOffNumberField, mapDropOffFields } from '../drop-off';
import { PAYMENT_METHODS } from '../payments';
import { STAGES } from '../stages';
import type { OrderStorage } from '../storage';
import { DISPOSITIONS } from '../unclaimed';
import { type SameShape, day, moment, wholeNumber } from './answer-parts';
import { OrderDonationSchema } from './donations';
import { PriceListSchema } from './prices';

/** GET /api/shop/orders/:number (docs/shop.md 3), which every change made from the order page answers too. */

/** The drop-off fields, each a number or a text, or null when not given. */
const dropOffValueShape = mapDropOffFields((field) =>
  (isDropOffNumberField(field) ? z.number() : z.string()).nullable(),
) as { [Field in DropOffField]: z.ZodType<DropOffValues[Field]> };

/** The drop-off fields, with the season of the tag and when the order was checked in. */
export const DropOffSchema = z.object({
  ...dropOffValueShape,
  season: wholeNumber.nullable(),
  checked_in_at: moment.nullable(),
});
export type DropOff = z.infer<typeof DropOffSchema>;

/** One payment (docs/shop.md 2); a voided one stays listed and no longer counts. */
export const PaymentEntrySchema = z.object({
  id: z.string(),
  amount_cents: wholeNumber,
  method: z.enum(PAYMENT_METHODS),
  note: z.string().nullable(),
  /** The staff member who recorded it, as named then. */
  taken_by: z.string(),
  taken_at: moment,
  voided: z.object({ by: z.string(), at: moment, reason: z.string() }).nullable(),
});
export type PaymentEntry = z.infer<typeof PaymentEntrySchema>;

export const PickupSchema = z.object({ picked_up_by: z.string(), picked_up_at: moment });
export type Pickup = z.infer<typeof PickupSchema>;

/** Each message of the order: one per channel, kind and round, with its state. */
export const NotificationSummarySchema = z.object({
  channel: z.enum(['email', 'sms']),
  kind: z.string(),
  /** 0 for the message itself; 'Resend ready message' adds rounds 1, 2, ... (a reminder's is its day). */
  round: wholeNumber,
  status: z.enum(['pending', 'sending', 'sent', 'failed', 'skipped']),
  attempts: wholeNumber,
  last_error: z.string().nullable(),
  /** The provider refused it for good (a bad address, an invalid number): it is not tried again. */
  failed_permanently: z.boolean(),
  sent_at: moment.nullable(),
});
export type NotificationSummary = z.infer<typeof NotificationSummarySchema>;

/** What one event changed, keyed by the API's field names; null when nothing applies. */
const changedValues = z.record(z.string(), z.unknown()).nullable();

/** One line of the order's history. */
export const OrderEventSchema = z.object({
  id: z.string(),
  at: moment,
  /** 'Customer', 'System' or the staff member's name. */
  actor: z.string(),
  /** 'submitted', 'checked_in', 'stage', 'cancelled', 'edit_…', 'notification' and the like. */
  kind: z.string(),
  summary: z.string(),
  /**
   * For changes, only what changed, as it was and as it became ({ stage: 'checked_in' } and { stage:
   * 'processing' }); for a notification null, and after { channel, outcome, reason }.
   */
  before: changedValues,
  after: changedValues,
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const CwdHoldSchema = z.enum(['pending', 'detected', 'donation']);
const _cwdHold: SameShape<z.infer<typeof CwdHoldSchema>, CwdHold> = true;

const CwdRecordSchema = z.object({
  sample_id: z.string().nullable(),
  taken_on: day.nullable(),
  result: z.enum(CWD_RESULTS).nullable(),
  result_at: moment.nullable(),
  outcome: z.string().nullable(),
});
const _cwdRecord: SameShape<z.infer<typeof CwdRecordSchema>, CwdRecord> = true;

export const OrderStorageSchema = z.object({
  ready_on: day,
  pick_up_by: day,
  free_days: wholeNumber,
  fee_cents: wholeNumber,
  charge: z.object({ days: wholeNumber, fee_cents: wholeNumber, cents: wholeNumber, label: z.string() }).nullable(),
  overdue: z.boolean(),
  unclaimed_from: day,
  unclaimable: z.boolean(),
});
const _orderStorage: SameShape<z.infer<typeof OrderStorageSchema>, OrderStorage> = true;

/**
 * The order as staff see it: the customer's answer without its internal id, which only the customer's
 * browser holds (ADR 0006). Staff reach an order by its number.
 */
export const StaffOrderDetailsSchema = OrderDetailsSchema.extend({ order: OrderSchema.omit({ id: true }) });
export type StaffOrderDetails = z.infer<typeof StaffOrderDetailsSchema>;

export const ShopOrderSchema = z.object({
  details: StaffOrderDetailsSchema,
  stage: z.enum(STAGES),
  submitted_at: moment,
  drop_off: DropOffSchema,
  cancel_reason: z.string().nullable(),
  /** docs/shop.md 11: the packaged meat's weight, and its yield of the hanging weight ('Yield: 48%'). */
  finished_weight_lbs: z.number().nullable(),
  yield_percent: wholeNumber.nullable(),
  /** The price list the order is priced with, for good (docs/shop.md 5): staff edits choose from it. */
  prices: PriceListSchema,
  /** Payments not voided; balance_due_cents is the grand total (and any storage) minus this. */
  paid_cents: wholeNumber,
  balance_due_cents: wholeNumber,
  /** Oldest first. */
  payments: z.array(PaymentEntrySchema),
  /** Set once the order is picked up. */
  pickup: PickupSchema.nullable(),
  /**
   * docs/shop.md 16: the customer's other animals ('Order another animal'), by number with their stage, oldest
   * first; cancelled ones left out.
   */
  same_customer: z.array(z.object({ order_number: z.string(), stage: z.enum(STAGES) })),
  /** The next free tag this season, offered in the check-in dialog while the order is submitted. */
  suggested_tag_number: wholeNumber.nullable(),
  /** docs/shop.md 13: the shop's state ('IN'), whose record says which check-in fields are required. */
  shop_state: z.string().nullable(),
  /** CWD sample, result and hold (docs/shop.md 9, 'CWD holds'). */
  cwd: CwdRecordSchema.extend({ hold: CwdHoldSchema.nullable() }),
  /**
   * From the day it became ready (docs/shop.md 9, 'Unclaimed meat'): pick up by, the storage charged (in the balance
   * due).
   */
  storage: OrderStorageSchema.nullable(),
  /** docs/shop.md 12: 'Keep', or donated to a program, whose share is a line of its own (ADR 1301). */
  donation: OrderDonationSchema,
  /** What became of the meat of an order marked unclaimed (docs/shop.md 9, 'Unclaimed meat'). */
  unclaimed: z.object({ disposition: z.enum(DISPOSITIONS), note: z.string().nullable() }).nullable(),
  notifications: z.array(NotificationSummarySchema),
  /** Newest first. */
  history: z.array(OrderEventSchema),
});
export type ShopOrder = z.infer<typeof ShopOrderSchema>;
