/**
 * The drop-off days' figures (docs/shop.md 10) for `npm run bench:shop`, on a season of drop-off days over the bench's
 * submitted orders:
 * - the drop-off step's answer, GET /api/orders/:id/drop-off-days, on a 60-day season whose days hold the
 *   season's orders (goal at the server: median 20 ms, p99 100 ms);
 * - the 200-submit race: 200 customers who chose a day with 20 spots left submit at once; the time for all of
 *   them to be answered, and each submit's server time (median, p99). Exactly 20 must go through.
 * Figures only, never asserted (the machine may be shared); the race's 20 is checked, since a figure from a
 * race that overbooked would mean nothing.
 */
import { sql } from 'drizzle-orm';
import { shopToday } from '../src/domain/drop-off-days';
import { addDays } from '../src/domain/calendar-days';
import { buildDropOffRules } from '../src/domain/test/factories';
import type { DatabaseHandle } from '../src/server/db/client';
import { countBookedOn } from '../src/server/drop-off-days/bookings';
import { lockDropOffRules, writeDropOffRules } from '../src/server/settings/drop-off-settings-store';
import { readShopSettings } from '../src/server/settings/settings-store';

export const SEASON_DAYS = 60;
const STEP_ORDERS = 20;
const RACERS = 200;
const SPOTS_LEFT = 20;

type StepFigures = { database: string; requests: number; median: number; p99: number };
type RaceFigures = {
  database: string;
  settledMs: number;
  booked: number;
  full: number;
  serverMedian: number;
  serverP99: number;
  clientP99: number;
};
const steps: StepFigures[] = [];
const races: RaceFigures[] = [];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : '-');

