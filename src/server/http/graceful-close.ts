import type { FastifyInstance } from 'fastify';

/**
 * On close, Fastify stops accepting connections and waits for open ones. A keep-alive connection whose
 * request was in flight would then stay open until its idle timeout; answering it with
 * `Connection: close` ends it with that answer, so shutdown takes as long as the slowest request.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
