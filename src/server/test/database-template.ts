import { loadConfig } from '../lib/config';
import { type DatabaseHandle, migrateDatabase } from '../db/client';
import { startNotificationQueue } from '../notifications/queue';
import { notificationSettingsFromConfig } from '../notifications/settings';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated in-memory PGlite, which each test file's database starts from (test-database.ts). */
    pgliteTemplatePath?: string;
    /** The migrated PostgreSQL database each test file's database is created from (CREATE DATABASE … TEMPLATE). */
    postgresTemplateName?: string;
  }
}

const silent = { info: () => {}, warn: () => {} };

/**
 * What every test file's database starts with: our migrations and pg-boss's own schema, which its start
 * would otherwise create in each file (docs/decisions/0801-test-suites-per-driver.md).
 */
export async function prepareTemplate(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  const settings = notificationSettingsFromConfig(loadConfig({}));
  const queue = await startNotificationQueue({ handle, settings, log: silent });
  await queue.stop();
}
