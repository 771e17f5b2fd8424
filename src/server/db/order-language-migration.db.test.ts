import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { type DatabaseHandle, executeSql, findMigrationsFolder, migrateDatabase } from './client';

const MIGRATION = '0010_order_language';

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder whose journal stops before `tag`: the database as it was before it. */
function migrationsBefore(tag: string): string {
  const source = findMigrationsFolder();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  fs.cpSync(source, copy, { recursive: true });
  const journalFile = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return copy;
}

let database: DatabaseHandle;
let olderFolder: string;
let existingId: string;

beforeAll(async () => {
  olderFolder = migrationsBefore(MIGRATION);
  database = await createTestDatabase({ migrationsFolder: olderFolder });
  // An order placed before the migration, written as the code of that time did (no language column).
  const { rows } = await executeSql(
    database.db,
    `INSERT INTO orders (full_name, email, phone_number) VALUES ('Old Order', 'old@example.com', '555') RETURNING id`,
  );
  existingId = String(rows[0]?.id);
  await migrateDatabase(database);
});

afterAll(async () => {
  await database?.close();
  if (olderFolder) fs.rmSync(olderFolder, { recursive: true, force: true });
});

const languageOf = async (id: string) =>
  (await executeSql(database.db, 'SELECT language FROM orders WHERE id = $1', [id])).rows[0]?.language;

/** The database's own words for refusing the update (drizzle wraps them as the error's cause). */
async function refusal(update: string): Promise<string> {
  try {
    await executeSql(database.db, update, [existingId]);
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return String(cause instanceof Error ? cause.message : error);
  }
  throw new Error('the update was accepted');
}

describe(`migration ${MIGRATION}`, () => {
  it("reads 'en' for the orders placed before it, and for new orders that give none", async () => {
    expect(await languageOf(existingId)).toBe('en');
    const { rows } = await executeSql(
      database.db,
      `INSERT INTO orders (full_name, email, phone_number) VALUES ('New Order', 'new@example.com', '555') RETURNING id`,
    );
    expect(await languageOf(String(rows[0]?.id))).toBe('en');
  });

  it("keeps 'es', and refuses any other language and a null", async () => {
    await executeSql(database.db, `UPDATE orders SET language = 'es' WHERE id = $1`, [existingId]);
    expect(await languageOf(existingId)).toBe('es');
    expect(await refusal(`UPDATE orders SET language = 'fr' WHERE id = $1`)).toMatch(/orders_language_check/);
    expect(await refusal(`UPDATE orders SET language = NULL WHERE id = $1`)).toMatch(/not-null/);
    expect(await languageOf(existingId)).toBe('es');
  });
});
