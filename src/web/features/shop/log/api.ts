import { SHOP_API_PATHS } from '../../../../domain/shop/shop-api-paths';
import { shopRequest } from '../lib/shop-request';

export type LogRange = { from: string; to: string };

const query = (range: LogRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();

export const getProcessorLog = (range: LogRange) => shopRequest('processorLog', [], { query: `?${query(range)}` });

/** A plain link downloads with the session cookie and keeps the file's name from the answer. */
export const processorLogCsvHref = (range: LogRange) => `${SHOP_API_PATHS.processorLogCsv.href()}?${query(range)}`;
