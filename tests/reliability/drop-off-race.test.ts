import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/domain/api-paths';
import { WEEKDAYS, shopToday } from '../../src/domain/drop-off-days';
import { SHOP_API_PATHS } from '../../src/domain/shop';
import { addDays } from '../../src/domain/shop/storage';
import type { DatabaseHandle } from '../../src/server/db/client';
import { buildDeerAnimalInput, buildDetailsInput, paths } from '../../src/server/test/factories';
import type { ServerProcess } from '../../src/server/test/server-process';
import { startServerProcess } from '../../src/server/test/server-process';
import { createTestDatabase } from '../../src/server/test/test-database';
import { type Reply, send, startServers } from './support/limit-servers';
import { signInOver } from './support/owner-session';

/**
 * ADR 1201: a drop-off day never holds more than its capacity, under any concurrency. A day that
 * takes 30 deer, 10 of them booked, and 200 customers who chose it submit at once: across two server
 * processes on one PostgreSQL database, and on one process over the embedded database (PGlite, one
 * connection, the same code path). Exactly 20 go through; the other 180 are told the day is full.
 */
const OWNER = { email: 'owner@example.com', password: 'cedar smokehouse ledger 47' };
const CAPACITY = 30;
const BOOKED_BEFORE = 10;
const RACERS = 200;
/** The shop's default zone (docs/shop.md 3): three days from its today. */
const DAY = addDays(shopToday(new Date(), 'America/Chicago'), 3);

const ENV = {
  SHOP_OWNER_EMAIL: OWNER.email,
  SHOP_OWNER_PASSWORD: OWNER.password,
  AUTH_SECRET: '',
  TRUST_PROXY: 'true',
  COMPLETIONS_PER_HOUR: '1000',
  DRAFTS_PER_HOUR: '1000',
  DRAFT_WRITES_PER_HOUR: '1000',
};

let clients = 0;
/** Each customer a client of their own (X-Forwarded-For), so no per-client limit decides anything here. */
const newClient = () => {
  clients += 1;
  return `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

/** Signs the owner in and saves the season: every day open, the race's day taking CAPACITY deer. */
async function openTheDay(server: ServerProcess): Promise<string> {
  const cookie = await signInOver(server, OWNER);
  const rules = {
    enabled: true,
    first_day: addDays(DAY, -3),
    last_day: addDays(DAY, 30),
    weekdays: [...WEEKDAYS],
    deer_per_day: 5,
    hogs_per_day: 5,
    closed_dates: [],
    overrides: [{ day: DAY, deer: CAPACITY, hogs: 0 }],
  };
  const saved = await fetch(`${server.baseUrl}${SHOP_API_PATHS.saveDropOffSettings.path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(rules),
  });
  expect(saved.status).toBe(200);
  return cookie;
}

/** A deer order through one server, its day chosen, ready to submit. */
async function readyOrder(server: ServerProcess): Promise<{ id: string; from: string }> {
  const from = newClient();
  const created = await send(server, 'POST', paths.orders, from, buildDetailsInput());
  const id = (created.body as { order: { id: string } }).order.id;
  expect((await send(server, 'PUT', paths.animal(id), from, buildDeerAnimalInput())).status).toBe(200);
  expect((await send(server, 'PUT', paths.cuts(id), from, { cuts: ['Ground'] })).status).toBe(200);
  const chosen = await send(server, 'PUT', API_PATHS.orderDropOffDay.href(id), from, { drop_off_day: DAY });
  expect(chosen.status).toBe(200);
  return { id, from };
}

/** Ready orders, a few at a time over the servers given (placing them is not the race). */
async function readyOrders(servers: ServerProcess[], count: number) {
  const orders: { id: string; from: string }[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, index) =>
      readyOrder(servers[(start + index) % servers.length] as ServerProcess),
    );
    orders.push(...(await Promise.all(batch)));
  }
  return orders;
}

/** The race: every order submitted at once, spread over the servers; the replies and the time to settle. */
async function race(servers: ServerProcess[], orders: { id: string; from: string }[]) {
  const started = performance.now();
  const replies = await Promise.all(
    orders.map((order, index) =>
      send(servers[index % servers.length] as ServerProcess, 'POST', paths.complete(order.id), order.from),
    ),
  );
  return { replies, settledMs: performance.now() - started };
}

