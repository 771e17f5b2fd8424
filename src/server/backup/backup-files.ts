import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from '../db/private-files';

/**
 * docs/operations.md, 'Backups': the backup files in BACKUP_DIR. A backup is written as `<name>.partial`, flushed to
 * disk, checked, then renamed to its final name, so a file with a final name is always whole; a crash leaves only a
 * `.partial`, which no listing, restore or pruning takes for a backup.
 */
export const PGLITE_EXTENSION = '.pglite.tar.gz';
export const POSTGRES_EXTENSION = '.pgdump';
export const PARTIAL_SUFFIX = '.partial';
const NAME_PATTERN = /^backup-(\d{8}T\d{6}\d{3}Z)-(nightly|manual|pre-migration)(\.pglite\.tar\.gz|\.pgdump)$/;

export type BackupReason = 'nightly' | 'manual' | 'pre-migration';
export type BackupKind = 'pglite' | 'postgres';

export function backupFileName(kind: BackupKind, reason: BackupReason, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `backup-${stamp}-${reason}${kind === 'pglite' ? PGLITE_EXTENSION : POSTGRES_EXTENSION}`;
}

export type BackupFile = { file: string; name: string; reason: BackupReason; kind: BackupKind; sizeBytes: number };

/** The complete backups in the folder, newest first (their names sort by time). */
export function listBackups(dir: string): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => ({ name, match: NAME_PATTERN.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .sort((a, b) => (a.match[1] as string).localeCompare(b.match[1] as string))
    .reverse()
    .map(({ name, match }) => ({
      file: path.join(dir, name),
      name,
      reason: match[2] as BackupReason,
      kind: match[3] === PGLITE_EXTENSION ? 'pglite' : 'postgres',
      sizeBytes: fs.statSync(path.join(dir, name)).size,
    }));
}

/** Which database a file is a backup of, by its ending; null for anything else (a `.partial` included). */
export function backupKindOf(file: string): BackupKind | null {
  if (file.endsWith(PGLITE_EXTENSION)) return 'pglite';
  if (file.endsWith(POSTGRES_EXTENSION)) return 'postgres';
  return null;
}

/** Flushes a written file to the disk, so that the rename after it never names data still in memory. */
export function syncFile(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** The rename itself reaches the disk only when the folder's entry is flushed too. */
function syncFolder(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Gives a flushed, checked `.partial` its final name. */
export function publishPartial(partial: string, final: string): void {
  fs.renameSync(partial, final);
  syncFolder(path.dirname(final));
}

/** Writes a small file whole or not at all (the status beside the backups). */
export function writeFileAtomically(file: string, text: string): void {
  const partial = `${file}${PARTIAL_SUFFIX}`;
  // A crash's leftover would keep its mode: the file is made anew, the server's alone.
  fs.rmSync(partial, { force: true });
  fs.writeFileSync(partial, text, { mode: PRIVATE_FILE_MODE });
  syncFile(partial);
  publishPartial(partial, file);
}

/** Where a PGlite backup copies the data folder before archiving it (pglite-backup.ts), beside its `.partial`. */
export const folderCopyOf = (partial: string) => `${partial}.files`;

/**
 * Keeps the newest `keep` backups and removes older ones, and `.partial` files and their folder copies left
 * by a crash (older than an hour, so that one being written by another process is left alone).
 */
export function pruneBackups(dir: string, keep: number, now = Date.now()): string[] {
  const removed = listBackups(dir)
    .slice(keep)
    .map((backup) => backup.file);
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    const leftOver = name.endsWith(PARTIAL_SUFFIX) || name.endsWith(folderCopyOf(PARTIAL_SUFFIX));
    if (leftOver && now - fs.statSync(file).mtimeMs > 3_600_000) removed.push(file);
  }
  for (const file of removed) fs.rmSync(file, { recursive: true, force: true });
  return removed;
}
