import { z } from 'zod';
import { dateRangeQuery } from './date-range-query';
import { EXPORT_STAGES } from './export-range';

/**
 * GET /api/shop/export/orders.csv and …/line-items.csv: ?from=2026-11-01&to=2026-11-30&stage=all. Each
 * problem is named on its field (400), so the query's only contents are dates and a stage.
 */
export const ExportQuerySchema = dateRangeQuery(
  {},
  { stage: z.enum(EXPORT_STAGES, { error: 'Choose a stage, or all.' }).default('all') },
);
export type ExportQuery = z.output<typeof ExportQuerySchema>;
