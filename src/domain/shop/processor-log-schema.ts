import { z } from 'zod';
import { EXPORT_MESSAGES, exportRangeIssues } from './export-range';

/** ?from=2026-11-01&to=2026-11-30, checked as the export's range (each problem on its field). */
export const LogQuerySchema = z
  .object({
    from: z.string().trim().max(10, EXPORT_MESSAGES.notADate).optional(),
    to: z.string().trim().max(10, EXPORT_MESSAGES.notADate).optional(),
  })
  .transform((query, context) => {
    for (const issue of exportRangeIssues(query.from, query.to)) {
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
    return { from: query.from ?? '', to: query.to ?? '' };
  });
export type LogQuery = z.output<typeof LogQuerySchema>;
