import type { FastifyPluginAsync } from 'fastify';
import { UnauthenticatedError } from '../../domain';
import { SHOP_API_PATHS, SettingsInputSchema, missingShopSetup } from '../../domain/shop';
import { checkPhoneNumber } from '../../domain/phone-number';
import { MESSAGES } from '../../domain/validation';
import type { Database } from '../db/client';
import { fastifyRouteOf } from '../http/api-route';
import { parseInput } from '../http/errors';
import { saveSettings } from './save-settings';
import { readShopSettings } from './settings-store';
import type { ShopInfoCache } from './shop-info-cache';

export type SettingsRoutesOptions = {
  db: Database;
  /** What customers see of the shop, shared with the page renderer (web-app.ts), which a save refreshes. */
  shopInfo: ShopInfoCache;
  /** The shop's phone is checked as a customer's is (docs/shop.md 3): the first of these is its default country. */
  smsAllowedCountries: readonly string[];
};

/** docs/shop.md 3: the owner's Settings screen, and what customers see of the shop. */
export const settingsRoutes: FastifyPluginAsync<SettingsRoutesOptions> = async (app, options) => {
  const { shopInfo } = options;
  const ownerOnly = { shop: { roles: ['owner'] } } as const;
  // docs/shop.md 3: the shop's phone is checked as a customer's is, beside the other fields' rules; empty is
  // allowed (the setup can be finished later).
  const settingsInputSchema = SettingsInputSchema.extend({
    phone: SettingsInputSchema.shape.phone.refine(
      (phone) => phone === '' || checkPhoneNumber(phone, options.smsAllowedCountries) !== 'invalid',
      MESSAGES.invalidPhone.description,
    ),
  });

  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.settings),
    config: ownerOnly,
    handler: () => readShopSettings(options.db),
  });
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.saveSettings),
    config: ownerOnly,
    handler: async (request) => {
      const input = parseInput(settingsInputSchema, request.body);
      // The guard has set request.staff for this owner-only route.
      if (!request.staff) throw new UnauthenticatedError();
      const saved = await saveSettings(options.db, request.staff, input);
      shopInfo.invalidate();
      return saved;
    },
  });
  // Every signed-in role: the board tells staff what the owner has yet to set up.
  app.route({
    ...fastifyRouteOf(SHOP_API_PATHS.setupProgress),
    config: { shop: { roles: ['owner', 'staff'] } },
    handler: async () => ({ missing: missingShopSetup(await readShopSettings(options.db)) }),
  });
  // Public: not under /api/shop/, so the shop guard leaves it alone.
  app.route({ ...fastifyRouteOf(SHOP_API_PATHS.shopInfo), handler: () => shopInfo.get() });
};
