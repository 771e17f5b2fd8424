import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/domain/api-paths';
import { SHOP_API_PATHS } from '../../src/domain/shop';
import type { DatabaseHandle } from '../../src/server/db/client';
import { buildDeerAnimalInput, buildDetailsInput, paths } from '../../src/server/test/factories';
import type { ServerProcess } from '../../src/server/test/server-process';
import { createTestDatabase } from '../../src/server/test/test-database';
import { type FakeSmtp, startFakeSmtp } from '../../src/server/test/fake-smtp';
import { type FakeTwilio, startFakeTwilio } from '../../src/server/test/fake-twilio';
import { send, startServers } from './support/limit-servers';

/**
 * docs/operations.md, 'Abuse limits across processes': the limits hold across processes. Two server processes on one
 * PostgreSQL database, behind a trusted proxy so that the test can be several clients (X-Forwarded-For): each limit's
 * hits are spread over both, and the next is refused on either; the daily SMS and email caps hold for sends that
 * reach both at once. Small limits, so that the file stays short.
 */
const COMPLETIONS = 4;
const TEST_CALLS = 4;
const SMS_CAP = 2;
const EMAIL_CAP = 2;
const OWNER = { email: 'owner@example.com', password: 'owner password 1' };

let database: DatabaseHandle;
let smtp: FakeSmtp;
let twilio: FakeTwilio;
let a: ServerProcess;
let b: ServerProcess;

const previousTestDb = process.env.TEST_DB;
beforeAll(async () => {
  // createTestDatabase makes a PostgreSQL database only when asked; this file sets it back when done.
  process.env.TEST_DB = 'postgres';
  database = await createTestDatabase();
  smtp = await startFakeSmtp();
  twilio = await startFakeTwilio();
  [a, b] = (await startServers({
    DATABASE_URL: database.pool!.options.connectionString!,
    SHOP_OWNER_EMAIL: OWNER.email,
    SHOP_OWNER_PASSWORD: OWNER.password,
    AUTH_SECRET: '',
    TRUST_PROXY: 'true',
    COMPLETIONS_PER_HOUR: String(COMPLETIONS),
    TEST_NOTIFICATIONS_PER_MINUTE: String(TEST_CALLS),
    SMS_PER_PHONE_PER_DAY: String(SMS_CAP),
    EMAILS_PER_ADDRESS_PER_DAY: String(EMAIL_CAP),
    ENABLE_TEST_NOTIFICATIONS: 'true',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Orders <orders@example.com>',
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: '+15005550006',
    TWILIO_API_BASE_URL: twilio.baseUrl,
  })) as [ServerProcess, ServerProcess];
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.close();
  await twilio?.close();
  await database?.close();
  if (previousTestDb === undefined) delete process.env.TEST_DB;
  else process.env.TEST_DB = previousTestDb;
});

/** An order ready to submit, placed through the given server (placing is not limited). */
async function readyOrder(server: ServerProcess, from: string): Promise<string> {
  const created = await send(server, 'POST', paths.orders, from, buildDetailsInput());
  const id = (created.body as { order: { id: string } }).order.id;
  expect((await send(server, 'PUT', paths.animal(id), from, buildDeerAnimalInput())).status).toBe(200);
  expect((await send(server, 'PUT', paths.cuts(id), from, { cuts: ['Ground'] })).status).toBe(200);
  return id;
}

const statuses = (replies: { status: number }[]) => replies.map((reply) => reply.status);

