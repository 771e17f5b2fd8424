import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process';
import { listBackups } from './backup-files';

/**
 * docs/operations.md, 'Backups': `npm run backup` and `npm run restore` as an operator runs them, beside the real
 * server process on the embedded database: refused while the server holds the data folder, then a backup, a restore
 * into a new folder that the server starts on, and a second restore refused there.
 */
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function newFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-commands-'));
  folders.push(dir);
  return dir;
}

/** The command as `npm run` starts it (tsx), with the configuration in its environment. */
function runCommand(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/server/backup/${script}`, ...args],
      { env: { ...process.env, DATABASE_URL: '', BACKUP_DIR: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run backup and npm run restore on the embedded database', () => {
  it('refuse while the server runs, then back up, restore into a new folder the server starts on', async () => {
    const dataDir = newFolder();
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    let refused;
    try {
      refused = await runCommand('backup-cli.ts', [], { DATA_DIR: dataDir });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The server is running on ${dataDir}`);
    expect(listBackups(path.join(dataDir, 'backups'))).toEqual([]);

    const backedUp = await runCommand('backup-cli.ts', [], { DATA_DIR: dataDir });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    const [backup] = listBackups(path.join(dataDir, 'backups'));
    expect(backup?.reason).toBe('manual');
    expect(backedUp.stdout).toContain(`Backup written and checked: ${backup?.file}`);

    const restoredDir = newFolder();
    const restored = await runCommand('restore-cli.ts', [backup?.file ?? ''], { DATA_DIR: restoredDir });
    expect(restored.code).toBe(0);
    const again = await runCommand('restore-cli.ts', [backup?.file ?? ''], { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds a database');

    const restart = await startServerProcess({ DATA_DIR: restoredDir, DATABASE_URL: '' });
    try {
      expect(await (await fetch(`${restart.baseUrl}/api/health`)).json()).toEqual({ status: 'ok', database: 'pglite' });
    } finally {
      expect(await restart.stop()).toBe(0);
    }
  }, 240_000);
});
