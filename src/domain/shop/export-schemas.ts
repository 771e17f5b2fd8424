import { z } from 'zod';
import { EXPORT_MESSAGES, EXPORT_STAGES, exportRangeIssues } from './export-range';

/**
 * GET /api/shop/export/orders.csv and …/line-items.csv: ?from=2026-11-01&to=2026-11-30&stage=all. Each
 * problem is named on its field (400), so the query's only contents are dates and a stage.
 */
export const ExportQuerySchema = z
  .object({
    from: z.string().trim().max(10, EXPORT_MESSAGES.notADate).optional(),
    to: z.string().trim().max(10, EXPORT_MESSAGES.notADate).optional(),
    stage: z.enum(EXPORT_STAGES, { error: 'Choose a stage, or all.' }).default('all'),
  })
  .transform((query, context) => {
    for (const issue of exportRangeIssues(query.from, query.to)) {
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
    return { from: query.from ?? '', to: query.to ?? '', stage: query.stage };
  });
export type ExportQuery = z.output<typeof ExportQuerySchema>;
