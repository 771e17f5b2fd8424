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

/** The browser to drive; fails loudly, with the install command, when there is none. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found (looked at CHROMIUM_PATH and /usr/bin/chromium). Install it with: apt-get install -y chromium',
    );
  }
  return found;
}
