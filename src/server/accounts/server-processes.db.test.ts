import { TEST_AUTH_SECRET } from '../test/test-app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { type ServerProcess, startServerProcess, startServersOnOneDatabase } from '../test/server-process';
import { createTestDatabase, testDatabaseKind } from '../test/test-database';

const SETUP_LINK = /No shop account yet\. Create the owner account: (\S+)\/shop\/setup\?token=([\w-]+)/g;

async function post(server: ServerProcess, url: string, body: unknown, cookie?: string) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? '' };
}

async function sessionStatus(server: ServerProcess, cookie: string): Promise<number> {
  return (await fetch(`${server.baseUrl}/api/shop/session`, { headers: { cookie } })).status;
}

// The embedded database is one process's (ADR 0005); these start real processes, so each runs in one project.
describe.runIf(testDatabaseKind() === 'pglite')('the first owner at start (a real server process)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-owner-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: 'https://orders.example.com',
    AUTH_SECRET: TEST_AUTH_SECRET,
  };

  it('logs the setup link once, which creates the owner; the next start logs none', async () => {
    const first = await startServerProcess(env);
    try {
      const links = [...first.output().matchAll(SETUP_LINK)];
      expect(links).toHaveLength(1);
      expect(links[0]![1]).toBe('https://orders.example.com');
      const token = links[0]![2]!;
      const status = await fetch(`${first.baseUrl}/api/shop/setup?token=${token}`);
      expect(await status.json()).toEqual({ valid: true });
      const created = await post(first, '/api/shop/setup', {
        token,
        name: 'Olive Owner',
        email: 'olive@example.com',
        password: 'hollow creek smokehouse',
      });
      expect(created.status).toBe(200);
      expect(await sessionStatus(first, created.cookie)).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    const second = await startServerProcess(env);
    try {
      expect(second.output()).not.toMatch(SETUP_LINK);
      expect(
        (await post(second, '/api/shop/sign-in', { email: 'olive@example.com', password: 'hollow creek smokehouse' }))
          .status,
      ).toBe(200);
    } finally {
      await second.stop();
    }
  }, 120_000);
});

describe.runIf(testDatabaseKind() === 'postgres')('two server processes on one PostgreSQL (docs/shop.md 7)', () => {
  let database: DatabaseHandle;
  let servers: ServerProcess[] = [];
  const owner = { email: 'owner@example.com', password: 'unattended install pw' };

  beforeAll(async () => {
    database = await createTestDatabase();
    servers = await startServersOnOneDatabase(database.pool!.options.connectionString!, owner);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
  });

  it('created one owner between them, and share one session secret', async () => {
    const users = await database.pool!.query<{ email: string; role: string }>('select email, role from staff_users');
    expect(users.rows).toEqual([{ email: owner.email, role: 'owner' }]);
    const secrets = await database.pool!.query("select 1 from server_secrets where name = 'auth_secret'");
    expect(secrets.rowCount).toBe(1);
  });

  it('a session made on one is valid on the other, and signing out on either ends it on both', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const signedIn = await post(a, '/api/shop/sign-in', owner);
    expect(signedIn.status).toBe(200);
    expect(await sessionStatus(b, signedIn.cookie)).toBe(200);
    expect((await post(b, '/api/shop/sign-out', {}, signedIn.cookie)).status).toBe(204);
    expect(await sessionStatus(a, signedIn.cookie)).toBe(401);
  });

  it('counts failed sign-ins across both: 5 spread over the two, and the 6th on either is 429', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const wrong = { email: owner.email, password: 'not the password' };
    const statuses = [];
    for (const server of [a, b, a, b, a]) statuses.push((await post(server, '/api/shop/sign-in', wrong)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await post(b, '/api/shop/sign-in', owner)).status).toBe(429);
    expect((await post(a, '/api/shop/sign-in', owner)).status).toBe(429);
  });
});
