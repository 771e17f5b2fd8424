import { parse } from 'csv-parse/sync';
import type { TestStaff } from '../../test/staff';
import type { TestApp } from '../../test/test-app';

/** The export's paths, written out so that the tests check the contract rather than reuse SHOP_API_PATHS. */
export const exportPaths = {
  orders: (query: string) => `/api/shop/export/orders.csv?${query}`,
  lineItems: (query: string) => `/api/shop/export/line-items.csv?${query}`,
};

export type CsvDownload = {
  status: number;
  headers: Headers;
  /** The body as sent, BOM included. */
  bytes: Buffer;
  /** The file read back by csv-parse, one object per row keyed by the header's names. */
  rows: Record<string, string>[];
};

/** Downloads an export as a browser does with a session cookie (or none), and reads it back with csv-parse. */
export async function downloadCsv(t: TestApp, path: string, staff?: TestStaff): Promise<CsvDownload> {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: staff ? { cookie: staff.cookie } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isCsv = (response.headers.get('content-type') ?? '').startsWith('text/csv');
  const rows = isCsv ? parse<Record<string, string>>(bytes, { bom: true, columns: true }) : [];
  return { status: response.status, headers: response.headers, bytes, rows };
}

/** 'YYYY-MM-DD' moved by whole days. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A moment as the file writes it: 'YYYY-MM-DD HH:mm' in the time zone. */
export function localTimeOf(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
