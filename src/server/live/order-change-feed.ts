import pg from 'pg';
import type { OrderChangeEvent } from '../../domain/shop';
import type { DatabaseHandle } from '../db/client';
import { ORDER_CHANGES_CHANNEL } from '../db/notify-order-changed';

/** What a board connection hears from the feed. */
export type FeedListener = {
  change(event: OrderChangeEvent): void;
  /** Changes may have been missed (the LISTEN connection dropped and came back): refetch. */
  resync(): void;
};

export type OrderChangeFeed = {
  subscribe(listener: FeedListener): () => void;
  close(): Promise<void>;
};

export type FeedLog = { warn(message: string): void; info(message: string): void };

/** Waits between reconnections of the LISTEN connection: quick at first, then every 30 s at most. */
export const RECONNECT_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000, 10_000, 30_000];

/** Shows up in pg_stat_activity, so that an operator (and a test) can tell the listener apart. */
export const LISTENER_APPLICATION_NAME = 'shop-live-listener';

const KINDS = new Set<string>(['submitted', 'changed'] satisfies OrderChangeEvent['kind'][]);

/** A notification's payload as notifyOrderChanged sends it, or null for anything else. */
export function parseOrderChange(payload: string): OrderChangeEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<OrderChangeEvent> | null;
    if (!value || typeof value.order_number !== 'string' || !KINDS.has(value.kind ?? '')) return null;
    return { order_number: value.order_number, kind: value.kind as OrderChangeEvent['kind'] };
  } catch {
    return null;
  }
}

type Source = { close(): Promise<void> };
type SourceHandlers = { payload(text: string): void; reconnected(): void };

/** PGlite is one process and one connection: its own listen() hears the NOTIFYs of its transactions. */
async function listenOnPglite(handle: DatabaseHandle, on: SourceHandlers): Promise<Source> {
  const pglite = handle.pglite;
  if (!pglite) throw new Error('No PGlite database to listen on.');
  const unlisten = await pglite.listen(ORDER_CHANGES_CHANNEL, (payload) => on.payload(payload));
  return {
    async close() {
      if (!pglite.closed) await unlisten().catch(() => {});
    },
  };
}

/**
 * PostgreSQL: one dedicated connection per process (outside the app's pool, which would hand it to other
 * work), LISTENing on the channel. If it drops, it is made again with backoff, and the boards are told to
 * refetch, since NOTIFYs sent meanwhile are lost. Its errors are logged, never thrown: a lost listener must
 * not take the server down.
 */
async function listenOnPostgres(
  handle: DatabaseHandle,
  on: SourceHandlers,
  log: FeedLog,
  delaysMs: readonly number[],
): Promise<Source> {
  if (!handle.pool) throw new Error('No PostgreSQL pool to listen with.');
  // The pool's own connection settings; the client is made apart from the pool.
  const connection = handle.pool.options;
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;
  let connectedBefore = false;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = delaysMs[Math.min(failures, delaysMs.length - 1)] ?? 1_000;
    failures += 1;
    timer = setTimeout(() => {
      timer = null;
      connect().catch((error: unknown) => {
        log.warn(`live updates: listening failed (${describe(error)}); retrying`);
        scheduleReconnect();
      });
    }, delay);
    timer.unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ ...connection, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    next.on('error', (error) => log.warn(`live updates: the listening connection failed (${describe(error)})`));
    next.on('notification', (message) => {
      if (message.channel === ORDER_CHANGES_CHANNEL && message.payload) on.payload(message.payload);
    });
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      if (!closed) {
        log.warn('live updates: the listening connection ended; reconnecting');
        scheduleReconnect();
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${ORDER_CHANGES_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    if (connectedBefore) {
      log.info('live updates: listening again');
      on.reconnected();
    }
    connectedBefore = true;
  }

  try {
    await connect();
  } catch (error) {
    // The server starts anyway; the boards go live as soon as the connection can be made.
    log.warn(`live updates: listening failed (${describe(error)}); retrying`);
    scheduleReconnect();
  }
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * docs/shop.md 7: ONE LISTEN per process on the channel notifyOrderChanged sends on, fanned out to every
 * board connected to this process. Payloads that are not an order change are ignored.
 */
export async function startOrderChangeFeed(
  handle: DatabaseHandle,
  log: FeedLog,
  options: { reconnectDelaysMs?: readonly number[] } = {},
): Promise<OrderChangeFeed> {
  const listeners = new Set<FeedListener>();
  const handlers: SourceHandlers = {
    payload(text) {
      const event = parseOrderChange(text);
      if (!event) return log.warn('live updates: ignored a notification that is not an order change');
      for (const listener of listeners) listener.change(event);
    },
    reconnected() {
      for (const listener of listeners) listener.resync();
    },
  };
  const source =
    handle.kind === 'pglite'
      ? await listenOnPglite(handle, handlers)
      : await listenOnPostgres(handle, handlers, log, options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS);
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await source.close();
    },
  };
}
