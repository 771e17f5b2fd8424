import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../src/server/test/server-process';
import { OWNER_ENV, TEMPLATE_ENV } from './app-server';

/**
 * Once per browser-test run: the build (unless `npm test` built it in its first round: TESTS_SKIP_BUILD=1), then the
 * template data folder that every test server copies: the built server started once on an empty folder with
 * the e2e owner, so that the migrations and the owner exist, and stopped cleanly.
 */
export default async function globalSetup(): Promise<() => void> {
  if (process.env.TESTS_SKIP_BUILD !== '1') {
    // The build's listing is dropped; its errors go to stderr.
    execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-template-'));
  const server = await startServerProcess({ ...OWNER_ENV, DATABASE_URL: '', DATA_DIR: template, LOG_LEVEL: 'info' });
  const code = await server.stop();
  if (code !== 0) throw new Error(`The template server exited with ${code}:\n${server.output()}`);
  process.env[TEMPLATE_ENV] = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
