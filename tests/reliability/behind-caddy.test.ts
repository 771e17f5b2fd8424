import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_API_PATHS } from '../../src/domain/shop';
import { buildDeerAnimalInput, buildDetailsInput, paths } from '../../src/server/test/factories';
import { type ServerProcess, startServerProcess } from '../../src/server/test/server-process';
import { TEST_AUTH_SECRET } from '../../src/server/test/test-app';
import { type Caddy, startCaddy } from './support/caddy';
import { freePort } from '../../src/server/test/free-port';

/**
 * The server as docs/running-it-for-a-shop.md runs it, behind Caddy (Debian's package,
 * the repo's deploy/Caddyfile) with HTTPS from Caddy's internal authority standing in for Let's Encrypt.
 * Every request goes over real TLS to Caddy, which proxies to the server process. Clients come from
 * different loopback addresses (127.0.0.2, 127.0.0.3), so that Caddy sees, and passes on, different
 * customers.
 */
const OWNER = { email: 'owner@example.com', password: 'cedar smokehouse ledger 47' };

let folder: string;
let server: ServerProcess;
let caddy: Caddy;
let origin: string;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'behind-caddy-'));
  const ports = { httpsPort: await freePort(), httpPort: await freePort() };
  origin = `https://localhost:${ports.httpsPort}`;
  server = await startServerProcess({
    DATA_DIR: path.join(folder, 'shop-data'),
    DATABASE_URL: '',
    SHOP_OWNER_EMAIL: OWNER.email,
    SHOP_OWNER_PASSWORD: OWNER.password,
    PUBLIC_URL: origin,
    AUTH_SECRET: TEST_AUTH_SECRET,
    // As the guide says: only Caddy, on this machine, is trusted to name the client.
    TRUST_PROXY: '127.0.0.1',
  });
  caddy = await startCaddy({ upstream: `127.0.0.1:${server.port}`, folder, ...ports });
}, 120_000);
afterAll(async () => {
  // The server first: it ends the board streams, which Caddy would otherwise wait for as it stops.
  await server?.stop();
  await caddy?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: unknown; text: string };

/** One request over HTTPS to Caddy, from the given loopback address, trusting only Caddy's authority. */
function send(
  method: string,
  url: string,
  options: { from?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = https.request(
      `${origin}${url}`,
      {
        method,
        ca: caddy.rootCertificate,
        localAddress: options.from ?? '127.0.0.2',
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body: unknown = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            body = null;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A customer's order, every step through Caddy. */
async function placeOrder(from: string): Promise<{ id: string; number: string }> {
  const created = await send('POST', paths.orders, { from, body: buildDetailsInput() });
  expect(created.status).toBe(201);
  const { id } = (created.body as { order: { id: string } }).order;
  expect((await send('PUT', paths.animal(id), { from, body: buildDeerAnimalInput() })).status).toBe(200);
  expect((await send('PUT', paths.cuts(id), { from, body: { cuts: ['Ground'] } })).status).toBe(200);
  const completed = await send('POST', paths.complete(id), { from });
  expect(completed.status).toBe(200);
  return { id, number: (completed.body as { order: { order_number: string } }).order.order_number };
}

async function signIn(from = '127.0.0.2'): Promise<{ reply: Reply; cookie: string }> {
  const reply = await send('POST', SHOP_API_PATHS.signIn.path, { from, body: OWNER, headers: { origin } });
  const setCookie = reply.headers['set-cookie'] ?? [];
  return { reply, cookie: setCookie.map((line) => line.split(';')[0]).join('; ') };
}

describe('behind Caddy over HTTPS (deploy/Caddyfile)', () => {
  it('serves the customer page with HSTS, and customers can order', async () => {
    const page = await send('GET', '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const order = await placeOrder('127.0.0.2');
    expect(order.number).toMatch(/^GM-\d+$/);
  });

  it('redirects HTTP to HTTPS', async () => {
    const reply = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`http://localhost:${caddy.httpPort}/shop?x=1`, resolve).on('error', reject),
    );
    reply.resume();
    expect(reply.statusCode).toBe(308);
    // To the same address over https (Caddy names the port only when it is not 443, as here it would be).
    const location = new URL(reply.headers.location ?? '');
    expect([location.protocol, location.hostname, location.pathname, location.search]).toEqual([
      'https:',
      'localhost',
      '/shop',
      '?x=1',
    ]);
  });

  it('signs staff in with a Secure, HttpOnly session cookie that works through the proxy', async () => {
    const { reply, cookie } = await signIn();
    expect(reply.status).toBe(200);
    const sessionCookie = (reply.headers['set-cookie'] ?? []).find((line) => line.includes('session_token'));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/;\s*Secure/i);
    expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
    // The browser's name for it on https: the __Secure- prefix, which a plain-http page cannot set.
    expect(sessionCookie).toMatch(/^__Secure-/);
    expect((await send('GET', SHOP_API_PATHS.session.path, { headers: { cookie } })).status).toBe(200);
  });

  it('streams the live board through Caddy: an order placed by a customer reaches it', async () => {
    const { cookie } = await signIn();
    const events: string[] = [];
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) =>
      https
        .get(
          `${origin}${SHOP_API_PATHS.events.path}`,
          { ca: caddy.rootCertificate, localAddress: '127.0.0.2', headers: { cookie, accept: 'text/event-stream' } },
          resolve,
        )
        .on('error', reject),
    );
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => events.push(chunk));
    // The opening block (reconnect hint and id) arrives at once, not held in a buffer.
    await waitFor(() => events.join('').includes('retry:'), 5_000);
    const order = await placeOrder('127.0.0.3');
    await waitFor(() => events.join('').includes(`"order_number":"${order.number}"`), 5_000);
    stream.destroy();
  });

  it("counts the per-client limits by the customer's address, which a client cannot forge", async () => {
    // 'Forgot password?' allows 10 requests per client in 15 minutes.
    const ask = (from: string, headers: Record<string, string> = {}) =>
      send('POST', SHOP_API_PATHS.requestPasswordReset.path, {
        from,
        body: { email: 'someone@example.com' },
        headers: { origin, ...headers },
      });
    for (let index = 0; index < 10; index += 1) expect((await ask('127.0.0.4')).status).toBe(200);
    expect((await ask('127.0.0.4')).status).toBe(429);
    // A header claiming another address changes nothing: Caddy names the address it saw.
    expect((await ask('127.0.0.4', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    // Another customer is not held up by the first.
    expect((await ask('127.0.0.5')).status).toBe(200);
  });
});

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
