import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { dateRangeQuery } from './date-range-query';
import { EXPORT_MESSAGES } from './export-range';

const issuesOf = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('dateRangeQuery (docs/shop.md 6)', () => {
  it('gives the days, trimmed, beside the fields before and after them', () => {
    const schema = dateRangeQuery({ kind: z.enum(['a', 'b']).default('a') }, { page: z.coerce.number().default(1) });
    const result = schema.parse({ from: ' 2026-11-01 ', to: '2026-11-30', page: '2', extra: 'dropped' });
    expect(result).toEqual({ kind: 'a', from: '2026-11-01', to: '2026-11-30', page: 2 });
    // Each field keeps its type for the routes that read them.
    expectTypeOf(result).toExtend<{ kind: 'a' | 'b'; from: string; to: string; page: number }>();
    expectTypeOf(result.from).toEqualTypeOf<string>();
  });

  it('names each missing day on its field', () => {
    expect(issuesOf(dateRangeQuery().safeParse({}))).toEqual([
      { path: 'from', message: EXPORT_MESSAGES.fromRequired },
      { path: 'to', message: EXPORT_MESSAGES.toRequired },
    ]);
  });

  it("refuses a day that is not one, a 'to' before 'from' and more than two years", () => {
    const schema = dateRangeQuery();
    expect(issuesOf(schema.safeParse({ from: '2026-02-30', to: '2026-13-01' }))).toEqual([
      { path: 'from', message: EXPORT_MESSAGES.notADate },
      { path: 'to', message: EXPORT_MESSAGES.notADate },
    ]);
    expect(issuesOf(schema.safeParse({ from: '2026-11-02', to: '2026-11-01' }))).toEqual([
      { path: 'to', message: EXPORT_MESSAGES.toBeforeFrom },
    ]);
    expect(issuesOf(schema.safeParse({ from: '2024-01-01', to: '2026-01-01' }))).toEqual([
      { path: 'to', message: EXPORT_MESSAGES.tooLong },
    ]);
  });

  it("names a field's own problem in the shape's order, before the range is checked", () => {
    const schema = dateRangeQuery({ kind: z.enum(['a']) }, { page: z.number() });
    expect(issuesOf(schema.safeParse({ kind: 'x', from: '2026-11-01', page: 'x' }))).toEqual([
      { path: 'kind', message: expect.any(String) },
      { path: 'page', message: expect.any(String) },
    ]);
  });
});
