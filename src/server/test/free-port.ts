import net from 'node:net';

/**
 * Below Linux's ephemeral range (32768-60999 by default), where the kernel never hands out a port on its
 * own: a port picked here stays free until the program it is for binds it, even while other tests open
 * connections and listen on port 0 in the meantime. A port picked with `listen(0)` came from that range and
 * could be taken again in the gap (CI once saw Caddy's port taken during the two seconds a server started).
 */
const LOW = 20_000;
const HIGH = 32_768;

function canBind(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * A port free now on every address, for a program that takes a fixed port from its configuration (the
 * server's PORT, Caddy, a private PostgreSQL). Only another test's pick could collide, and picks are random
 * among some 12,000 ports.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if ((await canBind(port, '0.0.0.0')) && (await canBind(port, '127.0.0.1'))) return port;
  }
  throw new Error(`no free port between ${LOW} and ${HIGH} after 100 tries`);
}
