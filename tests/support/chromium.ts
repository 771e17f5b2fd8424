import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, never a downloaded browser. The flags keep it from reaching for Google's hosts,
 * which this machine's closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Which build to drive: the whole browser (what customers run; the web benchmark measures it), or Debian's
 * headless shell (`chromium-headless-shell`), the same engine without the browser's windowing layers, which
 * the browser tests use when it is installed: the same specs took a quarter less time in it, measured in
 * pairs (docs/decisions/0801-test-suites-per-driver.md, amendment 'CI within its budget').
 */
export type ChromiumBuild = 'browser' | 'headless-shell';

/** The browser to drive; fails loudly, with the install command, when there is none. */
export function findChromium(build: ChromiumBuild = 'browser'): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    build === 'headless-shell' ? '/usr/bin/chromium-headless-shell' : undefined,
    '/usr/bin/chromium',
  ].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install it with: apt-get install -y chromium chromium-headless-shell, or set CHROMIUM_PATH`,
    );
  }
  return found;
}
