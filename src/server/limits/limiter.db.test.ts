import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LimitReachedError } from '../../domain';
import type { DatabaseHandle } from '../db/client';
import { limitHits } from '../db/limit-schema';
import { createTestDatabase } from '../test/test-database';
import type { Limit } from './check-limit';
import { type Limiter, createLimiter } from './limiter';

let database: DatabaseHandle;
let limiter: Limiter;

beforeAll(async () => {
  database = await createTestDatabase();
  limiter = createLimiter(database.db, 'a test secret of enough length for hmac');
});
afterAll(async () => database?.close());

const HOUR = 3_600_000;
let buckets = 0;
/** Each test counts in a bucket of its own. */
const freshLimit = (max: number, windowMs = HOUR): Limit => ({ bucket: `test-${(buckets += 1)}`, max, windowMs });

/** The hit's outcome: 'ok', or the Retry-After seconds of its refusal. */
async function tryHit(limit: Limit, key: string): Promise<'ok' | number> {
  try {
    await limiter.hit(limit, key);
    return 'ok';
  } catch (error) {
    if (error instanceof LimitReachedError) return error.retryAfterSeconds ?? -1;
    throw error;
  }
}

async function insertHitsAgo(limit: Limit, key: string, msAgo: number[]) {
  const now = Date.now();
  await database.db
    .insert(limitHits)
    .values(msAgo.map((ago) => ({ bucket: limit.bucket, key, createdAt: new Date(now - ago) })));
}

describe('limits counted in the database (limit_hits)', () => {
  it('allows max hits per key, refuses the next with the seconds until one leaves the window; other keys and buckets go on', async () => {
    const limit = freshLimit(3);
    expect([await tryHit(limit, 'a'), await tryHit(limit, 'a'), await tryHit(limit, 'a')]).toEqual(['ok', 'ok', 'ok']);
    const refused = await tryHit(limit, 'a');
    expect(refused).toBeGreaterThan(3500);
    expect(refused).toBeLessThanOrEqual(3600);
    expect(await tryHit(limit, 'b')).toBe('ok');
    expect(await tryHit({ ...freshLimit(3) }, 'a')).toBe('ok');
    // A refusal is not a hit: the key holds max rows, no more.
    const rows = await database.db.select().from(limitHits).where(eq(limitHits.bucket, limit.bucket));
    expect(rows.filter((row) => row.key === 'a')).toHaveLength(3);
  });

  it('slides: hits older than the window do not count, and Retry-After waits for the oldest counted hit', async () => {
    const limit = freshLimit(2, 60_000);
    await insertHitsAgo(limit, 'k', [90_000, 61_000, 50_000]);
    expect(await tryHit(limit, 'k')).toBe('ok');
    const refused = await tryHit(limit, 'k');
    // The hit made 50 s ago leaves the window in about 10 s.
    expect(refused).toBeGreaterThanOrEqual(8);
    expect(refused).toBeLessThanOrEqual(11);
  });

  it('counts each of simultaneous hits: a burst of 12 against a limit of 5 lets exactly 5 through', async () => {
    const limit = freshLimit(5);
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => tryHit(limit, 'burst')));
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(5);
    expect(outcomes.filter((outcome) => typeof outcome === 'number')).toHaveLength(7);
  });

  it('a hit inside a transaction that rolls back does not count', async () => {
    const limit = freshLimit(1);
    await expect(
      database.db.transaction(async (tx) => {
        await limiter.hitIn(tx, limit, 'k');
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    await database.db.transaction((tx) => limiter.hitIn(tx, limit, 'k'));
    await expect(database.db.transaction((tx) => limiter.hitIn(tx, limit, 'k'))).rejects.toBeInstanceOf(
      LimitReachedError,
    );
  });

  it('prunes the hits that left their window, of that bucket only', async () => {
    const limit = freshLimit(100, 60_000);
    const other = freshLimit(100, 60_000);
    await insertHitsAgo(limit, 'k', [120_000, 61_000, 10_000]);
    await insertHitsAgo(other, 'k', [120_000]);
    await limiter.prune(limit);
    const left = await database.db
      .select({ bucket: limitHits.bucket, n: sql<number>`count(*)::int` })
      .from(limitHits)
      .where(sql`${limitHits.bucket} in (${limit.bucket}, ${other.bucket})`)
      .groupBy(limitHits.bucket);
    expect(Object.fromEntries(left.map((row) => [row.bucket, row.n]))).toEqual({
      [limit.bucket]: 1,
      [other.bucket]: 1,
    });
  });

  it('keys a client by a keyed hash of its address, never the address', () => {
    const from = (ip: string) => ({ ip }) as FastifyRequest;
    const key = limiter.clientKey(from('203.0.113.9'));
    expect(key).not.toContain('203');
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(limiter.clientKey(from('203.0.113.9'))).toBe(key);
    expect(limiter.clientKey(from('203.0.113.10'))).not.toBe(key);
    expect(
      createLimiter(database.db, 'another secret of enough length for hmac').clientKey(from('203.0.113.9')),
    ).not.toBe(key);
  });

  it('keys every address of an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', () => {
    const from = (ip: string) => ({ ip }) as FastifyRequest;
    const network = limiter.clientKey(from('2001:db8:1:2::1'));
    expect(limiter.clientKey(from('2001:db8:1:2:ffff:ffff:ffff:fffe'))).toBe(network);
    expect(limiter.clientKey(from('2001:db8:1:3::1'))).not.toBe(network);
    expect(limiter.clientKey(from('::ffff:203.0.113.9'))).toBe(limiter.clientKey(from('203.0.113.9')));
  });

  it('refuses the addresses of one IPv6 /64 together once they reach the limit', async () => {
    const limit = freshLimit(2);
    const hitFrom = (ip: string) => tryHit(limit, limiter.clientKey({ ip } as FastifyRequest));
    expect([await hitFrom('2001:db8:9::1'), await hitFrom('2001:db8:9::2')]).toEqual(['ok', 'ok']);
    expect(await hitFrom('2001:db8:9::3')).toEqual(expect.any(Number));
    expect(await hitFrom('2001:db8:a::1')).toBe('ok');
  });
});
