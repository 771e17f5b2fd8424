import type { PriceList } from '../../../../domain/price-list';
import type { PriceVersionAnswer, PricesAnswer, SavePricesInput } from '../../../../domain/shop/price-edits';
import { SHOP_API_PATHS } from '../../../../domain/shop/shop-api-paths';
import { requestJson } from '../../../lib/api-client';

/** The owner's price calls (docs/shop.md 5); method and URL come from SHOP_API_PATHS. */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isPriceList(value: unknown): value is PriceList {
  return (
    isObject(value) &&
    typeof value.version === 'number' &&
    typeof value.deerProcessingCents === 'number' &&
    Array.isArray(value.prep) &&
    Array.isArray(value.addons)
  );
}

function isPriceVersionAnswer(value: unknown): value is PriceVersionAnswer {
  return isPriceList(value) && typeof (value as Partial<PriceVersionAnswer>).created_by === 'string';
}

function isPricesAnswer(value: unknown): value is PricesAnswer {
  return isObject(value) && isPriceList(value.current) && Array.isArray(value.versions);
}

const P = SHOP_API_PATHS;

export const getPrices = () => requestJson(P.prices.method, P.prices.href(), undefined, isPricesAnswer);
export const getPriceVersion = (version: string) =>
  requestJson(P.priceVersion.method, P.priceVersion.href(version), undefined, isPriceVersionAnswer);
export const savePrices = (input: SavePricesInput) =>
  requestJson(P.savePrices.method, P.savePrices.href(), input, isPricesAnswer);
