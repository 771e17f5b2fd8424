import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDetailsInput, paths } from '../../src/server/test/factories';
import { startServerProcess } from '../../src/server/test/server-process';
import { type PgliteServer, sendJson, sleep, startPgliteServer } from './support/c-http-client';
import { type HeldTwilio, closeOf, createKeepAliveClient, startHeldTwilio } from './support/c-keep-alive';

/**
 * docs/operations.md, 'Hostile input and edges': SIGTERM lets the requests in flight on keep-alive connections finish
 * with their answer (and Connection: close), closes idle keep-alive connections, refuses new connections, and is
 * bounded (src/server/http/graceful-close.ts: 10 s) so that a stuck request cannot hold shutdown.
 * A request is held in flight by the Twilio credential check, whose Twilio answers when the test says.
 */
const CHECK = '/api/functions/check-twilio-credentials';

let twilio: HeldTwilio | undefined;
let server: PgliteServer | undefined;
afterEach(async () => {
  await server?.cleanup();
  await twilio?.close();
});

async function startWithHeldTwilio(): Promise<{ server: PgliteServer; twilio: HeldTwilio }> {
  twilio = await startHeldTwilio();
  server = await startPgliteServer({
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
    TWILIO_AUTH_TOKEN: 'held-token',
    TWILIO_FROM: '+15005550006',
    TWILIO_API_BASE_URL: twilio.baseUrl,
    // The check exists only then (src/server/notifications/routes.ts).
    ENABLE_TEST_NOTIFICATIONS: 'true',
  });
  return { server, twilio };
}

/** True once a fresh TCP connection to the port is refused. */
async function refusesConnections(port: number, withinMs: number): Promise<boolean> {
  const until = performance.now() + withinMs;
  while (performance.now() < until) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return true;
    await sleep(100);
  }
  return false;
}

describe('SIGTERM with keep-alive connections', () => {
  it('finishes the requests in flight, closes idle connections at once, refuses new ones, cuts a stuck one', async () => {
    const { server, twilio } = await startWithHeldTwilio();
    const busy = createKeepAliveClient(server.baseUrl);
    const uploading = createKeepAliveClient(server.baseUrl);
    const stuck = createKeepAliveClient(server.baseUrl);
    const idle = createKeepAliveClient(server.baseUrl);
    for (const client of [busy, uploading, stuck, idle]) {
      expect((await client.request('GET', '/api/health')).status).toBe(200);
    }
    const idleClosed = closeOf([...idle.sockets][0] as net.Socket);

    // In flight at SIGTERM: one request waiting on Twilio, one whose body is still arriving, and one whose
    // body never comes (a stuck request: the drain bound must cut it).
    const arrived = twilio.arrived();
    const check = busy.request('POST', CHECK);
    await arrived;
    let finishUpload!: () => void;
    const uploadGate = new Promise<void>((resolve) => (finishUpload = resolve));
    const details = JSON.stringify(buildDetailsInput());
    const upload = uploading.request('POST', paths.orders, details, uploadGate);
    const never = stuck
      .request('POST', paths.orders, details, new Promise<void>(() => {}))
      .catch((error: unknown) => error);
    await sleep(500);

    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    expect((await idleClosed) - signalledAt).toBeLessThan(5_000);
    expect(await refusesConnections(server.port, 5_000)).toBe(true);

    finishUpload();
    twilio.release();
    const [checked, uploaded] = await Promise.all([check, upload]);
    expect(checked.status).toBe(200);
    expect(JSON.parse(checked.body)).toMatchObject({ success: true });
    expect(checked.headers.connection).toBe('close');
    expect(uploaded.status).toBe(201);
    expect(uploaded.headers.connection).toBe('close');
    // Each connection was reused, never replaced: these were keep-alive requests.
    expect(busy.sockets.size).toBe(1);
    expect(uploading.sockets.size).toBe(1);

    expect(await server.exited).toBe(0);
    const seconds = (performance.now() - signalledAt) / 1000;
    console.info('shutdown with a stuck request took', seconds.toFixed(1), 's');
    // 10 s of drain, then the queue and the database close: generous, it only catches "waits for ever".
    expect(seconds).toBeLessThan(30);
    expect(await never).toBeInstanceOf(Error);

    // The order acknowledged during shutdown is there after a restart on the same data.
    const { order } = JSON.parse(uploaded.body) as { order: { id: string } };
    const again = await startServerProcess({ DATA_DIR: server.dataDir });
    try {
      expect((await sendJson(again.baseUrl, 'GET', paths.order(order.id))).status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
