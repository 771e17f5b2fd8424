import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../domain';
import { buildDeerAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { type TestApp, startTestApp } from '../test/test-app';
import { parseInput } from './errors';
import { MAX_JSON_DEPTH, findInputProblems, isJsonTooDeep } from './input-limits';
import { normalisedPath } from './request-path';
import { checkingShopAnswers } from '../shop-orders/testing/shop-answers';

let t: TestApp;
let orderId: string;
beforeAll(async () => {
  t = checkingShopAnswers(await startTestApp({ notifications: { worker: false } }));
  orderId = (await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] })).order.id;
});
afterAll(() => t?.close());

function expectSecurityHeaders(headers: Headers, label: string) {
  expect(headers.get('content-security-policy'), label).toContain("default-src 'self'");
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('referrer-policy'), label).toBe('no-referrer');
  expect(headers.get('x-frame-options'), label).toBe('DENY');
}

/** Writes raw bytes on a socket and reads the whole answer (the server closes the connection). */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nesting', () => {
  it('refuses 10,000 levels of JSON with 400, quickly, on every body-taking route', async () => {
    for (const [method, url] of [
      ['POST', paths.orders],
      ['PUT', paths.cuts(orderId)],
      ['POST', '/api/shop/sign-in'],
    ] as const) {
      for (const body of [nested(10_000), `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`.slice(0, 60_000)]) {
        const started = performance.now();
        const answer = await t.request(method, url, body, { raw: true });
        // A generous bound that only catches the recursive scan's cost coming back (not a timing goal).
        expect(performance.now() - started).toBeLessThan(5_000);
        expect(answer.status, `${method} ${url}`).toBe(400);
        expect(ApiErrorSchema.parse(answer.body).error.fields).toEqual([
          { path: '(body)', message: `must not be nested more than ${MAX_JSON_DEPTH} levels deep` },
        ]);
        expectSecurityHeaders(answer.headers, url);
      }
    }
  });

  it('accepts nesting up to the limit as far as the schema lets it', async () => {
    const answer = await t.request('POST', paths.orders, nested(MAX_JSON_DEPTH), { raw: true });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).not.toContain('nested');
  });

  it('counts brackets only outside strings', () => {
    expect(isJsonTooDeep(JSON.stringify({ note: '['.repeat(100) }))).toBe(false);
    expect(isJsonTooDeep(JSON.stringify({ note: `\\"${'{'.repeat(100)}` }))).toBe(false);
    expect(isJsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(isJsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(isJsonTooDeep(`"\\\\"${'['.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(true);
  });

  it('scans values deeper than the call stack without recursion, and finds NUL characters by path', () => {
    let deep: unknown = 'a\u0000b';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findInputProblems(deep)).toEqual([
      { path: Array(MAX_JSON_DEPTH).fill(0), message: `must not be nested more than ${MAX_JSON_DEPTH} levels deep` },
    ]);
    expect(() => parseInput(ApiErrorSchema, deep)).toThrow('Some fields are not valid.');
    expect(findInputProblems({ cuts: ['Ribs', 'x\u0000'], a: { b: '\u0000' } })).toEqual([
      { path: ['cuts', 1], message: 'must not contain NUL characters' },
      { path: ['a', 'b'], message: 'must not contain NUL characters' },
    ]);
  });

  it('refuses __proto__ keys, and no prototype is touched by them', async () => {
    for (const body of ['{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}']) {
      const answer = await t.request('POST', paths.orders, body, { raw: true });
      expect(answer.status).toBe(400);
    }
    for (const search of [
      '__proto__[polluted]=1&token=x',
      '__proto__=1&token=x',
      'constructor[prototype][polluted]=1',
    ]) {
      expect((await t.request('GET', `/api/shop/setup?${search}`)).status).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('edges', () => {
  it('decides the API headers on the decoded path', async () => {
    expect(normalisedPath('/%61pi/orders?x=%41')).toBe('/api/orders');
    expect(normalisedPath('/%61pi/%E0%A4%A/x')).toBe('/api/%E0%A4%A/x');
    expect(normalisedPath('http://example.com/%61pi/orders')).toBe('/api/orders');
    for (const url of ['/%61pi/health', `/%61pi/orders/${orderId}`, `/api/%6frders/${orderId}`]) {
      const answer = await t.request('GET', url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('cache-control'), url).toBe('no-store');
    }
    const shop = await t.request('GET', '/%61pi/shop/session');
    expect(shop.status).toBe(401);
    expect(shop.headers.get('cache-control')).toBe('no-store');
    expect((await t.request('GET', '/%61pi/nope')).status).toBe(404);
  });

  it('answers an unknown method on a known path with 405 and Allow', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', paths.orders, 'POST'],
      ['PATCH', paths.order(orderId), 'GET, HEAD'],
      ['GET', paths.complete(orderId), 'POST'],
      ['POST', '/api/health', 'GET, HEAD'],
      ['PUT', '/%61pi/health', 'GET, HEAD'],
    ];
    for (const [method, url, allow] of cases) {
      const answer = await t.request(method, url);
      expect(answer.status, `${method} ${url}`).toBe(405);
      expect(answer.headers.get('allow')).toBe(allow);
      expect(ApiErrorSchema.parse(answer.body).error.code).toBe('method_not_allowed');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(answer.headers, `${method} ${url}`);
    }
  });

  it('puts the security headers on 400 for a malformed URL, on 404 and on errors Node answers itself', async () => {
    for (const url of ['/api/orders/%E0%A4%A', '/%', '/api/%zz']) {
      const answer = await fetch(`${t.baseUrl}${url}`);
      expect(answer.status, url).toBe(400);
      expect(ApiErrorSchema.safeParse(await answer.json()).success).toBe(true);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(answer.headers, url);
    }
    const notFound = await t.request('GET', '/api/nope');
    expect(notFound.status).toBe(404);
    expectSecurityHeaders(notFound.headers, '404');

    const port = Number(new URL(t.baseUrl).port);
    for (const bytes of ['GARBAGE\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n']) {
      const answer = await rawExchange(port, bytes);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('x-content-type-options: nosniff');
      expect(answer).toContain('"code":"invalid_input"');
    }
    const noHost = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(noHost).toMatch(/^HTTP\/1\.1 400 /);
    expect(noHost).toContain('x-content-type-options: nosniff');
    expect(noHost).toContain('"path":"host"');
    const huge = await rawExchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toContain('content-security-policy:');
  });
});

describe('the web app', () => {
  let web: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
    web = await startTestApp({ database: t.database, webDir, notifications: { worker: false } });
  });
  afterAll(async () => {
    await web?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers a missing asset with 404, not the page', async () => {
    expect((await web.request('GET', '/assets/app-1234.js')).text).toBe('console.log(1)');
    for (const url of ['/assets/app-0000.js', '/assets/nope.css', '/%61ssets/x.js']) {
      const answer = await web.request('GET', url);
      expect(answer.status, url).toBe(404);
      expect(answer.text).not.toContain('<!doctype html>');
      expectSecurityHeaders(answer.headers, url);
    }
    const page = await web.request('GET', '/orders/new');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<!doctype html>');
    expect((await web.request('POST', '/assets/app-1234.js')).status).toBe(405);
  });
});

describe('client timeouts', () => {
  it('bound receiving a request, not the answer: the live board stream outlives the request timeout', async () => {
    const { createSignedInStaff } = await import('../test/staff');
    const { connectEventStream } = await import('../live/testing/event-stream-client');
    const short = await startTestApp({
      database: t.database,
      notifications: { worker: false },
      serverTimeouts: { headersMs: 300, requestMs: 500, checkIntervalMs: 100 },
    });
    try {
      const staff = await createSignedInStaff(short, { role: 'staff' });
      const stream = await connectEventStream(`${short.baseUrl}/api/shop/events`, { cookie: staff.cookie });
      await stream.next((event) => event.retry !== null);
      let ended = false;
      void stream.ended.then(() => (ended = true));

      // A request whose headers never finish is cut after the headers timeout.
      const port = Number(new URL(short.baseUrl).port);
      const trickled = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n');
      expect(trickled === '' || /^HTTP\/1\.1 408 /.test(trickled)).toBe(true);

      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(ended).toBe(false);
      expect(stream.status).toBe(200);
    } finally {
      await short.close();
    }
  });
});
