import { prepareFirstOwner } from './accounts/first-owner';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type DatabaseHandle, migrateDatabase, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { findWebDir } from './http/web-app';

async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}

async function main(): Promise<void> {
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
  await migrateDatabase(database);

  const app = await buildApp({ config, database, webDir: findWebDir() });
  // SHOP.md 1: with no shop account yet, the owner from SHOP_OWNER_* or a one-time setup link in the log.
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
  const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
  console.error(`Server failed to start: ${name}: ${message}`);
  process.exit(1);
});
