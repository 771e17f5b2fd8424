import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { type ServerProcess, spawnServerProcess, startServerProcess } from '../../src/server/test/server-process';
import { createTestDatabase } from '../../src/server/test/test-database';
import { type Answer, type Traffic, countByStatus, startCustomerTraffic } from './support/customer-traffic';
import { type PrivatePostgres, findPostgresBin, startPrivatePostgres } from './support/private-postgres';
import { type TcpProxy, startTcpProxy } from './support/tcp-proxy';

/**
 * docs/operations.md, 'Database loss': the database goes away under traffic (a cut link, a clean stop, a crash) and
 * comes back. The server process stays up, answers 503 + Retry-After in the API's JSON error format while it is
 * away (health: 503 naming the database), serves again within 10 s of its return with no restart, and every
 * order whose complete was answered 200 is in the database, completed. Figures are printed, not asserted.
 */
const OUTAGE_MS = 10_000;
const RECOVERY_LIMIT_MS = 10_000;
const CUSTOMERS = 6;
const SERVER_ENV = {
  COMPLETIONS_PER_HOUR: '1000000',
  DRAFTS_PER_HOUR: '1000000',
  DRAFT_WRITES_PER_HOUR: '1000000',
  AUTH_SECRET: '',
  LOG_LEVEL: 'info',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it holds, for at most `ms`. */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(100);
  }
}

/** Until `count` more orders than now are acknowledged: the traffic goes on. */
const moreOrders = (traffic: Traffic, count: number) => {
  const target = traffic.acknowledged.length + count;
  return until(() => traffic.acknowledged.length >= target, `${count} more acknowledged orders`);
};

/** Until the health check answers 503: the server has seen the database go. */
async function untilUnavailable(baseUrl: string): Promise<Awaited<ReturnType<typeof health>>> {
  let down: Awaited<ReturnType<typeof health>> | undefined;
  await until(async () => (down = await health(baseUrl)).status === 503, 'the health check to say 503');
  return down!;
}

async function health(baseUrl: string): Promise<{ status: number; body: unknown; retryAfter: string | null }> {
  const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
}

/** Polls until a complete sent after `since` got 200; answers how long after `since` that was. */
async function waitForRecovery(traffic: Traffic, since: number): Promise<number> {
  const deadline = since + 60_000;
  while (Date.now() < deadline) {
    const first = traffic.answers.find((a) => a.step === 'complete' && a.status === 200 && a.sentAt >= since);
    if (first) return first.sentAt - since;
    await sleep(100);
  }
  throw new Error('no order was completed within 60 s of the database coming back');
}

/** What every answer sent while the database was away must be: a JSON 503 with Retry-After (or a success). */
function expectOutageAnswers(answers: Answer[]): void {
  expect(answers.length).toBeGreaterThan(0);
  const wrong = answers.filter(
    (a) =>
      a.status !== 200 && a.status !== 201 && !(a.status === 503 && a.json && a.code === 'unavailable' && a.retryAfter),
  );
  expect(wrong.slice(0, 5), `${wrong.length} answers were not a JSON 503 with Retry-After`).toEqual([]);
}

/** Whenever sent: never a 500, never a dropped connection. */
function expectNoServerErrors(answers: Answer[]): void {
  const bad = answers.filter((a) => a.status === 0 || a.status === 500);
  expect(bad.slice(0, 5), `${bad.length} answers were 500 or no answer`).toEqual([]);
}

async function expectAcknowledgedOrdersKept(databaseUrl: string, ids: string[]): Promise<void> {
  expect(ids.length).toBeGreaterThan(0);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; status: string }>(
      'SELECT id, status FROM orders WHERE id = ANY($1::uuid[])',
      [ids],
    );
    const completed = new Set(rows.filter((row) => row.status === 'completed').map((row) => row.id));
    expect(ids.filter((id) => !completed.has(id))).toEqual([]);
  } finally {
    await client.end();
  }
}

/** No query parameters (names, emails) in the log of a process that lived through the outage. */
function expectNoPersonalDataInLog(output: string): void {
  expect(output).not.toContain('params:');
  expect(output).not.toContain('Traffic Customer');
  expect(output).not.toContain('@example.com');
}

function printFigures(label: string, traffic: Traffic, phase: string, recoveryMs: number): void {
  console.log(
    `[database-loss] ${label}: answers during the outage by status ${JSON.stringify(countByStatus(traffic.answers, phase))}; ` +
      `first completed order ${recoveryMs} ms after the database came back; ${traffic.acknowledged.length} orders acknowledged`,
  );
}

const servers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});

