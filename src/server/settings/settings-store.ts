import { eq } from 'drizzle-orm';
import type { PublicShopInfo, SettingsInput, ShopSettings } from '../../domain/shop';
import type { Executor } from '../db/client';
import { type ShopSettingsRow, shopSettings } from '../db/shop-schema';

/** The single settings row (migration 0003 seeds it); its column defaults are docs/shop.md 3's defaults. */
const SETTINGS_ID = 1;

/** The settings as the API and every reader see them. */
export function presentSettings(row: ShopSettingsRow): ShopSettings {
  return {
    shop_name: row.shopName,
    phone: row.phone,
    address: row.address,
    pickup_hours: row.pickupHours,
    time_zone: row.timeZone,
    first_tag_number: row.firstTagNumber,
    new_order_email: row.newOrderEmail,
    free_storage_days: row.freeStorageDays,
    storage_fee_cents: row.storageFeeCents,
    reminder_days: row.reminderDays,
    unclaimed_after_days: row.unclaimedAfterDays,
    state: row.state,
  };
}

/**
 * The shop's settings, read fresh (inside the caller's transaction when given one). Every process reads
 * the same row, so a save is seen everywhere; if the row were ever missing, it is made with the defaults.
 */
export async function readShopSettings(db: Executor): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ID));
  if (row) return presentSettings(row);
  const [created] = await db
    .insert(shopSettings)
    .values({ id: SETTINGS_ID })
    .onConflictDoUpdate({ target: shopSettings.id, set: { id: SETTINGS_ID } })
    .returning();
  if (!created) throw new Error('the settings row could not be created');
  return presentSettings(created);
}

/** Locks the row and answers it as it stands, for a save that compares before and after. */
export async function lockShopSettings(db: Executor): Promise<ShopSettings> {
  await readShopSettings(db);
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ID)).for('update');
  if (!row) throw new Error('the settings row is missing');
  return presentSettings(row);
}

export async function writeShopSettings(db: Executor, input: SettingsInput): Promise<ShopSettings> {
  const [row] = await db
    .update(shopSettings)
    .set({
      shopName: input.shop_name,
      phone: input.phone,
      address: input.address,
      pickupHours: input.pickup_hours,
      timeZone: input.time_zone,
      firstTagNumber: input.first_tag_number,
      newOrderEmail: input.new_order_email,
      freeStorageDays: input.free_storage_days,
      storageFeeCents: input.storage_fee_cents,
      reminderDays: input.reminder_days,
      unclaimedAfterDays: input.unclaimed_after_days,
      state: input.state,
      updatedAt: new Date(),
    })
    .where(eq(shopSettings.id, SETTINGS_ID))
    .returning();
  if (!row) throw new Error('the settings row is missing');
  return presentSettings(row);
}

/** What customers see of the shop (landing page, status page, messages). */
export function publicShopInfo(settings: ShopSettings): PublicShopInfo {
  return { shop_name: settings.shop_name, phone: settings.phone, pickup_hours: settings.pickup_hours };
}
