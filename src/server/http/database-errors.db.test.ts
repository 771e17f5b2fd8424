import { Writable } from 'node:stream';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../domain';
import { buildDeerAnimalInput, buildDetailsInput, paths, placeOrderViaApi } from '../test/factories';
import { type TestApp, startTestApp } from '../test/test-app';
import { registerErrorHandling } from './errors';

/** Values that must never reach a log line: they stand for a customer's name, email and phone. */
const NAME = 'Wanda Params-Leak';
const EMAIL = 'wanda.params-leak@example.com';

describe('a database error in a request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      // A real query failing with personal data as its parameters, inside the completing transaction:
      // drizzle's message is 'Failed query: ... params: <name>,<email>', the driver's names the value too.
      hooks: {
        onOrderCompleted: async (tx, completed) => {
          await tx.execute(sql`select ${completed.order.full_name}::int, ${completed.order.email}::int`);
        },
      },
      notifications: { worker: false },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 500 and logs the kind and codes of the error, never the query parameters', async () => {
    const order = await placeOrderViaApi(t, {
      details: buildDetailsInput({ full_name: NAME, email: EMAIL }),
      animal: buildDeerAnimalInput(),
      cuts: ['Ground'],
    });
    const response = await t.request('POST', paths.complete(order.order.id));
    expect(response.status).toBe(500);
    expect(ApiErrorSchema.parse(response.body).error.code).toBe('internal');

    const log = t.logText();
    const line = log.split('\n').find((each) => each.includes('"unexpected error"'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!) as { err: { type: string; cause?: { code?: string } } };
    expect(entry.err.type).toBe('DrizzleQueryError');
    // invalid_text_representation: the code tells what went wrong without the value.
    expect(entry.err.cause?.code).toBe('22P02');
    for (const secret of [NAME, EMAIL, 'params:', 'Failed query']) expect(log).not.toContain(secret);
  });
});

describe('the database unreachable during a request', () => {
  let app: FastifyInstance;
  let logged = '';
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        logged += String(chunk);
        callback();
      },
    });
    app = Fastify({ logger: { level: 'info', stream } });
    registerErrorHandling(app);
    app.get('/api/lost', async () => {
      const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      throw new DrizzleQueryError('insert into orders values ($1, $2)', [NAME, EMAIL], lost);
    });
    app.get('/api/terminated', async () => {
      throw new DrizzleQueryError('select $1', [EMAIL], new Error('Connection terminated unexpectedly'));
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 in the JSON error format with Retry-After, and logs no parameters', async () => {
    for (const url of ['/api/lost', '/api/terminated']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      const body = ApiErrorSchema.parse(response.json());
      expect(body.error.code).toBe('unavailable');
    }
    expect(logged).toContain('database unavailable');
    expect(logged).toContain('ECONNREFUSED');
    for (const secret of [NAME, EMAIL, 'params:']) expect(logged).not.toContain(secret);
  });
});
