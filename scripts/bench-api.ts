/**
 * API benchmark (docs/design.md 4), on embedded PGlite and on PostgreSQL:
 *  1. single-order latency per API call (median, p95 over ORDERS sequential orders), next to the same SQL
 *     sent straight through the driver, so the HTTP layer's share shows (budget: it adds at most 2x the SQL's time);
 *  2. p99 per request with CUSTOMERS concurrent customers placing whole orders (budget: 50 ms): first without
 *     pauses, then pausing about THINK_MS between calls right after that burst (while its orders' messages go
 *     out) and again once the server is quiet; and the server's resident memory (budget: 150 MB on
 *     PostgreSQL, 400 MB on PGlite);
 *  3. cold start of the built server (`node dist/server/main.js`) on an existing data folder: spawn to
 *     the first OK /api/health;
 *  4. memory (budget, docs/design.md 4: 400 MB on PGlite, 150 MB on PostgreSQL): FRESH_STARTS starts on a new data
 *     folder (or database), each with its peak (the kernel's VmHWM up to the first OK /api/health), its
 *     resident size then and SETTLE_MS later; and the peak and after figures of MEMORY_CUSTOMERS (50)
 *     concurrent customers placing orders.
 * The server runs as its own process, as `npm start` runs it. Figures are printed, never asserted.
 *
 *   npm run bench:api                 ORDERS=200 CUSTOMERS=20 ORDERS_PER_CUSTOMER=20 by default
 *   BENCH_MEMORY_ONLY=1 npm run bench:api      only the memory figures (4)
 *   BENCH_SKIP_BUILD=1 npm run bench:api       runs dist/server/main.js as it is (to compare two builds)
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { CUTS, DETAILS, STEPS, type Step, percentile, placeNewCustomersOrder as placeOrder } from './customer-order';
import { adminStatement, benchDatabaseUrl } from './bench-postgres';
import { untilQuiet } from './process-cpu';
import { memoryMb, wasmResidentMb } from './process-memory';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/server/db/client';
import { NOTIFICATION_QUEUE, pgBossDatabase } from '../src/server/notifications/queue';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';
import { freePort } from '../src/server/test/free-port';

const ORDERS = Number(process.env.ORDERS ?? 200);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 20);
const ORDERS_PER_CUSTOMER = Number(process.env.ORDERS_PER_CUSTOMER ?? 20);
const COLD_STARTS = Number(process.env.COLD_STARTS ?? 3);
/** A second concurrent run where each customer pauses between screens, as people do. */
const THINK_MS = Number(process.env.THINK_MS ?? 250);
const THINK_ORDERS_PER_CUSTOMER = Number(process.env.THINK_ORDERS_PER_CUSTOMER ?? 3);
const FRESH_STARTS = Number(process.env.FRESH_STARTS ?? 3);
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 5000);
const MEMORY_CUSTOMERS = Number(process.env.MEMORY_CUSTOMERS ?? 50);
const MEMORY_ORDERS_PER_CUSTOMER = Number(process.env.MEMORY_ORDERS_PER_CUSTOMER ?? 4);
const MEMORY_ONLY = process.env.BENCH_MEMORY_ONLY === '1';
const SERVER = path.resolve('dist/server/main.js');

// ---------- helpers ----------

const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(2) : '-');

type Server = { process: ChildProcess; baseUrl: string; startMs: number };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, SERVER], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      // Each order names its own address (placeNewCustomersOrder), taken from X-Forwarded-For.
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { process: child, baseUrl, startMs: performance.now() - started };
}

async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

// ---------- one order through the API ----------

// ---------- the same SQL straight through the driver ----------

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * The statements the server sends for one order, step by step (read from PostgreSQL's statement log of a
 * server order, docs/design.md 4 "the same SQL"): the locks with the current price version, the per-client
 * limits, the drop-off and shop settings, the history, the boards' notice, the confirmation's deliveries,
 * status links and pg-boss job. Only the notification worker's later statements are left out.
 */
