import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MissingToolError, checkPostgresBackup, writePostgresBackup } from './postgres-backup';

/** docs/operations.md, 'Backups': without PostgreSQL's client tools, backup and restore say how to install them. */
const originalPath = process.env.PATH;
afterEach(() => {
  process.env.PATH = originalPath;
});

describe('without pg_dump and pg_restore', () => {
  it('names the tool and the package that brings it', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'missing-tools-'));
    try {
      process.env.PATH = folder;
      const partial = path.join(folder, 'backup.pgdump.partial');
      await expect(writePostgresBackup('postgres://postgres@127.0.0.1:5432/none', partial)).rejects.toThrow(
        MissingToolError,
      );
      await expect(checkPostgresBackup(partial)).rejects.toThrow(
        /^pg_restore was not found\..*'sudo apt-get install postgresql-client'/,
      );
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
