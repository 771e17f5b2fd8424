import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderChangeEvent } from '../../domain/shop';
import { SESSION_IDLE_SECONDS } from '../accounts/create-auth';
import { staffSessions } from '../db/auth-schema';
import { placeCompletedOrder } from '../notifications/testing/fixtures';
import { type TestStaff, createSignedInStaff } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import { notifyOrderChanged } from '../db/notify-order-changed';
import { LISTENER_APPLICATION_NAME } from './order-change-feed';
import { type EventStreamClient, type ReceivedEvent, connectEventStream } from './testing/event-stream-client';

const EVENTS = '/api/shop/events';
/** docs/shop.md 3: a change reaches the board within 2 seconds. */
const WITHIN_MS = 2_000;

let t: TestApp;
let staff: TestStaff;

beforeAll(async () => {
  t = await startTestApp({ notifications: { worker: false } });
  staff = await createSignedInStaff(t, { role: 'staff' });
});
// Streams stay open until the app closes (see connectEventStream); close ends them.
afterAll(async () => t?.close());

async function connect(app: TestApp = t, headers: Record<string, string> = {}): Promise<EventStreamClient> {
  const client = await connectEventStream(`${app.baseUrl}${EVENTS}`, { cookie: staff.cookie, ...headers });
  // The opening block (reconnect hint and id) means the stream is subscribed.
  await client.next((event) => event.retry !== null);
  return client;
}

async function commitChange(event: OrderChangeEvent, app: TestApp = t): Promise<void> {
  await app.database.db.transaction(async (tx) => notifyOrderChanged(tx, event));
}

const isOrder = (event: ReceivedEvent) => event.event === 'order';

