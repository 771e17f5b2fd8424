/**
 * Shop benchmark (docs/shop.md 8), on embedded PGlite and on PostgreSQL (a fresh database): seeds a season of
 * SHOP_ORDERS submitted orders across every stage (with their history rows and messages), runs the real
 * Fastify app on a real port and asks it over HTTP as a signed-in staff member, as the board does:
 *   board first page, search by name, by phone, by tag, and the order page.
 * Then, as the owner, the export's two CSV files of the whole season, with the server's memory while they
 * stream (scripts/bench-shop-export.ts; goal under 2 s per file), and the board's live update from a submit
 * to its event on an open stream (scripts/bench-shop-live.ts; goal under 2 s). Last, the drop-off days of docs/shop.md
 * 10 (scripts/bench-shop-drop-off.ts): the drop-off step's answer on a 60-day season holding the orders (goal 20 ms
 * median, 100 ms p99) and 200 submits racing for a day's last 20 spots (time to settle, p99).
 * docs/shop.md 11: the owner's yield page over the season (every order past processing weighed; goal 30 ms
 * median, 100 ms p99), deer and hogs over the whole season and over its months.
 * Server time is what the app logs for each request (its request line's `ms`, from the request's arrival
 * to its answer, session check included). Budgets: board and search 30 ms median / 100 ms p99, order page
 * 20 ms median. Figures are printed, never asserted.
 *
 *   npm run bench:shop            SHOP_ORDERS=5000 SHOP_REQUESTS=300 by default
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { formatOrderNumber } from '../src/domain';
import type { Stage } from '../src/domain/shop';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/lib/config';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/server/db/client';
import { donationPrograms } from '../src/server/db/shop-schema';
import { type SeedOrder, seedSentMessages, seedSubmittedOrders } from '../src/server/shop-orders/testing/seed-orders';
import { createSignedInStaff } from '../src/server/test/staff';
import type { TestApp } from '../src/server/test/test-app';
import { benchExport, printExportTable, seedExportRows } from './bench-shop-export';
import { adminStatement, benchDatabaseUrl } from './bench-postgres';
import { benchDropOff, printDropOffTables } from './bench-shop-drop-off';
import { benchLiveBoard, printLiveTable } from './bench-shop-live';

const ORDERS = Number(process.env.SHOP_ORDERS ?? 5000);
const REQUESTS = Number(process.env.SHOP_REQUESTS ?? 300);
const WARM_UP = 30;

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez'];
const MORE_LAST = ['Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson'];
const SURNAMES = [...LAST, ...MORE_LAST].flatMap((name) => [name, `${name}son`, `Mc${name}`]);
/** Where a season's orders are: most picked up, a busy middle, a few cancelled. */
const STAGE_SHARES: [Stage, number][] = [
  ['submitted', 0.1],
  ['checked_in', 0.15],
  ['processing', 0.2],
  ['ready', 0.1],
  ['picked_up', 0.4],
  ['cancelled', 0.05],
];

// ---------- helpers ----------

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : '-');
const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

function phoneOf(index: number): string {
  const digits = String(1_000_000 + index).slice(1);
  const [exchange, line] = [`2${digits.slice(0, 2)}`, `0${digits.slice(2)}`];
  const formats = [
    `(555) ${exchange}-${line}`,
    `555-${exchange}-${line}`,
    `+1 555 ${exchange} ${line}`,
    `555${exchange}${line}`,
  ];
  return pick(formats, index);
}

function seeds(season: number): SeedOrder[] {
  const start = Date.now() - 120 * 86_400_000;
  let tag = 0;
  return Array.from({ length: ORDERS }, (_, index) => {
    let stage: Stage = 'submitted';
    let cut = (index * 7919) % 1000;
    for (const [candidate, share] of STAGE_SHARES) {
      cut -= share * 1000;
      if (cut < 0) {
        stage = candidate;
        break;
      }
    }
    const first = pick(FIRST, index * 3);
    const last = pick(SURNAMES, index * 7);
    return {
      fullName: `${first} ${last}`,
      email: `${first}.${last}${index}@example.com`.toLowerCase(),
      phoneNumber: phoneOf(index),
      animalType: index % 4 === 0 ? 'Hog' : 'Deer',
      stage,
      tagNumber: stage === 'submitted' || (stage === 'cancelled' && index % 2 === 0) ? null : (tag += 1),
      season,
      completedAt: new Date(start + (index * 120 * 86_400_000) / ORDERS),
      totalCents: 12_500 + (index % 9) * 800,
    };
  });
}

