import type { SavePricesInput } from '../../../../domain/shop/price-edits';
import { shopRequest } from '../lib/shop-request';

/** The owner's price calls (docs/shop.md 5); each answer checked against its schema. */

export const getPrices = () => shopRequest('prices', []);
export const getPriceVersion = (version: string) => shopRequest('priceVersion', [version]);
export const savePrices = (input: SavePricesInput) => shopRequest('savePrices', [], { body: input });
