import { z } from 'zod';
import { EXPORT_MESSAGES, exportRangeIssues } from './export-range';

/** One end of a range as the query gives it: checked as a day by exportRangeIssues, once both ends are known. */
const day = z.string().trim().max(10, EXPORT_MESSAGES.notADate).optional();

/**
 * A query over a range of days, ?from=2026-11-01&to=2026-11-30 (the export, the processor log, the donations,
 * the yield: docs/shop.md 6, 9, 11, 12), checked as the export's range with each problem on its field, beside
 * the query's own fields: `before` the days and `after` them, in the order their problems are named.
 */
export function dateRangeQuery<
  Before extends z.ZodRawShape = Record<never, never>,
  After extends z.ZodRawShape = Record<never, never>,
>(before?: Before, after?: After) {
  return z.object({ ...(before as Before), from: day, to: day, ...(after as After) }).transform((query, context) => {
    // The shape's generic halves hide the days from the inferred type; they are there (above).
    const { from, to } = query as { from?: string; to?: string };
    for (const issue of exportRangeIssues(from, to)) {
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
    return { ...query, from: from ?? '', to: to ?? '' };
  });
}
