import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCK_FILE_NAME } from './db/data-dir-lock';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('the server process', () => {
  it('starts on an embedded database, answers, and on SIGTERM exits 0 and frees its data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-'));
    folders.push(dataDir);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      let health: unknown;
      for (let attempt = 0; attempt < 600 && health === undefined; attempt += 1) {
        if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/health`);
          if (response.ok) health = await response.json();
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      expect(health).toEqual({ status: 'ok', database: 'pglite' });
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
      // The log line is written just after the socket listens, so it may trail the first answer a little.
      await vi.waitFor(() => expect(output).toContain(`listening on http://127.0.0.1:${port} (database: pglite)`), {
        timeout: 5_000,
      });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses invalid configuration, naming each bad variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
