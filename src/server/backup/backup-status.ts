import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { createPrivateFolder } from '../db/private-files';
import { listBackups, writeFileAtomically } from './backup-files';

/**
 * The last backup's outcome, kept in BACKUP_DIR beside the files (no table: it must survive a restore and
 * say what happened even when the database is the problem). Written whole or not at all.
 */
export const STATUS_FILE_NAME = 'backup-status.json';

const StoredStatusSchema = z.object({
  last: z
    .object({
      at: z.string(),
      file: z.string(),
      size_bytes: z.number(),
      reason: z.enum(['nightly', 'manual', 'pre-migration']),
    })
    .nullable(),
  failure: z.object({ at: z.string(), message: z.string() }).nullable(),
});
export type StoredBackupStatus = z.infer<typeof StoredStatusSchema>;

const EMPTY: StoredBackupStatus = { last: null, failure: null };

/** The stored status; without one (never written, or unreadable), the newest complete file there. */
export function readBackupStatus(dir: string): StoredBackupStatus {
  try {
    const parsed = StoredStatusSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, STATUS_FILE_NAME), 'utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // No status yet: fall through to the files themselves.
  }
  const newest = listBackups(dir)[0];
  if (!newest) return EMPTY;
  const at = fs.statSync(newest.file).mtime.toISOString();
  return { last: { at, file: newest.name, size_bytes: newest.sizeBytes, reason: newest.reason }, failure: null };
}

export function recordBackupSuccess(dir: string, last: NonNullable<StoredBackupStatus['last']>): void {
  writeFileAtomically(path.join(dir, STATUS_FILE_NAME), JSON.stringify({ last, failure: null }, null, 2));
}

/** Keeps the last success: the page shows both, the failure as a warning. */
export function recordBackupFailure(dir: string, failure: NonNullable<StoredBackupStatus['failure']>): void {
  createPrivateFolder(dir);
  const { last } = readBackupStatus(dir);
  writeFileAtomically(path.join(dir, STATUS_FILE_NAME), JSON.stringify({ last, failure }, null, 2));
}
