import { SHOP_API_PATHS } from '../../../domain/shop/shop-api-paths';
import { requestJson } from '../../lib/api-client';
import { shopRequest } from './lib/shop-request';

/**
 * The calls the shop's shared code and several sections make (the session, the settings); a section's own
 * calls are in its api.ts. Each answer checked against its schema.
 */

export const getSession = () => shopRequest('session', []);
/** Sign-out answers 204 without a body. */
export const signOut = () =>
  requestJson(
    SHOP_API_PATHS.signOut.method,
    SHOP_API_PATHS.signOut.href(),
    undefined,
    (_value): _value is unknown => true,
  ).then(() => undefined);

export const getSettings = () => shopRequest('settings', []);
export const getSetupProgress = () => shopRequest('setupProgress', []);
