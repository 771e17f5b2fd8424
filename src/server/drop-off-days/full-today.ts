import { desc, eq, sql } from 'drizzle-orm';
import {
  type DropOffRules,
  dropOffDayLabel,
  isDayFull,
  isDayTakenUp,
  nextOpenDropOffDay,
  shopToday,
} from '../../domain';
import type { DropOffToday, FullToday } from '../../domain/shop';
import type { Staff } from '../lib/staff';
import type { Database, Executor } from '../db/client';
import { dropOffDayMarks, staffEvents } from '../db/shop-schema';
import { readShopSettings } from '../settings/settings-store';
import { bookedCountsFrom, lockDropOffDay } from './bookings';
import { readDropOffRules } from '../settings/drop-off-settings-store';

/** The last 'Mark today full' or 'Open today again' of a day, or undefined. */
async function lastMarkOn(db: Executor, day: string) {
  const [mark] = await db
    .select()
    .from(dropOffDayMarks)
    .where(eq(dropOffDayMarks.day, day))
    .orderBy(desc(dropOffDayMarks.createdAt))
    .limit(1);
  return mark;
}

/** The spots held from today to the season's end (none when the shop takes no bookings: none are counted). */
async function bookingsAhead(db: Executor, rules: DropOffRules, today: string) {
  if (!rules.enabled) return {};
  return bookedCountsFrom(db, today, rules.last_day !== null && rules.last_day > today ? rules.last_day : today);
}

/**
 * docs/shop.md 10: today, the shop's, is full when staff marked it so (whether or not the
 * shop takes bookings) or, with bookings on, when every spot of both animals is taken. The next open day is the
 * first later day with a spot; without bookings none is known.
 */
export async function readDropOffToday(db: Executor, now = new Date()): Promise<DropOffToday> {
  const today = shopToday(now, (await readShopSettings(db)).time_zone);
  const rules = await readDropOffRules(db);
  const mark = await lastMarkOn(db, today);
  const booked = await bookingsAhead(db, rules, today);
  const held = booked[today] ?? { Deer: 0, Hog: 0 };
  const markedFull = mark?.full ?? false;
  return {
    today,
    full: isDayFull(rules, today, held, markedFull),
    next_open_day: nextOpenDropOffDay(rules, today, booked),
    marked_full: markedFull,
    last_mark: mark ? { full: mark.full, by: mark.actorName, at: mark.createdAt.toISOString() } : null,
    taken_up: isDayTakenUp(rules, today, held),
  };
}

/** The public part, for the landing page: nothing about who marked it. */
export async function readFullToday(db: Database, now = new Date()): Promise<FullToday> {
  const { full, next_open_day } = await readDropOffToday(db, now);
  return { full, next_open_day };
}

/**
 * 'Mark today full' (full) or 'Open today again': appended to drop_off_day_marks with who and when, and to the
 * shop's history (staff_events), in one transaction, under today's day lock so that two clicks at once
 * record one change. Asking for what already is records nothing.
 */
export async function markToday(db: Database, staff: Staff, full: boolean, now = new Date()): Promise<DropOffToday> {
  return db.transaction(async (tx) => {
    const today = shopToday(now, (await readShopSettings(tx)).time_zone);
    await lockDropOffDay(tx, today);
    if (((await lastMarkOn(tx, today))?.full ?? false) !== full) {
      // The time after the lock, not the transaction's start: the latest row is the last one made.
      await tx
        .insert(dropOffDayMarks)
        .values({ day: today, full, actorId: staff.id, actorName: staff.name, createdAt: sql`clock_timestamp()` });
      const label = dropOffDayLabel(today);
      await tx.insert(staffEvents).values({
        actorId: staff.id,
        actorName: staff.name,
        subjectId: null,
        kind: full ? 'drop_off_day_marked_full' : 'drop_off_day_opened',
        summary: full ? `Marked today (${label}) full` : `Opened today (${label}) again`,
      });
    }
    return readDropOffToday(tx, now);
  });
}
