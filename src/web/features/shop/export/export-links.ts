import type { ExportFile, ExportStage } from '../../../../domain/shop/export-range';
import { SHOP_API_PATHS } from '../../../../domain/shop/shop-api-paths';

export type ExportForm = { from: string; to: string; stage: ExportStage };

/**
 * The download's address: the API's route with the range and the stage (nothing personal in the URL).
 * A plain link downloads with the session cookie and keeps the file's name from the answer.
 */
export function exportHref(file: ExportFile, form: ExportForm): string {
  const route = file === 'orders' ? SHOP_API_PATHS.exportOrders : SHOP_API_PATHS.exportLineItems;
  const query = new URLSearchParams({ from: form.from, to: form.to, stage: form.stage });
  return `${route.href()}?${query.toString()}`;
}
