/**
 * docs/operations.md: when the settings page warns about backups. A failure newer than the last backup always; with
 * the nightly backup on, a last backup older than a night and a few hours' slack (a backup that takes long, a
 * server restarted across the hour) too. No backup yet is not a warning: the first is taken that night.
 */
export const BACKUP_OLD_AFTER_HOURS = 26;

export type BackupFacts = {
  nightly: boolean;
  last: { at: string } | null;
  failure: { at: string } | null;
};

export function backupWarningOf(facts: BackupFacts, now: Date): 'failed' | 'old' | null {
  const lastAt = facts.last ? Date.parse(facts.last.at) : null;
  if (facts.failure && (lastAt === null || Date.parse(facts.failure.at) > lastAt)) return 'failed';
  if (facts.nightly && lastAt !== null && now.getTime() - lastAt > BACKUP_OLD_AFTER_HOURS * 3_600_000) return 'old';
  return null;
}
