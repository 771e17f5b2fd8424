import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { folderCopyOf, listBackups, pruneBackups } from './backup-files';
import { restorePgliteBackup } from './pglite-backup';
import { backupSourceOf, takeBackup } from './take-backup';

/**
 * ADR 1001: a PGlite kept in a folder (the server's, the nightly backup's case) is backed up from a copy of
 * its files taken while it answers no query, archived as a stream; the tests' databases live in memory and
 * take the dump's way (backup-restore.db.test.ts), so this file covers the folder's way on its own.
 */

let folder: string;
let database: DatabaseHandle;
const pgliteOf = (handle: DatabaseHandle) => handle.pglite as PGlite;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-backup-test-'));
  database = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'data') });
  await pgliteOf(database).exec('create table notes (id serial primary key, body text not null)');
}, 60_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('a backup of a PGlite folder', () => {
  it('holds every row committed before it began, taken while rows are written, and restores', async () => {
    const pglite = pgliteOf(database);
    const write = (body: string) => pglite.query('insert into notes (body) values ($1)', [body]);
    for (let index = 0; index < 200; index += 1) await write(`before ${index} ${'x'.repeat(500)}`);
    let writing = true;
    const during = (async () => {
      for (let index = 0; writing; index += 1) await write(`during ${index}`);
    })();
    const backup = await takeBackup({
      source: backupSourceOf(database),
      dir: path.join(folder, 'backups'),
      keep: 3,
      reason: 'manual',
    });
    writing = false;
    await during;

    // Only the checked file is left: no copy of the folder, no partial.
    expect(fs.readdirSync(path.join(folder, 'backups')).sort()).toEqual([backup.name, 'backup-status.json']);
    expect(listBackups(path.join(folder, 'backups')).map((file) => file.name)).toEqual([backup.name]);

    const restoredDir = path.join(folder, 'restored');
    await restorePgliteBackup(backup.file, restoredDir);
    const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    try {
      const rows = await pgliteOf(restored).query<{ body: string }>(
        "select body from notes where body like 'before %' order by id",
      );
      expect(rows.rows).toHaveLength(200);
      expect(rows.rows[199]?.body).toBe(`before 199 ${'x'.repeat(500)}`);
      // The database is whole: it takes writes again.
      await pgliteOf(restored).query("insert into notes (body) values ('after')");
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('leaves no folder copy behind a crash for long: one older than an hour is removed with the partials', () => {
    const dir = fs.mkdtempSync(path.join(folder, 'left-'));
    const old = folderCopyOf(path.join(dir, 'backup-old.pglite.tar.gz.partial'));
    const fresh = folderCopyOf(path.join(dir, 'backup-fresh.pglite.tar.gz.partial'));
    for (const copy of [old, fresh]) fs.mkdirSync(path.join(copy, 'base'), { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    expect(pruneBackups(dir, 3)).toEqual([old]);
    expect(fs.readdirSync(dir)).toEqual([path.basename(fresh)]);
  });
});
