import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../db/client';
// Declares the template's path among what vitest's inject() provides.
import type {} from './pglite-template-setup';

/**
 * Each test file gets its own migrated database: in-memory PGlite, or a uniquely named PostgreSQL
 * database created on the test server and dropped when the file is done (TEST_DB picks, see vitest.config).
 */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The migrated database the PGlite project's global setup dumped, when it ran (pglite-template-setup.ts). */
let template: Blob | undefined;
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplatePath');
  if (!template && file) template = new Blob([fs.readFileSync(file)]);
  return template;
}

/**
 * `migrationsFolder`: migrate with another folder's migrations (a test of one migration starts from the
 * ones before it); such a database is not started from the template, which has them all.
 */
export async function createTestDatabase(options: { migrationsFolder?: string } = {}): Promise<DatabaseHandle> {
  const { migrationsFolder } = options;
  if (testDatabaseKind() === 'pglite') {
    const template = migrationsFolder ? undefined : pgliteTemplate();
    const handle = await openDatabase({ kind: 'pglite', template });
    // On the template only a check (its migrations are recorded as done); the whole work without one.
    await migrateDatabase(handle, migrationsFolder);
    return handle;
  }
  const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const adminUrl = withDatabase(baseUrl, 'postgres');
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(baseUrl, name), maxConnections: 5 });
  await migrateDatabase(handle, migrationsFolder);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
