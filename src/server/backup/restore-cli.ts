import { ConfigError, loadConfig } from '../lib/config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { backupKindOf } from './backup-files';
import { restorePgliteBackup } from './pglite-backup';
import { restorePostgresBackup } from './postgres-backup';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

/**
 * `npm run restore -- FILE [--force]` (docs/operations.md, 'Backups'): restores a backup into DATA_DIR's embedded
 * database or DATABASE_URL's, which must be empty unless --force. The file is read whole first: a torn one is refused
 * before anything changes. The server must be stopped (on the embedded database the folder's lock says so).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  const file = files[0];
  if (!file || files.length > 1 || args.some((arg) => arg.startsWith('--') && arg !== '--force')) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const kind = backupKindOf(file);
  if (kind === null) throw new Error(`${file} is not a backup (their names end in .pglite.tar.gz or .pgdump).`);
  if (kind === 'postgres') {
    if (!config.DATABASE_URL)
      throw new Error(`${file} is a PostgreSQL backup: set DATABASE_URL to the database to fill.`);
    await restorePostgresBackup(file, config.DATABASE_URL, { force });
    console.log(`Restored ${file} into the PostgreSQL database. Start the server.`);
    return;
  }
  if (config.DATABASE_URL) {
    throw new Error(`${file} is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR.`);
  }
  const { keptAside } = await restorePgliteBackup(file, config.DATA_DIR, { force });
  if (keptAside) console.log(`The database that was there is kept in ${keptAside} (delete it once all is well).`);
  console.log(`Restored ${file} into ${config.DATA_DIR}. Start the server.`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`The server is running on ${error.dataDir}: stop it first, then restore.`);
  } else {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
});
