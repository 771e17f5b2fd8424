import type { FastifyInstance } from 'fastify';

/** A request still running this long after close began is cut, so that a stuck one cannot hold shutdown. */
export const DRAIN_LIMIT_MS = 10_000;

/**
 * On close, Fastify stops accepting connections, closes idle keep-alive ones and waits for the others.
 * A keep-alive connection whose request was in flight would then stay open until its idle timeout;
 * answering it with `Connection: close` ends it with that answer, so shutdown takes as long as the slowest
 * request, and at most `drainLimitMs`: then every connection left is closed.
 */
export function registerGracefulClose(app: FastifyInstance, drainLimitMs = DRAIN_LIMIT_MS): void {
  let closing = false;
  let cutOff: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    cutOff = setTimeout(() => app.server.closeAllConnections(), drainLimitMs);
    cutOff.unref();
    // 'close' comes once every connection has ended.
    app.server.once('close', () => clearTimeout(cutOff));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
