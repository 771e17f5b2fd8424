/**
 * npm run bench:web — what the browser downloads, measured in real Chromium, and Lighthouse scores.
 *
 * 1. Builds the app, starts the real server on a temporary embedded database.
 * 2. Drives a deer order through the flow and records every JavaScript and CSS response
 *    (Playwright network events); sizes are gzip bytes of each body (the transfer size when the
 *    server already compressed it). Each screen is charged only for files not fetched before.
 * 3. Submits an order through the API and follows the status link of its confirmation SMS (sent to a local
 *    Twilio test server) in a fresh browser: /status/<token>'s JavaScript beyond the shared runtime (what
 *    `/` fetched first), against the 20 KB of a further screen (docs/shop.md 4).
 * 4. When Lighthouse is installed, runs it (mobile emulation) on every customer screen, the 404 page and the
 *    status page: as a fresh visitor opens them (no saved order: a step then sends the visitor back after
 *    its first paint), and each step again with an order in progress saved in the browser, as a customer
 *    returning to it sees it.
 * Prints a table against the budgets of docs/design.md 4. Figures only: nothing here fails a build.
 *
 * Options (env): BENCH_WEB_PORT (default 3290), BENCH_RUNS (Lighthouse runs per page, default 1: the table shows
 * the median), BENCH_PATHS (only the pages whose address contains one of these), BENCH_LONG_TASKS=1 (print each page's
 * long tasks and its scripts' time), BENCH_LANGUAGES (default 'en,es': Lighthouse as an English and as a
 * Spanish visitor, the latter a browser set to Spanish), CHROMIUM_PATH / CHROME_PATH, BENCH_SKIP_BUILD=1 to reuse
 * dist/, BENCH_SERVER_ENTRY to measure another server bundle (e.g. one that sends compressed files),
 * BENCH_SIZES_ONLY=1 to stop after the sizes (step 2: no status page, no Lighthouse).
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Page, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';
import { type FakeTwilio, startFakeTwilio } from '../src/server/test/fake-twilio';
import { type ConnectPuppeteer, loadLighthouse } from './load-lighthouse';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3290);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = findChromium();
const BUDGET = { landingJsKb: 90, perScreenJsKb: 20, lighthouse: 100 };
/** The customer's screens and the 404 page, for Lighthouse (the status page's link is added once known). */
const CUSTOMER_SCREENS = [
  '/',
  '/order-details',
  '/choose-animal',
  '/choose-deer-cuts',
  '/choose-hog-cuts',
  '/addons',
  '/review-order',
  '/no-such-page',
];

/** gzipBytes: the body gzipped (zlib level 6, as servers commonly do); transferBytes: what crossed the wire. */
type Fetched = { url: string; kind: 'js' | 'css'; gzipBytes: number; transferBytes: number };

