import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Lighthouse, with the Chrome launcher and Puppeteer it drives, is a package of its own in scripts/lighthouse
 * (its own lock file), installed here on the bench's first use: it brings Sentry, OpenTelemetry and Puppeteer,
 * which the app's install and CI never need. Only what bench-web.ts calls is typed, since the package is
 * not there when the project is typechecked.
 */
const FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'lighthouse');

export type LighthouseResult = {
  lhr: {
    runtimeError?: { code: string; message: string };
    environment: { benchmarkIndex: number };
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, LighthouseAudit>;
  };
};
export type LighthouseAudit = {
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: unknown;
};
export type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
export type LaunchChrome = (options: { chromePath: string; chromeFlags: string[] }) => Promise<{
  port: number;
  kill: () => unknown;
}>;
export type ConnectPuppeteer = (options: { browserURL: string }) => Promise<{
  newPage: () => Promise<{
    goto: (url: string) => Promise<unknown>;
    evaluate: (run: (id: string) => void, id: string) => Promise<unknown>;
    close: () => Promise<void>;
  }>;
  disconnect: () => Promise<void>;
}>;

async function importFromFolder<T>(name: string): Promise<T> {
  const entry = createRequire(join(FOLDER, 'package.json')).resolve(name);
  return (await import(pathToFileURL(entry).href)) as T;
}

export async function loadLighthouse(): Promise<{
  lighthouse: Lighthouse;
  launch: LaunchChrome;
  connect: ConnectPuppeteer;
}> {
  if (!existsSync(join(FOLDER, 'node_modules', 'lighthouse'))) {
    console.log('Installing Lighthouse for the bench (scripts/lighthouse, once)...');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: FOLDER, stdio: 'inherit' });
  }
  const lighthouse = (await importFromFolder<{ default: Lighthouse }>('lighthouse')).default;
  const { launch } = await importFromFolder<{ launch: LaunchChrome }>('chrome-launcher');
  const puppeteer = (await importFromFolder<{ default: { connect: ConnectPuppeteer } }>('puppeteer-core')).default;
  return { lighthouse, launch, connect: (options) => puppeteer.connect(options) };
}
