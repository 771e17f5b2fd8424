import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildDeerAnimalInput, buildDetailsInput, paths } from '../../../src/server/test/factories';
import { type ServerProcess, sendJson as send, startServerProcess } from '../../../src/server/test/server-process';
import { type FakeSmtp, startFakeSmtp } from '../../../src/server/test/fake-smtp';
import { type FakeTwilio, startFakeTwilio } from '../../../src/server/test/fake-twilio';

/** The local SMTP and Twilio servers the server processes send through. */
export type Providers = { smtp: FakeSmtp; twilio: FakeTwilio; close(): Promise<void> };

export async function startProviders(): Promise<Providers> {
  const smtp = await startFakeSmtp();
  const twilio = await startFakeTwilio();
  return {
    smtp,
    twilio,
    async close() {
      await smtp.close();
      await twilio.close();
    },
  };
}

/** A server process on this database, sending through the fakes; the caps are not under test here. */
export async function startNotifyingServer(databaseUrl: string, providers: Providers): Promise<ServerProcess> {
  const started = Date.now();
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: 'notifications-reliability-secret-0123456789',
    SMTP_URL: providers.smtp.url,
    MAIL_FROM: 'orders@example.com',
    TWILIO_ACCOUNT_SID: providers.twilio.accountSid,
    TWILIO_AUTH_TOKEN: providers.twilio.authToken,
    TWILIO_FROM: '+15005550006',
    TWILIO_API_BASE_URL: providers.twilio.baseUrl,
    COMPLETIONS_PER_HOUR: '1000000',
    DRAFTS_PER_HOUR: '1000000',
    DRAFT_WRITES_PER_HOUR: '1000000',
    SMS_PER_PHONE_PER_DAY: '100000',
    EMAILS_PER_ADDRESS_PER_DAY: '100000',
    CUSTOMER_SMS_PER_DAY: '1000000',
    CUSTOMER_EMAILS_PER_DAY: '1000000',
    NOTIFY_RETRY_DELAY_SECONDS: '1',
  });
  console.log(`${new Date().toISOString()} server ${server.child.pid} listening after ${Date.now() - started} ms`);
  return server;
}

type Completed = { order: { id: string; order_number: string } };

/** A customer's whole order through the public API; answers the order number once completion was acknowledged. */
export async function submitOrder(server: ServerProcess, index: number): Promise<string> {
  const suffix = String(index % 10_000).padStart(4, '0');
  const created = await send<Completed>(
    server,
    'POST',
    paths.orders,
    buildDetailsInput({ email: `customer${index}@example.com`, phone_number: `(205) 555-${suffix}` }),
  );
  const id = created.order.id;
  await send(server, 'PUT', paths.animal(id), buildDeerAnimalInput());
  await send(server, 'PUT', paths.cuts(id), { cuts: ['Ground'] });
  const completed = await send<Completed>(server, 'POST', paths.complete(id));
  return completed.order.order_number;
}

/** How many confirmation emails and SMS each order number received at the fakes. */
export function receivedPerOrder(providers: Providers, orderNumbers: string[]) {
  const emails = new Map<string, number>();
  const sms = new Map<string, number>();
  for (const message of providers.smtp.messages) {
    const number = /Order (\S+) confirmed/.exec(message.subject)?.[1];
    if (number) emails.set(number, (emails.get(number) ?? 0) + 1);
  }
  for (const message of providers.twilio.messages) {
    const number = /order (\S+) is confirmed/i.exec(message.body)?.[1];
    if (number) sms.set(number, (sms.get(number) ?? 0) + 1);
  }
  return orderNumbers.map((number) => ({ number, email: emails.get(number) ?? 0, sms: sms.get(number) ?? 0 }));
}

/** Polls until check() holds, up to a generous bound that only catches "never". */
export async function waitFor(check: () => Promise<boolean> | boolean, what: string, giveUpMs = 150_000) {
  const end = Date.now() + giveUpMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The deliveries' states straight from the database, by order number and channel. */
export async function deliveryStates(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ order_number: string; channel: string; status: string; attempts: number }>(
      `SELECT 'GM-' || o.order_number AS order_number, d.channel, d.status, d.attempts
         FROM notification_deliveries d JOIN orders o ON o.id = d.order_id WHERE d.kind = 'confirmation'`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** A fresh database on the shared PostgreSQL server (the server processes migrate it), dropped by drop(). */
export async function createFreshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const name = `notify_${process.pid}_${Date.now().toString(36)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * One test file's scene: the local providers, a fresh database per test, and the server processes it starts
 * (killed after each test, their databases dropped at the end). Registers its own hooks.
 */
export function useNotificationScene() {
  let providers: Providers | undefined;
  const running: ServerProcess[] = [];
  const databases: { drop(): Promise<void> }[] = [];
  let lastProgress = '';

  beforeAll(async () => {
    providers = await startProviders();
  });
  afterEach(() => {
    for (const server of running.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    providers?.smtp.clear();
    providers?.twilio.clear();
    providers?.twilio.setDelay(0);
  });
  afterAll(async () => {
    await providers?.close();
    for (const database of databases) await database.drop().catch(() => {});
  });

  const scene = {
    get providers(): Providers {
      if (!providers) throw new Error('the providers start in beforeAll');
      return providers;
    },
    async freshDatabase(): Promise<string> {
      const database = await createFreshDatabase();
      databases.push(database);
      return database.url;
    },
    async start(databaseUrl: string): Promise<ServerProcess> {
      const server = await startNotifyingServer(databaseUrl, scene.providers);
      running.push(server);
      return server;
    },
    /** Every confirmation delivery of these orders is sent (both channels); says how far it got meanwhile. */
    async allSent(databaseUrl: string, orderNumbers: string[]): Promise<boolean> {
      const rows = await deliveryStates(databaseUrl);
      const wanted = new Set(orderNumbers);
      const ours = rows.filter((row) => wanted.has(row.order_number));
      const done = ours.length === orderNumbers.length * 2 && ours.every((row) => row.status === 'sent');
      const counts: Record<string, number> = {};
      for (const row of ours) counts[row.status] = (counts[row.status] ?? 0) + 1;
      const line = JSON.stringify(counts);
      if (line !== lastProgress) console.log(`${new Date().toISOString()} deliveries ${line}`);
      lastProgress = line;
      return done;
    },
    /** Each order received exactly one confirmation email and one SMS, and nothing else was sent. */
    expectExactlyOnce(orderNumbers: string[]) {
      const received = receivedPerOrder(scene.providers, orderNumbers);
      expect(received.filter((order) => order.email !== 1 || order.sms !== 1)).toEqual([]);
      expect(scene.providers.smtp.messages).toHaveLength(orderNumbers.length);
      expect(scene.providers.twilio.messages).toHaveLength(orderNumbers.length);
    },
  };
  return scene;
}
