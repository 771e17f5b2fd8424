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
import { afterRequests } from './requests-first';
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
  /**
   * The same database for work no one waits on (the notification worker, pg-boss, reminders, the draft
   * purge). On PostgreSQL its own pool of BACKGROUND_CONNECTIONS, so that a burst of jobs never makes a
   * customer's request wait for a connection, nor runs more than that many statements at once beside the
   * requests (the p99 of docs/design.md 4, docs/operations.md 'Connections'). On PGlite, the one connection, through
   * FairPGlite's `background` view: its statements start after the requests' (ADR 0102).
   */
  background: { db: Database; pool?: pg.Pool; pglite?: PGlite };
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

/** What one process opens at most on PostgreSQL (background work takes 2 of them, docs/operations.md 'Connections'). */
const PROCESS_CONNECTIONS = 10;
export const BACKGROUND_CONNECTIONS = 2;

function openPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
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
  return pool;
}

/** The background pool's statements and transactions start after the requests' (requests-first.ts). */
function yieldingTo(foreground: pg.Pool, background: pg.Pool): pg.Pool {
  const requestsFirst = () => afterRequests(() => foreground.waitingCount > 0);
  // pg-pool's query() takes its connection through connect(), with a callback: both paths pass here.
  const connect = background.connect.bind(background) as (...args: unknown[]) => unknown;
  Object.assign(background, {
    connect: (...args: unknown[]) => requestsFirst().then(() => connect(...args)),
  });
  return background;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = openPool(options.url, options.maxConnections ?? PROCESS_CONNECTIONS - BACKGROUND_CONNECTIONS);
    // node-postgres connects on demand: a process that runs no background work opens none of these.
    const backgroundPool = yieldingTo(pool, openPool(options.url, BACKGROUND_CONNECTIONS));
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    const background = { db: drizzlePostgres(backgroundPool, { schema }) as unknown as Database, pool: backgroundPool };
    const close = async () => {
      await Promise.all([pool.end(), backgroundPool.end()]);
    };
    return { kind: 'postgres', db, pool, background, url: options.url, close };
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
    const background = {
      db: drizzlePglite(pglite.background, { schema }) as unknown as Database,
      pglite: pglite.background,
    };
    return { kind: 'pglite', db, pglite, background, dataDir: options.dataDir, close };
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
