import { type ParserOptions, type QueryOptions, types } from '@electric-sql/pglite';

/**
 * drizzle-orm's PGlite driver (0.45, pglite/session.js) sends these parsers with every query: it reads dates,
 * times, intervals and their arrays as the server's text and converts them itself. PGlite merges per-query
 * parsers into a copy of its whole table of about 300 types for each query (`{...this.parsers,
 * ...options.parsers}` in its parseResults), which cost about as much CPU as a simple query itself (issue #27).
 * So the database is opened with drizzle's parsers as its own (`DRIZZLE_PARSERS`), drizzle's are dropped
 * from its queries (the merge would give the same table), and the other callers (pg-boss, health checks)
 * are given PGlite's usual parsing of those types back, so that nothing they read changes.
 */
const ARRAY_ELEMENTS: Record<number, number> = {
  1231: types.NUMERIC,
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
  1182: types.DATE,
};
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, ...Object.keys(ARRAY_ELEMENTS)].map(
  Number,
);

const asText = (value: string) => value;

export const DRIZZLE_PARSERS: ParserOptions = Object.fromEntries(TEXT_TYPES.map((type) => [type, asText]));

/** PGlite's own parsing of the same types, as a PGlite opened without parsers does it. */
const PGLITE_PARSERS: ParserOptions = Object.fromEntries(
  TEXT_TYPES.map((type) => {
    const element = ARRAY_ELEMENTS[type];
    const parse =
      element === undefined
        ? (value: string): unknown => (types.parsers[type] ? types.parsers[type](value, type) : value)
        : (value: string): unknown => types.arrayParser(value, types.parsers[element] ?? asText, type);
    return [type, parse];
  }),
);

function isDrizzles(parsers: ParserOptions): boolean {
  const keys = Object.keys(parsers);
  return keys.length === TEXT_TYPES.length && TEXT_TYPES.every((type) => parsers[type] !== undefined);
}

/** The options a query goes to PGlite with: drizzle's parsers dropped, everyone else's parsing as PGlite's own. */
export function withOwnParsers(options: QueryOptions | undefined): QueryOptions {
  const asked = options?.parsers;
  if (asked === undefined) return { ...options, parsers: PGLITE_PARSERS };
  if (!isDrizzles(asked)) return options ?? {};
  const { parsers: _drizzles, ...rest } = options ?? {};
  return rest;
}
