import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PGLITE_SUBFOLDER, openDatabase } from './client';
import { BUILT_SERVER } from '../test/server-process';
import { DataDirLockedError, LOCK_FILE_NAME, acquireDataDirLock } from './data-dir-lock';

const folders: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Runs `use` under the umask most systems start services with; the shared test process gets its own back. */
async function underUmask022<T>(use: () => Promise<T> | T): Promise<T> {
  const previous = process.umask(0o022);
  try {
    return await use();
  } finally {
    process.umask(previous);
  }
}

/** A pid that certainly belongs to no running process: one that has just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('the data folder lock', () => {
  it('lets one owner open an embedded database and refuses a second until the first closes', async () => {
    const dataDir = path.join(tempDataDir(), 'new', 'data');
    const first = await underUmask022(() => openDatabase({ kind: 'pglite', dataDir }));
    try {
      // docs/operations.md, 'Backups': a new data folder, its parents and its database are the server's alone.
      for (const folder of [path.dirname(dataDir), dataDir, path.join(dataDir, PGLITE_SUBFOLDER)]) {
        expect(modeOf(folder).toString(8), folder).toBe('700');
      }
      const lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')) as { pid: number };
      expect(lock.pid).toBe(process.pid);
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/already in use/);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.close();
    // A new embedded database folder runs initdb: about 9 s alone, three times that beside the other test
    // files on this 2-core machine.
  }, 120_000);

  it('takes over a stale lock left by a process that died', () => {
    const dataDir = tempDataDir();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify({ pid: deadPid() }));
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(fs.readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
  });

  it('closes to other users a data folder that an earlier version left open', async () => {
    const dataDir = tempDataDir();
    fs.chmodSync(dataDir, 0o755);
    const lock = await underUmask022(() => acquireDataDirLock(dataDir));
    lock.release();
    expect(modeOf(dataDir).toString(8)).toBe('700');
  });

  it('treats an unreadable lock file as held', () => {
    const dataDir = tempDataDir();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), 'garbage');
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
  });

  it('makes a second server exit with a clear message and a non-zero code', async () => {
    const dataDir = tempDataDir();
    const lock = acquireDataDirLock(dataDir);
    try {
      const child = spawn(process.execPath, [BUILT_SERVER], {
        cwd: process.cwd(),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += String(chunk)));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(
        `The data folder ${dataDir} is already in use by another server process (pid ${process.pid})`,
      );
    } finally {
      lock.release();
    }
  });
});
