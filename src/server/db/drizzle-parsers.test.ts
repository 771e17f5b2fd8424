import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';
import type { DatabaseHandle } from './client';

const events = pgTable('events', {
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }).notNull(),
  on: date('on', { mode: 'string' }).notNull(),
  closed: date('closed', { mode: 'string' }).array().notNull(),
});

const CREATE = `create table events (name text not null, at timestamptz not null, at_text timestamptz not null,
  "on" date not null, closed date[] not null);
  insert into events values ('opening', '2026-11-14 06:30:00+00', '2026-11-14 06:30:00+00', '2026-11-14',
  '{2026-11-26,2026-12-25}')`;

/** What drizzle and a raw caller read, through the database as opened. */
async function readsThrough(pglite: PGlite) {
  await pglite.exec(CREATE);
  const db = drizzle(pglite);
  const [viaDrizzle] = await db.select().from(events);
  const [viaDrizzleTx] = await db.transaction((tx) => tx.select().from(events));
  const raw = (await pglite.query('select at, "on", closed from events')).rows[0];
  const rawInTx = await pglite.transaction(async (tx) => (await tx.query('select at, closed from events')).rows[0]);
  const viaExecute = (await db.execute(sql`select at, "on" from events`)).rows[0];
  return { viaDrizzle, viaDrizzleTx, raw, rawInTx, viaExecute };
}

describe.runIf(testDatabaseKind() === 'pglite')('drizzle parsers on the embedded database (drizzle-parsers.ts)', () => {
  let database: DatabaseHandle;
  let fair: PGlite;
  beforeAll(async () => {
    database = await createTestDatabase();
    fair = database.pglite as PGlite;
  });
  afterAll(() => database.close());

  it('reads dates, times and arrays of dates as PGlite and drizzle always did, for drizzle and for raw callers', async () => {
    const actual = await readsThrough(fair);
    expect(actual.viaDrizzleTx).toEqual(actual.viaDrizzle);
    expect(actual.viaExecute).toEqual({ at: '2026-11-14 06:30:00+00', on: '2026-11-14' });
    expect(actual.viaDrizzle).toMatchObject({ at: new Date('2026-11-14T06:30:00Z'), on: '2026-11-14' });
    expect(actual.viaDrizzle?.closed).toEqual(['2026-11-26', '2026-12-25']);
    expect(actual.raw).toMatchObject({ at: new Date('2026-11-14T06:30:00Z'), on: new Date('2026-11-14T00:00:00Z') });
    expect(actual.rawInTx).toMatchObject({
      closed: [new Date('2026-11-26T00:00:00Z'), new Date('2026-12-25T00:00:00Z')],
    });
  });

  it("sends drizzle's queries to PGlite without their parsers, so PGlite does not copy its table for each", async () => {
    const query = vi.spyOn(PGlite.prototype, 'query');
    try {
      await drizzle(fair).select().from(events);
      const sent = query.mock.calls.map(([, , options]) => options);
      expect(sent.length).toBeGreaterThan(0);
      for (const options of sent) expect(options?.parsers).toBeUndefined();
    } finally {
      query.mockRestore();
    }
  });
});
