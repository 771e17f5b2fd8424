import type { BackupStatus } from '../../../../domain/shop';
import { formatShopTime } from '../lib/format-shop-time';

/** The size of a backup file as the owner reads it: '840 KB', '12.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1_000))} KB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}

function hourOf(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${suffix}`;
}

/** docs/operations.md, 'Backups': the settings page's lines about the backups, and its warning when there is one. */
export function backupTextsOf(status: BackupStatus, now = new Date()): { lines: string[]; warning: string | null } {
  const lines: string[] = [];
  lines.push(
    status.last
      ? `Last backup: ${formatShopTime(status.last.at, now)}, ${formatFileSize(status.last.size_bytes)}.`
      : 'No backup has been taken yet.',
  );
  lines.push(
    status.nightly
      ? `A backup is taken every night at ${hourOf(status.nightly.hour)}.`
      : 'Nightly backups are off: the PostgreSQL server keeps its own (set BACKUP_DIR to take them here too).',
  );
  let warning: string | null = null;
  if (status.warning === 'failed' && status.failure) {
    warning = `The last backup failed (${formatShopTime(status.failure.at, now)}): ${status.failure.message}`;
  } else if (status.warning === 'old') {
    warning = 'The last backup is more than a day old. Check that the server is running and see its log.';
  }
  return { lines, warning };
}
