import type { z } from 'zod';
// Types only: the customer's pages read this module, and zod stays out of their chunks.
import type { CatalogueAnswerSchema } from './answers/catalogue';

/**
 * GET /api/catalogue: the current price list (docs/shop.md 5) with the structure of docs/customer-flow.md 3 the web prices it
 * with, as its schema says (answers/catalogue.ts). The answer carries a strong ETag of the version,
 * "prices-v<version>", so that a client revalidates with If-None-Match and gets 304 until the owner saves a
 * new version.
 */
export type CatalogueAnswer = z.infer<typeof CatalogueAnswerSchema>;

/** The ETag of a price list version: strong, since a version never changes. */
export function priceListEtag(version: number): string {
  return `"prices-v${version}"`;
}