async function expectExactlyFull(server: ServerProcess, cookie: string, replies: Reply[]) {
  const statuses = replies.map((reply) => reply.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(CAPACITY - BOOKED_BEFORE);
  expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - (CAPACITY - BOOKED_BEFORE));
  for (const reply of replies.filter((candidate) => candidate.status === 409)) {
    expect((reply.body as { error: { code: string } }).error.code).toBe('drop_off_day_full');
  }
  // Spots left 0 and nothing overbooked: exactly CAPACITY hold the day, whoever answered.
  const probe = await readyOrderWithoutDay(server);
  const offered = await send(server, 'GET', API_PATHS.orderDropOffDays.href(probe.id), probe.from);
  const days = (offered.body as { days: { day: string; spots_left: number }[] }).days;
  expect(days.find((candidate) => candidate.day === DAY)?.spots_left).toBe(0);
  const settings = await fetch(`${server.baseUrl}${SHOP_API_PATHS.dropOffSettings.path}`, { headers: { cookie } });
  expect(((await settings.json()) as { overbooked: unknown[] }).overbooked).toEqual([]);
}

/** An order with its animal and no day, to read the step's days through. */
async function readyOrderWithoutDay(server: ServerProcess): Promise<{ id: string; from: string }> {
  const from = newClient();
  const created = await send(server, 'POST', paths.orders, from, buildDetailsInput());
  const id = (created.body as { order: { id: string } }).order.id;
  await send(server, 'PUT', paths.animal(id), from, buildDeerAnimalInput());
  return { id, from };
}

async function bookBefore(servers: ServerProcess[]) {
  for (const order of await readyOrders(servers, BOOKED_BEFORE)) {
    expect((await send(servers[0] as ServerProcess, 'POST', paths.complete(order.id), order.from)).status).toBe(200);
  }
}

describe('two server processes on one PostgreSQL database', () => {
  let database: DatabaseHandle;
  let servers: ServerProcess[] = [];
  const previousTestDb = process.env.TEST_DB;

  beforeAll(async () => {
    process.env.TEST_DB = 'postgres';
    database = await createTestDatabase();
    servers = await startServers({ ...ENV, DATABASE_URL: database.pool!.options.connectionString! });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    if (previousTestDb === undefined) delete process.env.TEST_DB;
    else process.env.TEST_DB = previousTestDb;
  });

  it(`${RACERS} submits at once for a day with ${CAPACITY - BOOKED_BEFORE} spots left: exactly that many booked`, async () => {
    const cookie = await openTheDay(servers[0] as ServerProcess);
    await bookBefore(servers);
    const orders = await readyOrders(servers, RACERS);
    const { replies, settledMs } = await race(servers, orders);
    console.log(`drop-off race, PostgreSQL, 2 processes: ${RACERS} submits settled in ${Math.round(settledMs)} ms`);
    await expectExactlyFull(servers[1] as ServerProcess, cookie, replies);
    const { rows } = await database.pool!.query<{ n: number }>(
      `select count(*)::int as n from orders where drop_off_day = $1 and status = 'completed'`,
      [DAY],
    );
    expect(rows[0]?.n).toBe(CAPACITY);
  });
});

describe('one server process on the embedded database (PGlite)', () => {
  let folder: string;
  let server: ServerProcess;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'drop-off-race-'));
    server = await startServerProcess({ ...ENV, DATABASE_URL: '', DATA_DIR: path.join(folder, 'shop-data') });
  });
  afterAll(async () => {
    await server?.stop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it(`${RACERS} submits at once for a day with ${CAPACITY - BOOKED_BEFORE} spots left: exactly that many booked`, async () => {
    const cookie = await openTheDay(server);
    await bookBefore([server]);
    const orders = await readyOrders([server], RACERS);
    const { replies, settledMs } = await race([server], orders);
    console.log(`drop-off race, PGlite, 1 process: ${RACERS} submits settled in ${Math.round(settledMs)} ms`);
    await expectExactlyFull(server, cookie, replies);
  });
});
