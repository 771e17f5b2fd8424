/**
 * Backup benchmark (issue #27), on embedded PGlite and on PostgreSQL (a fresh database each): seeds a season
 * of BACKUP_ORDERS submitted orders across every stage (history rows, two sent messages each, payments on the
 * picked-up ones), then takes a backup as the server does (PGlite: dumpDataDir in the process holding the
 * database; PostgreSQL: pg_dump) and restores it into a fresh data folder or database as `npm run restore`
 * does. Prints the backup's and restore's times and the file's size; for PGlite also how long the dump held
 * the database's one connection, and the slowest of small queries sent every 5 ms while the backup ran.
 * Figures are printed, never asserted.
 *
 *   npm run bench:backup            BACKUP_ORDERS=5000 by default
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Stage } from '../src/domain/shop';
import { restorePgliteBackup } from '../src/server/backup/pglite-backup';
import { restorePostgresBackup } from '../src/server/backup/postgres-backup';
import { type BackupResult, backupSourceOf, takeBackup } from '../src/server/backup/take-backup';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/server/db/client';
import { type SeedOrder, seedSubmittedOrders } from '../src/server/shop-orders/testing/seed-orders';

const ORDERS = Number(process.env.BACKUP_ORDERS ?? 5000);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAGES: Stage[] = ['submitted', 'checked_in', 'processing', 'ready', 'picked_up', 'picked_up', 'cancelled'];

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function seeds(): SeedOrder[] {
  const start = Date.now() - 120 * 86_400_000;
  return Array.from({ length: ORDERS }, (_, index) => {
    const stage = STAGES[index % STAGES.length] as Stage;
    return {
      fullName: `Bench Hunter ${index}`,
      email: `bench.hunter${index}@example.com`,
      phoneNumber: `+1 555 ${String(2_000_000 + index).slice(0, 3)} ${String(index).padStart(4, '0')}`,
      animalType: index % 4 === 0 ? 'Hog' : 'Deer',
      stage,
      tagNumber: stage === 'submitted' || stage === 'cancelled' ? null : index + 1,
      completedAt: new Date(start + (index * 120 * 86_400_000) / ORDERS),
      totalCents: 12_500 + (index % 9) * 800,
    };
  });
}

async function seedSeason(database: DatabaseHandle): Promise<void> {
  await migrateDatabase(database);
  await seedSubmittedOrders(database.db, seeds());
  await database.db.execute(sql`
    insert into notification_deliveries (order_id, channel, status, attempts, sent_at)
      select id, channel, 'sent', 1, completed_at from orders, (values ('email'), ('sms')) as c(channel)`);
  await database.db.execute(sql`
    insert into notification_attempts (delivery_id, channel, recipient, provider, outcome, created_at)
      select id, channel, 'bench@example.com', 'outbox', 'sent', sent_at from notification_deliveries`);
  await database.db.execute(sql`
    insert into payments (order_id, amount_cents, method, taken_by_name)
      select id, total_cents, 'cash', 'Bench Owner' from orders where stage = 'picked_up'`);
}

/** Small queries every 5 ms while `work` runs: the slowest shows how long a request would have waited. */
async function probeWhile<T>(
  database: DatabaseHandle,
  work: Promise<T>,
): Promise<{ result: T; slowestMs: number; peakRss: number }> {
  let done = false;
  let slowestMs = 0;
  let peakRss = process.memoryUsage.rss();
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      await database.db.execute(sql`select count(*) from orders where stage = 'ready'`);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    const result = await work;
    return { result, slowestMs, peakRss };
  } finally {
    done = true;
    await probe;
  }
}

type Row = { database: string; backup: string; size: string; restore: string; note: string };

async function benchPglite(): Promise<Row> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'data') });
  try {
    await seedSeason(database);
    const rssBefore = process.memoryUsage.rss();
    const holdStarted = performance.now();
    await database.pglite?.dumpDataDir('none');
    const holdMs = performance.now() - holdStarted;
    const backup = takeBackup({
      source: backupSourceOf(database),
      dir: path.join(folder, 'backups'),
      keep: 3,
      reason: 'manual',
    });
    const { result, slowestMs, peakRss } = await probeWhile(database, backup);
    await database.close();
    const restoreStarted = performance.now();
    await restorePgliteBackup(result.file, path.join(folder, 'restored'));
    const restoreMs = performance.now() - restoreStarted;
    return row(
      'PGlite',
      result,
      restoreMs,
      `dump held the database ${holdMs.toFixed(0)} ms; slowest probe query during the backup ${slowestMs.toFixed(0)} ms; ` +
        `process RSS ${mb(rssBefore)} before, ${mb(peakRss)} at its peak`,
    );
  } finally {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function urlOf(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function benchPostgres(): Promise<Row> {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const [source, target] = [`bench_backup_${suffix}`, `bench_restore_${suffix}`];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
  await admin(`CREATE DATABASE ${source}`);
  await admin(`CREATE DATABASE ${target}`);
  const database = await openDatabase({ kind: 'postgres', url: urlOf(source) });
  try {
    await seedSeason(database);
    const backup = takeBackup({ source: backupSourceOf(database), dir: folder, keep: 3, reason: 'manual' });
    const { result, slowestMs } = await probeWhile(database, backup);
    const restoreStarted = performance.now();
    await restorePostgresBackup(result.file, urlOf(target));
    const restoreMs = performance.now() - restoreStarted;
    return row('PostgreSQL', result, restoreMs, `slowest probe query during the backup ${slowestMs.toFixed(0)} ms`);
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function row(database: string, backup: BackupResult, restoreMs: number, note: string): Row {
  return { database, backup: fmt(backup.durationMs), size: mb(backup.sizeBytes), restore: fmt(restoreMs), note };
}

async function main(): Promise<void> {
  console.log(
    `Backup and restore of a season of ${ORDERS} orders (backup includes writing, fsync and the read-back check)`,
  );
  const rows = [await benchPglite(), await benchPostgres()];
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
