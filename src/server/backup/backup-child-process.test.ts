import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveFolderApart, copyFolderApart } from './backup-child-process';
import { checkPgliteBackup } from './pglite-archive';
import { readTarEntries } from './tar-check';

/**
 * ADR 1001: the PGlite folder's first copy, and the copy's archive and check, run in a process of their own.
 * From the sources (tsx) and from the build (`node dist/server/backup-child.js`, which the suite's global setup
 * bundles as `npm run build` does), with the child's reason when a step fails.
 */
let root: string;
let folder: string;
const BIG = Buffer.alloc(5 * 1024 * 1024 + 3, 7);

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-child-'));
  folder = path.join(root, 'pglite');
  fs.mkdirSync(path.join(folder, 'base', '1'), { recursive: true });
  fs.mkdirSync(path.join(folder, 'pg_notify'));
  fs.writeFileSync(path.join(folder, 'PG_VERSION'), '17\n');
  // Over one 4 MB slice of the tar, and not a whole number of its 512-byte blocks.
  fs.writeFileSync(path.join(folder, 'base', '1', '1259'), BIG);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const entriesOf = async (file: string) => readTarEntries(await promisify(zlib.gunzip)(fs.readFileSync(file)));
const EXPECTED = ['/PG_VERSION', '/base', '/base/1', '/base/1/1259', '/pg_notify'];

describe('the steps of a PGlite backup in a process of their own', () => {
  it('copies the folder, empty folders included, then writes a whole, checked gzip tar of the copy', async () => {
    const copy = path.join(root, 'copy');
    await copyFolderApart(folder, copy);
    expect(fs.readFileSync(path.join(copy, 'base', '1', '1259')).equals(BIG)).toBe(true);
    expect(fs.readdirSync(copy).sort()).toEqual(['PG_VERSION', 'base', 'pg_notify']);

    const file = path.join(root, 'from-source.tar.gz');
    await archiveFolderApart(copy, file);
    await checkPgliteBackup(file);
    expect((await entriesOf(file)).sort()).toEqual(EXPECTED);
  }, 60_000);

  it("rejects with the child's reason: a folder that is no PGlite folder, none at all, a copy made already", async () => {
    const empty = fs.mkdtempSync(path.join(root, 'empty-'));
    await expect(archiveFolderApart(empty, path.join(root, 'empty.tar.gz'))).rejects.toThrow(
      "The backup's archive failed: The backup archive is damaged: it holds no PGlite data folder.",
    );
    await expect(archiveFolderApart(path.join(root, 'missing'), path.join(root, 'missing.tar.gz'))).rejects.toThrow(
      /The backup's archive failed: ENOENT/,
    );
    await expect(copyFolderApart(folder, empty)).rejects.toThrow(/The backup's copy failed: EEXIST/);
  }, 60_000);

  it('runs from the build as the server started with `npm start` runs it', async () => {
    const file = path.join(root, 'from-build.tar.gz');
    await promisify(execFile)(process.execPath, ['dist/server/backup-child.js', 'archive', folder, file]);
    expect((await entriesOf(file)).sort()).toEqual(EXPECTED);
  }, 60_000);
});
