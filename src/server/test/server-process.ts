import { type ChildProcess, spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../node-flags';

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
};

const LISTENING = /listening on (http:\/\/127\.0\.0\.1:(\d+)) \(database/;

/**
 * The built server (`npm run build:server`, which the suites' global setup runs: build-server-setup.ts),
 * started as a shop starts it.
 */
export const BUILT_SERVER = 'dist/server/main.js';

/**
 * `node dist/server/main.js` with these variables, once it listens. It takes a port of the
 * system's choosing (PORT=0) and says which in its log: a port picked here and closed again could be taken
 * by another test's server before this one binds it, and a health check would then reach that server.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const { child, output, exited, stop } = spawnServerProcess(env);
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output()}`);
    const listening = LISTENING.exec(output());
    if (listening) {
      const [, baseUrl = '', port = ''] = listening;
      return { child, port: Number(port), baseUrl, output, exited, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`server did not listen within two minutes: ${output()}`);
}

/** The server process started, not yet listening: for tests that watch its start-up log themselves. */
export function spawnServerProcess(env: Record<string, string>): Omit<ServerProcess, 'port' | 'baseUrl'> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, BUILT_SERVER], {
    cwd: process.cwd(),
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { child, output: () => output, exited, stop };
}

/** A JSON request to a server process; anything but 2xx throws with the status and the answer. */
export async function sendJson<T>(server: ServerProcess, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Server processes on one PostgreSQL database, the first owner made from SHOP_OWNER_* (docs/shop.md 1). Started
 * one after the other: two processes starting at the same moment on a fresh database race in pg-boss's
 * schema creation (CREATE SCHEMA IF NOT EXISTS is not safe against itself); the later ones find the owner.
 */
export async function startServersOnOneDatabase(
  databaseUrl: string,
  owner: { email: string; password: string },
  count = 2,
): Promise<ServerProcess[]> {
  const env = {
    DATABASE_URL: databaseUrl,
    SHOP_OWNER_EMAIL: owner.email,
    SHOP_OWNER_PASSWORD: owner.password,
    AUTH_SECRET: '',
  };
  const servers: ServerProcess[] = [];
  for (let index = 0; index < count; index += 1) servers.push(await startServerProcess(env));
  return servers;
}
