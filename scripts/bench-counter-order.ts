/**
 * npm run bench:counter — how long a typical counter order takes to enter with the keyboard alone (docs/shop.md 14).
 *
 * Starts the built server (dist/: run `npm run build` first) on a temporary embedded database with the e2e
 * owner, opens the board at 1280x800 in Chromium and types the browser test's typical deer order
 * (tests/e2e/counter-typist.ts: 'New order', a walk-in without an email, a deer with skinning, three cuts,
 * an add-on with its pounds, the check-in with the suggested tag and the hanging weight, 'Save and check
 * in') until the new order's page offers 'Print cut sheet'. Prints the keystrokes and the seconds, once at
 * the machine's speed (what the page and the server cost) and once at a person's pace of BENCH_KEY_MS per
 * key (default 250 ms: about 48 words a minute, a steady two-handed typist). Figures only.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/chromium';
import { E2E_OWNER, OWNER_ENV, startAppServer } from '../tests/e2e/app-server';
import { KeyboardTypist, typeCounterDeerOrder } from '../tests/e2e/counter-typist';

const KEY_MS = Number(process.env.BENCH_KEY_MS ?? 250);

async function main() {
  const server = await startAppServer({ fresh: true, env: OWNER_ENV });
  const browser = await chromium.launch({ executablePath: findChromium('headless-shell'), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.baseURL });
    const page = await context.newPage();
    const signIn = await page.request.post('/api/shop/sign-in', {
      data: { email: E2E_OWNER.email, password: E2E_OWNER.password },
    });
    if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
    const rows: { pace: string; keystrokes: number; seconds: string }[] = [];
    for (const [pace, delay] of [
      ['machine speed', 0],
      [`${KEY_MS} ms a key`, KEY_MS],
    ] as const) {
      await page.goto('/shop');
      await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      const typist = new KeyboardTypist(page, delay);
      const started = performance.now();
      await typeCounterDeerOrder(page, typist);
      await page.getByRole('link', { name: 'Print cut sheet' }).waitFor();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      rows.push({ pace, keystrokes: typist.keys, seconds });
    }
    console.log('A typical deer order at the counter, from the board to its saved page, keyboard alone:');
    console.table(rows);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
