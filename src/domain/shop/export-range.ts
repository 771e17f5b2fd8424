import type { FieldIssue } from '../errors';
import { STAGES, type Stage } from './stages';

/**
 * docs/shop.md 6, the export's query: a range of submission dates (YYYY-MM-DD in the shop's time zone, both
 * days included) and a stage or 'all'. No zod here: the export page checks the range with these rules
 * before it offers the links (the schema is in export-schemas.ts).
 */
export const EXPORT_STAGES = ['all', ...STAGES] as const;
export type ExportStage = Stage | 'all';

/** Two years, both ends included (a leap day among them). */
export const EXPORT_MAX_DAYS = 731;

export const EXPORT_MESSAGES = {
  fromRequired: 'Enter the first day, such as 2026-11-01.',
  toRequired: 'Enter the last day, such as 2026-11-30.',
  notADate: 'Enter a date such as 2026-11-01.',
  toBeforeFrom: 'To must be the same day as From or later.',
  tooLong: 'Export at most 2 years at a time.',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date 'YYYY-MM-DD', or null ('2026-02-30' is none). */
export function dayNumberOf(text: string): number | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / 86_400_000;
}

/** What is wrong with a range, each problem on its field ('from' or 'to'); empty when it is fine. */
export function exportRangeIssues(from: string | undefined, to: string | undefined): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const first = from ? dayNumberOf(from) : null;
  const last = to ? dayNumberOf(to) : null;
  if (!from) issues.push({ path: 'from', message: EXPORT_MESSAGES.fromRequired });
  else if (first === null) issues.push({ path: 'from', message: EXPORT_MESSAGES.notADate });
  if (!to) issues.push({ path: 'to', message: EXPORT_MESSAGES.toRequired });
  else if (last === null) issues.push({ path: 'to', message: EXPORT_MESSAGES.notADate });
  if (first === null || last === null) return issues;
  if (last < first) issues.push({ path: 'to', message: EXPORT_MESSAGES.toBeforeFrom });
  else if (last - first + 1 > EXPORT_MAX_DAYS) issues.push({ path: 'to', message: EXPORT_MESSAGES.tooLong });
  return issues;
}

export type ExportFile = 'orders' | 'line-items';

/** 'orders-2026-11-01-to-2026-11-30.csv': the range travels with the file. */
export function exportFileName(file: ExportFile, from: string, to: string): string {
  return `${file}-${from}-to-${to}.csv`;
}

/** The calendar date of a moment in a time zone, 'YYYY-MM-DD'. */
export function localDateOf(moment: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The page's default: the season so far, January 1 to today in the shop's time zone. */
export function seasonSoFar(now: Date, timeZone: string): { from: string; to: string } {
  const today = localDateOf(now, timeZone);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
