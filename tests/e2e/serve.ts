/**
 * Starts the built app (dist/server/main.js) for the browser tests on a fresh embedded database.
 * The temp DATA_DIR is removed at exit; SIGINT/SIGTERM are forwarded so the server closes cleanly.
 * To add fake third parties (SMTP, Twilio), start them here and add their URLs to `appEnv` below.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startE2eFakes } from '../support/e2e-fakes';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // Local SMTP and Twilio servers that record every message (tests read them, see tests/support/e2e-fakes.ts).
  const fakes = await startE2eFakes();
  const appEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...fakes.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  };
  delete appEnv.DATABASE_URL;

  const child = spawn(process.execPath, ['dist/server/main.js'], { env: appEnv, stdio: 'inherit' });
  let cleaned = false;
  const cleanUp = () => {
    if (cleaned) return;
    cleaned = true;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => {
    cleanUp();
    process.exit(code ?? (signal ? 1 : 0));
  });
  process.on('exit', cleanUp);
}

void main();
