import { type AnsweringShopRoute, SHOP_ANSWERS, type ShopAnswer } from '../../../../domain/shop/answers/by-route';
import { SHOP_API_PATHS } from '../../../../domain/shop/shop-api-paths';
import { requestJson } from '../../../lib/api-client';

type HrefArgs<Name extends AnsweringShopRoute> = Parameters<(typeof SHOP_API_PATHS)[Name]['href']>;

/**
 * One call of the shop API by its route's name: the method and URL come from SHOP_API_PATHS, and the answer
 * is checked against the domain's schema of that route's answer (SHOP_ANSWERS), the one the server's tests
 * assert; an answer outside it fails as 'Unexpected answer from the server.' rather than breaking a page.
 * `query` is the URL's query string with its '?'.
 */
export function shopRequest<Name extends AnsweringShopRoute>(
  name: Name,
  args: HrefArgs<Name>,
  { query = '', body }: { query?: string; body?: unknown } = {},
): Promise<ShopAnswer<Name>> {
  const route = SHOP_API_PATHS[name];
  const schema = SHOP_ANSWERS[name];
  const href = (route.href as (...hrefArgs: HrefArgs<Name>) => string)(...args);
  const isAnswer = (value: unknown): value is ShopAnswer<Name> => schema.safeParse(value).success;
  return requestJson(route.method, `${href}${query}`, body, isAnswer);
}
