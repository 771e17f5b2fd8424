import { t } from '@lingui/core/macro';
import { drawnMeta, primeDrawnMeta } from './drawn-meta';

/**
 * The shop's name from the settings (docs/customer-flow.md 2), for the customer pages' header and titles. The server
 * draws the page with it and writes it into the page's head (`<meta name="shop-name">`, server-render.ts), where
 * the app reads it back, so that the hydrated page says what the drawn one said. '' while unset.
 */
export const SHOP_NAME_META = 'shop-name';

/** The server's render: the name the page is drawn with. */
export function primeShopName(name: string): void {
  primeDrawnMeta(SHOP_NAME_META, name);
}

export function shopName(): string {
  return drawnMeta(SHOP_NAME_META) ?? '';
}

/** A customer page's document title: 'Order Details | Ridge Line Meats', or the product's name while unset. */
export function pageTitle(title: string): string {
  return `${title} | ${shopName() || t`Game Processing Orders`}`;
}
