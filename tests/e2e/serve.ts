/**
 * Starts the built app (dist/server/main.js) for the browser tests on a fresh embedded database.
 * The temp DATA_DIR is removed at exit; SIGINT/SIGTERM are forwarded so the server closes cleanly.
 * To add fake third parties (SMTP, Twilio), start them here and add their URLs to `appEnv` below.
 *
 * The shop's owner account comes from SHOP_OWNER_EMAIL and SHOP_OWNER_PASSWORD (E2E_OWNER), so specs can
 * sign in at once. A spec that needs a shop with no account yet (the setup link) or a state of its own
 * starts a second server with `startAppServer` (tests/e2e/fixtures.ts: startIsolatedServer).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startE2eFakes } from '../support/e2e-fakes';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/** The owner the e2e server creates at start (docs/shop.md 1: unattended installs). */
export const E2E_OWNER = { name: 'Owner', email: 'owner@e2e.example.com', password: 'owner-password-e2e' } as const;

export type AppServer = { child: ChildProcess; dataDir: string; removeData: () => void };

/**
 * The built server on a fresh temporary DATA_DIR (embedded PGlite), or on the PostgreSQL database `env`
 * names in DATABASE_URL (never one inherited); its output goes where `stdio` says.
 */
export function startAppServer(env: NodeJS.ProcessEnv, stdio: 'inherit' | 'pipe' = 'inherit'): AppServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const appEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1' };
  delete appEnv.DATABASE_URL;
  Object.assign(appEnv, env, { DATA_DIR: dataDir });
  const child = spawn(process.execPath, ['dist/server/main.js'], { env: appEnv, stdio });
  let removed = false;
  const removeData = () => {
    if (removed) return;
    removed = true;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, dataDir, removeData };
}

async function main(): Promise<void> {
  // Local SMTP and Twilio servers that record every message (tests read them, see tests/support/e2e-fakes.ts).
  const fakes = await startE2eFakes();
  const { child, removeData } = startAppServer({
    ...fakes.env,
    PORT: String(E2E_PORT),
    // Only errors reach the test run's output (playwright.config: stdout 'pipe'), so that a
    // failure the server saw (a reset connection, a crash) is in CI's log, without every request's line.
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'error',
    SHOP_OWNER_EMAIL: E2E_OWNER.email,
    SHOP_OWNER_PASSWORD: E2E_OWNER.password,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => {
    removeData();
    process.exit(code ?? (signal ? 1 : 0));
  });
  process.on('exit', removeData);
}

// Run as a script (playwright.config.ts: `tsx tests/e2e/serve.ts`); imported by the specs, it only exports.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
