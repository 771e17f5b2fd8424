import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/support/chromium';

const launchOptions = { executablePath: findChromium('headless-shell'), args: CHROMIUM_ARGS };

/**
 * The browser tests (docs/decisions/0801-test-suites-per-driver.md). Each flow runs at the viewport it is
 * for: the customer's screens and the status page on a 390 px phone, the shop at a 1280 px counter PC; the
 * layout checks run at the other viewport too (responsive.spec.ts, shop-layout.spec.ts). Each worker starts
 * its own app server on its own database (tests/e2e/fixtures.ts), copied from the template the global
 * setup makes after the build.
 */
const SHOP_FLOWS = /shop-(?!layout)[\w-]+\.spec\.ts/;
const BOTH_VIEWPORTS = /responsive\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Three workers on the 2 cores: with two, a fifth of the CPU sat idle while pages waited (ADR 0801, amendment).
  workers: 3,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // `npm test` asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_FILE), for its list of the slowest files.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Recording a trace for every test costs CI a tenth of its browser time; a failure there shows its
    // screenshot and the server's log, and a trace is one local rerun away.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
    // Toasts and dialogs then appear without transitions, so axe never measures a half-faded toast.
    contextOptions: { reducedMotion: 'reduce' },
    // A new visitor's service worker precaches every chunk after the first page: work for the machine in
    // every test, for nothing the test looks at. offline.spec.ts allows it, and tests it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: SHOP_FLOWS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        // The layout is measured in CSS pixels; twice the pixels would double the rendering for nothing a
        // test looks at.
        deviceScaleFactor: 1,
        launchOptions,
      },
    },
    {
      name: 'desktop',
      testMatch: [SHOP_FLOWS, BOTH_VIEWPORTS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
});
