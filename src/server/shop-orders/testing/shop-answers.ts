import { expect } from 'vitest';
import { z } from 'zod';
import { SHOP_ANSWERS, SHOP_API_PATHS } from '../../../domain/shop';
import type { ApiResponse, TestApp } from '../../test/test-app';

/** Each shop route as its method and a pattern of its path, with the schema of its answer. */
const ROUTES = Object.entries(SHOP_API_PATHS).map(([name, route]) => ({
  method: route.method,
  pattern: new RegExp(`^${route.path.replace(/\./g, '\\.').replace(/:\w+/g, '[^/]+')}$`),
  schema: SHOP_ANSWERS[name as keyof typeof SHOP_API_PATHS],
}));

/** The schema of the answer of `method path`, when it is a shop route's and answers JSON. */
function answerSchemaOf(method: string, path: string): z.ZodType | null {
  const pathname = path.split('?')[0] ?? path;
  return ROUTES.find((route) => route.method === method && route.pattern.test(pathname))?.schema ?? null;
}

/**
 * Asserts that a shop route's successful answer is exactly what the domain's schema of it says
 * (SHOP_ANSWERS): each field there with its type, and no other (parsing drops keys the schema does not
 * name, so one the contract lacks shows as a difference). Other routes and error answers pass through.
 */
export function expectShopAnswer(method: string, path: string, response: ApiResponse<unknown>): void {
  if (response.status < 200 || response.status > 299) return;
  const schema = answerSchemaOf(method, path);
  if (!schema) return;
  const parsed = schema.safeParse(response.body);
  if (!parsed.success) {
    throw new Error(`${method} ${path} answered outside its schema:\n${z.prettifyError(parsed.error)}`);
  }
  expect(parsed.data, `${method} ${path} answered fields its schema does not name`).toEqual(response.body);
}

const checking = new WeakSet<TestApp>();

/** The test app, with each shop answer its requests read asserted against its schema (expectShopAnswer). */
export function checkingShopAnswers(t: TestApp): TestApp {
  if (checking.has(t)) return t;
  const checked: TestApp = {
    ...t,
    request: async <T>(method: string, path: string, body?: unknown, options?: Parameters<TestApp['request']>[3]) => {
      const response = await t.request<T>(method, path, body, options);
      expectShopAnswer(method, path, response);
      return response;
    },
  };
  checking.add(checked);
  return checked;
}
