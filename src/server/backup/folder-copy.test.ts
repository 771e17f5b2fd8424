import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyFolder, recopyChangedSince } from './folder-copy';

let root: string;
let source: string;
let copy: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-copy-test-'));
  source = path.join(root, 'data');
  copy = path.join(root, 'copy');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(source, relative)), { recursive: true });
  fs.writeFileSync(path.join(source, relative), text);
};

/** Every file under a folder, by its path inside it, with its text. */
function filesOf(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(folder, name);
    if (fs.statSync(file).isFile()) files[name] = fs.readFileSync(file, 'utf8');
  }
  return files;
}

describe('a copy of a folder that is written while it is copied (ADR 1001)', () => {
  it('ends equal to the folder: files written, created, renamed or removed since the copy began are settled', async () => {
    write('PG_VERSION', '17');
    write('base/1/1259', 'catalogue');
    write('base/1/16384', 'orders, page 1');
    write('pg_wal/000000010000000000000001', 'old segment');
    write('pg_wal/000000010000000000000002', 'current segment');
    // Older than the clock's margin when the copy begins: these are left as the first pass copied them.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const since = Date.now();
    await copyFolder(source, copy);

    // As the database goes on meanwhile: a page written, a file half-copied (torn), a table made, a segment
    // recycled under a new name, a folder dropped.
    fs.appendFileSync(path.join(source, 'base/1/16384'), ', page 2');
    fs.writeFileSync(path.join(copy, 'pg_wal/000000010000000000000002'), 'curr');
    fs.appendFileSync(path.join(source, 'pg_wal/000000010000000000000002'), ' and more');
    write('base/1/16390', 'payments');
    fs.renameSync(
      path.join(source, 'pg_wal/000000010000000000000001'),
      path.join(source, 'pg_wal/000000010000000000000003'),
    );
    write('pg_tmp/t1', 'sort');
    await copyFolder(path.join(source, 'pg_tmp'), path.join(copy, 'pg_tmp')).catch(() => undefined);
    fs.rmSync(path.join(source, 'pg_tmp'), { recursive: true });

    const copied = recopyChangedSince(source, copy, since);

    expect(filesOf(copy)).toEqual(filesOf(source));
    // The written, torn, new and renamed ones; not the catalogue or PG_VERSION.
    expect(copied).toBe(4);
  }, 10_000);

  it('takes a file unchanged since the copy began as the first pass copied it', async () => {
    write('base/1/1259', 'catalogue');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const since = Date.now();
    await copyFolder(source, copy);
    // Not a change of the folder's (its times are old): the second pass has no cause to read it again.
    fs.writeFileSync(path.join(copy, 'base/1/1259'), 'left as copied');

    expect(recopyChangedSince(source, copy, since)).toBe(0);
    expect(fs.readFileSync(path.join(copy, 'base/1/1259'), 'utf8')).toBe('left as copied');
  }, 10_000);

  it('skips a file or folder removed while the first pass runs, instead of failing', async () => {
    write('base/1/16384', 'orders');
    write('pg_tmp/t1', 'sort');
    // The race made certain: each is removed right after the first pass has listed its folder.
    const readdir = fs.promises.readdir;
    const listThenRemove = vi.spyOn(fs.promises, 'readdir').mockImplementation((async (
      folder: string,
      options: never,
    ) => {
      const items = await readdir(folder, options);
      if (folder === path.join(source, 'base/1')) fs.rmSync(path.join(folder, '16384'));
      if (folder === source) fs.rmSync(path.join(source, 'pg_tmp'), { recursive: true });
      return items;
    }) as typeof fs.promises.readdir);
    try {
      await copyFolder(source, copy);
    } finally {
      listThenRemove.mockRestore();
    }
    recopyChangedSince(source, copy, Date.now());
    expect(filesOf(copy)).toEqual({});
    expect(fs.readdirSync(copy)).toEqual(['base']);
  });
});
