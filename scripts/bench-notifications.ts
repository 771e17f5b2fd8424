/**
 * Notification throughput (docs/design.md 4), on embedded PGlite and on PostgreSQL: ORDERS orders are
 * submitted through the API of a real server process by CUSTOMERS concurrent customers, with the local SMTP
 * and Twilio fakes answering at once. Printed: the time from the first submission to the last email and SMS
 * received (goal: within 60 s for 1,000 orders), the time after the last submission, and the server's peak
 * resident memory (VmHWM) over the run. Figures are printed, never asserted.
 *
 *   npm run bench:notifications            ORDERS=1000 CUSTOMERS=20 by default; DB=pglite|postgres for one
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memoryMb, wasmResidentMb } from './process-memory';
import { adminStatement, benchDatabaseUrl } from './bench-postgres';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';
import { startFakeSmtp } from '../src/server/test/fake-smtp';
import { startFakeTwilio } from '../src/server/test/fake-twilio';

const ORDERS = Number(process.env.ORDERS ?? 1000);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 20);
const GIVE_UP_MS = Number(process.env.GIVE_UP_MS ?? 30 * 60_000);
/** The bundle `npm start` runs (as bench:api measures it), not the TypeScript source through tsx. */
const SERVER = path.resolve('dist/server/main.js');
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/;

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const found = LISTENING.exec(output);
    if (found?.[1]) {
      // The request log is not kept: read and dropped.
      for (const stream of [child.stdout, child.stderr]) stream?.removeAllListeners('data').resume();
      return { child, baseUrl: found[1] };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function send(baseUrl: string, method: string, url: string, body?: unknown): Promise<Completed> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Completed;
}

type Completed = { order: { id: string; order_number: string } };

/** Submits a whole order; answers its number once the completion was acknowledged. */
async function submitOrder(baseUrl: string, index: number): Promise<string> {
  const suffix = String(index % 10_000).padStart(4, '0');
  const created = await send(baseUrl, 'POST', '/api/orders', {
    full_name: 'Bench Customer',
    email: `bench${index}@example.com`,
    phone_number: `(205) 555-${suffix}`,
  });
  const id = created.order.id;
  await send(baseUrl, 'PUT', `/api/orders/${id}/animal`, { animal_type: 'Deer', gender: 'Buck', prep: [] });
  await send(baseUrl, 'PUT', `/api/orders/${id}/cuts`, { cuts: ['Ground'] });
  return (await send(baseUrl, 'POST', `/api/orders/${id}/complete`)).order.order_number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_notify_${process.pid}_${Date.now().toString(36)}`;
  await adminStatement(`CREATE DATABASE ${name}`);
  return {
    url: benchDatabaseUrl(name),
    drop: () => adminStatement(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function benchOne(kind: 'pglite' | 'postgres'): Promise<void> {
  const smtp = await startFakeSmtp();
  const twilio = await startFakeTwilio();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-notify-'));
  const database = kind === 'postgres' ? await freshPostgres() : null;
  const server = await startServer({
    ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }),
    AUTH_SECRET: 'bench-notifications-secret-0123456789abcdef',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'orders@example.com',
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: '+15005550006',
    TWILIO_API_BASE_URL: twilio.baseUrl,
    COMPLETIONS_PER_HOUR: '1000000',
    DRAFTS_PER_HOUR: '1000000',
    DRAFT_WRITES_PER_HOUR: '1000000',
    SMS_PER_PHONE_PER_DAY: '100000',
    EMAILS_PER_ADDRESS_PER_DAY: '100000',
    CUSTOMER_SMS_PER_DAY: '1000000',
    CUSTOMER_EMAILS_PER_DAY: '1000000',
  });
  const pid = server.child.pid ?? 0;
  try {
    // When each order's completion was acknowledged, and when both its messages had arrived (seen every 50 ms).
    const completedAt = new Map<string, number>();
    const seen = { email: new Map<string, number>(), sms: new Map<string, number>() };
    const counted = { email: 0, sms: 0 };
    const look = () => {
      const now = performance.now();
      for (const message of smtp.messages.slice(counted.email)) {
        const number = /Order (\S+) confirmed/.exec(message.subject)?.[1];
        if (number) seen.email.set(number, now);
      }
      for (const message of twilio.messages.slice(counted.sms)) {
        const number = /order (\S+) is confirmed/i.exec(message.body)?.[1];
        if (number) seen.sms.set(number, now);
      }
      counted.email = smtp.messages.length;
      counted.sms = twilio.messages.length;
    };
    const watcher = setInterval(look, 50);
    const started = performance.now();
    let next = 0;
    const customer = async () => {
      while (next < ORDERS) completedAt.set(await submitOrder(server.baseUrl, next++), performance.now());
    };
    await Promise.all(Array.from({ length: CUSTOMERS }, customer));
    const submitted = performance.now();
    // The kernel keeps the peak (VmHWM): read at each moment, nothing has to sample it.
    const peakWhileSubmitting = memoryMb(pid, 'VmHWM');
    while (smtp.messages.length < ORDERS || twilio.messages.length < ORDERS) {
      if (performance.now() - started > GIVE_UP_MS) throw new Error('gave up waiting for the messages');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    look();
    clearInterval(watcher);
    const done = performance.now();
    const latencies = [...completedAt].map(
      ([number, at]) => Math.max(seen.email.get(number) ?? NaN, seen.sms.get(number) ?? NaN) - at,
    );
    const peak = memoryMb(pid, 'VmHWM');
    const rssAtEnd = memoryMb(pid);
    const wasmAtEnd = wasmResidentMb(pid);
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `${kind.padEnd(8)} ${ORDERS} orders submitted in ${s(submitted - started)}; last message ${s(done - started)} ` +
        `after the first submission (${s(done - submitted)} after the last); ` +
        `${smtp.messages.length} emails, ${twilio.messages.length} SMS`,
    );
    console.log(
      `${''.padEnd(8)} server memory: peak RSS ${peakWhileSubmitting.toFixed(0)} MB while submitting, ` +
        `${peak.toFixed(0)} MB in all; ${rssAtEnd.toFixed(0)} MB resident once all was sent ` +
        `(WebAssembly ${wasmAtEnd.toFixed(0)} MB)`,
    );
    console.log(
      `${''.padEnd(8)} per order, completion to both messages: median ${s(percentile(latencies, 50))}, ` +
        `p95 ${s(percentile(latencies, 95))}, max ${s(Math.max(...latencies))}`,
    );
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
    await smtp.close();
    await twilio.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Rebuilt so that the figures are of the current source (esbuild: ~20 ms).
execSync('npm run build:server --silent', { stdio: ['ignore', 'ignore', 'inherit'] });
const kinds = process.env.DB ? [process.env.DB as 'pglite' | 'postgres'] : (['pglite', 'postgres'] as const);
for (const kind of kinds) await benchOne(kind);