async function waitForHealth(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer on ${BASE} within ${timeoutMs} ms.`);
}

function startServer(dataDir: string, twilio: FakeTwilio): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The confirmation SMS carries the status page's link; the bench reads it where a phone would.
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: '+15005550006',
    TWILIO_API_BASE_URL: twilio.baseUrl,
  };
  delete env.DATABASE_URL;
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, process.env.BENCH_SERVER_ENTRY ?? 'dist/server/main.js'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Records JS/CSS responses; `take()` returns those seen since the last call. */
function recordAssets(page: Page) {
  const seen = new Set<string>();
  let pending: Promise<Fetched | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = response.url();
    if (seen.has(url)) return;
    seen.add(url);
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const sizes = await response
          .request()
          .sizes()
          .catch(() => null);
        // A file the service worker answers from its precache (downloaded in the background after the
        // first page's load) crosses no wire now; Chromium reports its size as -1.
        const transferBytes = response.fromServiceWorker() ? 0 : sizes ? sizes.responseBodySize : body.length;
        return {
          url,
          kind: type === 'script' ? 'js' : 'css',
          gzipBytes: gzipSync(body).length,
          transferBytes,
        } satisfies Fetched;
      })(),
    );
  });
  return async (): Promise<Fetched[]> => {
    const batch = pending;
    pending = [];
    return (await Promise.all(batch)).filter((item): item is Fetched => item !== null);
  };
}

const kb = (bytes: number) => bytes / 1024;
const fmt = (bytes: number) => `${kb(bytes).toFixed(1)} KB`;

type ScreenRow = { screen: string; js: number; css: number; jsTransfer: number; files: string[]; budgetKb: number };

async function measureFlow(): Promise<ScreenRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const take = recordAssets(page);
  const rows: ScreenRow[] = [];
  const settle = async (screen: string, budgetKb: number) => {
    await page.waitForLoadState('networkidle');
    const fetched = await take();
    const sum = (kind: Fetched['kind']) =>
      fetched.filter((item) => item.kind === kind).reduce((total, item) => total + item.gzipBytes, 0);
    const jsTransfer = fetched
      .filter((item) => item.kind === 'js')
      .reduce((total, item) => total + item.transferBytes, 0);
    rows.push({
      screen,
      js: sum('js'),
      css: sum('css'),
      jsTransfer,
      files: fetched.map((item) => new URL(item.url).pathname.replace('/assets/', '')),
      budgetKb,
    });
  };

  await page.goto(`${BASE}/`);
  await page.getByRole('heading', { name: 'Ready to Order?' }).waitFor();
  await settle('/ (landing)', BUDGET.landingJsKb);

  await page.getByRole('button', { name: 'Create Order' }).click();
  await page.getByRole('heading', { name: 'Order Details' }).waitFor();
  await settle('+ /order-details', BUDGET.perScreenJsKb);

  await page.getByLabel('Full Name').fill('Bench Mark');
  await page.getByLabel('Email Address').fill('bench@example.com');
  await page.getByLabel('Phone Number').fill('555 000 1111');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Deer', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Deer', exact: true }).click();
  await page.getByRole('dialog', { name: 'Choose Options' }).waitFor();
  await settle('+ /choose-animal with its dialog', BUDGET.perScreenJsKb);

  await page.getByRole('checkbox', { name: 'Skinning' }).check();
  await page.getByRole('radio', { name: 'Buck (Male)' }).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Choose Deer Cuts' }).waitFor();
  await settle('+ /choose-deer-cuts', BUDGET.perScreenJsKb);

  await page.getByRole('checkbox', { name: 'Ribs' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Add-ons' }).waitFor();
  await page.getByText('Your cuts have been saved successfully!').waitFor();
  await settle('+ /addons (and the first toast)', BUDGET.perScreenJsKb);

  await page.getByRole('checkbox', { name: 'Variety Pack' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Review Your Order' }).waitFor();
  await page.getByText('Grand Total').waitFor();
  await settle('+ /review-order', BUDGET.perScreenJsKb);

  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel Order' }).waitFor();
  await settle('+ cancel dialog', BUDGET.perScreenJsKb);

  await page.getByRole('button', { name: 'Continue Order' }).click();
  await browser.close();
  return rows;
}

/** A customer's order submitted through the API; the status page's path from its confirmation SMS, or null. */
async function statusPathFromSms(twilio: FakeTwilio): Promise<string | null> {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return (await response.json()) as { order: { id: string } };
  };
  const { order } = await call('POST', '/api/orders', {
    full_name: 'Bench Mark',
    email: 'bench@example.com',
    phone_number: '(205) 555-0199',
  });
  await call('PUT', `/api/orders/${order.id}/animal`, { animal_type: 'Deer', gender: 'Buck', prep: ['Skinning'] });
  await call('PUT', `/api/orders/${order.id}/cuts`, { cuts: ['Backstrap - Whole', 'Ribs', 'Ground'] });
  await call('PUT', `/api/orders/${order.id}/addons`, { addons: [{ addon_name: 'Bacon', quantity: 2 }] });
  await call('POST', `/api/orders/${order.id}/complete`);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const path = twilio.messages.map((sms) => /https?:\/\/\S+?(\/status\/[\w-]+)/.exec(sms.body)?.[1]).find(Boolean);
    if (path) return path;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

/** A customer's order in progress, through the API: a deer as far as its add-ons, or a hog as far as its animal. */
async function orderInProgress(animal: 'Deer' | 'Hog'): Promise<string> {
  const call = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return (await response.json()) as { order: { id: string } };
  };
  const { order } = await call('POST', '/api/orders', {
    full_name: 'Bench Mark',
    email: 'bench@example.com',
    phone_number: '(205) 555-0199',
  });
  if (animal === 'Hog') {
    await call('PUT', `/api/orders/${order.id}/animal`, {
      animal_type: 'Hog',
      gender: 'Boar',
      weight_option: 'under200',
    });
    return order.id;
  }
  await call('PUT', `/api/orders/${order.id}/animal`, { animal_type: 'Deer', gender: 'Buck', prep: ['Skinning'] });
  await call('PUT', `/api/orders/${order.id}/cuts`, { cuts: ['Backstrap - Whole', 'Ribs', 'Ground'] });
  await call('PUT', `/api/orders/${order.id}/addons`, { addons: [{ addon_name: 'Bacon', quantity: 2 }] });
  return order.id;
}

/**
 * The status page as a customer opens it from the SMS, in a fresh browser: charged for the JavaScript it
 * fetches beyond the shared runtime, which is what `/` fetches (the entry chunk every page loads first).
 */
async function measureStatusPage(statusPath: string): Promise<ScreenRow> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const take = recordAssets(page);
    await page.goto(`${BASE}/`);
    await page.getByRole('heading', { name: 'Ready to Order?' }).waitFor();
    await page.waitForLoadState('networkidle');
    await take();
    await page.goto(`${BASE}${statusPath}`);
    await page.getByRole('heading', { level: 1, name: /^Order GM-/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const fetched = await take();
    const js = fetched.filter((item) => item.kind === 'js');
    return {
      screen: '/status/<token> beyond the shared runtime',
      js: js.reduce((total, item) => total + item.gzipBytes, 0),
      css: fetched.filter((item) => item.kind === 'css').reduce((total, item) => total + item.gzipBytes, 0),
      jsTransfer: js.reduce((total, item) => total + item.transferBytes, 0),
      files: fetched.map((item) => new URL(item.url).pathname.replace('/assets/', '')),
      budgetKb: BUDGET.perScreenJsKb,
    };
  } finally {
    await browser.close();
  }
}

type LighthouseRow = {
  url: string;
  language: BenchLanguage;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the host's CPU (lhr.environment.benchmarkIndex). Its 4x CPU slowdown assumes a
   * host of 1000 or more, and it warns below that: a score taken on a slower host says more about the host.
   */
  hostCpu: number;
  /** Every run's performance score, lowest first, when there was more than one. */
  scores?: number[];
};

/** Each page is measured as an English and as a Spanish visitor (a browser whose language is Spanish). */
type BenchLanguage = 'en' | 'es';
const BENCH_LANGUAGES: BenchLanguage[] = (process.env.BENCH_LANGUAGES ?? 'en,es')
  .split(',')
  .filter((language): language is BenchLanguage => language === 'en' || language === 'es');
/** Lighthouse runs per page; the table shows the median run (its score varies from run to run). */
const BENCH_RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
/** Only the pages whose address contains one of these (comma-separated), e.g. '/addons,/status'. */
/** Only the sizes (the budgets of design.md 4 in bytes), e.g. to check a change against the 90 KB of `/`. */
const SIZES_ONLY = process.env.BENCH_SIZES_ONLY === '1';
const BENCH_PATHS = process.env.BENCH_PATHS?.split(',').filter(Boolean) ?? null;

/** A page to measure, and the order in progress the visitor has saved (a step shows it rather than sending them back). */
type LighthouseTarget = { path: string; savedOrderId?: string };

async function runLighthouse(targets: LighthouseTarget[]): Promise<LighthouseRow[] | string> {
  const tools = await loadLighthouse();
  const rows: LighthouseRow[] = [];
  for (const language of BENCH_LANGUAGES) {
    for (const target of targets) {
      const runs: LighthouseRow[] = [];
      for (let run = 0; run < BENCH_RUNS; run += 1) {
        const row = (await lighthouseOnce(tools, target, language)) ?? (await lighthouseOnce(tools, target, language));
        if (row) runs.push(row);
      }
      const median = medianRun(runs);
      if (median) rows.push(median);
    }
  }
  return rows;
}

/** The run whose performance score is the median of the runs (Lighthouse's own advice for noisy scores). */
function medianRun(runs: LighthouseRow[]): LighthouseRow | null {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return median ? { ...median, scores: sorted.map((row) => row.performance) } : null;
}

/**
 * Stores the order in progress as the app does (docs/customer-flow.md 3: localStorage currentOrderId), from a response of
 * the origin that is not a page, so that no service worker is installed before the measured visit.
 */
async function saveOrderInBrowser(connect: ConnectPuppeteer, port: number, orderId: string): Promise<void> {
  const browser = await connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${BASE}/api/health`);
    await page.evaluate((id) => window.localStorage.setItem('currentOrderId', id), orderId);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run; null when Chrome failed to record it (it sometimes does on a cold start). */
