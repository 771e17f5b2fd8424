import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../db/client';
// Declares the templates among what vitest's inject() provides.
import type {} from './database-template';
import { adminQuery, testDatabaseUrl } from './postgres-admin';

/**
 * Each test file gets its own migrated database: in-memory PGlite, or a uniquely named PostgreSQL
 * database created on the test server and dropped when the file is done (TEST_DB picks, see vitest.config).
 * Both start from the run's template when its global setup made one (docs/decisions/0801-test-suites-per-driver.md).
 */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** The migrated database the PGlite suite's global setup dumped, read once per worker. */
let pgliteDump: Blob | undefined;
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplatePath');
  if (!pgliteDump && file) pgliteDump = new Blob([fs.readFileSync(file)]);
  return pgliteDump;
}

/**
 * `migrationsFolder`: migrate with another folder's migrations (a test of one migration starts from the
 * ones before it); such a database is not started from the template, which has them all.
 */
export async function createTestDatabase(options: { migrationsFolder?: string } = {}): Promise<DatabaseHandle> {
  const { migrationsFolder } = options;
  if (process.env.TEST_DB === 'none') {
    throw new Error(
      'This test file opens a database: name it x.pg.test.ts (PostgreSQL) or x.db.test.ts (PostgreSQL and PGlite); see vitest.config.ts.',
    );
  }
  if (testDatabaseKind() === 'pglite') {
    const template = migrationsFolder ? undefined : pgliteTemplate();
    const handle = await openDatabase({ kind: 'pglite', template });
    // On the template only a check (its migrations are recorded as done); the whole work without one.
    await migrateDatabase(handle, migrationsFolder);
    return handle;
  }
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const template = migrationsFolder ? undefined : inject('postgresTemplateName');
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const handle = await openDatabase({ kind: 'postgres', url: testDatabaseUrl(name), maxConnections: 5 });
  await migrateDatabase(handle, migrationsFolder);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
