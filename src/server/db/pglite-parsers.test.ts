import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FairPGlite } from './fair-pglite';

/** One row of every kind of value the app's tables and pg-boss's read, arrays of each among them. */
const VALUES_SQL = `select
  array[1, 2, null]::int4[] as ints, array['a', 'b,c', 'd"e']::text[] as texts,
  array['2026-11-20']::date[] as dates, '2026-11-20'::date as day,
  '2026-11-20 08:30:00+00'::timestamptz as moment, '2026-11-20 08:30:00'::timestamp as local_time,
  array['2026-11-20 08:30:00+00']::timestamptz[] as moments, '12.50'::numeric as amount,
  array[1.5, 2.25]::numeric[] as amounts, '{"k": [1, "x"]}'::jsonb as doc, array['{"a": 1}']::jsonb[] as docs,
  array[true, false]::bool[] as flags, '1 day 02:00:00'::interval as span, array[7::int8] as bigs,
  array['00000000-0000-4000-8000-000000000001']::uuid[] as ids, '\\x0102'::bytea as bytes, 42::int8 as big`;

describe("PGlite's array parsers, shared", () => {
  let fair: FairPGlite;
  let plain: PGlite;

  beforeAll(async () => {
    fair = await FairPGlite.open(undefined, {});
    plain = await PGlite.create();
  });
  afterAll(async () => {
    await fair?.close();
    await plain?.close();
  });

  it('leaves a small parser table on the instance, which each drizzle statement copies', () => {
    expect(Object.keys(plain.parsers).length).toBeGreaterThan(250);
    expect(Object.keys(fair.parsers).length).toBeLessThan(40);
  });

  it('parses every value as PGlite does, with its own parsers (pg-boss) and with drizzle’s', async () => {
    const [ownParsers, expected] = await Promise.all([fair.query(VALUES_SQL), plain.query(VALUES_SQL)]);
    expect(ownParsers.rows).toEqual(expected.rows);
    expect(ownParsers.rows[0]).toMatchObject({
      ints: [1, 2, null],
      texts: ['a', 'b,c', 'd"e'],
      amounts: ['1.5', '2.25'],
    });

    const [throughDrizzle, drizzleExpected] = await Promise.all([
      drizzle(fair).execute(sql.raw(VALUES_SQL)),
      drizzle(plain).execute(sql.raw(VALUES_SQL)),
    ]);
    expect(throughDrizzle.rows).toEqual(drizzleExpected.rows);
    // Drizzle's own: dates and times as text, arrays of them too; other arrays parsed.
    expect(throughDrizzle.rows[0]).toMatchObject({ day: '2026-11-20', ints: [1, 2, null], flags: [true, false] });
  });
});
