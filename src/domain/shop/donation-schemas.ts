import { z } from 'zod';
import { freeText } from '../free-text-schema';
import { DONATION_CHOICES, DONATION_LIMITS, DONATION_MESSAGES, DONATION_PAYS, tenthsOf } from './donations';
import { dateRangeQuery } from './date-range-query';

/** docs/shop.md 12: the inputs of donation programs and an order's donation (ADR 1301). */

/** A program as the owner saves it (create and edit alike); 'retired' hides it from new choices. */
export const DonationProgramInputSchema = z
  .object({
    name: freeText(DONATION_LIMITS.programName).min(1, DONATION_MESSAGES.programName),
    pays: z.enum(DONATION_PAYS, { error: DONATION_MESSAGES.pays }),
    rate_cents: z
      .number({ error: DONATION_MESSAGES.rateRequired })
      .int(DONATION_MESSAGES.rateFormat)
      .min(0, DONATION_MESSAGES.ratePositive)
      .max(DONATION_LIMITS.rateMaxCents, DONATION_MESSAGES.rateMax)
      .nullish()
      .transform((value) => value ?? null),
    invoice_contact: freeText(DONATION_LIMITS.invoiceContact, { lines: true })
      .nullish()
      .transform((value) => value ?? ''),
    hold_for_cwd: z.boolean().default(false),
    retired: z.boolean().default(false),
  })
  .transform((input, context) => {
    if (input.pays === 'nothing') return { ...input, rate_cents: 0 };
    if (input.rate_cents === null) {
      context.addIssue({ code: 'custom', path: ['rate_cents'], message: DONATION_MESSAGES.rateRequired });
      return z.NEVER;
    }
    if (input.rate_cents === 0) {
      context.addIssue({ code: 'custom', path: ['rate_cents'], message: DONATION_MESSAGES.ratePositive });
      return z.NEVER;
    }
    return { ...input, rate_cents: input.rate_cents };
  });
export type DonationProgramInput = z.output<typeof DonationProgramInputSchema>;

/**
 * The order's donation: 'Keep', or 'Donate all' / 'Donate part' to a program, with 'Pounds donated' (1 to
 * 1500, one decimal) for a part. Whether the pounds fit the hanging weight is checked against the order.
 */
export const DonationInputSchema = z
  .object({
    donation: z.enum(DONATION_CHOICES, { error: DONATION_MESSAGES.choice }),
    program_id: z.uuid(DONATION_MESSAGES.programUnknown).nullish(),
    pounds_donated: z
      .number({ error: DONATION_MESSAGES.poundsRequired })
      .min(DONATION_LIMITS.poundsMin, DONATION_MESSAGES.poundsRange)
      .max(DONATION_LIMITS.poundsMax, DONATION_MESSAGES.poundsRange)
      .refine((value) => Math.abs(tenthsOf(value) - value * 10) < 1e-6, DONATION_MESSAGES.poundsDecimals)
      .nullish(),
  })
  .transform((input, context) => {
    if (input.donation === 'keep') return { donation: 'keep' as const, program_id: null, pounds_donated: null };
    if (!input.program_id) {
      context.addIssue({ code: 'custom', path: ['program_id'], message: DONATION_MESSAGES.programRequired });
      return z.NEVER;
    }
    if (input.donation === 'part' && (input.pounds_donated === null || input.pounds_donated === undefined)) {
      context.addIssue({ code: 'custom', path: ['pounds_donated'], message: DONATION_MESSAGES.poundsRequired });
      return z.NEVER;
    }
    return {
      donation: input.donation,
      program_id: input.program_id,
      pounds_donated: input.donation === 'part' ? (input.pounds_donated ?? null) : null,
    };
  });
export type DonationInput = z.output<typeof DonationInputSchema>;

/** ?program=<id>&from=2026-11-01&to=2026-11-30: one program's donated animals over the export's range. */
export const DonationsQuerySchema = dateRangeQuery({ program: z.uuid('Choose a program.') });
export type DonationsQuery = z.output<typeof DonationsQuerySchema>;
