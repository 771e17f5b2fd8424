import { describe, expect, it } from 'vitest';
import { ExportQuerySchema } from './export-schemas';
import {
  EXPORT_MESSAGES,
  dayNumberOf,
  exportFileName,
  exportRangeIssues,
  localDateOf,
  seasonSoFar,
} from './export-range';

describe('the export range (docs/shop.md 6)', () => {
  it('reads real calendar dates only', () => {
    expect(dayNumberOf('1970-01-02')).toBe(1);
    expect(dayNumberOf('2028-02-29')).not.toBeNull();
    for (const bad of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-01', '01/11/2026', '2026-11-01T00:00', '']) {
      expect(dayNumberOf(bad)).toBeNull();
    }
  });

  it('needs both days, From no later than To, and at most 2 years', () => {
    expect(exportRangeIssues('2026-11-01', '2026-11-30')).toEqual([]);
    expect(exportRangeIssues('2026-11-01', '2026-11-01')).toEqual([]);
    expect(exportRangeIssues('2025-01-01', '2026-12-31')).toEqual([]);
    expect(exportRangeIssues(undefined, '')).toEqual([
      { path: 'from', message: EXPORT_MESSAGES.fromRequired },
      { path: 'to', message: EXPORT_MESSAGES.toRequired },
    ]);
    expect(exportRangeIssues('2026-11-31', '2026-11-30')).toEqual([
      { path: 'from', message: EXPORT_MESSAGES.notADate },
    ]);
    expect(exportRangeIssues('2026-11-30', '2026-11-01')).toEqual([
      { path: 'to', message: EXPORT_MESSAGES.toBeforeFrom },
    ]);
    expect(exportRangeIssues('2024-01-01', '2025-12-31')).toEqual([]);
    expect(exportRangeIssues('2024-01-01', '2026-01-01')).toEqual([{ path: 'to', message: EXPORT_MESSAGES.tooLong }]);
  });

  it('parses the query: stage all by default, each problem on its field', () => {
    expect(ExportQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      stage: 'all',
    });
    expect(ExportQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30', stage: 'picked_up' }).stage).toBe(
      'picked_up',
    );
    const refused = ExportQuerySchema.safeParse({ from: '2026-12-01', to: '2026-11-30', stage: 'lost' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['stage']);
    const backwards = ExportQuerySchema.safeParse({ from: '2026-12-01', to: '2026-11-30' });
    expect(backwards.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['to', EXPORT_MESSAGES.toBeforeFrom],
    ]);
  });

  it('names the files after the range', () => {
    expect(exportFileName('orders', '2026-11-01', '2026-11-30')).toBe('orders-2026-11-01-to-2026-11-30.csv');
    expect(exportFileName('line-items', '2026-11-01', '2026-11-30')).toBe('line-items-2026-11-01-to-2026-11-30.csv');
  });

  it("defaults to the season so far in the shop's time zone", () => {
    // 03:30 UTC on January 1 is still December 31 in Chicago: last season, from its January 1.
    const newYearUtc = new Date('2027-01-01T03:30:00Z');
    expect(localDateOf(newYearUtc, 'America/Chicago')).toBe('2026-12-31');
    expect(seasonSoFar(newYearUtc, 'America/Chicago')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(seasonSoFar(newYearUtc, 'Europe/Berlin')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });
});