describe('GET /api/shop/events', () => {
  it('answers 401 without a valid session, before any stream starts', async () => {
    for (const headers of [{}, { cookie: 'shop.session_token=forged.value' }] as Record<string, string>[]) {
      const response = await fetch(`${t.baseUrl}${EVENTS}`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
    }
  });

  it('is an event stream that is never stored, opening with a reconnect hint and an id', async () => {
    const client = await connectEventStream(`${t.baseUrl}${EVENTS}`, { cookie: staff.cookie });
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toBe('no-store');
    const opening = await client.next();
    expect(opening.retry).toBeGreaterThan(0);
    expect(Number(opening.id)).toBeGreaterThan(0);
    expect(opening.data).toBe('');
  });

  it('forwards a committed change as an order event within 2 seconds, with growing ids', async () => {
    const client = await connect();
    const started = Date.now();
    await commitChange({ order_number: 'GM-1001', kind: 'submitted' });
    const first = await client.next(isOrder, WITHIN_MS);
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    expect(JSON.parse(first.data)).toEqual({ order_number: 'GM-1001', kind: 'submitted' });
    await commitChange({ order_number: 'GM-1001', kind: 'changed' });
    const second = await client.next(isOrder, WITHIN_MS);
    expect(JSON.parse(second.data)).toEqual({ order_number: 'GM-1001', kind: 'changed' });
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
    expect(Number(first.id)).toBeGreaterThan(Number(client.events[0]?.id));
  });

  it('sends nothing for a change whose transaction rolled back', async () => {
    const client = await connect();
    await expect(
      t.database.db.transaction(async (tx) => {
        await notifyOrderChanged(tx, { order_number: 'GM-ROLLED-BACK', kind: 'changed' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await commitChange({ order_number: 'GM-AFTER', kind: 'changed' });
    // Notifications arrive in commit order: the first one seen is the committed one.
    const event = await client.next(isOrder, WITHIN_MS);
    expect(JSON.parse(event.data)).toEqual({ order_number: 'GM-AFTER', kind: 'changed' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.events.some((received) => received.data.includes('ROLLED-BACK'))).toBe(false);
  });

  it('fans every change out to every connected board, owners and staff alike', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const boards = [await connect(), await connect(t, { cookie: owner.cookie }), await connect()];
    await commitChange({ order_number: 'GM-1002', kind: 'submitted' });
    const received = await Promise.all(boards.map((board) => board.next(isOrder, WITHIN_MS)));
    expect(received.map((event) => JSON.parse(event.data) as unknown)).toEqual(
      Array(3).fill({ order_number: 'GM-1002', kind: 'submitted' }),
    );
  });

  it('tells a reconnecting board (Last-Event-ID) to refetch at once, since missed changes are not stored', async () => {
    // As the browser does after a drop: the same request again, with the last id it saw.
    const first = await connect();
    const lastId = first.events[0]?.id ?? '';
    const again = await connectEventStream(`${t.baseUrl}${EVENTS}`, { cookie: staff.cookie, 'last-event-id': lastId });
    const resync = await again.next((event) => event.event === 'resync', WITHIN_MS);
    expect(Number(resync.id)).toBeGreaterThan(Number(lastId));
    expect(again.events.filter((event) => event.event !== 'resync' && event.retry === null)).toEqual([]);
    // A first connection (no Last-Event-ID) gets no resync.
    const fresh = await connect();
    await commitChange({ order_number: 'GM-1003', kind: 'changed' });
    await fresh.next(isOrder, WITHIN_MS);
    expect(fresh.events.map((event) => event.event)).toEqual(['message', 'order']);
  });

  it('shows an order submitted through the customer API on the board', async () => {
    const client = await connect();
    const details = await placeCompletedOrder(t);
    const event = await client.next(isOrder, WITHIN_MS);
    expect(JSON.parse(event.data)).toEqual({ order_number: details.order.order_number, kind: 'submitted' });
  });

  it('ends open streams when the server closes, without holding the close up', async () => {
    const other = await startTestApp({ database: t.database, notifications: { worker: false } });
    const client = await connect(other);
    const started = Date.now();
    await other.close();
    await client.ended;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('a board whose session ends', () => {
  /** The stream ends within 2 s (docs/shop.md 7, 'Live board updates': about a second). */
  const endsWithin = (client: EventStreamClient, ms: number) =>
    Promise.race([
      client.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), ms)),
    ]);
  const ownerHeaders = (owner: TestStaff) => ({ headers: { cookie: owner.cookie, origin: t.baseUrl } });

  it('ends its stream when it signs out', async () => {
    const member = await createSignedInStaff(t, { role: 'staff' });
    const client = await connect(t, { cookie: member.cookie });
    const signedOut = await t.request('POST', '/api/shop/sign-out', undefined, {
      headers: { cookie: member.cookie, origin: t.baseUrl },
    });
    expect(signedOut.status).toBeLessThan(300);
    expect(await endsWithin(client, WITHIN_MS)).toBe('ended');
  });

  it('ends its stream when the owner deactivates the account or resets its password', async () => {
    const owner = await createSignedInStaff(t, { role: 'owner' });
    const deactivated = await createSignedInStaff(t, { role: 'staff' });
    const reset = await createSignedInStaff(t, { role: 'staff' });
    const bystander = await connect();
    const first = await connect(t, { cookie: deactivated.cookie });
    const second = await connect(t, { cookie: reset.cookie });
    expect(
      (await t.request('POST', `/api/shop/staff/${deactivated.id}/deactivate`, undefined, ownerHeaders(owner))).status,
    ).toBe(200);
    expect(await endsWithin(first, WITHIN_MS)).toBe('ended');
    expect(
      (
        await t.request(
          'POST',
          `/api/shop/staff/${reset.id}/password`,
          { temporary_password: 'a new temporary one 42' },
          ownerHeaders(owner),
        )
      ).status,
    ).toBe(200);
    expect(await endsWithin(second, WITHIN_MS)).toBe('ended');
    // Everyone else's board goes on.
    await commitChange({ order_number: 'GM-1005', kind: 'changed' });
    expect(JSON.parse((await bystander.next(isOrder, WITHIN_MS)).data)).toEqual({
      order_number: 'GM-1005',
      kind: 'changed',
    });
  });

  it("does not extend the session's 12-hour idle limit by its own checks; a request by the person does", async () => {
    const member = await createSignedInStaff(t, { role: 'staff' });
    // As if the last request were 10 minutes ago: past the 5 minutes after which a use extends the session.
    const lastUsed = new Date(Date.now() + SESSION_IDLE_SECONDS * 1000 - 10 * 60_000);
    await t.database.db.update(staffSessions).set({ expiresAt: lastUsed }).where(eq(staffSessions.userId, member.id));
    const expiry = async () =>
      (await t.database.db.select().from(staffSessions).where(eq(staffSessions.userId, member.id)))[0]?.expiresAt;

    // Opening the stream (as the browser reopens it after any drop) and several of its checks, one a second.
    await connect(t, { cookie: member.cookie });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await expiry())?.getTime()).toBe(lastUsed.getTime());
    // The person using the shop does extend it (so the check above could fail).
    await t.request('GET', '/api/shop/session', undefined, { headers: { cookie: member.cookie } });
    expect((await expiry())?.getTime()).toBeGreaterThan(lastUsed.getTime());
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('the LISTEN connection on PostgreSQL', () => {
  it('comes back after it is cut, tells the boards to refetch, and the server keeps running', async () => {
    const client = await connect();
    const url = (t.database.pool?.options as { connectionString: string }).connectionString;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTENER_APPLICATION_NAME],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await client.next((event) => event.event === 'resync', 10_000);
    await commitChange({ order_number: 'GM-1004', kind: 'changed' });
    const event = await client.next(isOrder, WITHIN_MS);
    expect(JSON.parse(event.data)).toEqual({ order_number: 'GM-1004', kind: 'changed' });
    expect((await t.request('GET', '/api/health')).status).toBe(200);
  });
});
