import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/support/chromium';

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
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
    {
      name: 'desktop',
      // The layout checks, the shop, which staff use at a counter PC as much as on a phone (docs/shop.md), and
      // the customer's status page, opened from a message on a phone or a computer.
      testMatch: /(responsive|status-page|shop-[\w-]+)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    // The build's listing is dropped (its errors go to stderr); the server's errors are shown (serve.ts).
    command: 'npm run build > /dev/null && tsx tests/e2e/serve.ts',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
