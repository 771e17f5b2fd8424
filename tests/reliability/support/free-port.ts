import net from 'node:net';

/**
 * A port free now, for a program that takes a fixed port from its configuration (Caddy, a private
 * PostgreSQL): the race with another test taking it before that program binds it is slight.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