async function placeOrderSql(
  query: Query,
  sendJob: (orderId: unknown) => Promise<void>,
  record: (step: Step, ms: number) => void,
): Promise<void> {
  const rowsSql = `select 'cut' as kind, cut_name as name, null::text as price, null::numeric as quantity, position, id
         from order_cuts where order_id = $1
       union all
       select 'addon', addon_name, addon_price, quantity, position, id from order_addons where order_id = $1
       order by kind, position, id`;
  const readRows = (id: unknown) => query(rowsSql, [id]);
  const lock = (id: unknown) =>
    query(
      'select *, (select max(version) from price_versions) as current_version from orders where id = $1 for update',
      [id],
    );
  // Each order is another client's, as in placeNewCustomersOrder.
  const client = randomBytes(16).toString('base64url');
  const hitLimit = (bucket: string, max: number, windowSeconds: number) =>
    query('select take_limit_hit($1, $2, $3::int, $4::float8) as wait', [bucket, client, max, windowSeconds]);
  const dropOffSettings = () => query('select * from drop_off_settings where id = $1', [1]);
  const statusToken = (id: unknown) =>
    query('insert into status_tokens (token_hash, order_id) values ($1, $2)', [randomBytes(32).toString('hex'), id]);

  let started = performance.now();
  const created = await query(
    `insert into orders (full_name, email, phone_number, animal_type, status, price_version)
     values ($1, $2, $3, '', 'collecting_details', (select max(version) from price_versions)) returning *`,
    [DETAILS.full_name, DETAILS.email, DETAILS.phone_number],
  );
  const id = created.rows[0]?.id;
  record('create', performance.now() - started);

  started = performance.now();
  await query('begin');
  await lock(id);
  await query(
    `update orders set animal_type = 'Deer', gender = $2, weight_option = null, weight_pounds = null, weight_cost = null,
     status = 'in_progress', updated_at = now() where id = $1 returning *`,
    [id, 'Buck'],
  );
  await query('delete from order_cuts where order_id = $1', [id]);
  await query(`delete from order_addons where order_id = $1 and addon_name in ('Skinning', 'Caped')`, [id]);
  await query(
    `insert into order_addons (order_id, addon_name, addon_price, quantity, position)
     values ($1, 'Skinning', '$10.00', 1, 0), ($1, 'Caped', '$10.00', 1, 1)`,
    [id],
  );
  await readRows(id);
  await dropOffSettings();
  await query('commit');
  record('animal', performance.now() - started);

  started = performance.now();
  await query('begin');
  await lock(id);
  await query('delete from order_cuts where order_id = $1', [id]);
  await query('insert into order_cuts (order_id, cut_name, position) values ($1, $2, 0), ($1, $3, 1), ($1, $4, 2)', [
    id,
    ...CUTS.cuts,
  ]);
  await readRows(id);
  await query('commit');
  record('cuts', performance.now() - started);

  started = performance.now();
  await query('begin');
  await lock(id);
  await query(`delete from order_addons where order_id = $1 and addon_name not in ('Skinning', 'Caped')`, [id]);
  await query(
    `insert into order_addons (order_id, addon_name, addon_price, quantity, position)
     values ($1, 'Ground Sausage - Hot', '$2.00/lb', 3, 100), ($1, 'Pickled Bites', '$15.00/Jar', 2, 101)`,
    [id],
  );
  await readRows(id);
  await query('commit');
  record('addons', performance.now() - started);

  started = performance.now();
  await hitLimit('order-reads', 60, 60);
  await query(
    `select o.*, (select coalesce(json_agg(r order by r.kind, r.position, r.id), '[]'::json) from (${rowsSql}) r) as rows
       from orders o where o.id = $1`,
    [id],
  );
  record('get', performance.now() - started);

  started = performance.now();
  await query('begin');
  await lock(id);
  await readRows(id);
  await dropOffSettings();
  await hitLimit('completions', 60, 3600);
  await query(
    `update orders set status = 'completed', total_cents = $2, completed_at = now(), updated_at = now(),
     stage = 'submitted', stage_changed_at = now() where id = $1 returning *`,
    [id, 16_400],
  );
  await query(
    `insert into order_events (order_id, actor_kind, actor_name, kind, summary, created_at)
     values ($1, 'customer', 'Customer', 'submitted', 'Order submitted', clock_timestamp())`,
    [id],
  );
  await query('select pg_notify($1, $2)', ['shop_order_changes', '{"kind":"submitted"}']);
  await query('select * from shop_settings where id = $1', [1]);
  await query(
    `insert into notification_deliveries (order_id, channel, kind, link_token)
     values ($1, 'email', 'confirmation', $2), ($1, 'sms', 'confirmation', $2)
     on conflict do nothing returning kind`,
    [id, randomBytes(32).toString('base64url')],
  );
  await statusToken(id);
  await sendJob(id);
  await statusToken(id);
  await query('commit');
  record('complete', performance.now() - started);
}