type Target = { kind: 'pglite' | 'postgres'; open: () => Promise<DatabaseHandle>; cleanup: () => Promise<void> };

function pgliteTarget(): Target {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-shop-'));
  return {
    kind: 'pglite',
    open: () => openDatabase({ kind: 'pglite', dataDir: dir }),
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

function postgresTarget(): Target {
  const name = `bench_shop_${process.pid}_${randomBytes(4).toString('hex')}`;
  return {
    kind: 'postgres',
    open: async () => {
      await adminStatement(`CREATE DATABASE ${name}`);
      return openDatabase({ kind: 'postgres', url: benchDatabaseUrl(name) });
    },
    cleanup: () => adminStatement(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

type Scenario = { name: string; budget: string; paths: string[]; headers?: Record<string, string> };

/**
 * docs/shop.md 12: one program, and every third deer checked in donated to it (a part of every ninth, per pound): the
 * donations page reads one program over the season's range.
 */
async function seedDonations(database: DatabaseHandle): Promise<string> {
  const [program] = await database.db
    .insert(donationPrograms)
    .values({ name: 'Hunters for the Hungry', pays: 'per_pound', rateCents: 150 })
    .returning({ id: donationPrograms.id });
  if (!program) throw new Error('no program');
  await database.db.execute(sql`update orders set hanging_weight_lbs = 80 + (order_number % 60),
    checked_in_at = coalesce(checked_in_at, completed_at),
    donation = case when order_number % 9 = 0 then 'part' else 'all' end,
    donation_pounds = case when order_number % 9 = 0 then 30 else null end,
    donation_program_id = ${program.id}, donation_pays = 'per_pound', donation_rate_cents = 150,
    donation_set_at = now()
    where tag_number is not null and animal_type = 'Deer' and order_number % 3 = 0`);
  return program.id;
}
type Row = { database: string; scenario: string; budget: string; median: number; p99: number; client: number };

async function run(target: Target): Promise<Row[]> {
  const database = await target.open();
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  try {
    await migrateDatabase(database);
    const season = new Date().getFullYear();
    const seeding = performance.now();
    const seeded = await seedSubmittedOrders(database.db, seeds(season));
    await seedSentMessages(database.db);
    // docs/shop.md 11: a hanging weight at check-in, and a finished weight (38% to 62%) once processed.
    await database.db.execute(sql`
      update orders set
        hanging_weight_lbs = 90 + (order_number % 97),
        finished_weight_lbs = case when stage in ('ready', 'picked_up')
          then round((90 + (order_number % 97)) * (0.38 + (order_number * 37 % 25) / 100.0), 1) end
      where checked_in_at is not null`);
    const programId = await seedDonations(database);
    await database.db.execute(sql`analyze`);
    console.log(`${target.kind}: ${seeded.length} orders seeded in ${fmt(performance.now() - seeding)} ms`);

    const app = await buildApp({
      // The drop-off race's 200 customers are clients of their own (X-Forwarded-For), each submitting once.
      config: loadConfig({
        LOG_LEVEL: 'info',
        TRUST_PROXY: 'true',
        COMPLETIONS_PER_HOUR: '100000',
        DRAFTS_PER_HOUR: '100000',
        DRAFT_WRITES_PER_HOUR: '100000',
      }),
      database,
      logStream,
      notifications: { worker: false },
    });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const staff = await createSignedInStaff({ app } as TestApp, { role: 'staff' });
    const headers = { cookie: staff.cookie };
    const owner = await createSignedInStaff({ app } as TestApp, { role: 'owner' });
    const yieldRanges = (() => {
      const today = new Date().toISOString().slice(0, 10);
      const start = new Date(Date.now() - 130 * 86_400_000).toISOString().slice(0, 10);
      const months = Array.from({ length: 4 }, (_, i) => {
        const from = new Date(Date.now() - (120 - i * 30) * 86_400_000).toISOString().slice(0, 10);
        const to = new Date(Date.now() - (91 - i * 30) * 86_400_000).toISOString().slice(0, 10);
        return `from=${from}&to=${to}`;
      });
      return [`from=${start}&to=${today}`, ...months].flatMap((range) =>
        ['Deer', 'Hog'].map((species) => `/api/shop/yield?species=${species}&${range}`),
      );
    })();

    const numbers = seeded.map((order) => formatOrderNumber(order.orderNumber));
    const scenarios: Scenario[] = [
      // For reference: what every shop request pays for its session check, answering nothing else.
      { name: '(session only)', budget: '-', paths: ['/api/shop/session'] },
      { name: 'board, first page', budget: '30 / 100', paths: ['/api/shop/orders'] },
      {
        name: 'search by name',
        budget: '30 / 100',
        paths: SURNAMES.map((name) => `/api/shop/orders?q=${encodeURIComponent(name.slice(0, 5).toLowerCase())}`),
      },
      {
        name: 'search by name, one page in',
        budget: '30 / 100',
        paths: SURNAMES.map((name) => `/api/shop/orders?stage=picked_up&page=2&q=${encodeURIComponent(name)}`),
      },
      {
        name: 'search by phone',
        budget: '30 / 100',
        paths: Array.from({ length: 50 }, (_, i) => `/api/shop/orders?q=${encodeURIComponent(phoneOf(i * 97 + 1))}`),
      },
      {
        name: 'search by tag',
        budget: '30 / 100',
        paths: Array.from({ length: 50 }, (_, i) => `/api/shop/orders?q=${(i * 61) % 3000}`),
      },
      {
        name: 'order page',
        budget: '20 / -',
        paths: Array.from({ length: 50 }, (_, i) => `/api/shop/orders/${pick(numbers, i * 101)}`),
      },
      // docs/shop.md 11: the owner's /shop/yield, the whole season and month by month, deer and hogs.
      { name: 'yield page (owner)', budget: '30 / 100', paths: yieldRanges, headers: { cookie: owner.cookie } },
      {
        // docs/shop.md 12: /shop/donations, one program over the season (from 150 days ago to today).
        name: 'donations, the season',
        budget: '30 / 100',
        paths: [
          `/api/shop/donations?program=${programId}&from=${new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`,
        ],
        headers: { cookie: owner.cookie },
      },
    ];

    const rows: Row[] = [];
    for (const scenario of scenarios) {
      const client: number[] = [];
      for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
        if (i === WARM_UP) lines.length = 0;
        const started = performance.now();
        const response = await fetch(`${baseUrl}${pick(scenario.paths, i)}`, { headers: scenario.headers ?? headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${scenario.name}: ${response.status}`);
        if (i >= WARM_UP) client.push(performance.now() - started);
      }
      await new Promise((resolve) => setImmediate(resolve));
      const server = lines
        .map((line) => JSON.parse(line) as { msg?: string; ms?: number })
        .filter((line) => line.msg === 'request' && typeof line.ms === 'number')
        .map((line) => line.ms as number);
      rows.push({
        database: target.kind,
        scenario: scenario.name,
        budget: scenario.budget,
        median: percentile(server, 50),
        p99: percentile(server, 99),
        client: percentile(client, 50),
      });
    }
    await benchLiveBoard({ database: target.kind, baseUrl, staffCookie: staff.cookie });
    // The export (docs/shop.md 6) as the owner, once the season also holds add-ons and stage history.
    await seedExportRows(database);
    await benchExport({
      database: target.kind,
      baseUrl,
      ownerCookie: owner.cookie,
      serverTimes: async () => {
        await new Promise((resolve) => setImmediate(resolve));
        const times = lines
          .map((line) => JSON.parse(line) as { msg?: string; ms?: number; route?: string })
          .filter((line) => line.msg === 'request' && line.route?.startsWith('/api/shop/export/'))
          .map((line) => line.ms as number);
        lines.length = 0;
        return times;
      },
    });
    await benchDropOff({
      database: target.kind,
      handle: database,
      baseUrl,
      requests: REQUESTS,
      warmUp: WARM_UP,
      serverTimes: async (route) => {
        await new Promise((resolve) => setImmediate(resolve));
        const times = lines
          .map((line) => JSON.parse(line) as { msg?: string; ms?: number; route?: string })
          .filter((line) => line.msg === 'request' && line.route === route)
          .map((line) => line.ms as number);
        lines.length = 0;
        return times;
      },
    });
    await app.close();
    return rows;
  } finally {
    await database.close();
    await target.cleanup();
  }
}

async function main(): Promise<void> {
  console.log(`bench:shop — ${ORDERS} submitted orders, ${REQUESTS} requests per row (after ${WARM_UP} to warm up)\n`);
  const rows = [...(await run(pgliteTarget())), ...(await run(postgresTarget()))];
  console.log(
    '\n| database | request | server median ms | server p99 ms | budget ms (median / p99) | client median ms |',
  );
  console.log('|---|---|---:|---:|---|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.scenario} | ${fmt(row.median)} | ${fmt(row.p99)} | ${row.budget} | ${fmt(row.client)} |`,
    );
  }
  printExportTable();
  printLiveTable();
  printDropOffTables();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
