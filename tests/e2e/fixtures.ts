import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test as base } from '@playwright/test';
import type { AnimalInput, OrderDetails, OrderDetailsInput } from '../../src/domain/schemas';
import type { AddonRowInput } from '../../src/domain/addon-encoding';

/**
 * Shared fixtures. Like the Epic Stack, any console error in the page fails the test; a test that
 * provokes a failure on purpose declares it with `allowConsoleErrors(pattern)`.
 */
type Fixtures = {
  consoleAllowList: RegExp[];
  /** Declares console errors this test provokes on purpose (e.g. a failed request it forces). */
  allowConsoleErrors: (pattern: RegExp) => void;
  consoleGuard: void;
  orders: OrderFactory;
};

export const test = base.extend<Fixtures>({
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

/** axe-core with the WCAG 2.1 A and AA rules; zero violations expected. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // @axe-core/playwright types its page against its own copy of playwright-core.
  let builder = new AxeBuilder({
    page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'],
  }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
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
