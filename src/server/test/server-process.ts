import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

/** A free TCP port on 127.0.0.1 (closed again before it is returned). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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

/** `node --import tsx src/server/main.ts` with these variables on a free port, once /api/health answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok)
        return { child, port, baseUrl, output: () => output, exited, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`server did not answer within a minute: ${output}`);
}

/**
 * Server processes on one PostgreSQL database, the first owner made from SHOP_OWNER_* (SHOP.md 1). Started
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
