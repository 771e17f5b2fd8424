import type { z } from 'zod';
import { dateRangeQuery } from './date-range-query';

/** ?from=2026-11-01&to=2026-11-30, checked as the export's range (each problem on its field). */
export const LogQuerySchema = dateRangeQuery();
export type LogQuery = z.output<typeof LogQuerySchema>;