async function lighthouseOnce(
  { lighthouse, launch, connect }: Awaited<ReturnType<typeof loadLighthouse>>,
  { path, savedOrderId }: LighthouseTarget,
  language: BenchLanguage,
): Promise<LighthouseRow | null> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM,
    // A Spanish visitor's browser: navigator.languages (which the app reads) and Accept-Language (the server's).
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...(language === 'es' ? ['--lang=es', '--accept-lang=es'] : [])],
  });
  try {
    if (savedOrderId) await saveOrderInBrowser(connect, chrome.port, savedOrderId);
    const result = await lighthouse(`${BASE}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders: language === 'es' ? { 'Accept-Language': 'es' } : {},
      // The saved order must survive Lighthouse's reset; nothing else is stored (no service worker yet).
      disableStorageReset: Boolean(savedOrderId),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
    if (lhr.runtimeError) {
      console.log(`  lighthouse ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return null;
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const row: LighthouseRow = {
      url: savedOrderId ? `${path} (saved order)` : path,
      language,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      hostCpu: lhr.environment.benchmarkIndex,
    };
    const lcpElement = (
      lhr.audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
    )?.items?.[0]?.items?.[0]?.node?.snippet;
    if (lcpElement)
      console.log(
        `  lighthouse ${savedOrderId ? `${path} (saved order)` : path} (${language}): LCP element ${lcpElement}`,
      );
    if (process.env.BENCH_LONG_TASKS === '1') {
      const tasks = (
        lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] }
      )?.items;
      for (const task of tasks ?? [])
        console.log(
          `  long task ${row.url}: ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms, ${task.url}`,
        );
      const bootup = (
        lhr.audits['bootup-time']?.details as {
          items?: { url: string; scripting: number; scriptParseCompile: number }[];
        }
      )?.items;
      for (const script of bootup ?? [])
        console.log(
          `  script ${row.url}: ${Math.round(script.scripting)} ms running, ${Math.round(script.scriptParseCompile)} ms compiling, ${script.url}`,
        );
    }
    for (const [id, audit] of Object.entries(lhr.audits)) {
      if (
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual'
      ) {
        console.log(
          `  lighthouse ${savedOrderId ? `${path} (saved order)` : path} (${language}): ${id} scored ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
        );
      }
    }
    return row;
  } finally {
    chrome.kill();
  }
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const twilio = await startFakeTwilio();
  const server = startServer(dataDir, twilio);
  try {
    await waitForHealth(60_000);
    const screens = await measureFlow();
    const statusPath = SIZES_ONLY ? null : await statusPathFromSms(twilio);
    if (statusPath) screens.push(await measureStatusPage(statusPath));
    else if (!SIZES_ONLY)
      console.log('\nThe confirmation SMS carried no status link: the status page was not measured.');
    console.log(
      '\nJavaScript and CSS fetched, 390x844 Chromium (CSS is inlined in index.html: counted in the page, not here)',
    );
    console.log(
      table(
        ['screen', 'JS gzip', 'JS gzip bytes', 'CSS gzip', 'JS on the wire', 'JS budget', 'within', 'files'],
        screens.map((row) => [
          row.screen,
          fmt(row.js),
          row.js.toLocaleString('en-US'),
          fmt(row.css),
          fmt(row.jsTransfer),
          `${row.budgetKb} KB`,
          kb(row.js) <= row.budgetKb ? 'yes' : 'NO',
          row.files.join(' '),
        ]),
      ),
    );
    if (SIZES_ONLY) return;
    const deer = await orderInProgress('Deer');
    const hog = await orderInProgress('Hog');
    const targets: LighthouseTarget[] = [
      ...CUSTOMER_SCREENS.map((path) => ({ path })),
      ...['/order-details', '/choose-animal', '/choose-deer-cuts', '/addons', '/review-order'].map((path) => ({
        path,
        savedOrderId: deer,
      })),
      { path: '/choose-hog-cuts', savedOrderId: hog },
      ...(statusPath ? [{ path: statusPath }] : []),
    ];
    const lighthouse = await runLighthouse(
      targets.filter(({ path }) => !BENCH_PATHS || BENCH_PATHS.some((part) => path.includes(part))),
    );
    console.log(
      `\nLighthouse 12, mobile emulation (budget 100/100/100)${BENCH_RUNS > 1 ? `, the median of ${BENCH_RUNS} runs (all scores in brackets)` : ''}`,
    );
    if (typeof lighthouse === 'string') console.log(lighthouse);
    else
      console.log(
        table(
          ['page', 'language', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'CLS', 'host CPU'],
          lighthouse.map((row) => [
            row.url,
            row.language,
            row.scores && row.scores.length > 1
              ? `${row.performance} [${row.scores.join(' ')}]`
              : String(row.performance),
            String(row.accessibility),
            String(row.bestPractices),
            `${Math.round(row.lcpMs)} ms`,
            `${Math.round(row.tbtMs)} ms`,
            row.cls.toFixed(3),
            String(Math.round(row.hostCpu)),
          ]),
        ),
      );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await twilio.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
