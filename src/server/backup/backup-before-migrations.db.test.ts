import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../lib/config';
import { type DatabaseHandle, findMigrationsFolder, migrateDatabase } from '../db/client';
import { seedSubmittedOrders } from '../shop-orders/testing/seed-orders';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';
import { listBackups } from './backup-files';
import { backupBeforeMigrations, hasPendingMigrations } from './backup-before-migrations';

/**
 * docs/operations.md, 'Backups': at start, a database with data and migrations still to run is backed up before they
 * run; an up-to-date one is not (every start would otherwise take a backup).
 */
type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder without its last migration: the database a release ago. */
function migrationsBeforeTheLast(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  fs.cpSync(findMigrationsFolder(), copy, { recursive: true });
  const journalFile = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal;
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
  return copy;
}

let folder: string;
let olderMigrations: string;
let database: DatabaseHandle;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pre-migration-'));
  olderMigrations = migrationsBeforeTheLast();
  database = await createTestDatabase({ migrationsFolder: olderMigrations });
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(olderMigrations, { recursive: true, force: true });
});

describe(`the backup before migrations on ${testDatabaseKind()}`, () => {
  it('is taken when migrations are pending, and not once they have run', async () => {
    const config = loadConfig({ BACKUP_DIR: folder });
    expect(await hasPendingMigrations(database, olderMigrations)).toBe(false);
    expect(await hasPendingMigrations(database)).toBe(true);

    const backup = await backupBeforeMigrations(config, database);
    expect(backup?.name).toMatch(/-pre-migration\.(pglite\.tar\.gz|pgdump)$/);
    expect(listBackups(folder).map((file) => file.reason)).toEqual(['pre-migration']);

    await migrateDatabase(database);
    await seedSubmittedOrders(database.db, [{ fullName: 'After The Migration' }]);
    expect(await hasPendingMigrations(database)).toBe(false);
    expect(await backupBeforeMigrations(config, database)).toBeNull();
    expect(listBackups(folder)).toHaveLength(1);
  });

  it('is not taken where backups are off (PostgreSQL without BACKUP_DIR, an in-memory database)', async () => {
    expect(await backupBeforeMigrations(loadConfig({}), database, olderMigrations)).toBeNull();
  });
});
