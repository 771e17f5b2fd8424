import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgliteFolderApart, isPgliteFolderCreated } from './create-pglite-folder';

const residentMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024;

describe('creating a PGlite folder in a child process', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('runs initdb outside this process: the folder opens as an existing one, with its settings', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'create-pglite-folder-'));
    folders.push(parent);
    const folder = path.join(parent, 'pglite');
    const before = residentMb();

    await createPgliteFolderApart(folder, { postgresqlconf: 'shared_buffers=32MB\n' });

    expect(isPgliteFolderCreated(folder)).toBe(true);
    // initdb in this process would add some 400 to 600 MB; the child's memory is gone with it.
    expect(residentMb() - before).toBeLessThan(150);
    const pglite = await PGlite.create(folder);
    try {
      const { rows } = await pglite.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await pglite.close();
    }
    // A second call on the created folder does nothing.
    await createPgliteFolderApart(folder, {});
  }, 300_000);

  it('says why when the folder cannot be created', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'create-pglite-folder-'));
    folders.push(parent);
    const blocker = path.join(parent, 'a-file');
    fs.writeFileSync(blocker, '');
    await expect(createPgliteFolderApart(path.join(blocker, 'pglite'), {})).rejects.toThrow(
      /Creating the PGlite folder failed/,
    );
  }, 300_000);
});
