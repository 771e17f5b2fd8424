import type { AnimalType } from '../../../../domain/catalogue';
import { seasonSoFar } from '../../../../domain/shop/export-range';
import { shopRequest } from '../lib/shop-request';

export type YieldForm = { species: AnimalType; from: string; to: string };

export const getYieldReport = (form: YieldForm) =>
  shopRequest('yieldReport', [], { query: `?${new URLSearchParams(form).toString()}` });

/** The page's first view: deer, the season so far (January 1 to today), by the counter PC's calendar. */
export function firstYieldForm(now: Date): YieldForm {
  return { species: 'Deer', ...seasonSoFar(now, Intl.DateTimeFormat().resolvedOptions().timeZone) };
}
