import { SHOP_PATHS } from '../shop-paths';

/** One past version of the prices, read-only: /shop/prices/2. */
export const priceVersionPath = (version: number | string) => `${SHOP_PATHS.prices}/${version}`;
