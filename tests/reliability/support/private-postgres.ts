import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../src/server/test/free-port';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (initdb in a temp folder, its own port), so that the database can
 * be stopped cleanly (`pg_ctl stop -m fast`) or crashed (`-m immediate`, no shutdown checkpoint: the next
 * start recovers from the WAL) and started again without touching the shared server on 5432.
 */
export type PrivatePostgres = {
  port: number;
  url: string;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
};

/**
 * The newest installed PostgreSQL's bin folder, or null where there is none, or where running as root without
 * a 'postgres' system user to own the cluster (the test is then skipped).
 */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  if (process.getuid?.() === 0 && !/^postgres:/m.test(fs.readFileSync('/etc/passwd', 'utf8'))) return null;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  // initdb refuses to run as root: then the cluster belongs to the 'postgres' system user.
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (asRoot) await run('chown', ['postgres', dir]);
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args);

  await tool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const start = async () => {
    await tool('pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', options]);
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await tool('pg_ctl', ['stop', '-w', '-t', '60', '-D', dataDir, '-m', mode]);
  };
  await start();
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async destroy() {
      await stop('immediate').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
