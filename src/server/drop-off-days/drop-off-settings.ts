import { type DropOffRules, type DropOffSettingsInput, overbookedDays, shopToday } from '../../domain';
import type { DropOffSettingsAnswer } from '../../domain/shop';
import type { Staff } from '../lib/staff';
import type { Database, Executor } from '../db/client';
import { staffEvents } from '../db/shop-schema';
import { readShopSettings } from '../settings/settings-store';
import { bookedCountsFrom } from './bookings';
import { lockDropOffRules, readDropOffRules, writeDropOffRules } from '../settings/drop-off-settings-store';
import { type SpotMessages, promoteAllWaitlists } from './promote-waitlist';

/** The settings and the days from the shop's today on that now hold more than they take. */
async function answerFor(db: Executor, settings: DropOffRules, now: Date): Promise<DropOffSettingsAnswer> {
  const today = shopToday(now, (await readShopSettings(db)).time_zone);
  return { settings, overbooked: overbookedDays(settings, await bookedCountsFrom(db, today)) };
}

export async function getDropOffSettings(db: Database, now = new Date()): Promise<DropOffSettingsAnswer> {
  return answerFor(db, await readDropOffRules(db), now);
}

/**
 * docs/shop.md 10: the owner saves every field at once; it applies to bookings from then on. A day lowered
 * below its bookings is saved all the same and named in the answer's `overbooked` (nobody is cancelled). A save
 * that changes something is recorded in staff_events, in the same transaction, as the Settings screen's are.
 * A raised capacity (or a day opened) gives its new spots to the waitlists at once (docs/shop.md 10). A body
 * without `reminder_hour` keeps the hour saved.
 */
export async function saveDropOffSettings(
  db: Database,
  staff: Staff,
  input: DropOffSettingsInput,
  messages: SpotMessages,
  now = new Date(),
): Promise<DropOffSettingsAnswer> {
  return db.transaction(async (tx) => {
    const before = await lockDropOffRules(tx);
    const after = await writeDropOffRules(tx, { ...input, reminder_hour: input.reminder_hour ?? before.reminder_hour });
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await tx.insert(staffEvents).values({
        actorId: staff.id,
        actorName: staff.name,
        subjectId: null,
        kind: 'drop_off_settings_changed',
        summary: `Drop-off days changed: ${after.enabled ? 'customers are asked for a day' : 'customers are not asked for a day'}`,
      });
    }
    await promoteAllWaitlists(tx, messages, now);
    return answerFor(tx, after, now);
  });
}