// ---------- one driver ----------

type FreshStart = { readyMs: number; peakMb: number; readyMb: number; settledMb: number; settledWasmMb: number };

type ManyClients = { requests: number[]; peakMb: number; afterMb: number; afterWasmMb: number };

type DriverResult = {
  kind: string;
  http: Record<Step, number[]>;
  sql: Record<Step, number[]>;
  concurrent: number[];
  concurrentSeconds: number;
  thinking: number[];
  /** The same two runs' requests by step, to show which step makes the tail. */
  concurrentBySteps: Record<Step, number[]>;
  thinkingBySteps: Record<Step, number[]>;
  /** How long the server stayed busy after the burst without pauses (its notification jobs), in ms. */
  drainMs: number;
  /** The pausing customers again, once the server is quiet. */
  thinkingQuiet: number[];
  thinkingQuietBySteps: Record<Step, number[]>;
  rssIdleMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
  coldStartsMs: number[];
  freshStarts: FreshStart[];
  rssIdleWasmMb: number;
  manyClients: ManyClients | null;
  /** The same right after the first start on a new folder or database, before any restart. */
  manyClientsFresh: ManyClients | null;
};

const emptySamples = () => Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<Step, number[]>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new, empty data folder (PGlite) or database (PostgreSQL) for the server, and how to remove it. */
async function createTarget(
  kind: 'pglite' | 'postgres',
): Promise<{ env: Record<string, string>; url?: string; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await adminStatement(`create database ${name}`);
  const url = benchDatabaseUrl(name);
  return {
    env: { DATABASE_URL: url },
    url,
    cleanup: () => adminStatement(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Starts on a new folder or database: PGlite runs initdb (in a second, throwaway PGlite instance), then the
 * migrations and pg-boss's schema run. The peak is the kernel's high-water mark up to the first OK health.
 */
async function measureFreshStart(kind: 'pglite' | 'postgres'): Promise<FreshStart> {
  const target = await createTarget(kind);
  try {
    const server = await startServer(target.env);
    const pid = server.process.pid as number;
    try {
      const peakMb = memoryMb(pid, 'VmHWM');
      const readyMb = memoryMb(pid);
      await sleep(SETTLE_MS);
      return {
        readyMs: server.startMs,
        peakMb,
        readyMb,
        settledMb: memoryMb(pid),
        settledWasmMb: wasmResidentMb(pid),
      };
    } finally {
      await stopServer(server);
    }
  } finally {
    await target.cleanup();
  }
}

/** MEMORY_CUSTOMERS customers placing orders at once, with the server's resident memory sampled meanwhile. */
async function measureManyClients(server: Server): Promise<ManyClients> {
  const pid = server.process.pid as number;
  const requests: number[] = [];
  let peakMb = memoryMb(pid);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, memoryMb(pid))), 50);
  try {
    await Promise.all(
      Array.from({ length: MEMORY_CUSTOMERS }, async () => {
        for (let i = 0; i < MEMORY_ORDERS_PER_CUSTOMER; i += 1) {
          await placeOrder(server.baseUrl, (_step, ms) => requests.push(ms));
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  peakMb = Math.max(peakMb, memoryMb(pid));
  await sleep(SETTLE_MS);
  return { requests, peakMb, afterMb: memoryMb(pid), afterWasmMb: wasmResidentMb(pid) };
}

async function benchDriver(kind: 'pglite' | 'postgres'): Promise<DriverResult> {
  const result: DriverResult = {
    kind,
    http: emptySamples(),
    sql: emptySamples(),
    concurrent: [],
    concurrentSeconds: 0,
    thinking: [],
    concurrentBySteps: emptySamples(),
    thinkingBySteps: emptySamples(),
    drainMs: 0,
    thinkingQuiet: [],
    thinkingQuietBySteps: emptySamples(),
    rssIdleMb: 0,
    rssPeakMb: 0,
    rssAfterMb: 0,
    coldStartsMs: [],
    freshStarts: [],
    rssIdleWasmMb: 0,
    manyClients: null,
    manyClientsFresh: null,
  };
  // First, before this process has opened any database of its own: new folders or databases.
  for (let i = 0; i < FRESH_STARTS; i += 1) result.freshStarts.push(await measureFreshStart(kind));

  const target = await createTarget(kind);
  const cleanups: (() => Promise<void>)[] = [target.cleanup];
  const env = target.env;
  try {
    if (!MEMORY_ONLY) await measureDirectSql(kind, target.url, result, cleanups);

    // The first start creates (PGlite: initdb) and migrates the database; later starts are the normal case.
    const first = await startServer(env);
    for (let i = 0; i < 20; i += 1) await placeOrder(first.baseUrl, () => {});
    result.manyClientsFresh = await measureManyClients(first);
    await stopServer(first);
    // Cold start of the built server on the folder (or database) it has just used.
    for (let i = 0; i < COLD_STARTS; i += 1) {
      const again = await startServer(env);
      result.coldStartsMs.push(again.startMs);
      await stopServer(again);
    }

    const server = await startServer(env);
    try {
      for (let i = 0; i < 20; i += 1) await placeOrder(server.baseUrl, () => {});
      result.rssIdleMb = memoryMb(server.process.pid as number);
      result.rssIdleWasmMb = wasmResidentMb(server.process.pid as number);
      if (!MEMORY_ONLY) await measureLatency(server, result);
      result.manyClients = await measureManyClients(server);
    } finally {
      await stopServer(server);
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
  return result;
}

/** The same statements as one order, straight through the driver, on a second database with the same schema. */
async function measureDirectSql(
  kind: 'pglite' | 'postgres',
  url: string | undefined,
  result: DriverResult,
  cleanups: (() => Promise<void>)[],
): Promise<void> {
  let direct: { query: Query; close: () => Promise<void> };
  // pg-boss on the second database too, so that the confirmation's job goes in with pg-boss's own SQL.
  const boss = new PgBoss({
    db: { executeSql: (text, values) => direct.query(text, values) },
    supervise: false,
    schedule: false,
  });
  const startBoss = async (handle: DatabaseHandle) => {
    const setup = new PgBoss({ db: pgBossDatabase(handle), supervise: false, schedule: false });
    await setup.start();
    await setup.createQueue(NOTIFICATION_QUEUE);
    await setup.stop({ graceful: false, close: false });
  };
  if (kind === 'pglite') {
    // The server owns its folder, so the direct SQL runs on a second folder.
    const directDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-direct-'));
    cleanups.push(async () => fs.rmSync(directDir, { recursive: true, force: true }));
    const handle: DatabaseHandle = await openDatabase({ kind: 'pglite', dataDir: directDir });
    await migrateDatabase(handle);
    await startBoss(handle);
    const pglite = handle.pglite as PGlite;
    direct = {
      query: async (text, values) => ({ rows: (await pglite.query<Record<string, unknown>>(text, values)).rows }),
      close: () => handle.close(),
    };
  } else {
    // The server migrates the same database when it starts; migrations that have run are skipped.
    const handle = await openDatabase({ kind: 'postgres', url: url as string, maxConnections: 1 });
    await migrateDatabase(handle);
    await startBoss(handle);
    // One client for all statements, as a transaction in the server holds one.
    const client = await (handle.pool as pg.Pool).connect();
    direct = {
      query: async (text, values) => ({
        rows: (await client.query<Record<string, unknown>>(text, values as unknown[])).rows,
      }),
      close: async () => {
        client.release();
        await handle.close();
      },
    };
  }
  await boss.start();
  const sendJob = async (orderId: unknown) => {
    await boss.send(NOTIFICATION_QUEUE, { orderId });
  };
  // A warm-up, then the measured orders.
  for (let i = 0; i < 20; i += 1) await placeOrderSql(direct.query, sendJob, () => {});
  for (let i = 0; i < ORDERS; i += 1) {
    await placeOrderSql(direct.query, sendJob, (step, ms) => result.sql[step].push(ms));
  }
  await boss.stop({ graceful: false, close: false });
  await direct.close();
}

async function measureLatency(server: Server, result: DriverResult): Promise<void> {
  for (let i = 0; i < ORDERS; i += 1) await placeOrder(server.baseUrl, (step, ms) => result.http[step].push(ms));
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryMb(server.process.pid as number));
  }, 50);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CUSTOMERS }, async () => {
      for (let i = 0; i < ORDERS_PER_CUSTOMER; i += 1) {
        await placeOrder(server.baseUrl, (step, ms) => {
          result.concurrent.push(ms);
          result.concurrentBySteps[step].push(ms);
        });
      }
    }),
  );
  result.concurrentSeconds = (performance.now() - started) / 1000;
  // Right after the burst, while its orders' messages still go out; then again once the server is quiet.
  await pausingCustomers(server, result.thinking, result.thinkingBySteps);
  result.drainMs = await untilQuiet(server.process.pid as number);
  await pausingCustomers(server, result.thinkingQuiet, result.thinkingQuietBySteps);
  clearInterval(sampler);
  result.rssPeakMb = peak;
  result.rssAfterMb = memoryMb(server.process.pid as number);
}

/** CUSTOMERS customers placing THINK_ORDERS_PER_CUSTOMER orders each, pausing about THINK_MS between calls. */
async function pausingCustomers(server: Server, samples: number[], bySteps: Record<Step, number[]>): Promise<void> {
  await Promise.all(
    Array.from({ length: CUSTOMERS }, async () => {
      // People arrive at their own moments, not all in the same millisecond: each starts within one pause.
      await sleep(Math.random() * THINK_MS);
      for (let i = 0; i < THINK_ORDERS_PER_CUSTOMER; i += 1) {
        await placeOrder(
          server.baseUrl,
          (step, ms) => {
            samples.push(ms);
            bySteps[step].push(ms);
          },
          THINK_MS,
        );
      }
    }),
  );
}

function printMemory(result: DriverResult): void {
  const budget = result.kind === 'pglite' ? 400 : 150;
  console.log(`memory (budget ${budget} MB resident, docs/design.md 4)`);
  result.freshStarts.forEach((start, index) => {
    console.log(
      `fresh start ${index + 1}: ready in ${start.readyMs.toFixed(0)} ms, peak ${start.peakMb.toFixed(0)} MB, ` +
        `${start.readyMb.toFixed(0)} MB when ready, ${start.settledMb.toFixed(0)} MB ${SETTLE_MS / 1000} s later ` +
        `(WebAssembly ${start.settledWasmMb.toFixed(0)} MB)`,
    );
  });
  console.log(
    `warm idle on an existing ${result.kind === 'pglite' ? 'folder' : 'database'}: ${result.rssIdleMb.toFixed(0)} MB ` +
      `(WebAssembly ${result.rssIdleWasmMb.toFixed(0)} MB)`,
  );
  for (const [when, many] of [
    ['right after the first start', result.manyClientsFresh],
    ['after a restart', result.manyClients],
  ] as const) {
    if (!many) continue;
    console.log(
      `${MEMORY_CUSTOMERS} concurrent customers ${when}, ${many.requests.length} requests: peak ${many.peakMb.toFixed(0)} MB, ` +
        `${many.afterMb.toFixed(0)} MB ${SETTLE_MS / 1000} s after (WebAssembly ${many.afterWasmMb.toFixed(0)} MB); ` +
        `p99 ${fmt(percentile(many.requests, 99))} ms`,
    );
  }
}

function printResult(result: DriverResult): void {
  console.log(`\n=== ${result.kind} ===`);
  if (!MEMORY_ONLY) printLatency(result);
  console.log(
    `cold start (spawn to first OK /api/health): ${result.coldStartsMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`,
  );
  printMemory(result);
}

function printLatency(result: DriverResult): void {
  console.log(`single order, ${ORDERS} sequential orders (ms)`);
  console.log('step       HTTP med  HTTP p95   SQL med   SQL p95  ratio(med)');
  for (const step of STEPS) {
    const httpMed = percentile(result.http[step], 50);
    const sqlMed = percentile(result.sql[step], 50);
    console.log(
      `${step.padEnd(9)} ${fmt(httpMed).padStart(9)} ${fmt(percentile(result.http[step], 95)).padStart(9)} ` +
        `${fmt(sqlMed).padStart(9)} ${fmt(percentile(result.sql[step], 95)).padStart(9)} ${(httpMed / sqlMed).toFixed(2).padStart(10)}`,
    );
  }
  const httpOrder = STEPS.reduce((total, step) => total + percentile(result.http[step], 50), 0);
  const sqlOrder = STEPS.reduce((total, step) => total + percentile(result.sql[step], 50), 0);
  console.log(
    `whole order (sum of medians): HTTP ${fmt(httpOrder)} ms, SQL ${fmt(sqlOrder)} ms, ratio ${(httpOrder / sqlOrder).toFixed(2)}, ` +
      `HTTP layer adds ${((httpOrder - sqlOrder) / sqlOrder).toFixed(2)}x the SQL time`,
  );
  const requests = result.concurrent.length;
  console.log(
    `${CUSTOMERS} concurrent customers, ${CUSTOMERS * ORDERS_PER_CUSTOMER} orders, ${requests} requests in ` +
      `${result.concurrentSeconds.toFixed(1)} s (${(requests / result.concurrentSeconds).toFixed(0)} req/s): ` +
      `p50 ${fmt(percentile(result.concurrent, 50))} ms, p95 ${fmt(percentile(result.concurrent, 95))} ms, ` +
      `p99 ${fmt(percentile(result.concurrent, 99))} ms, max ${fmt(Math.max(...result.concurrent))} ms`,
  );
  const pausing = (samples: number[], when: string) =>
    console.log(
      `${CUSTOMERS} concurrent customers pausing ~${THINK_MS} ms between calls, ${when}, ${samples.length} requests: ` +
        `p50 ${fmt(percentile(samples, 50))} ms, p95 ${fmt(percentile(samples, 95))} ms, ` +
        `p99 ${fmt(percentile(samples, 99))} ms, max ${fmt(Math.max(...samples))} ms`,
    );
  pausing(result.thinking, 'right after that burst');
  pausing(result.thinkingQuiet, `once the server was quiet (${(result.drainMs / 1000).toFixed(1)} s later)`);
  const bySteps = (samples: Record<Step, number[]>) =>
    STEPS.map((step) => `${step} ${fmt(percentile(samples[step], 50))}/${fmt(percentile(samples[step], 99))}`).join(
      ', ',
    );
  console.log(`  p50/p99 by step, without pauses: ${bySteps(result.concurrentBySteps)}`);
  console.log(`  p50/p99 by step, with pauses: ${bySteps(result.thinkingBySteps)}`);
  console.log(`  p50/p99 by step, with pauses, server quiet: ${bySteps(result.thinkingQuietBySteps)}`);
  console.log(
    `server RSS: ${result.rssIdleMb.toFixed(0)} MB warm idle, ${result.rssPeakMb.toFixed(0)} MB peak under load, ` +
      `${result.rssAfterMb.toFixed(0)} MB after`,
  );
}

async function main(): Promise<void> {
  // The bundle `npm start` runs, rebuilt so that the figures are of the current source (esbuild: ~20 ms).
  if (!process.env.BENCH_SKIP_BUILD)
    execSync('npm run build:server --silent', { stdio: ['ignore', 'ignore', 'inherit'] });
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(`node ${process.version}, ${os.cpus().length} cpus, ${os.cpus()[0]?.model ?? ''}, load average ${load}`);
  const kinds = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
  for (const kind of kinds) printResult(await benchDriver(kind));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
