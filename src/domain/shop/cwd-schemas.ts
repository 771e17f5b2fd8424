import { z } from 'zod';
import { freeText } from '../free-text-schema';
import { CWD_LIMITS, CWD_RESULTS } from './cwd';
import { dayNumberOf } from './export-range';

/** docs/shop.md 9, 'CWD holds': the bodies of the CWD actions (cwd.ts has the rules, free of zod for the browser). */
const CWD_DATE_MESSAGE = 'Enter a date such as 2026-11-01.';

export const CwdSampleInputSchema = z.object({
  sample_id: freeText(CWD_LIMITS.sampleId, {
    missing: 'Sample ID is required.',
    tooLong: `Use at most ${CWD_LIMITS.sampleId} characters.`,
  }).min(1, 'Sample ID is required.'),
  taken_on: z
    .string({ error: 'Date taken is required.' })
    .trim()
    .min(1, 'Date taken is required.')
    .refine((value) => dayNumberOf(value) !== null, CWD_DATE_MESSAGE)
    // A day of slack: the shop's day may be ahead of the server's UTC one.
    .refine(
      (value) => (dayNumberOf(value) ?? 0) <= Math.floor(Date.now() / 86_400_000) + 1,
      'Date taken cannot be in the future.',
    ),
});
export type CwdSampleInput = z.infer<typeof CwdSampleInputSchema>;

export const CwdResultInputSchema = z.object({
  result: z.enum(CWD_RESULTS, { error: 'Choose the result.' }),
});
export type CwdResultInput = z.infer<typeof CwdResultInputSchema>;

export const CwdOutcomeInputSchema = z.object({
  outcome: freeText(CWD_LIMITS.outcome, {
    lines: true,
    missing: 'Say what was done.',
    tooLong: `Use at most ${CWD_LIMITS.outcome} characters.`,
  }).min(1, 'Say what was done.'),
});
export type CwdOutcomeInput = z.infer<typeof CwdOutcomeInputSchema>;
