import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test as base } from '@playwright/test';
import type { AnimalInput, OrderDetails, OrderDetailsInput } from '../../src/domain/schemas';
import type { AddonRowInput } from '../../src/domain/addon-encoding';
import type { SessionInfo, StaffMember } from '../../src/domain/shop/answers/accounts';
import type { Role } from '../../src/domain/shop/schemas';
import { SHOP_API_PATHS } from '../../src/domain/shop/shop-api-paths';
import { type E2eFakes, startE2eFakes } from '../support/e2e-fakes';
import { type AppServer, E2E_OWNER, OWNER_ENV, startAppServer } from './app-server';

/**
 * Shared fixtures. Each worker has an app server of its own, on its own database, with its own local
 * SMTP and Twilio servers (`fakes`); `baseURL` points at it. Like the Epic Stack, any console error in the
 * page fails the test; a test that provokes a failure on purpose declares it with `allowConsoleErrors(pattern)`.
 */
type WorkerFixtures = { fakes: E2eFakes; appServer: AppServer };
type Fixtures = {
  consoleAllowList: RegExp[];
  /** Declares console errors this test provokes on purpose (e.g. a failed request it forces). */
  allowConsoleErrors: (pattern: RegExp) => void;
  consoleGuard: void;
  orders: OrderFactory;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  fakes: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const fakes = await startE2eFakes();
      await use(fakes);
      await fakes.close();
    },
    { scope: 'worker' },
  ],
  appServer: [
    async ({ fakes }, use) => {
      const server = await startAppServer({ env: { ...fakes.env, LOG_LEVEL: 'info' } });
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.baseURL);
  },
  // eslint-disable-next-line no-empty-pattern
  consoleAllowList: async ({}, use) => {
    await use([]);
  },
  allowConsoleErrors: async ({ consoleAllowList }, use) => {
    await use((pattern) => consoleAllowList.push(pattern));
  },
  consoleGuard: [
    async ({ page, consoleAllowList }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use();
      const unexpected = errors.filter((text) => !consoleAllowList.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  orders: async ({ request }, use) => {
    await use(new OrderFactory(request));
  },
});

export { expect };

/** A browser's failed-resource message for a status we provoke on purpose. */
export const FAILED_RESOURCE = /Failed to load resource: the server responded with a status of (500|503)/;
/** docs/customer-flow.md 2: an address that names no page answers 404 with the 404 page, which the browser logs. */
export const NOT_FOUND_PAGE = /Failed to load resource: the server responded with a status of 404/;

export function buildDetails(overrides: Partial<OrderDetailsInput> = {}): OrderDetailsInput {
  return { full_name: 'Sam Hunter', email: 'sam@example.com', phone_number: '555 123 4567', ...overrides };
}

/** Builds orders through the API (fast set-up for tests that are about a later screen). */
export class OrderFactory {
  constructor(private readonly request: APIRequestContext) {}

  private async call(method: 'post' | 'put', path: string, data?: unknown): Promise<OrderDetails> {
    const response = await this.request[method](path, { data });
    expect(response.ok(), `${method.toUpperCase()} ${path} answered ${response.status()}`).toBe(true);
    return (await response.json()) as OrderDetails;
  }

  create(details: Partial<OrderDetailsInput> = {}) {
    return this.call('post', '/api/orders', buildDetails(details));
  }
  animal(id: string, animal: AnimalInput) {
    return this.call('put', `/api/orders/${id}/animal`, animal);
  }
  cuts(id: string, cuts: string[]) {
    return this.call('put', `/api/orders/${id}/cuts`, { cuts });
  }
  addons(id: string, addons: AddonRowInput[]) {
    return this.call('put', `/api/orders/${id}/addons`, { addons });
  }
  /** docs/shop.md 10, 'Waitlist': the day the customer chose on the drop-off step, or that full day's waitlist. */
  dropOffDay(id: string, day: string, waitlist = false) {
    return this.call('put', `/api/orders/${id}/drop-off-day`, { drop_off_day: day, waitlist });
  }
  async get(id: string): Promise<OrderDetails> {
    const response = await this.request.get(`/api/orders/${id}`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as OrderDetails;
  }

  /** An order ready for review: deer or hog with cuts and optional add-ons. */
  async build(animal: AnimalInput, cuts: string[], addons: AddonRowInput[] = []): Promise<string> {
    const { order } = await this.create();
    await this.animal(order.id, animal);
    await this.cuts(order.id, cuts);
    if (addons.length > 0) await this.addons(order.id, addons);
    return order.id;
  }
}

/** Makes `id` the browser's current order, as if this customer had started it. */
export async function useOrder(page: Page, id: string | null): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => {
    if (value) localStorage.setItem('currentOrderId', value);
    else localStorage.removeItem('currentOrderId');
  }, id);
}

export async function currentOrderId(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('currentOrderId'));
}

