import { z } from 'zod';
import type { StorageRules } from '../storage';
import { type SameShape, wholeNumber } from './answer-parts';

/** The settings' answers (docs/shop.md 3). */

const StorageRulesSchema = z.object({
  free_storage_days: wholeNumber,
  storage_fee_cents: wholeNumber,
  reminder_days: z.array(wholeNumber),
  unclaimed_after_days: wholeNumber,
});
const _storageRules: SameShape<z.infer<typeof StorageRulesSchema>, StorageRules> = true;

/** GET and PUT /api/shop/settings, the owner's. */
export const ShopSettingsSchema = z.object({
  shop_name: z.string(),
  phone: z.string(),
  address: z.string(),
  pickup_hours: z.string(),
  time_zone: z.string(),
  first_tag_number: wholeNumber,
  new_order_email: z.string().nullable(),
  ...StorageRulesSchema.shape,
  /** docs/shop.md 13: the shop's state or province ('IN'), null when none is chosen. */
  state: z.string().nullable(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** GET /api/shop-info: what customers see of the shop (the landing page reads it without zod). */
export const PublicShopInfoSchema = z.object({ shop_name: z.string(), phone: z.string(), pickup_hours: z.string() });
export type PublicShopInfo = z.infer<typeof PublicShopInfoSchema>;

/**
 * GET /api/shop/setup-progress (docs/shop.md 3, 'Sign-in and setup'): what the shop's setup still lacks, in words, for
 * the board.
 */
export const SetupProgressSchema = z.object({ missing: z.array(z.string()) });
export type SetupProgress = z.infer<typeof SetupProgressSchema>;