describe('the database cut by a TCP proxy', () => {
  let database: DatabaseHandle;
  let databaseUrl: string;
  let proxy: TcpProxy;
  let startedBehindProxy: ServerProcess | null = null;

  const previousTestDb = process.env.TEST_DB;
  beforeAll(async () => {
    // createTestDatabase makes a PostgreSQL database only when asked; this file sets it back when done.
    process.env.TEST_DB = 'postgres';
    database = await createTestDatabase();
    databaseUrl = database.pool!.options.connectionString!;
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(databaseUrl).port || 5432) });
  });
  afterAll(async () => {
    await startedBehindProxy?.stop();
    await proxy?.close();
    await database?.close();
    if (previousTestDb === undefined) delete process.env.TEST_DB;
    else process.env.TEST_DB = previousTestDb;
  });

  it('at start-up: waits for an unreachable database, saying so, then listens once it is back', async () => {
    await proxy.cut();
    // Spawned rather than started: startServerProcess answers only once the server listens.
    const { child, output, exited, stop } = spawnServerProcess({
      ...SERVER_ENV,
      DATABASE_URL: proxy.urlFor(databaseUrl),
    });
    try {
      const logged = (pattern: RegExp, ms: number) =>
        until(
          () => {
            if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output()}`);
            return pattern.test(output());
          },
          `${pattern} in the log: ${output()}`,
          ms,
        );
      const waiting = /waiting for the database: connecting failed \(.*ECONNREFUSED.*\); trying again/g;
      await logged(waiting, 90_000);
      // Still waiting (not exited) a few attempts later.
      await until(() => (output().match(waiting) ?? []).length >= 3, 'two more attempts', 60_000);
      expect(child.exitCode).toBeNull();
      expect(output()).not.toMatch(/listening on/);
      const restoredAt = Date.now();
      await proxy.restore();
      await logged(/listening on (http:\/\/127\.0\.0\.1:\d+) \(database: postgres\)/, 60_000);
      const listeningMs = Date.now() - restoredAt;
      const baseUrl = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output())![1]!;
      expect((await health(baseUrl)).status).toBe(200);
      console.log(`[database-loss] start-up: listening ${listeningMs} ms after the database came back`);
      // The next test goes on with this process (a server start is the slowest part of this file).
      const port = Number(new URL(baseUrl).port);
      startedBehindProxy = { child, port, baseUrl, output, exited, stop };
    } finally {
      if (!startedBehindProxy) await stop();
    }
  });

  it('for 10 s under traffic: the process stays up, answers 503 with Retry-After, and recovers', async () => {
    const server =
      startedBehindProxy ?? (await startServerProcess({ ...SERVER_ENV, DATABASE_URL: proxy.urlFor(databaseUrl) }));
    startedBehindProxy = null;
    servers.push(server);
    const traffic = startCustomerTraffic(server.baseUrl, CUSTOMERS);
    await moreOrders(traffic, 3);

    await proxy.cut();
    const cutAt = Date.now();
    traffic.setPhase('outage');
    const down = await untilUnavailable(server.baseUrl);
    expect(down.body).toEqual({ status: 'unavailable', database: 'postgres' });
    expect(down.retryAfter).toMatch(/^\d+$/);
    // The outage itself lasts its 10 s.
    await sleep(OUTAGE_MS - (Date.now() - cutAt));

    const restoredAt = Date.now();
    traffic.setPhase('after');
    await proxy.restore();
    const recoveryMs = await waitForRecovery(traffic, restoredAt);
    expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
    expect((await health(server.baseUrl)).status).toBe(200);
    await moreOrders(traffic, 3);
    await traffic.stop();

    expect(server.child.exitCode).toBeNull();
    expectOutageAnswers(traffic.answers.filter((a) => a.phase === 'outage'));
    expectNoServerErrors(traffic.answers);
    await expectAcknowledgedOrdersKept(databaseUrl, traffic.acknowledged);
    expectNoPersonalDataInLog(server.output());
    printFigures('proxy cut 10 s', traffic, 'outage', recoveryMs);
  });
});

const postgresBin = findPostgresBin();

// Where PostgreSQL's own tools are installed: the real server stopped cleanly and crashed, then started.
describe.runIf(postgresBin)('a private PostgreSQL cluster stopped and started again', () => {
  const STOPPED_MS = 5_000;
  let cluster: PrivatePostgres;

  beforeAll(async () => {
    cluster = await startPrivatePostgres(postgresBin!);
  });
  afterAll(async () => {
    await cluster?.destroy();
  });

  it('a clean stop (-m fast) and a crash (-m immediate) under traffic: 503s, then orders again', async () => {
    const server = await startServerProcess({ ...SERVER_ENV, DATABASE_URL: cluster.url });
    servers.push(server);
    const traffic = startCustomerTraffic(server.baseUrl, CUSTOMERS);
    for (const mode of ['fast', 'immediate'] as const) {
      await moreOrders(traffic, 3);
      await cluster.stop(mode);
      const stoppedAt = Date.now();
      traffic.setPhase(mode);
      const down = await untilUnavailable(server.baseUrl);
      expect(down.body).toEqual({ status: 'unavailable', database: 'postgres' });
      // The database stays away its 5 s.
      await sleep(STOPPED_MS - (Date.now() - stoppedAt));
      // Answers sent while it starts (and recovers from the crash) may be 503 or already succeed.
      traffic.setPhase(`starting after ${mode}`);
      await cluster.start();
      const backAt = Date.now();
      traffic.setPhase(`after ${mode}`);
      const recoveryMs = await waitForRecovery(traffic, backAt);
      expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
      expectOutageAnswers(traffic.answers.filter((a) => a.phase === mode));
      printFigures(`pg_ctl stop -m ${mode} for ${STOPPED_MS / 1000} s`, traffic, mode, recoveryMs);
    }
    await moreOrders(traffic, 3);
    await traffic.stop();

    expect(server.child.exitCode).toBeNull();
    expectNoServerErrors(traffic.answers);
    await expectAcknowledgedOrdersKept(cluster.url, traffic.acknowledged);
    expectNoPersonalDataInLog(server.output());
  });
});
