import { PassThrough } from 'node:stream';
import type { OrderChangeEvent } from '../../domain/shop';
import { formatComment, formatEvent } from './event-stream';
import type { FeedListener } from './order-change-feed';

export const HEARTBEAT_MS = 15_000;
/** The browser waits this long before it reconnects a dropped stream. */
export const RECONNECT_HINT_MS = 2_000;
/**
 * How often an open stream checks that its session still holds: a sign-out, a deactivation or a password
 * reset, in any process, ends the stream within about this long (docs/shop.md 7, 'Live board updates': about a second).
 * One indexed read per open board per second; the check does not extend the session (staff-session.ts).
 */
export const SESSION_CHECK_MS = 1_000;

export type LiveHubOptions = { heartbeatMs?: number; retryMs?: number; sessionCheckMs?: number };

export type LiveConnection = { stream: PassThrough };

/**
 * The board connections of this process. Each gets every order change as `event: order` whose `id:` is a
 * change id that only grows (it starts from the clock, so it keeps growing across restarts too).
 *
 * Catch-up: NOTIFY is not stored, so a change sent while a browser was disconnected cannot be replayed.
 * Instead, every stream opens with an id, so the browser's EventSource always has a Last-Event-ID to send
 * when it reconnects by itself; a request carrying that header gets `event: resync` at once, telling the
 * board to refetch its current page. The same is sent to every stream when this process's LISTEN
 * connection comes back after a drop. Simple, and never wrong: a board refetches whenever it may have
 * missed something.
 */
export function createLiveHub(options: LiveHubOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const retryMs = options.retryMs ?? RECONNECT_HINT_MS;
  const sessionCheckMs = options.sessionCheckMs ?? SESSION_CHECK_MS;
  const connections = new Map<PassThrough, { stillSignedIn: () => Promise<boolean> }>();
  let lastId = Date.now();
  let heartbeat: NodeJS.Timeout | null = null;
  let sessionCheck: NodeJS.Timeout | null = null;
  let closed = false;

  const nextId = () => {
    lastId = Math.max(lastId + 1, Date.now());
    return String(lastId);
  };

  const broadcast = (text: string) => {
    for (const stream of connections.keys()) if (stream.writable) stream.write(text);
  };

  const end = (stream: PassThrough) => {
    connections.delete(stream);
    if (!stream.writableEnded) stream.end();
    if (connections.size === 0) stopTimers();
  };

  let checking = false;
  /** Every stream's session at once; a round still running when the next is due is not doubled. */
  const checkSessions = async () => {
    if (checking) return;
    checking = true;
    try {
      await Promise.all(
        [...connections].map(async ([stream, connection]) => {
          // A database that cannot answer now does not sign anyone out: the next round asks again.
          if (!(await connection.stillSignedIn().catch(() => true))) end(stream);
        }),
      );
    } finally {
      checking = false;
    }
  };

  function startTimers() {
    heartbeat ??= setInterval(() => broadcast(formatComment('heartbeat')), heartbeatMs).unref();
    sessionCheck ??= setInterval(() => void checkSessions(), sessionCheckMs).unref();
  }
  function stopTimers() {
    if (heartbeat) clearInterval(heartbeat);
    if (sessionCheck) clearInterval(sessionCheck);
    heartbeat = null;
    sessionCheck = null;
  }

  const listener: FeedListener = {
    change(event: OrderChangeEvent) {
      broadcast(formatEvent({ event: 'order', id: nextId(), data: JSON.stringify(event) }));
    },
    resync() {
      broadcast(formatEvent({ event: 'resync', id: nextId(), data: '{}' }));
    },
  };

  return {
    /** What the order change feed calls; subscribe it once. */
    listener,
    get size() {
      return connections.size;
    },
    /**
     * A new stream: the reconnect hint and an id first, then `resync` when the browser is reconnecting,
     * then every change. stillSignedIn is asked now and then; false ends the stream.
     */
    open(request: { reconnecting: boolean; stillSignedIn: () => Promise<boolean> }): LiveConnection {
      const stream = new PassThrough();
      if (closed) {
        stream.end();
        return { stream };
      }
      stream.write(formatEvent({ retry: retryMs, id: String(lastId) }));
      if (request.reconnecting) stream.write(formatEvent({ event: 'resync', id: nextId(), data: '{}' }));
      connections.set(stream, { stillSignedIn: request.stillSignedIn });
      stream.on('close', () => end(stream));
      // A write racing the client's disconnect must not become an unhandled error.
      stream.on('error', () => end(stream));
      startTimers();
      return { stream };
    },
    /** Ends every stream (the server is closing: nothing may hold its shutdown up). */
    closeAll() {
      closed = true;
      for (const stream of [...connections.keys()]) end(stream);
      stopTimers();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
