import { type PGlite, types } from '@electric-sql/pglite';

type ElementParser = Parameters<typeof types.arrayParser>[1];

/** PGlite's own query for the array types it gives parsers to as it opens (`_initArrayTypes`). */
const ARRAY_TYPES_SQL = `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a
  LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray`;

/**
 * docs/operations.md, 'Connections': every drizzle statement passes parsers of its own (dates as text), and PGlite then
 * copies its instance's parser table into a new object for that statement. As it opens, PGlite adds a parser for each
 * of about 300 array types to that table, and copying 318 numbered keys took about 120 µs a statement (a
 * `select 1` through drizzle's options: 290-310 µs against 170-185 µs without them).
 *
 * The array parsers move to PGlite's default table (`types.parsers`), which a statement falls back to for a
 * type its own table lacks: every value parses as before, and the copy takes the 23 default keys. Each
 * moved parser reads its element's parser from the default table at parse time and holds no instance
 * (tests open many); it is added once per process, the same for every instance (none has parsers of its own).
 */
export async function shareArrayParsers(pglite: PGlite): Promise<void> {
  const arrays = await pglite.query<{ oid: number; typarray: number }>(ARRAY_TYPES_SQL);
  // An element type without a parser of its own (most) leaves its items as text, as PGlite's does.
  const defaults = types.parsers as Record<number, ElementParser>;
  const own = { ...pglite.parsers };
  for (const { oid, typarray } of arrays.rows) {
    defaults[typarray] ??= (value: string): unknown =>
      types.arrayParser(value, defaults[oid] as ElementParser, typarray);
    delete own[typarray];
  }
  pglite.parsers = own;
}
