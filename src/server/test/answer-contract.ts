import { expect } from 'vitest';
import { z } from 'zod';
import type { ApiResponse, TestApp } from './test-app';

type Routes = Record<string, { method: string; path: string }>;

/**
 * The checks of one API's contract (API_ANSWERS, SHOP_ANSWERS): `expectAnswer` asserts that a route's
 * successful answer is exactly what the domain's schema of it says, each field there with its type and no
 * other (parsing drops keys the schema does not name, so one the contract lacks shows as a difference);
 * other routes, answers that are no JSON (a null schema) and error answers pass through. `checking` wraps
 * a test app so that every answer its requests read is checked so.
 */
export function answerContract<R extends Routes>(routes: R, answers: Record<keyof R, z.ZodType | null>) {
  /** Each route as its method and a pattern of its path, with the schema of its answer. */
  const table = Object.entries(routes).map(([name, route]) => ({
    method: route.method,
    pattern: new RegExp(`^${route.path.replace(/\./g, '\\.').replace(/:\w+/g, '[^/]+')}$`),
    schema: answers[name as keyof R],
  }));

  const schemaOf = (method: string, path: string): z.ZodType | null => {
    const pathname = path.split('?')[0] ?? path;
    return table.find((route) => route.method === method && route.pattern.test(pathname))?.schema ?? null;
  };

  function expectAnswer(method: string, path: string, response: ApiResponse<unknown>): void {
    if (response.status < 200 || response.status > 299) return;
    const schema = schemaOf(method, path);
    if (!schema) return;
    const parsed = schema.safeParse(response.body);
    if (!parsed.success) {
      throw new Error(`${method} ${path} answered outside its schema:\n${z.prettifyError(parsed.error)}`);
    }
    expect(parsed.data, `${method} ${path} answered fields its schema does not name`).toEqual(response.body);
  }

  const wrapped = new WeakSet<TestApp>();

  function checking(t: TestApp): TestApp {
    if (wrapped.has(t)) return t;
    const checked: TestApp = {
      ...t,
      request: async <T>(method: string, path: string, body?: unknown, options?: Parameters<TestApp['request']>[3]) => {
        const response = await t.request<T>(method, path, body, options);
        expectAnswer(method, path, response);
        return response;
      },
    };
    wrapped.add(checked);
    return checked;
  }

  return { expectAnswer, checking };
}
