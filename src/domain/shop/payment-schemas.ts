import { z } from 'zod';
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
  note: z
    .string()
    .trim()
    .max(PAYMENT_LIMITS.note, `Use at most ${PAYMENT_LIMITS.note} characters.`)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type RecordPaymentInput = z.infer<typeof RecordPaymentInputSchema>;

export const VoidPaymentInputSchema = z.object({
  reason: z
    .string({ error: PAYMENT_MESSAGES.voidReason })
    .trim()
    .min(1, PAYMENT_MESSAGES.voidReason)
    .max(PAYMENT_LIMITS.voidReason, `Use at most ${PAYMENT_LIMITS.voidReason} characters.`),
});
export type VoidPaymentInput = z.infer<typeof VoidPaymentInputSchema>;

export const RecordPickupInputSchema = z.object({
  picked_up_by: z
    .string({ error: PAYMENT_MESSAGES.pickedUpBy })
    .trim()
    .min(1, PAYMENT_MESSAGES.pickedUpBy)
    .max(PAYMENT_LIMITS.pickedUpBy, `Use at most ${PAYMENT_LIMITS.pickedUpBy} characters.`),
  confirm_balance_due: z.boolean().optional(),
});
export type RecordPickupInput = z.infer<typeof RecordPickupInputSchema>;
