import path from 'node:path';
import { ConfigError, backupDirOf, loadConfig } from '../lib/config';
import { PGLITE_SUBFOLDER, openDatabase } from '../db/client';
import { isPgliteFolderCreated } from '../db/create-pglite-folder';
import { DataDirLockedError } from '../db/data-dir-lock';
import { type BackupSource, takeBackup } from './take-backup';

/**
 * `npm run backup` (docs/operations.md, 'Backups'): one backup now, into BACKUP_DIR, with the server's settings. On
 * PostgreSQL with pg_dump, beside a running server. On the embedded database only while no server holds DATA_DIR (one
 * process per folder): a running server is told apart and the command refuses, saying what to do instead.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const dir = backupDirOf(config);
  const started = performance.now();
  let source: BackupSource;
  let close = async () => {};
  if (config.DATABASE_URL) {
    source = { kind: 'postgres', url: config.DATABASE_URL };
  } else {
    if (!isPgliteFolderCreated(path.join(config.DATA_DIR, PGLITE_SUBFOLDER))) {
      throw new Error(`There is no database in ${config.DATA_DIR} to back up (set DATA_DIR or DATABASE_URL).`);
    }
    const database = await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
    if (!database.pglite) throw new Error('The embedded database did not open.');
    source = { kind: 'pglite', pglite: database.pglite };
    close = database.close;
  }
  try {
    const result = await takeBackup({ source, dir, keep: config.BACKUP_KEEP, reason: 'manual' });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Backup written and checked: ${result.file} (${result.sizeBytes} bytes, ${seconds} s).`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(
      `The server is running on ${error.dataDir}${error.ownerPid ? ` (pid ${error.ownerPid})` : ''}, and the ` +
        `embedded database allows one process at a time. It backs itself up every night (BACKUP_HOUR). To take ` +
        `a backup now, stop the server, run 'npm run backup', and start it again.`,
    );
  } else {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
});
