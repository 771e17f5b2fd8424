/**
 * The export part of bench:shop (docs/shop.md 6, issue 12): each CSV file of the whole seeded season, downloaded
 * as the owner's browser does, timed at the server (its request line's `ms`, which for a stream runs to
 * its last byte) and at the client, with the process's resident memory before, at its peak while the
 * file streams (sampled every 5 ms) and after. The server runs in this process, so RSS is the server's
 * (plus this script's few objects: the client counts the bytes and keeps none); the JavaScript heap is
 * shown apart, without PGlite's WebAssembly memory. Goal: under 2 s per file, memory flat. Figures are
 * printed, never asserted.
 */
import { sql } from 'drizzle-orm';
import { localDateOf } from '../src/domain/shop';
import type { DatabaseHandle } from '../src/server/db/client';

const RUNS = 3;
const FILES = ['orders', 'line-items'] as const;

export type ExportBenchRow = {
  database: string;
  file: string;
  rows: number;
  kilobytes: number;
  serverMs: number;
  clientMs: number;
  rss: { before: number; peak: number; after: number };
  /** The JavaScript heap in use: what the export itself holds, without PGlite's WebAssembly memory. */
  heap: { before: number; peak: number; after: number };
  /** The most the heap held after a collection while a file streamed (with --expose-gc): what is alive. */
  liveHeapPeak: number | null;
};

const results: ExportBenchRow[] = [];
const mb = (bytes: number) => bytes / 1024 / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * What a season's orders hold besides the seeded rows: prep and two add-ons per deer, one per hog, and the
 * history rows of their check-in and stage moves, so that each page reads what a real one would.
 */
export async function seedExportRows(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql`
    insert into order_addons (order_id, addon_name, addon_price, quantity, position)
      select id, 'Skinning', '$10.00', 1, 0 from orders where animal_type = 'Deer'
      union all select id, 'Ground Sausage - Hot', '$2.00/lb', 2.5, 1 from orders
      union all select id, 'Pickled Bites', '$15.00/Jar', 2, 2 from orders where animal_type = 'Deer'`);
  await database.db.execute(sql`
    insert into order_events (order_id, actor_kind, actor_name, kind, summary, after, created_at)
      select id, 'staff', 'Bench', 'checked_in', 'Checked in', '{"stage":"checked_in"}'::jsonb, checked_in_at
        from orders where checked_in_at is not null
      union all select id, 'staff', 'Bench', 'stage', 'Started processing', '{"stage":"processing"}'::jsonb,
        checked_in_at + interval '1 day' from orders where stage in ('processing', 'ready', 'picked_up')`);
  await database.db.execute(sql`analyze`);
}

async function download(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  return { ms: performance.now() - started, bytes, rows: lines - 1 };
}

/**
 * One more download, untimed, collecting garbage every 20 ms: the heap's peak after collections is what the
 * stream keeps alive at once, which stays flat whatever the season's size if nothing is held back.
 */
async function liveHeapPeak(url: string, cookie: string, gc: () => void): Promise<number> {
  gc();
  let live = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    gc();
    live = Math.max(live, process.memoryUsage().heapUsed);
  }, 20);
  await download(url, cookie);
  clearInterval(sampler);
  return live;
}

/** Each file of the season, RUNS times; `serverTimes` answers the request lines' ms logged since the last call. */
export async function benchExport(options: {
  database: string;
  baseUrl: string;
  ownerCookie: string;
  serverTimes: () => Promise<number[]>;
}): Promise<void> {
  const zone = 'America/Chicago';
  const from = localDateOf(new Date(Date.now() - 130 * 86_400_000), zone);
  const to = localDateOf(new Date(), zone);
  for (const file of FILES) {
    const url = `${options.baseUrl}/api/shop/export/${file}.csv?from=${from}&to=${to}&stage=all`;
    await download(url, options.ownerCookie); // warm-up
    await options.serverTimes();
    const client: number[] = [];
    let last = { bytes: 0, rows: 0 };
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = process.memoryUsage();
    const peak = { rss: before.rss, heap: before.heapUsed };
    const sample = () => {
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.heap = Math.max(peak.heap, now.heapUsed);
    };
    const sampler = setInterval(sample, 5);
    for (let run = 0; run < RUNS; run += 1) {
      const result = await download(url, options.ownerCookie);
      client.push(result.ms);
      last = result;
    }
    clearInterval(sampler);
    sample();
    gc?.();
    const after = process.memoryUsage();
    results.push({
      database: options.database,
      file: `${file}.csv`,
      rows: last.rows,
      kilobytes: last.bytes / 1024,
      serverMs: median(await options.serverTimes()),
      clientMs: median(client),
      rss: { before: mb(before.rss), peak: mb(peak.rss), after: mb(after.rss) },
      heap: { before: mb(before.heapUsed), peak: mb(peak.heap), after: mb(after.heapUsed) },
      liveHeapPeak: gc ? mb(await liveHeapPeak(url, options.ownerCookie, gc)) : null,
    });
  }
}

export function printExportTable(): void {
  console.log(
    `\nExport (median of ${RUNS} downloads of the whole season; goal under 2,000 ms per file, memory flat)\n`,
  );
  console.log(
    '| database | file | rows | size KB | server ms | client ms | RSS MB before / peak / after | JS heap MB before / peak / after | live JS heap MB peak |',
  );
  console.log('|---|---|---:|---:|---:|---:|---|---|---:|');
  const triple = (m: { before: number; peak: number; after: number }) =>
    `${m.before.toFixed(0)} / ${m.peak.toFixed(0)} / ${m.after.toFixed(0)}`;
  for (const row of results) {
    console.log(
      `| ${row.database} | ${row.file} | ${row.rows} | ${row.kilobytes.toFixed(0)} | ${row.serverMs.toFixed(0)} | ${row.clientMs.toFixed(0)} | ${triple(row.rss)} | ${triple(row.heap)} | ${row.liveHeapPeak?.toFixed(0) ?? '-'} |`,
    );
  }
  if (!(globalThis as { gc?: unknown }).gc)
    console.log(
      '\n(NODE_OPTIONS=--expose-gc collects garbage around each file and measures the live heap while it streams.)',
    );
}
