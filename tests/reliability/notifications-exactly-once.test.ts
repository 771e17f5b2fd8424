import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// The worker's concurrency: no more deliveries than this are ever in flight in one process.
import { WORKER_CONCURRENCY } from '../../src/server/notifications/queue';
import type { ServerProcess } from '../../src/server/test/server-process';
import {
  type Providers,
  createFreshDatabase,
  deliveryStates,
  receivedPerOrder,
  startNotifyingServer,
  startProviders,
  submitOrder,
  waitFor,
} from './support/notification-traffic';

/**
 * docs/notifications.md, 'Under failure': notifications are never lost and never sent twice when a server process is
 * stopped (SIGTERM) or killed (SIGKILL) mid-send, or when two processes share one database. Real server processes
 * on a fresh PostgreSQL database, sending through the local SMTP and Twilio fakes.
 */

let providers: Providers;
const running: ServerProcess[] = [];
const databases: { drop(): Promise<void> }[] = [];

beforeAll(async () => {
  providers = await startProviders();
});
afterEach(async () => {
  for (const server of running.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  providers.smtp.clear();
  providers.twilio.clear();
  providers.twilio.setDelay(0);
});
afterAll(async () => {
  await providers?.close();
  for (const database of databases) await database.drop().catch(() => {});
});

async function freshDatabase(): Promise<string> {
  const database = await createFreshDatabase();
  databases.push(database);
  return database.url;
}

async function start(databaseUrl: string): Promise<ServerProcess> {
  const server = await startNotifyingServer(databaseUrl, providers);
  running.push(server);
  return server;
}

/** Every confirmation delivery of these orders is sent (both channels); says how far it got meanwhile. */
async function allSent(databaseUrl: string, orderNumbers: string[]): Promise<boolean> {
  const rows = await deliveryStates(databaseUrl);
  const wanted = new Set(orderNumbers.map(String));
  const ours = rows.filter((row) => wanted.has(row.order_number));
  const done = ours.length === orderNumbers.length * 2 && ours.every((row) => row.status === 'sent');
  const counts: Record<string, number> = {};
  for (const row of ours) counts[row.status] = (counts[row.status] ?? 0) + 1;
  const line = JSON.stringify(counts);
  if (line !== lastProgress) console.log(`${new Date().toISOString()} deliveries ${line}`);
  lastProgress = line;
  return done;
}
let lastProgress = '';

/** Order numbers as the messages print them. */
async function completedOrderNumbers(databaseUrl: string): Promise<string[]> {
  const rows = await deliveryStates(databaseUrl);
  return [...new Set(rows.map((row) => row.order_number))];
}

function expectExactlyOnce(orderNumbers: string[]) {
  const received = receivedPerOrder(providers, orderNumbers);
  expect(received.filter((order) => order.email !== 1 || order.sms !== 1)).toEqual([]);
  expect(providers.smtp.messages).toHaveLength(orderNumbers.length);
  expect(providers.twilio.messages).toHaveLength(orderNumbers.length);
}

describe('notifications exactly once across restarts', () => {
  it('SIGTERM during a slow SMS send: the send finishes, the rest go out after the restart, each once', async () => {
    const url = await freshDatabase();
    const first = await start(url);
    providers.twilio.setDelay(3_000);
    const requestsBefore = providers.twilio.requests;
    const numbers: string[] = [];
    for (let index = 0; index < 4; index += 1) numbers.push(await submitOrder(first, index));
    await waitFor(() => providers.twilio.requests > requestsBefore, 'an SMS in flight');

    const stopping = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Bounded: the in-flight sends (3 s here) finish, nothing waits for the 20 s cap.
    expect(Date.now() - stopping).toBeLessThan(30_000);
    expect(first.output()).not.toMatch(/Unhandled rejection/);
    const states = await deliveryStates(url);
    expect(states.filter((row) => row.status === 'sending')).toEqual([]);

    providers.twilio.setDelay(0);
    await start(url);
    await waitFor(() => allSent(url, numbers), 'every message sent after the restart');
    expectExactlyOnce(numbers);
  });

  it('SIGTERM while the provider never answers: the send is cut, recorded, and retried after the restart', async () => {
    const url = await freshDatabase();
    const first = await start(url);
    // Longer than Twilio's request timeout (15 s) and the shutdown's 20 s wait: the provider never takes it.
    providers.twilio.setDelay(60_000);
    const requestsBefore = providers.twilio.requests;
    const number = await submitOrder(first, 100);
    await waitFor(() => providers.twilio.requests > requestsBefore, 'the SMS in flight');
    const stopping = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(30_000);
    // Timed out within the wait ('failed', may pass), or cut by the exit ('sending'): either way not done.
    const left = (await deliveryStates(url)).find((row) => row.channel === 'sms');
    expect(['failed', 'sending']).toContain(left?.status);
    expect(providers.twilio.messages).toHaveLength(0);

    providers.twilio.setDelay(0);
    await start(url);
    // The job's retry sends it (a row left 'sending' once its claim is stale, 90 s after it was taken).
    await waitFor(() => allSent(url, [number]), 'the SMS sent after the restart');
    expectExactlyOnce([number]);
  });

  it('SIGKILL mid-traffic: after the restart every message arrives, twice at most for a send cut mid-air', async () => {
    const url = await freshDatabase();
    const first = await start(url);
    // Sends take a moment, so that some are in flight when the process dies.
    providers.twilio.setDelay(300);
    let next = 0;
    let server = first;
    const traffic = async () => {
      while (next < 40) {
        const index = next++;
        // Refused while no process runs: the customer tries again (an order left uncompleted is no message).
        while (
          !(await submitOrder(server, 200 + index).then(
            () => true,
            () => false,
          ))
        )
          await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    const customers = Promise.all([traffic(), traffic(), traffic()]);
    await waitFor(() => providers.twilio.messages.length >= 5 && next >= 15, 'traffic under way');
    first.child.kill('SIGKILL');
    await first.exited;
    // The deliveries a dead worker held: the only ones whose message the provider may have taken unrecorded.
    const cut = (await deliveryStates(url)).filter((row) => row.status === 'sending');
    expect(cut.length).toBeLessThanOrEqual(WORKER_CONCURRENCY);

    providers.twilio.setDelay(0);
    server = await start(url);
    await customers;
    const numbers = await completedOrderNumbers(url);
    expect(numbers.length).toBeGreaterThan(20);
    // Worst case: job expiry 45 s + maintenance 15 s + the claim's staleness; well within the bound.
    await waitFor(() => allSent(url, numbers), 'every message sent after the restart');

    const mayRepeat = new Set(cut.map((row) => `${row.order_number}/${row.channel}`));
    const received = receivedPerOrder(providers, numbers);
    for (const order of received) {
      for (const channel of ['email', 'sms'] as const) {
        const most = mayRepeat.has(`${order.number}/${channel}`) ? 2 : 1;
        expect({ order: order.number, channel, count: order[channel] >= 1 && order[channel] <= most }).toEqual({
          order: order.number,
          channel,
          count: true,
        });
      }
    }
    const duplicates = received.reduce(
      (sum, order) => sum + Math.max(0, order.email - 1) + Math.max(0, order.sms - 1),
      0,
    );
    expect(duplicates).toBeLessThanOrEqual(cut.length);
  });

  it('two processes on one database: each message is sent once', async () => {
    const url = await freshDatabase();
    const servers = [await start(url), await start(url)];
    const numbers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => submitOrder(servers[index % 2] as ServerProcess, 400 + index)),
    );
    await waitFor(() => allSent(url, numbers), 'every message sent');
    expectExactlyOnce(numbers);
  });
});
