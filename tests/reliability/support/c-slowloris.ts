import { type RawSocket, openRawSocket, placeCompletedOrder, sleep } from './c-http-client';

export type SlowlorisOptions = {
  /** Connections that send a request line, then one header line every `trickleMs`, never ending the headers. */
  tricklers: number;
  /** Connections that never send a byte. */
  silent: number;
  /** Connections that finish one keep-alive request, then say nothing more. */
  idleKeepAlive: number;
  trickleMs: number;
  /** Give up waiting for the server to close them after this long. */
  giveUpMs: number;
};

export type SlowlorisResult = {
  /** Seconds from opening to the server's close, per kind; Infinity when still open at giveUpMs. */
  closeSeconds: { trickler: number[]; silent: number[]; idleKeepAlive: number[] };
  /** The real customer meanwhile: answers that were not a success, and the slowest answer. */
  customer: { requests: number; failures: string[]; slowestMs: number; orders: number };
};

type Tracked = { kind: keyof SlowlorisResult['closeSeconds']; openedAt: number; raw: RawSocket };

async function openInBatches(count: number, open: () => Promise<RawSocket>): Promise<RawSocket[]> {
  const sockets: RawSocket[] = [];
  for (let start = 0; start < count; start += 50) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, count - start) }, open))));
  }
  return sockets;
}

/**
 * Slowloris against a running server, with a real customer (health checks and whole orders over fetch)
 * served meanwhile; answers how long each attack connection stayed open.
 */
export async function runSlowloris(baseUrl: string, options: SlowlorisOptions): Promise<SlowlorisResult> {
  const port = Number(new URL(baseUrl).port);
  const tracked: Tracked[] = [];
  const customer = { requests: 0, failures: [] as string[], slowestMs: 0, orders: 0 };
  let attacking = true;

  const customerLoop = (async () => {
    while (attacking) {
      const started = performance.now();
      try {
        if (customer.requests % 5 === 4) {
          await placeCompletedOrder(baseUrl);
          customer.orders += 1;
        } else {
          const response = await fetch(`${baseUrl}/api/health`);
          await response.text();
          if (response.status !== 200) customer.failures.push(`health ${response.status}`);
        }
      } catch (error) {
        customer.failures.push(String(error));
      }
      customer.requests += 1;
      customer.slowestMs = Math.max(customer.slowestMs, performance.now() - started);
      await sleep(200);
    }
  })();

  const track = (kind: Tracked['kind']) => async () => {
    const raw = await openRawSocket(port);
    tracked.push({ kind, openedAt: performance.now(), raw });
    return raw;
  };
  const tricklers = await openInBatches(options.tricklers, track('trickler'));
  for (const [index, raw] of tricklers.entries())
    raw.socket.write(`GET /api/health?n=${index} HTTP/1.1\r\nHost: x\r\n`);
  const trickle = setInterval(() => {
    for (const raw of tricklers) if (!raw.socket.destroyed) raw.socket.write(`X-Slow-${Math.random()}: 1\r\n`);
  }, options.trickleMs);
  await openInBatches(options.silent, track('silent'));
  const keepAlive = await openInBatches(options.idleKeepAlive, track('idleKeepAlive'));
  for (const raw of keepAlive)
    raw.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');

  const giveUp = sleep(options.giveUpMs).then(() => Infinity);
  const closedAt = await Promise.all(tracked.map(({ raw }) => Promise.race([raw.closed, giveUp])));
  clearInterval(trickle);
  attacking = false;
  await customerLoop;
  for (const { raw } of tracked) raw.socket.destroy();

  const closeSeconds: SlowlorisResult['closeSeconds'] = { trickler: [], silent: [], idleKeepAlive: [] };
  tracked.forEach(({ kind, openedAt }, index) => {
    closeSeconds[kind].push(((closedAt[index] as number) - openedAt) / 1000);
  });
  return { closeSeconds, customer };
}

export const maxOf = (values: number[]) => values.reduce((max, value) => Math.max(max, value), 0);
