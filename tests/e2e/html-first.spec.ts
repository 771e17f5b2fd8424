import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { NOT_FOUND_PAGE, expect, layoutShifts, test, toast, watchLayoutShifts } from './fixtures';

/**
 * ADR 0601: every customer screen arrives as HTML. With JavaScript off, the server's
 * page alone shows each screen's title, labels and buttons; with it on, the app hydrates over that HTML
 * with no console error (React reports a hydration mismatch there) and nothing on the screen moves.
 */
type Screen = { path: string; title: string; check: (page: Page) => Promise<void> };

const button = (page: Page, name: string) => expect(page.getByRole('button', { name, exact: true })).toBeVisible();
const frameButtons = async (page: Page) => {
  await button(page, 'Back');
  await button(page, 'Close');
};

const SCREENS: Screen[] = [
  { path: '/', title: 'Ready to Order?', check: (page) => button(page, 'Create Order') },
  {
    path: '/order-details',
    title: 'Order Details',
    check: async (page) => {
      await frameButtons(page);
      for (const label of ['Full Name', 'Email Address', 'Phone Number']) {
        await expect(page.getByLabel(label)).toBeVisible();
      }
      await button(page, 'Next');
    },
  },
  {
    path: '/choose-animal',
    title: 'Choose Your Animal',
    check: async (page) => {
      await frameButtons(page);
      await button(page, 'Deer');
      await button(page, 'Hog');
    },
  },
  {
    path: '/choose-deer-cuts',
    title: 'Choose Deer Cuts',
    check: async (page) => {
      await frameButtons(page);
      // The subtitle names the current price list's processing price (the default list: $125).
      await expect(page.getByText('Basic cut and wrap is $125', { exact: true })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Ribs' })).toBeVisible();
      await button(page, 'Next');
    },
  },
  {
    path: '/choose-hog-cuts',
    title: 'Choose Hog Cuts',
    check: async (page) => {
      await frameButtons(page);
      await expect(page.getByRole('checkbox', { name: 'Ham Roast' })).toBeVisible();
      await button(page, 'Next');
    },
  },
  {
    path: '/addons',
    title: 'Add-ons',
    check: async (page) => {
      await frameButtons(page);
      await expect(page.getByRole('checkbox', { name: 'Variety Pack' })).toBeVisible();
      await button(page, 'Next');
    },
  },
  { path: '/review-order', title: 'Review Your Order', check: frameButtons },
  {
    path: '/no-such-page',
    title: 'Oops! Page not found',
    check: (page) => expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible(),
  },
  {
    path: '/status/some-link-token',
    title: 'Order status',
    check: (page) => expect(page.getByText('Game Processing', { exact: true })).toBeVisible(),
  },
];

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const screen of SCREENS) {
    test(`${screen.path} shows its title, labels and buttons from the server's HTML`, async ({
      page,
      allowConsoleErrors,
    }) => {
      if (screen.path === '/no-such-page') allowConsoleErrors(NOT_FOUND_PAGE);
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
      await screen.check(page);
    });
  }

  test("a Spanish speaker's page arrives in Spanish: the remembered choice, else the browser's language", async ({
    browser,
    baseURL,
  }) => {
    const spanishBrowser = await browser.newContext({ javaScriptEnabled: false, locale: 'es-MX' });
    const page = await spanishBrowser.newPage();
    await page.goto(`${baseURL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: '¿Listo para hacer su pedido?' })).toBeVisible();
    await spanishBrowser.close();

    const englishBrowser = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    await englishBrowser.addCookies([{ name: 'lang', value: 'es', url: baseURL ?? '' }]);
    const chosen = await englishBrowser.newPage();
    await chosen.goto(`${baseURL}/order-details`);
    await expect(chosen.locator('html')).toHaveAttribute('lang', 'es');
    await expect(chosen.getByRole('heading', { level: 1, name: 'Datos del pedido' })).toBeVisible();
    await expect(chosen.getByLabel('Nombre completo')).toBeVisible();
    await expect(chosen.getByRole('button', { name: 'Siguiente', exact: true })).toBeVisible();
    await englishBrowser.close();
  });

  test('the page carries the price list the screen was drawn with', async ({ page }) => {
    await page.goto('/addons');
    const data = JSON.parse((await page.locator('script#price-list-data').textContent()) ?? 'null') as {
      version?: number;
      addons?: { name: string }[];
    } | null;
    expect(data?.version).toBeGreaterThanOrEqual(1);
    expect(data?.addons?.map((addon) => addon.name)).toContain('Variety Pack');
  });
});

/** Before the page loads: the saved order `orderId` in localStorage (docs/customer-flow.md 3), and its shifts watched. */
async function saveOrderAndWatchShifts(page: Page, orderId: string): Promise<void> {
  await page.addInitScript((id) => localStorage.setItem('currentOrderId', id), orderId);
  await watchLayoutShifts(page);
}

/** Where the screen's fixed parts are: the title and every labelled control in the server's frame. */
async function frameBoxes(page: Page): Promise<string[]> {
  return page.locator('h1, button, input, label, a').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      return `${element.tagName} ${name.slice(0, 40)} @${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
    }),
  );
}

