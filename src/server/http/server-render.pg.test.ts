import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueAnswer } from '../../domain/catalogue-answer';
import { SHOP_API_PATHS } from '../../domain/shop';
import { insertPriceVersion, readCurrentPriceList } from '../prices/price-list-store';
import { issueStatusToken } from '../order-records/status-tokens';
import { buildDeerAnimalInput, placeOrderViaApi } from '../test/factories';
import { createSignedInStaff, staffHeaders } from '../test/staff';
import { type TestApp, startTestApp } from '../test/test-app';
import { NOT_FOUND_DRAWN_AT } from './server-render';

/**
 * ADR 0601: with the web build's render module beside dist/web, customer pages arrive drawn. The module
 * here stands in for the built src/web/app/entry-server.tsx (these tests run without a build; the browser
 * tests in tests/e2e/html-first.spec.ts run the real one): it echoes what the server asked it to draw.
 */
const BOOT = 'window.booted=true;';
const SHELL =
  `<!doctype html><html lang="en"><head><title>Game Processing Orders</title><script>${BOOT}</script></head>` +
  '<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

const RENDER_MODULE = `
export async function render(url, { prices, language, status, shopName }) {
  if (url === '/drop-off') throw new Error('render failed');
  if (url === '/choose-hog-cuts') return { html: '<main><p class="shop">' + shopName + '</p></main>', head: '' };
  const head = url === '/order-details' ? '<title>Order Details | Game Processing Orders</title>' : '';
  const order = status ? '<p>Order ' + status.order.order_number + '</p>' : '';
  return { html: '<main><h1>' + url + '</h1><p>' + language + ' v' + prices.version + ' ' + prices.deerProcessingCents + '</p>' + order + '</main>', head };
}
`;

let t: TestApp;
let plain: TestApp;
let root: string;

