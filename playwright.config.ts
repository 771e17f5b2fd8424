import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Real Debian Chromium, never a downloaded browser: fail loudly when it is missing. */
function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found (looked at CHROMIUM_PATH and /usr/bin/chromium). Install it with: apt-get install -y chromium',
    );
  }
  return found;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const launchOptions = { executablePath: findChromium(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  // The machine has 2 cores; the server and the browser share them.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
    // Toasts and dialogs then appear without transitions, so axe never measures a half-faded toast.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions } },
    { name: 'desktop', testMatch: /responsive\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
  webServer: {
    command: 'npm run build && tsx tests/e2e/serve.ts',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