/**
 * axe-core with the WCAG 2.1 A and AA rules; zero violations expected. In axe's legacy mode: one `axe.run` in the
 * page, where the default runs each frame apart and then opens a blank page to merge them. The app has no
 * frames, the results are the same, and a check takes half the time (0.35 against 0.65 to 0.95 s on the order
 * page; ADR 0801, 'CI within its budget').
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // @axe-core/playwright types its page against its own copy of playwright-core.
  let builder = new AxeBuilder({
    page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'],
  })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** The page never scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways overflow on ${new URL(page.url()).pathname}`).toBeLessThanOrEqual(0);
}

export function toast(page: Page, title: string, description?: string) {
  const toasts = page.locator('[data-sonner-toast]');
  const withTitle = toasts.filter({ has: page.getByText(title, { exact: true }) });
  return description ? withTitle.filter({ hasText: description }) : withTitle;
}

// ---------------------------------------------------------------------------------------------------------
// The shop (docs/shop.md 1): accounts and sign-in for the specs.

/** A shop account a spec can sign in with. */
export type ShopAccount = { id: string; name: string; email: string; password: string; role: Role };

export { E2E_OWNER };

let accountCounter = 0;

/** An email no other test of this run uses. */
export function uniqueEmail(prefix = 'staff'): string {
  accountCounter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${accountCounter}@e2e.example.com`;
}

async function post<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.ok(), `POST ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/** Signs `request` (and, for page.request, its page) in; the answer's user. */
export async function signInWith(
  request: APIRequestContext,
  account: Pick<ShopAccount, 'email' | 'password'>,
): Promise<SessionInfo['user']> {
  const session = await post<SessionInfo>(request, SHOP_API_PATHS.signIn.href(), {
    email: account.email,
    password: account.password,
  });
  return session.user;
}

/**
 * A new account made by the owner through the API, on a temporary password that it must change at its
 * first sign-in (docs/shop.md 1). `request` is signed in as the owner afterwards.
 */
export async function createStaffAccount(
  request: APIRequestContext,
  options: { role?: Role; name?: string } = {},
): Promise<ShopAccount> {
  await signInWith(request, E2E_OWNER);
  const role = options.role ?? 'staff';
  const temporaryPassword = `temporary-${Date.now()}`;
  const created = await post<StaffMember>(request, SHOP_API_PATHS.createStaff.href(), {
    name: options.name ?? (role === 'owner' ? 'Olive Owner' : 'Sam Staff'),
    email: uniqueEmail(role),
    role,
    temporary_password: temporaryPassword,
  });
  return { id: created.id, name: created.name, email: created.email, password: temporaryPassword, role };
}

/**
 * Sessions this worker has signed in on its app server (the one `page.request` reaches), by role: later tests
 * reuse them rather than signing in again.
 */
const sessions = new Map<
  Role,
  { account: ShopAccount; state: Awaited<ReturnType<APIRequestContext['storageState']>> }
>();

/**
 * Signs the page's browser context in to the shop: as the e2e owner, or as a staff account of this worker
 * whose temporary password has already been changed (so no page stands between it and the board). The first
 * test of a worker to ask signs in; later ones get that session's cookies (Playwright's storage state), as a
 * browser that stayed signed in would. A test that ends a session signs in by the page instead.
 */
export async function signIn(page: Page, role: Role = 'owner'): Promise<ShopAccount> {
  const known = sessions.get(role);
  if (known) {
    await page.context().addCookies(known.state.cookies);
    return known.account;
  }
  const account = await signInAnew(page, role);
  sessions.set(role, { account, state: await page.context().storageState() });
  return account;
}

async function signInAnew(page: Page, role: Role): Promise<ShopAccount> {
  if (role === 'owner') {
    const user = await signInWith(page.request, E2E_OWNER);
    return { id: user.id, name: user.name, email: E2E_OWNER.email, password: E2E_OWNER.password, role: 'owner' };
  }
  const account = await createStaffAccount(page.request, { role });
  await signInWith(page.request, account);
  const password = `${account.password}-changed`;
  await post<SessionInfo>(page.request, SHOP_API_PATHS.changePassword.href(), {
    current_password: account.password,
    new_password: password,
  });
  return { ...account, password };
}

/** A second app server of its own, for a shop state no other test may touch. */
export type IsolatedServer = AppServer;

/**
 * The built server on a database of its own, with the e2e owner: a copy of the template, or, on PostgreSQL
 * (`env.DATABASE_URL`), that database, where the owner is made at start. `owner: false`: an empty embedded
 * database with no account (the server logs the one-time setup link).
 */
export function startIsolatedServer(
  options: { owner?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<IsolatedServer> {
  const owner = options.owner ?? true;
  const fresh = !owner || Boolean(options.env?.DATABASE_URL);
  return startAppServer({ fresh, env: { ...(owner ? OWNER_ENV : {}), ...options.env } });
}

/** The setup link an isolated server without accounts logged (docs/shop.md 1). */
export async function setupLinkOf(server: IsolatedServer): Promise<string> {
  const pattern = /https?:\/\/[^\s"]+\/shop\/setup\?token=[\w-]+/;
  await expect.poll(() => pattern.test(server.output()), { message: 'the setup link in the log' }).toBe(true);
  return pattern.exec(server.output())?.[0] ?? '';
}

/** Records, from before the page's first paint, each layout shift not caused by input (read with `layoutShifts`). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
