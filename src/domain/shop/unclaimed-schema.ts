import { z } from 'zod';
import { freeText } from '../free-text-schema';
import { DISPOSITIONS, UNCLAIMED_LIMITS, UNCLAIMED_MESSAGES } from './unclaimed';

/** docs/shop.md 9, 'Unclaimed meat': the body of 'Mark unclaimed'; a note is required with 'Other'. */
export const MarkUnclaimedInputSchema = z
  .object({
    disposition: z.enum(DISPOSITIONS, { error: UNCLAIMED_MESSAGES.disposition }),
    note: freeText(UNCLAIMED_LIMITS.note, { lines: true, tooLong: UNCLAIMED_MESSAGES.noteTooLong })
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .refine((input) => input.disposition !== 'other' || input.note !== null, {
    message: UNCLAIMED_MESSAGES.noteRequired,
    path: ['note'],
  });
export type MarkUnclaimedInput = z.infer<typeof MarkUnclaimedInputSchema>;
