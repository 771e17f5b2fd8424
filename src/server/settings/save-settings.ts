import type { SettingsInput, ShopSettings } from '../../domain/shop';
import type { Staff } from '../lib/staff';
import type { Database } from '../db/client';
import { staffEvents } from '../db/shop-schema';
import { lockShopSettings, writeShopSettings } from './settings-store';

/** The Settings screen's labels (docs/shop.md 3), which the history names. */
export const SETTING_LABELS: Record<keyof ShopSettings, string> = {
  shop_name: 'Shop name',
  phone: 'Phone',
  address: 'Address',
  pickup_hours: 'Pickup hours',
  time_zone: 'Time zone',
  first_tag_number: 'First tag number',
  new_order_email: 'New order email',
  free_storage_days: 'Free storage days',
  storage_fee_cents: 'Storage fee per day',
  reminder_days: 'Reminder after days',
  unclaimed_after_days: 'Unclaimed after days',
  state: 'State',
};

function changedLabels(before: ShopSettings, after: ShopSettings): string[] {
  return (Object.keys(SETTING_LABELS) as (keyof ShopSettings)[])
    .filter((key) => String(before[key]) !== String(after[key]))
    .map((key) => SETTING_LABELS[key]);
}

/**
 * The owner saves every field at once. A save that changes something is recorded in staff_events with
 * who did it and which fields changed, in the same transaction; a save that changes nothing records nothing.
 */
export async function saveSettings(db: Database, staff: Staff, input: SettingsInput): Promise<ShopSettings> {
  return db.transaction(async (tx) => {
    const before = await lockShopSettings(tx);
    const after = await writeShopSettings(tx, input);
    const changed = changedLabels(before, after);
    if (changed.length > 0) {
      await tx.insert(staffEvents).values({
        actorId: staff.id,
        actorName: staff.name,
        subjectId: null,
        kind: 'settings_changed',
        summary: `Settings changed: ${changed.join(', ')}`,
      });
    }
    return after;
  });
}
