import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Config, backupDirOf } from '../lib/config';
import { type DatabaseHandle, executeSql, findMigrationsFolder } from '../db/client';
import { isNightlyBackupOn } from './nightly-backup';
import { type BackupResult, backupSourceOf, takeBackup } from './take-backup';

/**
 * Whether the database has data and migrations still to run: a database never migrated has nothing to lose,
 * and drizzle runs every migration newer than the last one it recorded (as here).
 */
export async function hasPendingMigrations(
  database: DatabaseHandle,
  migrationsFolder = findMigrationsFolder(),
): Promise<boolean> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const found = await executeSql(
    database.db,
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (found.rows[0]?.present !== true) return false;
  const last = await executeSql(database.db, 'select max(created_at) as created_at from drizzle.__drizzle_migrations');
  const lastMillis = Number(last.rows[0]?.created_at ?? 0);
  return migrations.some((migration) => migration.folderMillis > lastMillis);
}

/**
 * docs/operations.md, 'Backups': before the migrations run at start, a backup of the database as it was, wherever the
 * nightly backup is on. Its failure stops the start (thrown): migrating without the backup is what this prevents.
 */
export async function backupBeforeMigrations(
  config: Config,
  database: DatabaseHandle,
  migrationsFolder?: string,
): Promise<BackupResult | null> {
  if (!isNightlyBackupOn(config, database)) return null;
  if (!(await hasPendingMigrations(database, migrationsFolder))) return null;
  return takeBackup({
    source: backupSourceOf(database),
    dir: backupDirOf(config),
    keep: config.BACKUP_KEEP,
    reason: 'pre-migration',
  });
}
