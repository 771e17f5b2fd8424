import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../domain';
import type { DatabaseHandle } from '../db/client';
import { buildDeerAnimalInput, buildDetailsInput, paths } from '../test/factories';
import { type ServerProcess, sendJson as send, startServersOnOneDatabase } from '../test/server-process';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';
import { type EventStreamClient, connectEventStream } from './testing/event-stream-client';

/** docs/shop.md 3: a newly submitted order appears on the board within 2 seconds. */
const WITHIN_MS = 2_000;

/** A customer's whole order through one process's public API, as the phone would send it. */
async function submitOrder(server: ServerProcess): Promise<OrderDetails> {
  const created = await send<OrderDetails>(server, 'POST', paths.orders, buildDetailsInput());
  const id = created.order.id;
  await send(server, 'PUT', paths.animal(id), buildDeerAnimalInput());
  await send(server, 'PUT', paths.cuts(id), { cuts: ['Ground'] });
  return send<OrderDetails>(server, 'POST', paths.complete(id));
}

// Real processes on one PostgreSQL database (docs/shop.md 7); the embedded database is one process's only.
describe.runIf(testDatabaseKind() === 'postgres')('live board updates across two server processes', () => {
  let database: DatabaseHandle;
  let servers: ServerProcess[] = [];
  let cookie = '';
  const owner = { email: 'owner@example.com', password: 'live updates owner pw' };

  beforeAll(async () => {
    database = await createTestDatabase();
    servers = await startServersOnOneDatabase(database.pool!.options.connectionString!, owner);
    const signedIn = await fetch(`${servers[0]!.baseUrl}/api/shop/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(owner),
    });
    expect(signedIn.status).toBe(200);
    cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
  });

  it('an order submitted through one process reaches the boards on both within 2 seconds', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const boards: EventStreamClient[] = [];
    for (const server of [second, first]) {
      const board = await connectEventStream(`${server.baseUrl}/api/shop/events`, { cookie });
      expect(board.status).toBe(200);
      await board.next((event) => event.retry !== null);
      boards.push(board);
    }
    const submitted = await submitOrder(first);
    const answeredAt = Date.now();
    const events = await Promise.all(boards.map((board) => board.next((event) => event.event === 'order', WITHIN_MS)));
    expect(Date.now() - answeredAt).toBeLessThan(WITHIN_MS);
    for (const event of events) {
      expect(JSON.parse(event.data)).toEqual({ order_number: submitted.order.order_number, kind: 'submitted' });
    }
  });

  it('shuts down promptly with boards connected, ending their streams', async () => {
    const board = await connectEventStream(`${servers[1]!.baseUrl}/api/shop/events`, { cookie });
    await board.next((event) => event.retry !== null);
    const started = Date.now();
    expect(await servers[1]!.stop()).toBe(0);
    await board.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
