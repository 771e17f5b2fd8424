import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from './db/data-dir-lock';
import { BUILT_SERVER, startServerProcess } from './test/server-process';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('starts on an embedded database, answers, and on SIGTERM exits 0 and frees its data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-'));
    folders.push(dataDir);
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const health = await (await fetch(`${server.baseUrl}/api/health`)).json();
      expect(health).toEqual({ status: 'ok', database: 'pglite' });
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
      expect(server.output()).toContain(`listening on ${server.baseUrl} (database: pglite)`);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 120_000);

  it('refuses invalid configuration, naming each bad variable', async () => {
    const child = spawn(process.execPath, [BUILT_SERVER], {
      cwd: process.cwd(),
      env: { ...process.env, PORT: 'http', DATABASE_URL: 'mysql://nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('DATABASE_URL');
  });
});
