/**
 * The customer's status page (docs/shop.md 4), as the messages link it and the web routes it. Apart from
 * api-paths.ts, so that the web's route registry, in the entry every customer downloads, does not carry the
 * API's whole table with it.
 */
export const STATUS_PAGE_PATH = '/status/:token';
export function statusPagePath(token: string): string {
  return `/status/${encodeURIComponent(token)}`;
}
