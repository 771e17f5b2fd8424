import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../db/client';

/**
 * A migrated database of the kind the vitest project asks for (TEST_DB): an in-memory PGlite, or a fresh
 * PostgreSQL database created next to TEST_DATABASE_URL and dropped afterwards, so that test files running
 * in parallel (and their pg-boss workers) never see each other's jobs.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(handle);
    return handle;
  }
  const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `notify_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
