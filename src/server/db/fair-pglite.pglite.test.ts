import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgBossDatabase } from '../notifications/queue';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * ADR 0102 on the embedded database: its one connection serves requests and background work (notification
 * jobs, pg-boss) alike; background statements start once no request's statement is queued or running, or
 * after MAX_YIELD_TURNS (requests-first.ts, FairPGlite's `background`).
 */
describe('background work on PGlite', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** A request's transaction that holds the database until `release` is called. */
  function holdDatabase() {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await released;
    });
    return { release, held };
  }

  /** Starts `job` while a request holds the database, then a second request; which of them ends first. */
  async function firstToEnd(job: () => Promise<unknown>, requestAfterMs: number) {
    const order: string[] = [];
    const { release, held } = holdDatabase();
    await pause(5);
    const background = job().then(() => order.push('background'));
    await pause(requestAfterMs);
    const request = database.db.execute(sql`select 1`).then(() => order.push('request'));
    await pause(requestAfterMs > 100 ? 20 : 200);
    release();
    await Promise.all([held, background, request]);
    return order[0];
  }

  it('runs one statement per turn of the event loop, so that connections are read and answered between them', async () => {
    // docs/operations.md, 'Connections': with all queued statements run in one turn, a burst of 20 customers' new
    // connections were taken one per turn, and the last customer's first request waited a second.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const endedOnTurns = await Promise.all(
      Array.from({ length: 5 }, () => database.db.execute(sql`select 1`).then(() => turns)),
    );
    ticking = false;
    expect(new Set(endedOnTurns).size).toBe(5);
  });

  it("a background statement lets a request that came later go first, while requests' statements are pending", async () => {
    expect(await firstToEnd(() => database.background.db.execute(sql`select 1`), 5)).toBe('request');
  });

  it('so does pg-boss, whose SQL goes through the same background view', async () => {
    expect(await firstToEnd(() => pgBossDatabase(database).executeSql('select $1::int', [1]), 5)).toBe('request');
  });

  it('waits a bounded time only: in a long rush it takes its place in the queue', async () => {
    // The request comes a second after the job, long after the job's wait of 50 turns of 1 ms has ended
    // (more than 50 ms, but far less than a second, even on a loaded machine).
    expect(await firstToEnd(() => database.background.db.execute(sql`select 1`), 1000)).toBe('background');
  });
});
