import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveFolderApart } from './archive-apart';
import { checkPgliteBackup } from './pglite-archive';
import { readTarEntries } from './tar-check';

/**
 * ADR 1001: the copied PGlite folder is archived and read back in a process of its own. From the sources
 * (tsx) and from the build (`node dist/server/archive-child.js`, which the suite's global setup bundles as
 * `npm run build` does), with the child's reason when it fails.
 */
let root: string;
let folder: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-apart-'));
  folder = path.join(root, 'copy');
  fs.mkdirSync(path.join(folder, 'base', '1'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'PG_VERSION'), '17\n');
  // Over one 4 MB slice of the tar, and not a whole number of its 512-byte blocks.
  fs.writeFileSync(path.join(folder, 'base', '1', '1259'), Buffer.alloc(5 * 1024 * 1024 + 3, 7));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const entriesOf = async (file: string) => readTarEntries(await promisify(zlib.gunzip)(fs.readFileSync(file)));
const EXPECTED = ['/PG_VERSION', '/base', '/base/1', '/base/1/1259'];

describe('archiving a copied PGlite folder in a process of its own', () => {
  it('writes a whole, checked gzip tar of the folder', async () => {
    const file = path.join(root, 'from-source.tar.gz');
    await archiveFolderApart(folder, file);
    await checkPgliteBackup(file);
    expect((await entriesOf(file)).sort()).toEqual(EXPECTED);
  }, 60_000);

  it("rejects with the child's reason: a folder that is no PGlite folder, or none at all", async () => {
    const empty = fs.mkdtempSync(path.join(root, 'empty-'));
    await expect(archiveFolderApart(empty, path.join(root, 'empty.tar.gz'))).rejects.toThrow(
      'The backup could not be archived: The backup archive is damaged: it holds no PGlite data folder.',
    );
    await expect(archiveFolderApart(path.join(root, 'missing'), path.join(root, 'missing.tar.gz'))).rejects.toThrow(
      /The backup could not be archived: ENOENT/,
    );
  }, 60_000);

  it('runs from the build as the server started with `npm start` runs it', async () => {
    const file = path.join(root, 'from-build.tar.gz');
    await promisify(execFile)(process.execPath, ['dist/server/archive-child.js', folder, file]);
    expect((await entriesOf(file)).sort()).toEqual(EXPECTED);
  }, 60_000);
});