let clients = 0;
/** Each customer a client of its own (X-Forwarded-For; the app trusts it here), so no per-client limit answers. */
const newClient = () => {
  clients += 1;
  return `198.18.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};

async function send(baseUrl: string, client: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'x-forwarded-for': client, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A customer's draft with its animal (and its day, when given), through the public API. */
async function draft(baseUrl: string, index: number, day?: string): Promise<{ id: string; client: string }> {
  const client = newClient();
  const created = await send(baseUrl, client, 'POST', '/api/orders', {
    full_name: `Drop Bench ${index}`,
    email: `drop.bench.${index}@example.com`,
    phone_number: '+1 555 010 0199',
  });
  const id = (created.body as { order: { id: string } }).order.id;
  const hog = day === undefined && index % 4 === 0;
  await send(
    baseUrl,
    client,
    'PUT',
    `/api/orders/${id}/animal`,
    hog
      ? { animal_type: 'Hog', gender: 'Boar', weight_option: 'under200' }
      : { animal_type: 'Deer', gender: 'Buck', prep: [] },
  );
  if (day !== undefined) {
    await send(baseUrl, client, 'PUT', `/api/orders/${id}/cuts`, { cuts: ['Ground'] });
    const chosen = await send(baseUrl, client, 'PUT', `/api/orders/${id}/drop-off-day`, { drop_off_day: day });
    if (chosen.status !== 200) throw new Error(`choosing ${day}: ${chosen.status} ${JSON.stringify(chosen.body)}`);
  }
  return { id, client };
}

/**
 * Opens a 60-day season from the shop's today and gives the bench's submitted orders its days, spread evenly
 * (cancelled ones hold nothing, as in a real season). Answers the shop's today.
 */
async function seedSeason(database: DatabaseHandle): Promise<string> {
  const today = shopToday(new Date(), (await readShopSettings(database.db)).time_zone);
  await database.db.transaction(async (tx) => {
    await lockDropOffRules(tx);
    await writeDropOffRules(
      tx,
      buildDropOffRules(today, { last_day: addDays(today, SEASON_DAYS - 1), deer_per_day: 100, hogs_per_day: 40 }),
    );
  });
  await database.db.execute(
    sql`update orders set drop_off_day = ${today}::date + (order_number % ${SEASON_DAYS}) where status = 'completed'`,
  );
  await database.db.execute(sql`analyze orders`);
  return today;
}

export async function benchDropOff(options: {
  database: string;
  handle: DatabaseHandle;
  baseUrl: string;
  requests: number;
  warmUp: number;
  /** The server's times of the requests to a route since the last call (the app's request log lines). */
  serverTimes: (route: string) => Promise<number[]>;
}): Promise<void> {
  const { baseUrl } = options;
  const today = await seedSeason(options.handle);

  // The step's answer, for deer and hog drafts, as customers open the step.
  const drafts = [];
  for (let index = 0; index < STEP_ORDERS; index += 1) drafts.push(await draft(baseUrl, index));
  for (let i = 0; i < options.warmUp + options.requests; i += 1) {
    if (i === options.warmUp) await options.serverTimes('/api/orders/:id/drop-off-days');
    const { id, client } = drafts[i % drafts.length] as { id: string; client: string };
    const answer = await send(baseUrl, client, 'GET', `/api/orders/${id}/drop-off-days`);
    if (answer.status !== 200) throw new Error(`drop-off-days: ${answer.status}`);
  }
  const stepTimes = await options.serverTimes('/api/orders/:id/drop-off-days');
  steps.push({
    database: options.database,
    requests: stepTimes.length,
    median: percentile(stepTimes, 50),
    p99: percentile(stepTimes, 99),
  });

  // The race: a day in the season left with SPOTS_LEFT deer spots, then everyone at once.
  // Within the 21 days the step offers.
  const day = addDays(today, 10);
  const booked = await countBookedOn(options.handle.db, day, 'Deer');
  await options.handle.db.transaction(async (tx) => {
    const rules = await lockDropOffRules(tx);
    await writeDropOffRules(tx, { ...rules, overrides: [{ day, deer: booked + SPOTS_LEFT, hogs: 0 }] });
  });
  const racers = [];
  for (let start = 0; start < RACERS; start += 10) {
    racers.push(
      ...(await Promise.all(Array.from({ length: 10 }, (_, index) => draft(baseUrl, 1_000 + start + index, day)))),
    );
  }
  await options.serverTimes('/api/orders/:id/complete');
  const started = performance.now();
  const replies = await Promise.all(
    racers.map(async ({ id, client }) => {
      const sent = performance.now();
      const reply = await send(baseUrl, client, 'POST', `/api/orders/${id}/complete`);
      return { status: reply.status, ms: performance.now() - sent };
    }),
  );
  const settledMs = performance.now() - started;
  const completeTimes = await options.serverTimes('/api/orders/:id/complete');
  const statuses = replies.map((reply) => reply.status);
  const figures: RaceFigures = {
    database: options.database,
    settledMs,
    booked: statuses.filter((status) => status === 200).length,
    full: statuses.filter((status) => status === 409).length,
    serverMedian: percentile(completeTimes, 50),
    serverP99: percentile(completeTimes, 99),
    clientP99: percentile(
      replies.map((reply) => reply.ms),
      99,
    ),
  };
  races.push(figures);
  if (figures.booked !== SPOTS_LEFT) {
    throw new Error(`the race booked ${figures.booked} of ${SPOTS_LEFT} spots (statuses: ${statuses.join(' ')})`);
  }
}

export function printDropOffTables(): void {
  console.log(`\nThe drop-off step's days (GET /api/orders/:id/drop-off-days), a ${SEASON_DAYS}-day season`);
  console.log('| database | requests | server median ms | server p99 ms | goal ms (median / p99) |');
  console.log('|---|---:|---:|---:|---|');
  for (const row of steps) {
    console.log(`| ${row.database} | ${row.requests} | ${fmt(row.median)} | ${fmt(row.p99)} | 20 / 100 |`);
  }
  console.log(`\nThe ${RACERS}-submit race for a day with ${SPOTS_LEFT} spots left (POST /api/orders/:id/complete)`);
  console.log(
    '| database | booked | told full | time to settle ms | server median ms | server p99 ms | client p99 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of races) {
    console.log(
      `| ${row.database} | ${row.booked} | ${row.full} | ${fmt(row.settledMs)} | ${fmt(row.serverMedian)} | ${fmt(row.serverP99)} | ${fmt(row.clientP99)} |`,
    );
  }
}
