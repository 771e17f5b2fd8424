import { describe, expect, it } from 'vitest';
import { localDateOf } from './export-range';
import {
  addDays,
  feeStartsOn,
  isOverdue,
  parseReminderDays,
  pickUpBy,
  reminderDueOn,
  shortDate,
  storageChargeOf,
  unclaimedFrom,
} from './storage';

const WEEK = { reminder_days: [7], unclaimed_after_days: 30 };
const FORTNIGHT = { reminder_days: [14], unclaimed_after_days: 30 };
const TERMS = { ready_on: '2026-11-02', free_days: 14, fee_cents: 500 };

describe('storage of meat not picked up', () => {
  it('gives the free days, then charges each further day at the fee', () => {
    expect(pickUpBy(TERMS)).toBe('2026-11-16');
    expect(feeStartsOn(TERMS)).toBe('2026-11-17');
    const byDay = Array.from({ length: 22 }, (_, day) => storageChargeOf(TERMS, addDays('2026-11-02', day)));
    expect(byDay.slice(0, 15)).toEqual(Array(15).fill(null));
    expect(byDay[15]).toEqual({ days: 1, fee_cents: 500, cents: 500, label: 'Storage (1 day x $5.00)' });
    expect(byDay[20]).toEqual({ days: 6, fee_cents: 500, cents: 3000, label: 'Storage (6 days x $5.00)' });
    expect(byDay[21]?.cents).toBe(3500);
  });

  it('charges nothing without a fee, and counts across the month and the year', () => {
    expect(storageChargeOf({ ...TERMS, fee_cents: 0 }, '2027-01-30')).toBeNull();
    expect(storageChargeOf(null, '2027-01-30')).toBeNull();
    expect(storageChargeOf({ ready_on: '2026-12-20', free_days: 0, fee_cents: 250 }, '2027-01-02')).toMatchObject({
      days: 13,
      cents: 3250,
    });
  });

  it('is overdue from the first day past the free days', () => {
    expect(isOverdue(TERMS, '2026-11-16')).toBe(false);
    expect(isOverdue(TERMS, '2026-11-17')).toBe(true);
  });

  it('reminds on each reminder day, late rather than never after a missed day, and the last one stays due', () => {
    const rules = { reminder_days: [7, 14], unclaimed_after_days: 30 };
    const due = (today: string) => reminderDueOn('2026-11-02', rules, today);
    expect(due('2026-11-08')).toBeNull();
    expect(due('2026-11-09')).toBe(7);
    expect(due('2026-11-10')).toBe(7);
    expect(due('2026-11-16')).toBe(14);
    expect(due('2026-12-02')).toBe(14);
    // Past 'Unclaimed after days' the owner decides: no more reminders.
    expect(due('2026-12-03')).toBeNull();
    expect(reminderDueOn('2026-11-02', { ...rules, reminder_days: [] }, '2026-11-20')).toBeNull();
  });

  it("counts calendar days in the shop's time zone across the end of daylight saving time", () => {
    // Ready on Oct 30 at 23:30 in Chicago (CDT), 04:30 UTC on Oct 31; the clocks go back on Nov 1.
    const readyOn = localDateOf(new Date('2026-10-31T04:30:00Z'), 'America/Chicago');
    expect(readyOn).toBe('2026-10-30');
    // Day 7 starts at midnight CST on Nov 6, 06:00 UTC: a minute before, it is still day 6.
    expect(reminderDueOn(readyOn, WEEK, localDateOf(new Date('2026-11-06T05:59:00Z'), 'America/Chicago'))).toBeNull();
    expect(reminderDueOn(readyOn, WEEK, localDateOf(new Date('2026-11-06T06:00:00Z'), 'America/Chicago'))).toBe(7);
    // And in spring: ready Mar 1, day 14 is Mar 15 whatever the hour lost on Mar 8.
    expect(
      reminderDueOn('2027-03-01', FORTNIGHT, localDateOf(new Date('2027-03-15T05:00:00Z'), 'America/Chicago')),
    ).toBe(14);
  });

  it("may be marked unclaimed from the day after 'Unclaimed after days'", () => {
    expect(unclaimedFrom('2026-11-02', 30)).toBe('2026-12-03');
  });

  it("reads 'Reminder after days' as typed", () => {
    expect(parseReminderDays('7, 14')).toEqual([7, 14]);
    expect(parseReminderDays(' 14,7 ,7 ')).toEqual([7, 14]);
    expect(parseReminderDays('3 10')).toEqual([3, 10]);
    expect(parseReminderDays('')).toEqual([]);
    for (const bad of ['0', '7, x', '400', '1.5', '-3', '1,2,3,4,5,6,7,8,9,10,11']) {
      expect(parseReminderDays(bad), bad).toBeNull();
    }
  });

  it("writes a date as the messages do: 'Nov 2'", () => {
    expect(shortDate('2026-11-02')).toBe('Nov 2');
    expect(shortDate('2026-11-02', 'es')).toBe('2 nov');
  });
});
