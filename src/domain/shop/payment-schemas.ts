import { z } from 'zod';
import { freeText } from '../free-text-schema';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES, PAYMENT_METHODS } from './payments';

/** The inputs of 'Record payment', 'Void payment' and 'Record pickup' (docs/shop.md 2). Unknown keys are dropped. */

export const RecordPaymentInputSchema = z.object({
  amount_cents: z
    .number({ error: PAYMENT_MESSAGES.amountRequired })
    .int(PAYMENT_MESSAGES.amountFormat)
    .min(1, PAYMENT_MESSAGES.amountPositive)
    .max(PAYMENT_LIMITS.amountMaxCents, PAYMENT_MESSAGES.amountMax),
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
  // '' from an empty form field means no note.
  note: freeText(PAYMENT_LIMITS.note, { tooLong: `Use at most ${PAYMENT_LIMITS.note} characters.` })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type RecordPaymentInput = z.infer<typeof RecordPaymentInputSchema>;

export const VoidPaymentInputSchema = z.object({
  reason: freeText(PAYMENT_LIMITS.voidReason, {
    lines: true,
    missing: PAYMENT_MESSAGES.voidReason,
    tooLong: `Use at most ${PAYMENT_LIMITS.voidReason} characters.`,
  }).min(1, PAYMENT_MESSAGES.voidReason),
});
export type VoidPaymentInput = z.infer<typeof VoidPaymentInputSchema>;

export const RecordPickupInputSchema = z.object({
  picked_up_by: freeText(PAYMENT_LIMITS.pickedUpBy, {
    missing: PAYMENT_MESSAGES.pickedUpBy,
    tooLong: `Use at most ${PAYMENT_LIMITS.pickedUpBy} characters.`,
  }).min(1, PAYMENT_MESSAGES.pickedUpBy),
  confirm_balance_due: z.boolean().optional(),
});
export type RecordPickupInput = z.infer<typeof RecordPickupInputSchema>;
