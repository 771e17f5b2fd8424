import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/domain/api-paths';
import { WEEKDAYS, shopToday } from '../../src/domain/drop-off-days';
import { SHOP_API_PATHS, type ShopOrder } from '../../src/domain/shop';
import { addDays } from '../../src/domain/shop/storage';
import type { DatabaseHandle } from '../../src/server/db/client';
import { buildDeerAnimalInput, buildDetailsInput, paths } from '../../src/server/test/factories';
import type { ServerProcess } from '../../src/server/test/server-process';
import { startServerProcess } from '../../src/server/test/server-process';
import { createTestDatabase } from '../../src/server/test/test-database';
import { send, startServers } from './support/limit-servers';
import { signInOver } from './support/owner-session';

/**
 * docs/shop.md 10: a freed spot goes to the waitlist exactly once. A day taking 10 deer, all booked, with 12
 * orders on its waitlist; 8 of the booked orders are cancelled at once (over two server processes on one
 * PostgreSQL database, and over one process on the embedded database). Exactly the 8 earliest waitlisted
 * orders take the 8 spots, each with one history row and one 'a drop-off spot opened' email and SMS; the
 * other 4 keep waiting, and the day holds exactly 10.
 */
const OWNER = { email: 'owner@example.com', password: 'cedar smokehouse ledger 47' };
const CAPACITY = 10;
const WAITING = 12;
const CANCELLED = 8;
/** The shop's default zone (docs/shop.md 3): four days from its today. */
const DAY = addDays(shopToday(new Date(), 'America/Chicago'), 4);

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
const newClient = () => {
  clients += 1;
  return `198.19.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

const signIn = (server: ServerProcess) => signInOver(server, OWNER);

async function asOwner(server: ServerProcess, cookie: string, method: string, route: string, body?: unknown) {
  const answer = await fetch(`${server.baseUrl}${route}`, {
    method,
    headers: { cookie, origin: server.baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

async function openTheDay(server: ServerProcess, cookie: string) {
  const rules = {
    enabled: true,
    first_day: addDays(DAY, -4),
    last_day: addDays(DAY, 30),
    weekdays: [...WEEKDAYS],
    deer_per_day: 5,
    hogs_per_day: 5,
    closed_dates: [],
    overrides: [{ day: DAY, deer: CAPACITY, hogs: 0 }],
  };
  expect((await asOwner(server, cookie, 'PUT', SHOP_API_PATHS.saveDropOffSettings.path, rules)).status).toBe(200);
}

/** A deer order submitted for the day, booked or (once it is full) on its waitlist; answers its number. */
async function submitted(server: ServerProcess, waitlist: boolean): Promise<string> {
  const from = newClient();
  const created = await send(server, 'POST', paths.orders, from, buildDetailsInput());
  const id = (created.body as { order: { id: string } }).order.id;
  expect((await send(server, 'PUT', paths.animal(id), from, buildDeerAnimalInput())).status).toBe(200);
  expect((await send(server, 'PUT', paths.cuts(id), from, { cuts: ['Ground'] })).status).toBe(200);
  const body = { drop_off_day: DAY, waitlist };
  expect((await send(server, 'PUT', API_PATHS.orderDropOffDay.href(id), from, body)).status).toBe(200);
  const done = await send(server, 'POST', paths.complete(id), from);
  expect(done.status).toBe(200);
  return (done.body as { order: { order_number: string } }).order.order_number;
}

async function theRace(servers: ServerProcess[]) {
  const cookie = await signIn(servers[0] as ServerProcess);
  await openTheDay(servers[0] as ServerProcess, cookie);
  const booked: string[] = [];
  for (let index = 0; index < CAPACITY; index += 1) booked.push(await submitted(servers[0] as ServerProcess, false));
  // One at a time: the waitlist's order is the order of submission.
  const waiting: string[] = [];
  for (let index = 0; index < WAITING; index += 1) waiting.push(await submitted(servers[0] as ServerProcess, true));

  const started = performance.now();
  const cancels = await Promise.all(
    booked.slice(0, CANCELLED).map((number, index) =>
      asOwner(
        servers[index % servers.length] as ServerProcess,
        cookie,
        'POST',
        SHOP_API_PATHS.cancelShopOrder.href(number),
        {
          reason: 'Hunter changed plans',
        },
      ),
    ),
  );
  const settledMs = performance.now() - started;
  expect(cancels.map((answer) => answer.status)).toEqual(booked.slice(0, CANCELLED).map(() => 200));

  const pages = await Promise.all(
    waiting.map(async (number) => {
      const page = await asOwner(servers[0] as ServerProcess, cookie, 'GET', SHOP_API_PATHS.shopOrder.href(number));
      return page.body as ShopOrder;
    }),
  );
  const promoted = pages.map((page) => page.details.order.drop_off_waitlist !== true);
  expect(promoted).toEqual(waiting.map((_, index) => index < CANCELLED));
  for (const [index, page] of pages.entries()) {
    const given = page.history.filter((event) => event.kind === 'drop_off_day');
    const messages = page.notifications.filter((message) => message.kind === 'drop_off_spot');
    expect(given, page.details.order.order_number).toHaveLength(index < CANCELLED ? 1 : 0);
    expect(messages.map((message) => message.channel).sort()).toEqual(index < CANCELLED ? ['email', 'sms'] : []);
  }
  // The day holds exactly its capacity again, whichever process gave each spot.
  const probe = newClient();
  const created = await send(servers[0] as ServerProcess, 'POST', paths.orders, probe, buildDetailsInput());
  const id = (created.body as { order: { id: string } }).order.id;
  await send(servers[0] as ServerProcess, 'PUT', paths.animal(id), probe, buildDeerAnimalInput());
  const offered = await send(servers[0] as ServerProcess, 'GET', API_PATHS.orderDropOffDays.href(id), probe);
  const days = (offered.body as { days: { day: string; spots_left: number }[] }).days;
  expect(days.find((candidate) => candidate.day === DAY)?.spots_left).toBe(0);
  const settings = await asOwner(servers[0] as ServerProcess, cookie, 'GET', SHOP_API_PATHS.dropOffSettings.path);
  expect((settings.body as { overbooked: unknown[] }).overbooked).toEqual([]);
  return settledMs;
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

  it(`${CANCELLED} cancellations at once give ${CANCELLED} spots to the earliest of ${WAITING} waiting, each once`, async () => {
    const settledMs = await theRace(servers);
    console.log(
      `waitlist race, PostgreSQL, 2 processes: ${CANCELLED} cancellations settled in ${Math.round(settledMs)} ms`,
    );
    const { rows } = await database.pool!.query<{ n: number }>(
      `select count(*)::int as n from orders where drop_off_day = $1 and status = 'completed'
         and not drop_off_waitlist and stage <> 'cancelled'`,
      [DAY],
    );
    expect(rows[0]?.n).toBe(CAPACITY);
  });
});

describe('one server process on the embedded database (PGlite)', () => {
  let folder: string;
  let server: ServerProcess;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'waitlist-race-'));
    server = await startServerProcess({ ...ENV, DATABASE_URL: '', DATA_DIR: path.join(folder, 'shop-data') });
  });
  afterAll(async () => {
    await server?.stop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it(`${CANCELLED} cancellations at once give ${CANCELLED} spots to the earliest of ${WAITING} waiting, each once`, async () => {
    const settledMs = await theRace([server]);
    console.log(`waitlist race, PGlite, 1 process: ${CANCELLED} cancellations settled in ${Math.round(settledMs)} ms`);
  });
});
