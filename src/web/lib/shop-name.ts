import { t } from '@lingui/core/macro';

/**
 * The shop's name from the settings (issue #25), for the customer pages' header and titles. The server draws
 * the page with it and writes it into the page's head (`<meta name="shop-name">`, server-render.ts), where
 * the app reads it back, so that the hydrated page says what the drawn one said. '' while unset.
 */
export const SHOP_NAME_META = 'shop-name';

let drawnWith: string | null = null;

/** The server's render: the name the page is drawn with. */
export function primeShopName(name: string): void {
  drawnWith = name;
}

export function shopName(): string {
  if (drawnWith !== null) return drawnWith;
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${SHOP_NAME_META}"]`)?.content.trim() ?? '';
}

/** A customer page's document title: 'Order Details | Ridge Line Meats', or the product's name while unset. */
export function pageTitle(title: string): string {
  return `${title} | ${shopName() || t`Game Processing Orders`}`;
}
