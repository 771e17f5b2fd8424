import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, HealthSchema } from '../../domain';
import { openDatabase } from '../db/client';
import { buildDetailsInput, paths } from '../test/factories';
import { testDatabaseKind } from '../test/test-database';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';
import { systemRoutes } from './system-routes';

let t: TestApp;
let withWeb: TestApp;
let webDir: string;
beforeAll(async () => {
  t = checkingApiAnswers(await startTestApp());
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>spa</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  withWeb = checkingApiAnswers(await startTestApp({ database: t.database, webDir }));
});
afterAll(async () => {
  await withWeb.close();
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports the database kind', async () => {
    const response = await t.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(HealthSchema.parse(response.body)).toEqual({ status: 'ok', database: testDatabaseKind() });
  });
});

describe('GET /api/health with the database away', () => {
  it('answers 503 naming the database, with Retry-After, while it cannot be reached', async () => {
    // A port nothing listens on: bound by the system, then closed again.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const unreachable = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/none` });
    const app = Fastify({ logger: false });
    try {
      await app.register(systemRoutes, { database: unreachable });
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(HealthSchema.parse(response.json())).toEqual({ status: 'unavailable', database: 'postgres' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});

describe('errors in one JSON shape', () => {
  it('answers unknown /api paths and methods with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/orders/x/y/z'],
      // (another method on a known path, e.g. DELETE /api/orders, is a 405: edges.pg.test.ts)
      ['GET', '/api'],
    ]) {
      const response = await t.request(method as string, url as string);
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(ApiErrorSchema.parse(response.body).error.code).toBe('not_found');
    }
  });

  it('answers malformed JSON, a wrong content type and an undecodable URL with 400', async () => {
    const malformed = await t.request('POST', paths.orders, '{"full_name":', { raw: true });
    expect(malformed.status).toBe(400);
    expect(ApiErrorSchema.parse(malformed.body).error.code).toBe('invalid_input');
    for (const contentType of [
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'text/plain',
    ]) {
      const response = await t.request('POST', paths.orders, 'full_name=a', { raw: true, contentType });
      expect(response.status, contentType).toBe(400);
      expect(ApiErrorSchema.parse(response.body).error.code).toBe('invalid_input');
    }
    const badUrl = await fetch(`${t.baseUrl}/api/orders/%E0%A4%A`);
    expect(badUrl.status).toBe(400);
    expect(ApiErrorSchema.parse(await badUrl.json()).error.code).toBe('invalid_input');
  });

  it('answers a body over 64 KB with 413', async () => {
    const response = await t.request('POST', paths.orders, buildDetailsInput({ full_name: 'x'.repeat(70_000) }));
    expect(response.status).toBe(413);
    expect(ApiErrorSchema.parse(response.body).error.code).toBe('payload_too_large');
  });

  it('refuses prototype poisoning', async () => {
    const response = await t.request(
      'POST',
      paths.orders,
      '{"__proto__":{"status":"completed"},"full_name":"a","email":"a@b.co","phone_number":"1"}',
      { raw: true },
    );
    expect(response.status).toBe(400);
  });
});

describe('the web app', () => {
  it('serves a placeholder at / when the SPA is not built', async () => {
    const response = await t.request('GET', '/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.text).toContain('npm run build');
  });

  it('serves index.html for client routes and unknown paths, revalidated', async () => {
    for (const url of ['/', '/order-details', '/review-order', '/no/such/page']) {
      const response = await withWeb.request('GET', url);
      expect(response.status, url).toBe(200);
      expect(response.text).toContain('<div id="root"></div>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await withWeb.request('GET', '/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const favicon = await withWeb.request('GET', '/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the service worker as JavaScript that browsers revalidate, under the CSP', async () => {
    const worker = await withWeb.request('GET', '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    // A year-long cache would pin customers to an old worker (and its precache) after a deploy.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });

  it('sends the precompressed copy to browsers that accept it, and the plain file to others', async () => {
    const url = `${withWeb.baseUrl}/assets/index-abc123.js`;
    const compressed = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await compressed.text()).toBe('console.log(1)');
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('keeps /api answers JSON even with the SPA present', async () => {
    const response = await withWeb.request('GET', '/api/unknown');
    expect(response.status).toBe(404);
    expect(ApiErrorSchema.parse(response.body).error.code).toBe('not_found');
  });
});
