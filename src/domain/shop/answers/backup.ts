import { z } from 'zod';
import { moment, wholeNumber } from './answer-parts';

/**
 * GET /api/shop/backup-status (docs/operations.md, 'Backups'), the owner's: the nightly schedule (null when off:
 * PostgreSQL without BACKUP_DIR), the last backup and the last failure since it, and the warning the settings page
 * shows.
 */
export const BackupStatusSchema = z.object({
  database: z.enum(['pglite', 'postgres']),
  nightly: z.object({ hour: wholeNumber, time_zone: z.string() }).nullable(),
  last: z
    .object({
      at: moment,
      file: z.string(),
      size_bytes: wholeNumber,
      reason: z.enum(['nightly', 'manual', 'pre-migration']),
    })
    .nullable(),
  failure: z.object({ at: moment, message: z.string() }).nullable(),
  warning: z.enum(['failed', 'old']).nullable(),
});
export type BackupStatus = z.infer<typeof BackupStatusSchema>;
