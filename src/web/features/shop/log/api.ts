import { SHOP_API_PATHS } from '../../../../domain/shop/shop-api-paths';
import { shopRequest } from '../lib/shop-request';

export type LogRange = { from: string; to: string };

const query = (range: LogRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();

export const getProcessorLog = (range: LogRange) => shopRequest('processorLog', [], { query: `?${query(range)}` });

/** A plain link downloads with the session cookie and keeps the file's name from the answer. */
export const processorLogCsvHref = (range: LogRange) => `${SHOP_API_PATHS.processorLogCsv.href()}?${query(range)}`;

/** The page's first range: this month so far, by the counter PC's calendar. */
export function monthSoFar(now: Date): LogRange {
  const pad = (value: number) => String(value).padStart(2, '0');
  const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  return { from: `${month}-01`, to: `${month}-${pad(now.getDate())}` };
}
