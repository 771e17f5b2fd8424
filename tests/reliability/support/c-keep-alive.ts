import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type KeepAliveAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; socket: Socket };

/**
 * A client on one keep-alive connection, as a browser's: every request goes over the same socket while
 * it stays open (maxSockets 1), so a request sent after the first is "in flight on a keep-alive connection".
 */
export function createKeepAliveClient(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<Socket>();
  const request = (method: string, path: string, body?: string, slowBody?: Promise<void>) =>
    new Promise<KeepAliveAnswer>((resolve, reject) => {
      const headers: Record<string, string> = {};
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      const outgoing = http.request(`${baseUrl}${path}`, { method, agent, headers }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += String(chunk)));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, socket: response.socket }),
        );
        response.on('error', reject);
      });
      outgoing.on('socket', (socket) => sockets.add(socket));
      outgoing.on('error', reject);
      if (body === undefined) {
        outgoing.end();
      } else if (slowBody) {
        // Half the body now, the rest when told: the request is in flight meanwhile.
        const half = Math.floor(body.length / 2);
        outgoing.write(body.slice(0, half));
        void slowBody.then(() => outgoing.end(body.slice(half)));
      } else {
        outgoing.end(body);
      }
    });
  return { request, sockets, destroy: () => agent.destroy() };
}

/** Resolves when the socket closes; the time it did (performance.now()). */
export const closeOf = (socket: Socket) =>
  new Promise<number>((resolve) => {
    if (socket.destroyed) resolve(performance.now());
    else socket.once('close', () => resolve(performance.now()));
  });

export type HeldTwilio = {
  baseUrl: string;
  /** Resolves when the next account request has arrived (and is being held). */
  arrived: () => Promise<void>;
  /** Answers every held request (and those to come) as Twilio does for good credentials. */
  release: () => void;
  close: () => Promise<void>;
};

/**
 * Twilio's account endpoint that holds its answer until released: a request to the server's credential
 * check is then in flight for as long as the test wants.
 */
export async function startHeldTwilio(): Promise<HeldTwilio> {
  const held: http.ServerResponse[] = [];
  let released = false;
  let onArrival: (() => void) | null = null;
  const answer = (response: http.ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ friendly_name: 'Held account', status: 'active' }));
  };
  const server = http.createServer((_request, response) => {
    if (released) return answer(response);
    held.push(response);
    onArrival?.();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrived: () => new Promise<void>((resolve) => (onArrival = resolve)),
    release: () => {
      released = true;
      for (const response of held.splice(0)) answer(response);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