test.describe('hydration', () => {
  // A deer order with its animal saved, so each step opens for real (no redirect for a missing order).
  const HYDRATED = ['/', '/order-details', '/choose-animal', '/choose-deer-cuts', '/addons', '/no-such-page'];

  for (const path of HYDRATED) {
    test(`${path} hydrates over the server's HTML without an error or a layout shift`, async ({
      page,
      browser,
      orders,
      allowConsoleErrors,
    }) => {
      // The 404 page's own status; any other 404 on the way would still show as a missing frame or chunk.
      if (path === '/no-such-page') allowConsoleErrors(NOT_FOUND_PAGE);
      const created = await orders.create();
      await orders.animal(created.order.id, { animal_type: 'Deer', gender: 'Buck', prep: ['Skinning'] });
      const id = created.order.id;

      // The frame as the HTML alone draws it.
      const staticContext = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
      const staticPage = await staticContext.newPage();
      await staticPage.goto(path);
      const before = await frameBoxes(staticPage);
      await staticContext.close();

      await saveOrderAndWatchShifts(page, id);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydrated: React has attached its handlers to the server's elements.
      await expect
        .poll(() => page.locator('h1').evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber'))))
        .toBe(true);
      expect(await frameBoxes(page)).toEqual(before);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});

// Nothing sets NODE_ENV for the server, so React left as an import would load its development build (slower
// drawing, warnings in the log); the web build puts React's production build inside the render module.
test("the server draws with React's production build, carried in its render module", () => {
  const renderModule = fs.readFileSync('dist/web-ssr/entry-server.js', 'utf8');
  expect(renderModule).not.toMatch(/from ["'](react|react-dom|react-router)(\/[^"']*)?["']/);
  expect(renderModule).toContain('prerenderToNodeStream');
  // A warning only the development build prints.
  expect(renderModule).not.toContain('Unknown event handler property');
});

test.describe('a returning customer', () => {
  // Saved ticks that open more controls (Backstrap's options, Bacon's pounds) would push the list down
  // if the list were shown before they arrive.
  for (const { path, saved, saysLoading } of [
    { path: '/choose-animal', saved: 'Deer', saysLoading: true },
    { path: '/choose-deer-cuts', saved: 'Backstrap', saysLoading: true },
    { path: '/addons', saved: 'Bacon', saysLoading: false },
  ]) {
    test(`${path} shows the saved selections without a layout shift`, async ({ page, orders }) => {
      const id = await orders.build(
        { animal_type: 'Deer', gender: 'Buck', prep: [] },
        ['Backstrap - Whole', 'Ground'],
        [{ addon_name: 'Bacon', quantity: 2 }],
      );
      await saveOrderAndWatchShifts(page, id);
      // The order arrives after the first paint, as on a slow signal: held until the test lets it go.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/orders/*', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(path);
      const loadingText = page.getByRole('status').filter({ hasText: 'Loading your selections...' });
      // docs/customer-flow.md 2: the steps that wait for their selections say so.
      if (saysLoading) await expect(loadingText).toBeVisible();
      release();
      const savedChoice =
        path === '/choose-animal'
          ? page.getByRole('button', { name: saved, exact: true, pressed: true })
          : page.getByRole('checkbox', { name: saved, exact: true, checked: true });
      await expect(savedChoice).toBeVisible();
      await expect(loadingText).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});

test.describe('taps before the app has taken over the page (ADR 0605)', () => {
  /** Holds the app's scripts until released: the server's HTML is on screen, with no handlers yet. */
  async function holdScripts(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("'Create Order' tapped before the app hydrates still starts the order", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/');
    const hydrated = await page
      .locator('h1')
      .evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__react')));
    expect(hydrated).toBe(false);
    await page.getByRole('button', { name: 'Create Order' }).click();
    await expect(page).toHaveURL('/');
    release();
    await expect(page).toHaveURL('/order-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  });

  test('details typed and Next tapped before the app hydrates are saved once it does', async ({ page }) => {
    await page.addInitScript(() => localStorage.removeItem('currentOrderId'));
    const release = await holdScripts(page);
    await page.goto('/order-details');
    await page.getByLabel('Full Name').fill('Early Typer');
    await page.getByLabel('Email Address').fill('early@example.com');
    await page.getByLabel('Phone Number').fill('555 303 4040');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/order-details');
    release();
    await expect(page).toHaveURL('/choose-animal');
    const id = await page.evaluate(() => localStorage.getItem('currentOrderId'));
    const saved = await page.request.get(`/api/orders/${id ?? ''}`);
    expect(((await saved.json()) as { order: { full_name: string; email: string } }).order).toMatchObject({
      full_name: 'Early Typer',
      email: 'early@example.com',
    });
  });

  test('Close tapped twice before the app hydrates opens the dialog once', async ({ page, orders }) => {
    const created = await orders.create();
    await page.addInitScript((id) => localStorage.setItem('currentOrderId', id), created.order.id);
    const release = await holdScripts(page);
    await page.goto('/order-details');
    const close = page.getByRole('button', { name: 'Close' });
    await close.click();
    await close.click();
    release();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel Order' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue Order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/order-details');
  });
});

test.describe('a step opened with no order saved (docs/customer-flow.md decision 14, ADR 0605)', () => {
  test('goes to the step it sends the customer to before painting, which shows, works and says why once', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.removeItem('currentOrderId'));
    // The app's scripts never run until released: only the page's own boot script can have moved it on.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    const pages: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) pages.push(new URL(request.url()).pathname);
    });
    await page.goto('/addons');
    await expect(page).toHaveURL('/choose-animal');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Animal' })).toBeVisible();
    expect(pages).toEqual(['/addons', '/choose-animal']);
    release();
    await expect(toast(page, 'Error', 'No active order found. Please start over.')).toBeVisible();
    // Hydrated over the server's disabled buttons, the screen still takes a choice (the 'missing' state).
    await expect(page.getByRole('button', { name: 'Deer', exact: true })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Deer', exact: true })).toBeEnabled();
    await expect(page).toHaveURL('/choose-animal');
    await expect(toast(page, 'Error')).toHaveCount(0);
  });
});
