/**
 * Backup benchmark (docs/operations.md, 'Backups'), on embedded PGlite and on PostgreSQL (a fresh database each): seeds
 * a season of BACKUP_ORDERS submitted orders across every stage (history rows, two sent messages each, payments on the
 * picked-up ones), then
 *  1. takes a backup as the server does (PGlite: a copy of its data folder taken in the process holding the
 *     database, then archived; PostgreSQL: pg_dump) and restores it into a fresh data folder or database as
 *     `npm run restore` does. Prints the backup's and restore's times and the file's size; for PGlite also how
 *     long the copy held the database's one connection, and the slowest of small queries sent every 5 ms
 *     while the backup ran;
 *  2. the API budget (docs/design.md 4) while a backup runs: the server on that season in its own process
 *     (scripts/bench-backup-server.ts, bundled and run with node as `npm start` runs the server),
 *     CUSTOMERS (20) concurrent customers placing whole orders over HTTP (scripts/customer-order.ts) for
 *     LOAD_WINDOW_MS (8 s), once without a backup and once with one taken halfway through by the nightly
 *     job's code (runNightlyBackup, takeBackup) in the server process; that window lasts until the backup
 *     ends if it ends later. Prints, for both, the requests, p50, p99 and max latency, how many took over
 *     50 ms, and the server's resident memory at the start and at its peak (the kernel's high-water mark,
 *     reset as the window starts).
 * Figures are printed, never asserted.
 *
 *   npm run bench:backup            BACKUP_ORDERS=5000 CUSTOMERS=20 LOAD_WINDOW_MS=8000 by default
 *   THINK_MS=250 npm run bench:backup              the customers pause about 250 ms between calls (bench:api's
 *                                                  pausing customers); without it they never pause
 *   BENCH_DRIVERS=pglite npm run bench:backup      one database only
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { build } from 'esbuild';
import type { Stage } from '../src/domain/shop';
import { copyPgliteFolder, restorePgliteBackup } from '../src/server/backup/pglite-backup';
import { restorePostgresBackup } from '../src/server/backup/postgres-backup';
import { type BackupResult, backupSourceOf, takeBackup } from '../src/server/backup/take-backup';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/server/db/client';
import { type SeedOrder, seedSentMessages, seedSubmittedOrders } from '../src/server/shop-orders/testing/seed-orders';
import type { FromServer, ToServer } from './bench-backup-server';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';
import { adminStatement, benchDatabaseUrl } from './bench-postgres';
import { percentile, placeNewCustomersOrder } from './customer-order';
import { memoryMb } from './process-memory';

const ORDERS = Number(process.env.BACKUP_ORDERS ?? 5000);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 20);
const LOAD_WINDOW_MS = Number(process.env.LOAD_WINDOW_MS ?? 8000);
/** 0: customers without pause (the closed loop); else each pauses about this long between calls, as people do. */
const THINK_MS = Number(process.env.THINK_MS ?? 0);
/** The API budget (docs/design.md 4): no request above this at the 99th percentile. */
const BUDGET_MS = 50;
const SERVER_BUNDLE = path.resolve('dist/bench/bench-backup-server.js');
const STAGES: Stage[] = ['submitted', 'checked_in', 'processing', 'ready', 'picked_up', 'picked_up', 'cancelled'];

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

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
  await seedSentMessages(database.db);
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
type Result = { row: Row; load: LoadRow[] };

// ---------- 2. the API budget while a backup runs ----------

