import { prepareFirstOwner } from './accounts/first-owner';
import { buildApp } from './app';
import { backupBeforeMigrations } from './backup/backup-before-migrations';
import { type Config, ConfigError, loadConfig } from './lib/config';
import { type DatabaseHandle, migrateDatabase } from './db/client';
import { openConfiguredDatabase } from './db/open-configured-database';
import { DataDirLockedError } from './db/data-dir-lock';
import { pingDatabase } from './db/database-health';
import { describeError, isDatabaseUnavailable, messageWithoutParams, stackFramesOf } from './db/database-errors';
import { retryWhileDatabaseUnavailable } from './db/wait-for-database';
import { findWebDir } from './web-app/web-app';

/**
 * pg-boss 10 completes and fails jobs without awaiting them (the queue's guard answers those commands, see
 * notifications/queue.ts); should another promise of a driver or library reject unobserved while the
 * database is away, the process stays up and says so. Any other unhandled rejection is a bug: it still stops
 * the process, as Node would, with a log line that holds no query parameters.
 */
function guardUnhandledRejections(): void {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      console.warn(`database unavailable (unhandled by a library, ignored): ${describeError(reason)}`);
      return;
    }
    console.error(`Unhandled rejection: ${describeError(reason)} at ${stackFramesOf(reason).join(' < ')}`);
    process.exit(1);
  });
}

async function main(): Promise<void> {
  guardUnhandledRejections();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The database may start after us or be restarting: wait for it (saying so) instead of exiting.
  const waitLog = (line: string) => console.warn(line);
  await retryWhileDatabaseUnavailable(() => pingDatabase(database), { what: 'connecting', log: waitLog });
  // docs/operations.md, 'Backups': a database with migrations to run is backed up first; a failed backup stops the
  // start.
  const backup = await retryWhileDatabaseUnavailable(() => backupBeforeMigrations(config, database), {
    what: 'backing up before migrating',
    log: waitLog,
  });
  if (backup) console.log(`Backed up before migrating: ${backup.file} (${backup.sizeBytes} bytes)`);
  await retryWhileDatabaseUnavailable(() => migrateDatabase(database), { what: 'migrating', log: waitLog });

  const app = await buildApp({ config, database, webDir: findWebDir() });
  // docs/shop.md 1: with no shop account yet, the owner from SHOP_OWNER_* or a one-time setup link in the log.
  await prepareFirstOwner({ db: database.db, auth: app.auth, log: app.log }, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Stops accepting connections and lets in-flight requests finish before the database goes.
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ url: address, database: database.kind }, `listening on ${address} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(`Server failed to start: ${describeError(error)}: ${messageWithoutParams(error)}`);
  process.exit(1);
});
