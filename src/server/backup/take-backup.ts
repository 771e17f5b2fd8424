import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../db/client';
import { createPrivateFolder } from '../db/private-files';
import { type BackupReason, PARTIAL_SUFFIX, backupFileName, pruneBackups, publishPartial } from './backup-files';
import { recordBackupFailure, recordBackupSuccess } from './backup-status';
import { writeCheckedPgliteBackup } from './pglite-backup';
import { checkPostgresBackup, writePostgresBackup } from './postgres-backup';

/** What a backup is taken of: the open PGlite instance, or PostgreSQL's URL (pg_dump connects itself). */
export type BackupSource = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };

export function backupSourceOf(handle: DatabaseHandle): BackupSource {
  if (handle.kind === 'pglite' && handle.pglite) return { kind: 'pglite', pglite: handle.pglite };
  if (handle.kind === 'postgres' && handle.url) return { kind: 'postgres', url: handle.url };
  throw new Error('This database cannot be backed up (no PGlite instance or PostgreSQL URL).');
}

export type BackupResult = { file: string; name: string; sizeBytes: number; at: Date; durationMs: number };

/**
 * docs/operations.md, 'Backups': one backup, written as a `.partial`, flushed, read back whole, then given its final
 * name; the oldest beyond `keep` are removed and the outcome is recorded in the folder's status file (a failure too,
 * then thrown).
 */
export async function takeBackup(options: {
  source: BackupSource;
  dir: string;
  keep: number;
  reason: BackupReason;
  now?: Date;
}): Promise<BackupResult> {
  const { source, dir } = options;
  const at = options.now ?? new Date();
  const started = performance.now();
  const name = backupFileName(source.kind, options.reason, at);
  const file = path.join(dir, name);
  const partial = `${file}${PARTIAL_SUFFIX}`;
  try {
    createPrivateFolder(dir);
    if (source.kind === 'pglite') {
      await writeCheckedPgliteBackup(source.pglite, partial);
    } else {
      await writePostgresBackup(source.url, partial);
      await checkPostgresBackup(partial);
    }
    publishPartial(partial, file);
    const sizeBytes = fs.statSync(file).size;
    pruneBackups(dir, options.keep);
    recordBackupSuccess(dir, { at: at.toISOString(), file: name, size_bytes: sizeBytes, reason: options.reason });
    return { file, name, sizeBytes, at, durationMs: performance.now() - started };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    const message = error instanceof Error ? error.message : String(error);
    try {
      recordBackupFailure(dir, { at: new Date().toISOString(), message });
    } catch {
      // The folder itself may be what failed (missing, full, not writable): the error thrown says so.
    }
    throw error;
  }
}