/** The server script bundled as `npm run build:server` bundles main.ts, so that it runs as plain node. */
async function bundleServer(): Promise<void> {
  await build({
    // The backup's child (its copy and archive) beside the server, as `npm run build` puts it.
    entryPoints: [path.resolve('scripts/bench-backup-server.ts'), path.resolve('src/server/backup/backup-child.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    outdir: path.dirname(SERVER_BUNDLE),
    entryNames: '[name]',
    logLevel: 'warning',
  });
}

type BenchServer = { child: ChildProcess; baseUrl: string };

async function startServer(env: Record<string, string>): Promise<BenchServer> {
  const child = fork(SERVER_BUNDLE, [], {
    // Not this process's tsx loader: the server runs as `npm start` runs it.
    execArgv: [...SERVER_NODE_FLAGS],
    // Each order comes from an address of its own (customerOrder), trusted as a proxy's X-Forwarded-For.
    env: { ...process.env, TRUST_PROXY: 'true', ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: FromServer) => {
      if (message.type === 'listening') resolve(message.baseUrl);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`)));
  });
  return { child, baseUrl };
}

async function stopServer(server: BenchServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send({ type: 'stop' } satisfies ToServer);
  await exited;
}

/** One whole order, as a new customer's (scripts/customer-order.ts). */
function customerOrder(server: BenchServer, record: (requestMs: number) => void): Promise<void> {
  return placeNewCustomersOrder(server.baseUrl, (_step, requestMs) => record(requestMs), THINK_MS);
}

type BackupInServer = { atMs: number; ms: number; sizeBytes: number };

/** A backup in the server process, through the nightly job's runNightlyBackup; `atMs` is when it was asked for. */
function backupInServer(server: BenchServer, atMs: number): Promise<BackupInServer> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server exited (${code}) during the backup`));
    const onMessage = (message: FromServer) => {
      if (message.type === 'listening') return;
      server.child.off('message', onMessage);
      server.child.off('exit', onExit);
      if (message.type === 'backup-failed') reject(new Error(`backup failed: ${message.message}`));
      else resolve({ atMs, ms: message.ms, sizeBytes: (message.outcome as { size_bytes: number }).size_bytes });
    };
    server.child.on('message', onMessage);
    server.child.once('exit', onExit);
    server.child.send({ type: 'backup' } satisfies ToServer);
  });
}

/** Resets the kernel's high-water mark of resident memory (VmHWM) to the current size; false where not allowed. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

type LoadWindow = {
  requests: number[];
  seconds: number;
  startMb: number;
  peakMb: number;
  backup: BackupInServer | null;
};

/**
 * CUSTOMERS customers placing whole orders, one after another, for LOAD_WINDOW_MS; with `withBackup`, a
 * backup asked for halfway, the window then lasting until it ends. An order under way when the window
 * closes is finished. The server's peak: its VmHWM (reset as the window starts), else samples every 50 ms.
 */
async function loadWindow(server: BenchServer, withBackup: boolean): Promise<LoadWindow> {
  const pid = server.child.pid as number;
  const requests: number[] = [];
  const startMb = memoryMb(pid);
  const kernelPeak = resetPeak(pid);
  let peakMb = startMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, memoryMb(pid))), 50);
  const started = performance.now();
  const backup = withBackup
    ? sleep(LOAD_WINDOW_MS / 2).then(() => backupInServer(server, performance.now() - started))
    : null;
  let open = true;
  void Promise.allSettled([sleep(LOAD_WINDOW_MS), backup]).then(() => (open = false));
  try {
    await Promise.all(
      Array.from({ length: CUSTOMERS }, async () => {
        // People arrive at their own moments: each starts within one pause.
        await sleep(Math.random() * THINK_MS);
        while (open) await customerOrder(server, (requestMs) => requests.push(requestMs));
      }),
    );
    const backupResult = await backup;
    const seconds = (performance.now() - started) / 1000;
    peakMb = Math.max(peakMb, memoryMb(pid), kernelPeak ? memoryMb(pid, 'VmHWM') : 0);
    return { requests, seconds, startMb, peakMb, backup: backupResult };
  } finally {
    clearInterval(sampler);
  }
}

type LoadRow = {
  database: string;
  run: string;
  requests: number;
  seconds: string;
  p50: string;
  p99: string;
  max: string;
  [key: `over ${number} ms`]: number;
  'RSS start': string;
  'RSS peak': string;
  backup: string;
};

function loadRow(database: string, run: string, window: LoadWindow): LoadRow {
  const { requests, backup } = window;
  return {
    database,
    run,
    requests: requests.length,
    seconds: window.seconds.toFixed(1),
    p50: ms(percentile(requests, 50)),
    p99: ms(percentile(requests, 99)),
    max: ms(Math.max(...requests)),
    [`over ${BUDGET_MS} ms`]: requests.filter((requestMs) => requestMs > BUDGET_MS).length,
    'RSS start': `${window.startMb.toFixed(0)} MB`,
    'RSS peak': `${window.peakMb.toFixed(0)} MB`,
    backup: backup ? `asked at ${fmt(backup.atMs)}, took ${fmt(backup.ms)}, ${mb(backup.sizeBytes)}` : '-',
  };
}

