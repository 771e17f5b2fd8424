import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeError, isDatabaseUnavailable, messageWithoutParams, summarizeError } from './database-errors';
import { retryWhileDatabaseUnavailable } from './wait-for-database';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new DrizzleQueryError('select $1', ['Wanda Tester'], cause as Error);

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached, also through drizzle and AggregateError', () => {
    const unavailable = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('terminating connection due to crash of another server process', '57P02'),
      withCode('the database system is starting up', '57P03'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      wrapped(withCode('read ECONNRESET', 'ECONNRESET')),
      wrapped(new Error('Connection terminated unexpectedly')),
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {}),
    ];
    for (const error of unavailable) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('leaves bugs and bad input alone', () => {
    const others = [
      new TypeError('x is not a function'),
      withCode('invalid input syntax for type integer: "Wanda"', '22P02'),
      wrapped(withCode('duplicate key value violates unique constraint', '23505')),
      withCode('password authentication failed for user "x"', '28P01'),
      'ECONNREFUSED',
      null,
    ];
    for (const error of others) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});

describe('summaries for the log', () => {
  it('keep the kinds and codes of an error and its causes, and no message', () => {
    const error = wrapped(withCode('invalid input syntax for type integer: "Wanda Tester"', '22P02'));
    expect(summarizeError(error)).toEqual({ type: 'DrizzleQueryError', cause: { type: 'Error', code: '22P02' } });
    expect(describeError(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      'DrizzleQueryError < Error (connection_terminated)',
    );
    expect(JSON.stringify(summarizeError(error))).not.toContain('Wanda');
  });

  it("drop drizzle's parameters from a start-up message and keep its SQL", () => {
    expect(messageWithoutParams(wrapped(new Error('x')))).toBe('Failed query: select $1');
    expect(messageWithoutParams(new Error('No migrations folder found'))).toBe('No migrations folder found');
  });
});

describe('retryWhileDatabaseUnavailable', () => {
  it('tries again while the database is away, saying so, and answers once it is back', async () => {
    const lines: string[] = [];
    const slept: number[] = [];
    let calls = 0;
    const result = await retryWhileDatabaseUnavailable(
      async () => {
        calls += 1;
        if (calls < 4) throw withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
        return 'ready';
      },
      {
        what: 'connecting',
        log: (line) => lines.push(line),
        delaysMs: [10, 20],
        sleep: async (ms) => void slept.push(ms),
      },
    );
    expect(result).toBe('ready');
    expect(slept).toEqual([10, 20, 20]);
    expect(lines[0]).toBe('waiting for the database: connecting failed (Error (ECONNREFUSED)); trying again in 0.01 s');
    expect(lines.at(-1)).toMatch(/^database reachable again: connecting done after 4 attempts/);
  });

  it('throws any other failure at once', async () => {
    const wrongPassword = withCode('password authentication failed', '28P01');
    await expect(
      retryWhileDatabaseUnavailable(() => Promise.reject(wrongPassword), { what: 'connecting', log: () => {} }),
    ).rejects.toBe(wrongPassword);
  });
});
