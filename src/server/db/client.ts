import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createPgliteFolderApart } from './create-pglite-folder';
import { FairPGlite } from './fair-pglite';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle API both drivers share; use cases are written against this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

/** The open database. The raw PGlite or Pool is exposed for pg-boss, which brings its own SQL. */
export type DatabaseHandle = {
  kind: DatabaseKind;
  db: Database;
  pglite?: PGlite;
  pool?: pg.Pool;
  /** Where the database is, for its backups: PGlite's DATA_DIR (none in memory), PostgreSQL's URL. */
  dataDir?: string;
  url?: string;
  close: () => Promise<void>;
};

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /**
   * dataDir undefined: an in-memory database (tests), started from `template` when given (a dump of a
   * migrated database: about 0.8 s, where a new one runs initdb for about 3 s).
   */
  | { kind: 'pglite'; dataDir?: string; template?: Blob };

/** The folder inside DATA_DIR that PGlite owns; the lock file sits beside it. */
export const PGLITE_SUBFOLDER = 'pglite';

/**
 * PostgreSQL's default 128 MB of shared buffers makes PGlite's WebAssembly memory grow to about 630 MB;
 * 32 MB is plenty for a shop's orders and keeps the server near 270 MB resident (docs/design.md 4: at most 400 MB).
 * The WebAssembly memory cannot start below 128 MB (the module's minimum: `initialMemory` only raises it).
 * postgresqlconf replaces PGlite's postgresql.conf at every start. A new folder is created apart
 * (create-pglite-folder.ts): initdb's throwaway instance would otherwise stay resident in the server.
 */
export const PGLITE_OPTIONS = { postgresqlconf: 'shared_buffers=32MB\n' };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // While the database is away a request waits this long for a connection at most, then gets a 503.
      connectionTimeoutMillis: 5_000,
      // A connection cut without a goodbye (a vanished host, a dropped link): TCP keep-alive probes start
      // after 10 s of silence (the system's default is 2 hours), so the pool drops it in time.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle client that loses its connection must not crash the process; the pool drops it.
    pool.on('error', () => {});
    // Nor may a checked-out one (a transaction between two queries): node-postgres emits 'error' on it, and
    // the pool only listens while the client is idle. Its queries fail and the pool discards it on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return { kind: 'postgres', db, pool, url: options.url, close: () => pool.end() };
  }
  const lock = options.dataDir ? acquireDataDirLock(options.dataDir) : null;
  try {
    if (options.dataDir) await createPgliteFolderApart(path.join(options.dataDir, PGLITE_SUBFOLDER), PGLITE_OPTIONS);
    const pglite = options.dataDir
      ? await FairPGlite.open(path.join(options.dataDir, PGLITE_SUBFOLDER), PGLITE_OPTIONS)
      : await FairPGlite.open(undefined, {
          ...PGLITE_OPTIONS,
          ...(options.template ? { loadDataDir: options.template } : {}),
        });
    const db = drizzlePglite(pglite, { schema }) as unknown as Database;
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    };
    return { kind: 'pglite', db, pglite, dataDir: options.dataDir, close };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * The committed migrations. The source tree keeps them beside this file; the esbuild bundle
 * (dist/server/main.js) finds them through the repository layout or the working directory.
 */
export function findMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'migrations'),
    path.resolve(here, '../../src/server/db/migrations'),
    path.resolve(process.cwd(), 'src/server/db/migrations'),
  ];
  const found = candidates.find((candidate) => fs.existsSync(path.join(candidate, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')}).`);
  return found;
}

export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder = findMigrationsFolder(),
): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    await migratePostgres(handle.db as unknown as Parameters<typeof migratePostgres>[0], { migrationsFolder });
  }
}

/**
 * Runs parameterised SQL text ($1, $2...) on a database or inside a transaction, so that libraries that
 * bring their own SQL (pg-boss) can write in the same transaction as an order.
 */
export async function executeSql(
  executor: Executor,
  text: string,
  values: readonly unknown[] = [],
): Promise<{ rows: Record<string, unknown>[] }> {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    // undefined would vanish from the SQL (drizzle skips it); pg-boss passes undefined for "not set".
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`);
  });
  const result = (await executor.execute<Record<string, unknown>>(sql.join(chunks))) as {
    rows: Record<string, unknown>[];
  };
  return { rows: result.rows };
}