describe('limits shared by two server processes on one PostgreSQL database', () => {
  it('completions: 404s and repeats count on neither; 4 completions over both, the 5th refused on either', async () => {
    const tablet = '203.0.113.40';
    for (const server of [a, b, a, b]) {
      expect((await send(server, 'POST', paths.complete('00000000-0000-4000-8000-000000000000'), tablet)).status).toBe(
        404,
      );
    }
    const completed: number[] = [];
    for (let index = 0; index < COMPLETIONS; index += 1) {
      const [here, there] = index % 2 === 0 ? [a, b] : [b, a];
      const id = await readyOrder(here, tablet);
      completed.push((await send(here, 'POST', paths.complete(id), tablet)).status);
      // The same order completed again through the other process: answered, not counted.
      completed.push((await send(there, 'POST', paths.complete(id), tablet)).status);
    }
    expect(completed).toEqual(Array(COMPLETIONS * 2).fill(200));
    const refusedOnA = await send(a, 'POST', paths.complete(await readyOrder(a, tablet)), tablet);
    const refusedOnB = await send(b, 'POST', paths.complete(await readyOrder(b, tablet)), tablet);
    expect(statuses([refusedOnA, refusedOnB])).toEqual([429, 429]);
    expect(Number(refusedOnB.retryAfter)).toBeGreaterThan(3000);
    // Another client is not held up.
    expect((await send(b, 'POST', paths.complete(await readyOrder(b, tablet)), '203.0.113.41')).status).toBe(200);
  });

  it('completions at the same moment on both processes: exactly 4 of 6 go through', async () => {
    const counter = '203.0.113.45';
    const ids = await Promise.all(Array.from({ length: 6 }, (_, index) => readyOrder(index % 2 ? b : a, counter)));
    const replies = await Promise.all(
      ids.map((id, index) => send(index % 2 ? a : b, 'POST', paths.complete(id), counter)),
    );
    expect(statuses(replies).sort()).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('the test page: 4 calls a minute per client over both, the 5th refused on either', async () => {
    const from = '203.0.113.50';
    const path = API_PATHS.checkTwilioCredentials.path;
    const allowed = [];
    for (const server of [a, b, a, b]) allowed.push(await send(server, 'POST', path, from));
    expect(statuses(allowed)).toEqual([200, 200, 200, 200]);
    const refused = [await send(a, 'POST', path, from), await send(b, 'POST', path, from)];
    expect(statuses(refused)).toEqual([429, 429]);
    expect(Number(refused[1]?.retryAfter)).toBeGreaterThan(0);
  });

  it('the status page: 60 reads a minute per client over both (unknown tokens count), the 61st refused on either', async () => {
    const from = '203.0.113.60';
    const path = API_PATHS.orderStatus.href('AAAAAAAAAAAAAAAAAAAAAA');
    const reads = await Promise.all([
      ...Array.from({ length: 30 }, () => send(a, 'GET', path, from)),
      ...Array.from({ length: 30 }, () => send(b, 'GET', path, from)),
    ]);
    expect(statuses(reads)).toEqual(Array(60).fill(404));
    expect(statuses([await send(a, 'GET', path, from), await send(b, 'GET', path, from)])).toEqual([429, 429]);
    expect((await send(a, 'GET', path, '203.0.113.61')).status).toBe(404);
  });

  // ADR 1101: counted by account and client together, so the guesser waits, not the owner.
  it('sign-in: 5 failures for one account from one client over both, the 6th refused on either, not elsewhere', async () => {
    const wrong = { email: OWNER.email, password: 'not the password' };
    const guesser = '203.0.113.70';
    const failures = [];
    for (const server of [a, b, a, b, a]) {
      failures.push(await send(server, 'POST', SHOP_API_PATHS.signIn.path, guesser, wrong));
    }
    expect(statuses(failures)).toEqual([401, 401, 401, 401, 401]);
    const right = [
      await send(b, 'POST', SHOP_API_PATHS.signIn.path, guesser, OWNER),
      await send(a, 'POST', SHOP_API_PATHS.signIn.path, guesser, OWNER),
    ];
    expect(statuses(right)).toEqual([429, 429]);
    expect((await send(b, 'POST', SHOP_API_PATHS.signIn.path, '203.0.113.79', OWNER)).status).toBe(200);
  });

  it('the daily caps per phone number and per mailbox: 6 sends at once over both processes, exactly 2 of each', async () => {
    // One mailbox however it is spelled (the cap counts mailboxes), one phone number.
    const spellings = ['cap@example.com', 'Cap@Example.com', 'cap+a@example.com'];
    const body = (index: number) => ({
      order: {
        id: 'test-order',
        full_name: 'Test Customer',
        email: spellings[index % spellings.length],
        phone_number: '+1 205 555 0142',
      },
      cuts: [],
      addons: [],
      total: 127,
    });
    const path = API_PATHS.sendOrderNotifications.path;
    // Six clients, so that the test page's own per-client limit does not decide.
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        send(index % 2 ? b : a, 'POST', path, `203.0.113.${90 + index}`, body(index)),
      ),
    );
    expect(statuses(replies)).toEqual(Array(6).fill(200));
    expect(twilio.messages.filter((message) => message.to === '+12055550142')).toHaveLength(SMS_CAP);
    expect(smtp.messages.filter((message) => message.to.some((to) => /cap/i.test(to)))).toHaveLength(EMAIL_CAP);
    // The attempts of these sends (the earlier tests' orders went to other recipients).
    const { rows } = await database.pool!.query<{ channel: string; outcome: string; n: number }>(
      `select channel, outcome, count(*)::int as n from notification_attempts
       where recipient = '+12055550142' or recipient ilike '%cap%' group by channel, outcome`,
    );
    const count = (channel: string, outcome: string) =>
      rows.find((row) => row.channel === channel && row.outcome === outcome)?.n ?? 0;
    expect([count('sms', 'sent'), count('sms', 'skipped')]).toEqual([SMS_CAP, 6 - SMS_CAP]);
    expect([count('email', 'sent'), count('email', 'skipped')]).toEqual([EMAIL_CAP, 6 - EMAIL_CAP]);
  });
});
