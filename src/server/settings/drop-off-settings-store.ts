import { eq } from 'drizzle-orm';
import { DEFAULT_DROP_OFF_RULES, type DayCapacityOverride, type DropOffRules, type Weekday } from '../../domain';
import type { Executor } from '../db/client';
import { type DropOffSettingsRow, dropOffSettings } from '../db/shop-schema';

const SETTINGS_ID = 1;

function rulesOf(row: DropOffSettingsRow): DropOffRules {
  return {
    enabled: row.enabled,
    first_day: row.firstDay,
    last_day: row.lastDay,
    weekdays: row.weekdays as Weekday[],
    deer_per_day: row.deerPerDay,
    hogs_per_day: row.hogsPerDay,
    // The driver answers a date[] in the order stored, which the save sorted.
    closed_dates: row.closedDates,
    // Written only from the domain's schema (saveDropOffSettings), so read back as it was written.
    overrides: row.overrides as DayCapacityOverride[],
    reminder_hour: row.reminderHour,
  };
}

/** The drop-off settings as every process sees them (fresh, in the caller's transaction when given one). */
export async function readDropOffRules(db: Executor): Promise<DropOffRules> {
  const [row] = await db.select().from(dropOffSettings).where(eq(dropOffSettings.id, SETTINGS_ID));
  return row ? rulesOf(row) : DEFAULT_DROP_OFF_RULES;
}

/** Makes the row if it is missing and locks it: a save compares before and after under the lock. */
export async function lockDropOffRules(db: Executor): Promise<DropOffRules> {
  await db.insert(dropOffSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
  const [row] = await db.select().from(dropOffSettings).where(eq(dropOffSettings.id, SETTINGS_ID)).for('update');
  if (!row) throw new Error('the drop-off settings row is missing');
  return rulesOf(row);
}

export async function writeDropOffRules(db: Executor, input: DropOffRules): Promise<DropOffRules> {
  const [row] = await db
    .update(dropOffSettings)
    .set({
      enabled: input.enabled,
      firstDay: input.first_day,
      lastDay: input.last_day,
      weekdays: input.weekdays,
      deerPerDay: input.deer_per_day,
      hogsPerDay: input.hogs_per_day,
      closedDates: input.closed_dates,
      overrides: input.overrides,
      reminderHour: input.reminder_hour,
      updatedAt: new Date(),
    })
    .where(eq(dropOffSettings.id, SETTINGS_ID))
    .returning();
  if (!row) throw new Error('the drop-off settings row is missing');
  return rulesOf(row);
}