/** The server on the seeded season: a warm-up, a window without a backup, a pause, a window with one. */
async function benchLoad(database: string, env: Record<string, string>): Promise<LoadRow[]> {
  const server = await startServer(env);
  try {
    for (let i = 0; i < 20; i += 1) await customerOrder(server, () => {});
    const quiet = await loadWindow(server, false);
    await sleep(2000);
    const busy = await loadWindow(server, true);
    return [loadRow(database, 'no backup', quiet), loadRow(database, 'backup halfway', busy)];
  } finally {
    await stopServer(server);
  }
}

// ---------- 1. backup and restore ----------

async function benchPglite(): Promise<Result> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'data') });
  try {
    await seedSeason(database);
    const rssBefore = process.memoryUsage.rss();
    // The copy alone, as the backup takes it (pglite-backup.ts): the whole copy's time and the pause within it.
    const held = path.join(folder, 'held');
    const copyStarted = performance.now();
    const { heldMs } = await copyPgliteFolder(database.pglite as PGlite, held);
    const copyMs = performance.now() - copyStarted;
    fs.rmSync(held, { recursive: true, force: true });
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
    const load = await benchLoad('PGlite', {
      DATA_DIR: path.join(folder, 'data'),
      DATABASE_URL: '',
      BACKUP_DIR: path.join(folder, 'load-backups'),
    });
    return {
      row: row(
        'PGlite',
        result,
        restoreMs,
        `the copy took ${copyMs.toFixed(0)} ms and held the database ${heldMs.toFixed(0)} ms; slowest probe query during the backup ${slowestMs.toFixed(0)} ms; ` +
          `process RSS ${mb(rssBefore)} before, ${mb(peakRss)} at its peak`,
      ),
      load,
    };
  } finally {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<Result> {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const [source, target] = [`bench_backup_${suffix}`, `bench_restore_${suffix}`];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
  await adminStatement(`CREATE DATABASE ${source}`);
  await adminStatement(`CREATE DATABASE ${target}`);
  const database = await openDatabase({ kind: 'postgres', url: benchDatabaseUrl(source) });
  try {
    await seedSeason(database);
    const backup = takeBackup({ source: backupSourceOf(database), dir: folder, keep: 3, reason: 'manual' });
    const { result, slowestMs } = await probeWhile(database, backup);
    const restoreStarted = performance.now();
    await restorePostgresBackup(result.file, benchDatabaseUrl(target));
    const restoreMs = performance.now() - restoreStarted;
    const load = await benchLoad('PostgreSQL', {
      DATABASE_URL: benchDatabaseUrl(source),
      BACKUP_DIR: path.join(folder, 'load-backups'),
    });
    return {
      row: row('PostgreSQL', result, restoreMs, `slowest probe query during the backup ${slowestMs.toFixed(0)} ms`),
      load,
    };
  } finally {
    await database.close();
    await adminStatement(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
    await adminStatement(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function row(database: string, backup: BackupResult, restoreMs: number, note: string): Row {
  return { database, backup: fmt(backup.durationMs), size: mb(backup.sizeBytes), restore: fmt(restoreMs), note };
}

async function main(): Promise<void> {
  await bundleServer();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(`node ${process.version}, ${os.cpus().length} cpus, load average ${load}`);
  const kinds = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');
  const results: Result[] = [];
  if (kinds.includes('pglite')) results.push(await benchPglite());
  if (kinds.includes('postgres')) results.push(await benchPostgres());
  console.log(
    `Backup and restore of a season of ${ORDERS} orders (backup includes writing, fsync and the read-back check)`,
  );
  console.table(results.map((result) => result.row));
  console.log(
    `${CUSTOMERS} concurrent customers placing whole orders over HTTP for ${LOAD_WINDOW_MS / 1000} s on that season, ` +
      `${THINK_MS > 0 ? `pausing about ${THINK_MS} ms between calls` : 'without pause'}, ` +
      `without and with a backup (the nightly job's code, in the server process) asked for halfway ` +
      `(budget: p99 ${BUDGET_MS} ms; server memory 400 MB on PGlite, 150 MB on PostgreSQL)`,
  );
  console.table(results.flatMap((result) => result.load));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