function writeWebDir(dir: string, withRenderModule: boolean): string {
  const webDir = path.join(dir, 'web');
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  if (withRenderModule) {
    fs.mkdirSync(path.join(dir, 'web-ssr'));
    fs.writeFileSync(path.join(dir, 'web-ssr', 'entry-server.js'), RENDER_MODULE);
  }
  return webDir;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-render-'));
  fs.mkdirSync(path.join(root, 'with'));
  fs.mkdirSync(path.join(root, 'without'));
  t = await startTestApp({ webDir: writeWebDir(path.join(root, 'with'), true), notifications: { worker: false } });
  plain = await startTestApp({
    database: t.database,
    webDir: writeWebDir(path.join(root, 'without'), false),
    notifications: { worker: false },
  });
});
afterAll(async () => {
  await plain?.close();
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The price list a page carries in its JSON data block. */
function embeddedPrices(html: string): unknown {
  const block = /<script type="application\/json" id="price-list-data">([^<]*)<\/script>/.exec(html);
  return block ? JSON.parse(block[1] ?? 'null') : null;
}

function expectPageHeaders(headers: Headers) {
  expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(headers.get('cache-control')).toBe('no-cache');
  expect(headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
  expect(headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
}

describe('server-rendered customer pages', () => {
  it("puts the screen's frame in #root and the current price list beside it, with the page's usual headers", async () => {
    const catalogue = await t.request<CatalogueAnswer>('GET', '/api/catalogue');
    for (const url of ['/', '/order-details', '/choose-deer-cuts', '/addons', '/review-order']) {
      const page = await t.request('GET', url);
      expect(page.status, url).toBe(200);
      expectPageHeaders(page.headers);
      const drawn = `<main><h1>${url}</h1><p>en v${catalogue.body.prices.version} ${catalogue.body.prices.deerProcessingCents}</p></main>`;
      expect(page.text, url).toContain(`<div id="root">${drawn}</div>`);
      expect(embeddedPrices(page.text), url).toEqual(catalogue.body.prices);
      // The entry script still loads, from a file: the CSP allows no inline script, and the block is data.
      expect(page.text).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    }
  });

  it("draws the page in the customer's language: the lang cookie first, then the browser's languages", async () => {
    const asks: [Record<string, string>, string][] = [
      [{}, 'en'],
      [{ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }, 'es'],
      [{ 'accept-language': 'fr-FR, en;q=0.5, es;q=0.7' }, 'es'],
      [{ 'accept-language': 'de, fr;q=0.5' }, 'en'],
      [{ cookie: 'theme=dark; lang=es', 'accept-language': 'en-US' }, 'es'],
      [{ cookie: 'lang=en', 'accept-language': 'es' }, 'en'],
      [{ cookie: 'lang=fr', 'accept-language': 'es' }, 'es'],
    ];
    for (const [headers, language] of asks) {
      const response = await fetch(`${t.baseUrl}/order-details`, { headers });
      const html = await response.text();
      expect(html, JSON.stringify(headers)).toContain(`<html lang="${language}">`);
      expect(html, JSON.stringify(headers)).toMatch(new RegExp(`<p>${language} v\\d+ `));
    }
  });

  it("lets pages run the shell's inline boot script, by its hash, and nothing else inline", async () => {
    const hash = createHash('sha256').update(BOOT).digest('base64');
    for (const url of ['/', '/order-details', '/shop']) {
      const page = await t.request('GET', url);
      expect(page.text).toContain(`<script>${BOOT}</script>`);
      const scriptSrc = /script-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
      expect(scriptSrc, url).toBe(`'self' 'sha256-${hash}'`);
    }
    const api = await t.request('GET', '/api/health');
    expect(/script-src ([^;]*)/.exec(api.headers.get('content-security-policy') ?? '')?.[1]).toBe("'self'");
  });

  it("uses the screen's own title in place of the shell's", async () => {
    const page = await t.request('GET', '/order-details');
    expect(page.text.match(/<title>/g)).toHaveLength(1);
    expect(page.text).toContain('<title>Order Details | Game Processing Orders</title></head>');
  });

  it('draws the 404 page and the status page too, the status page still kept out of search engines', async () => {
    const missing = await t.request('GET', '/no-such-page');
    expect(missing.status).toBe(404);
    expectPageHeaders(missing.headers);
    // Every address that names no page gets the one 404 page, drawn once (page-cache.test.ts counts).
    expect(missing.text).toContain(`<div id="root"><main><h1>${NOT_FOUND_DRAWN_AT}</h1>`);
    expect((await t.request('GET', '/another/made-up/page')).text).toBe(missing.text);
    const status = await t.request('GET', '/status/some-token');
    expect(status.text).toContain('<div id="root"><main><h1>/status/some-token</h1>');
    expect(status.headers.get('x-robots-tag')).toBe('noindex');
  });

  it("draws a status link's page with its order, never cached, and the order as a data block for the app", async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ground'], complete: true });
    const token = await issueStatusToken(t.database.db, placed.order.id);
    const page = await t.request('GET', `/status/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<main><h1>/status/${token}</h1><p>en v`);
    expect(page.text).toContain(`<p>Order ${placed.order.order_number}</p></main>`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const block = /<script type="application\/json" id="status-data">([^<]*)<\/script>/.exec(page.text)?.[1];
    const drawn = JSON.parse(block ?? 'null') as { token: string; order: unknown };
    expect(drawn.token).toBe(token);
    expect(drawn.order).toEqual((await t.request('GET', `/api/status/${token}`)).body);
    // Nothing of the customer's contact details is in the page.
    expect(page.text).not.toContain(placed.order.email);
    expect(page.text).not.toContain(placed.order.phone_number);

    // A link that names no order gets the shared loading frame, which asks the API and says what it says.
    const unknown = await t.request('GET', '/status/AbCdEfGhIjKlMnOpQrStUv');
    expect(unknown.text).toMatch(/<main><h1>\/status\/[\w-]+<\/h1>/);
    expect(unknown.text).not.toContain('id="status-data"');
    expect(unknown.headers.get('cache-control')).toBe('no-cache');
  });

  it('draws the new prices as soon as the owner saves a new list', async () => {
    const current = await readCurrentPriceList(t.database.db);
    const { version: _version, ...prices } = current;
    const saved = await insertPriceVersion(
      t.database.db,
      { ...prices, deerProcessingCents: current.deerProcessingCents + 500 },
      { id: null, name: 'Test' },
    );
    const page = await t.request('GET', '/choose-deer-cuts');
    expect(page.text).toContain(`en v${saved.version} ${current.deerProcessingCents + 500}</p>`);
    expect(embeddedPrices(page.text)).toEqual(saved);
  });

  it("draws the shop's name once the owner saves it, and writes it in the head for the app", async () => {
    const before = await t.request('GET', '/choose-hog-cuts');
    expect(before.text).toContain('<p class="shop"></p>');
    expect(before.text).not.toContain('name="shop-name"');
    const headers = staffHeaders(await createSignedInStaff(t, { role: 'owner' }), t);
    const settings = await t.request<object>('GET', SHOP_API_PATHS.settings.href(), undefined, { headers });
    const saved = await t.request(
      'PUT',
      SHOP_API_PATHS.saveSettings.href(),
      { ...settings.body, shop_name: 'Ridge "Line" <Meats>' },
      { headers },
    );
    expect(saved.status).toBe(200);
    const after = await t.request('GET', '/choose-hog-cuts');
    expect(after.text).toContain('<p class="shop">Ridge "Line" <Meats></p>');
    expect(after.text).toContain('<meta name="shop-name" content="Ridge &quot;Line&quot; &lt;Meats&gt;"></head>');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${t.baseUrl}/addons`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      // fetch decompresses: the body is the page.
      expect(await response.text()).toContain('<div id="root"><main><h1>/addons</h1>');
    }
  });

  it('leaves /shop to the browser, and /api and /assets as they were', async () => {
    for (const url of ['/shop', '/shop/orders', '/test-notifications']) {
      const page = await t.request('GET', url);
      expect(page.status, url).toBe(200);
      expect(page.text, url).toBe(SHELL);
    }
    const api = await t.request('GET', '/api/no-such-endpoint');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect((await t.request('GET', '/assets/missing.js')).status).toBe(404);
    expect((await t.request('GET', '/assets/index-abc123.js')).text).toBe('console.log(1)');
  });

  it('falls back to the plain shell when the render fails', async () => {
    const page = await t.request('GET', '/drop-off');
    expect(page.status).toBe(200);
    expect(page.text).toBe(SHELL);
    expect(t.logText()).toContain('server render failed');
  });

  it('serves the plain shell, as before, when the build has no render module', async () => {
    for (const url of ['/', '/order-details', '/no-such-page']) {
      const page = await plain.request('GET', url);
      expect(page.status, url).toBe(200);
      expect(page.text, url).toBe(SHELL);
      expect(page.headers.get('cache-control'), url).toBe('no-cache');
    }
  });
});
