import { getBackupStatus } from './api';
import { useLoad } from '../lib/use-load';
import { backupTextsOf } from './backup-texts';

/**
 * docs/operations.md, 'Backups': the last backup's time and size on the settings page, and a warning when it failed or
 * is old.
 */
export function BackupSection() {
  const { state } = useLoad(getBackupStatus);
  return (
    <section aria-labelledby="backups-heading" className="mt-8 grid gap-2 border-t border-stone-200 pt-5">
      <h2 id="backups-heading" className="text-lg font-semibold text-stone-900">
        Backups
      </h2>
      {state.status === 'loading' ? <p className="text-base text-stone-700">Loading backups...</p> : null}
      {state.status === 'failed' ? <p className="text-base text-stone-700">The backups' status did not load.</p> : null}
      {state.status === 'ready' ? <BackupLines {...backupTextsOf(state.value)} /> : null}
    </section>
  );
}

function BackupLines({ lines, warning }: { lines: string[]; warning: string | null }) {
  return (
    <>
      {warning ? (
        <p role="alert" className="rounded-xl border border-amber-400 bg-amber-50 px-4 py-3 text-base text-amber-950">
          {warning}
        </p>
      ) : null}
      {lines.map((line) => (
        <p key={line} className="text-base text-stone-800">
          {line}
        </p>
      ))}
    </>
  );
}
