import net from 'node:net';

/**
 * A TCP proxy in front of a database, in the manner of Toxiproxy: `cut()` resets every open connection and
 * refuses new ones (the listening socket closes, so a connect gets ECONNREFUSED as from a stopped server),
 * `restore()` listens again on the same port. The server under test is given the proxy's address.
 */
export type TcpProxy = {
  port: number;
  /** The upstream URL with the proxy's host and port. */
  urlFor(upstreamUrl: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  /** Connections open now (both sides counted once). */
  openConnections(): number;
  close(): Promise<void>;
};

export async function startTcpProxy(upstream: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();
  let listener: net.Server | null = null;

  function accept(client: net.Socket): void {
    const server = net.connect(upstream.port, upstream.host);
    const pair = { client, server };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', drop).on('close', drop);
    server.on('error', drop).on('close', drop);
    client.pipe(server);
    server.pipe(client);
  }

  async function listen(onPort: number): Promise<number> {
    const next = net.createServer(accept);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(onPort, '127.0.0.1', () => resolve());
    });
    listener = next;
    return (next.address() as net.AddressInfo).port;
  }

  async function stopListening(): Promise<void> {
    const current = listener;
    listener = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  const boundPort = await listen(port);
  return {
    port: boundPort,
    urlFor(upstreamUrl) {
      const url = new URL(upstreamUrl);
      url.hostname = '127.0.0.1';
      url.port = String(boundPort);
      return url.toString();
    },
    async cut() {
      const closing = stopListening();
      // resetAndDestroy: the peer sees ECONNRESET, as when a database host goes away.
      for (const { client, server } of pairs) {
        client.resetAndDestroy();
        server.destroy();
      }
      pairs.clear();
      await closing;
    },
    async restore() {
      if (!listener) await listen(boundPort);
    },
    openConnections: () => pairs.size,
    async close() {
      for (const { client, server } of pairs) {
        client.destroy();
        server.destroy();
      }
      pairs.clear();
      await stopListening();
    },
  };
}
