import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/test/free-port';
import { type ServerProcess, startServerProcess } from '../../src/server/test/server-process';

/**
 * The built app (dist/server/main.js) as the browser tests start it: each on a data folder of its own,
 * copied from the template that the global setup made (global-setup.ts), where the migrations have run and
 * the e2e owner exists, so that a start takes about a second rather than an initdb's several.
 */

/** The owner every template copy has (docs/shop.md 1: unattended installs create it at the first start). */
export const E2E_OWNER = { name: 'Owner', email: 'owner@e2e.example.com', password: 'owner-password-e2e' } as const;

export const OWNER_ENV = { SHOP_OWNER_EMAIL: E2E_OWNER.email, SHOP_OWNER_PASSWORD: E2E_OWNER.password };

/** Where the global setup leaves the template data folder. */
export const TEMPLATE_ENV = 'E2E_TEMPLATE_DATA_DIR';

export type AppServer = {
  baseURL: string;
  /** The server's output so far (its log lines). */
  output: () => string;
  close: () => Promise<void>;
};

/** A new temporary data folder: a copy of the template, or empty (the server then runs initdb). */
function newDataDir(fromTemplate: boolean): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  if (fromTemplate) {
    const template = process.env[TEMPLATE_ENV];
    if (!template) throw new Error(`${TEMPLATE_ENV} is not set: the browser tests' global setup makes it.`);
    fs.cpSync(template, dataDir, { recursive: true });
  }
  return dataDir;
}

/** pino's error and fatal lines, which a test run shows (a crash, a reset connection the server saw). */
const ERROR_LINE = /^\{"level":(50|60),.*$/gm;

/**
 * The built server on a data folder of its own and a free port. `fresh`: no template
 * (no account: the server logs the one-time setup link). Never on a DATABASE_URL inherited from the shell.
 */
export async function startAppServer(options: { env?: NodeJS.ProcessEnv; fresh?: boolean } = {}): Promise<AppServer> {
  const dataDir = newDataDir(!options.fresh);
  let server: ServerProcess;
  try {
    server = await startServerProcess({
      DATABASE_URL: '',
      PORT: String(await freePort()),
      ...options.env,
      DATA_DIR: dataDir,
    });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL: server.baseUrl,
    output: server.output,
    close: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      const errors = server.output().match(ERROR_LINE);
      if (errors) process.stderr.write(`Errors logged by the server at ${server.baseUrl}:\n${errors.join('\n')}\n`);
    },
  };
}
