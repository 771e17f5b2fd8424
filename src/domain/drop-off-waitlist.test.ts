import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnimalType } from './catalogue';
import { type DropOffRules, capacityOn, dayRefusal } from './drop-off-days';
import {
  reminderDropOffDay,
  reminderHourReached,
  reminderRound,
  shopHour,
  spotsForWaitlist,
  staffDayRefusal,
  waitlistRefusal,
} from './drop-off-waitlist';
import { addDays } from './shop/storage';
import { anyDay, anyRules } from './test/arbitraries';

/** November 2026: the 14th is a Saturday, opening day with 120 deer and no hogs; the 26th is closed. */
const SEASON: DropOffRules = {
  enabled: true,
  first_day: '2026-11-07',
  last_day: '2026-12-31',
  weekdays: ['friday', 'saturday', 'sunday'],
  deer_per_day: 16,
  hogs_per_day: 4,
  closed_dates: ['2026-11-27'],
  overrides: [{ day: '2026-11-14', deer: 120, hogs: 0 }],
  reminder_hour: 9,
};
const TODAY = '2026-11-10';

const anyAnimal = fc.constantFrom<AnimalType>('Deer', 'Hog');

/**
 * Rules, a day near the season (before it, in it, after it), a today a few days before it (or just after: a
 * day gone by), the animal, and how far the count booked is from the day's capacity.
 */
const anyCase = anyRules.chain((rules) =>
  fc
    .record({
      rules: fc.constant(rules),
      day: fc.integer({ min: -3, max: 93 }).map((offset) => addDays(rules.first_day ?? '2026-11-07', offset)),
      before: fc.integer({ min: -2, max: 30 }),
      animal: anyAnimal,
      extra: fc.integer({ min: -3, max: 3 }),
    })
    .map(({ before, ...c }) => ({ ...c, today: addDays(c.day, -before) })),
);

/** The count booked: capacity plus `extra`, so that days with a spot, full days and overbooked ones all come up. */
const bookedOf = (c: { rules: DropOffRules; day: string; animal: AnimalType; extra: number }) =>
  Math.max(0, capacityOn(c.rules, c.day)[c.animal] + c.extra);

describe('joining a waitlist', () => {
  it('is for a full day of the season only', () => {
    expect(waitlistRefusal(SEASON, TODAY, '2026-11-13', 'Deer', 16)).toBeNull();
    expect(waitlistRefusal(SEASON, TODAY, '2026-11-13', 'Deer', 17)).toBeNull();
    expect(waitlistRefusal(SEASON, TODAY, '2026-11-13', 'Deer', 15)).toBe('not_full');
    expect(waitlistRefusal(SEASON, TODAY, '2026-11-14', 'Deer', 16)).toBe('not_full');
    // No hogs on opening day, a closed date, a weekday the shop is shut, a day gone by, a day after the season.
    expect(waitlistRefusal(SEASON, TODAY, '2026-11-14', 'Hog', 0)).toBe('not_open');
    expect(waitlistRefusal(SEASON, TODAY, '2026-11-27', 'Deer', 16)).toBe('not_open');
    expect(waitlistRefusal(SEASON, TODAY, '2026-11-16', 'Deer', 16)).toBe('not_open');
    expect(waitlistRefusal(SEASON, TODAY, '2026-11-08', 'Deer', 16)).toBe('not_open');
    expect(waitlistRefusal(SEASON, TODAY, '2027-01-01', 'Deer', 16)).toBe('not_open');
  });

  it('accepts exactly the days the step shows as full, and refuses a day it could book instead', () => {
    fc.assert(
      fc.property(anyCase, (c) => {
        const booked = bookedOf(c);
        const capacity = capacityOn(c.rules, c.day)[c.animal];
        const refusal = waitlistRefusal(c.rules, c.today, c.day, c.animal, booked);
        const offered = c.day >= c.today && capacity > 0;
        expect(refusal).toBe(!offered ? 'not_open' : booked >= capacity ? null : 'not_full');
        // An offered day takes the order or its waitlist does, never both.
        const books = dayRefusal(c.rules, c.today, c.day, c.animal, booked) === null;
        expect(books && refusal === null).toBe(false);
        expect(books || refusal === null || !offered).toBe(true);
      }),
    );
  });
});

describe('promotion from a waitlist', () => {
  it("opens the day's spots left, none for a day gone by or with bookings off", () => {
    expect(spotsForWaitlist(SEASON, TODAY, '2026-11-13', 'Deer', 13)).toBe(3);
    expect(spotsForWaitlist(SEASON, TODAY, '2026-11-13', 'Deer', 16)).toBe(0);
    expect(spotsForWaitlist(SEASON, TODAY, '2026-11-13', 'Deer', 20)).toBe(0);
    expect(spotsForWaitlist(SEASON, TODAY, TODAY, 'Deer', 0)).toBe(0);
    expect(spotsForWaitlist(SEASON, '2026-11-13', '2026-11-13', 'Deer', 15)).toBe(1);
    expect(spotsForWaitlist(SEASON, '2026-11-14', '2026-11-13', 'Deer', 0)).toBe(0);
    expect(spotsForWaitlist({ ...SEASON, enabled: false }, TODAY, '2026-11-13', 'Deer', 0)).toBe(0);
  });

  it('never promotes past the capacity, and promotes into every spot a day from today on has', () => {
    fc.assert(
      fc.property(anyCase, fc.boolean(), (c, enabled) => {
        const rules = { ...c.rules, enabled };
        const booked = bookedOf(c);
        const capacity = capacityOn(rules, c.day)[c.animal];
        const spots = spotsForWaitlist(rules, c.today, c.day, c.animal, booked);
        expect(spots).toBeGreaterThanOrEqual(0);
        expect(booked + spots).toBeLessThanOrEqual(Math.max(booked, capacity));
        if (!enabled || c.day < c.today) expect(spots).toBe(0);
        else expect(spots).toBe(Math.max(0, capacity - booked));
        // A promoted order fills a spot the customer's step would also have booked.
        if (spots > 0) expect(dayRefusal(rules, c.today, c.day, c.animal, booked)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

describe('staff giving or moving a day', () => {
  const staff = { owner: false, overbook: false };
  const owner = { owner: true, overbook: false };
  const confirmed = { owner: true, overbook: true };

  it('takes a day with a spot from anyone; a full day is refused to staff and asked of the owner', () => {
    expect(staffDayRefusal(SEASON, TODAY, '2026-11-13', 'Deer', 15, staff)).toBeNull();
    expect(staffDayRefusal(SEASON, TODAY, '2026-11-13', 'Deer', 16, staff)).toBe('full');
    expect(staffDayRefusal(SEASON, TODAY, '2026-11-13', 'Deer', 16, { owner: false, overbook: true })).toBe('full');
    expect(staffDayRefusal(SEASON, TODAY, '2026-11-13', 'Deer', 16, owner)).toBe('confirm_overbook');
    expect(staffDayRefusal(SEASON, TODAY, '2026-11-13', 'Deer', 16, confirmed)).toBeNull();
    expect(staffDayRefusal(SEASON, TODAY, '2026-11-14', 'Hog', 0, confirmed)).toBe('not_open');
    expect(staffDayRefusal(SEASON, TODAY, '2026-11-08', 'Deer', 0, confirmed)).toBe('not_open');
  });

  it('lets only the owner overbook, only when confirmed, and never onto a day not taking the animal', () => {
    fc.assert(
      fc.property(anyCase, fc.boolean(), fc.boolean(), (c, isOwner, overbook) => {
        const booked = bookedOf(c);
        const refusal = staffDayRefusal(c.rules, c.today, c.day, c.animal, booked, { owner: isOwner, overbook });
        const customer = dayRefusal(c.rules, c.today, c.day, c.animal, booked);
        if (customer !== 'full') expect(refusal).toBe(customer);
        else if (!isOwner) expect(refusal).toBe('full');
        else expect(refusal).toBe(overbook ? null : 'confirm_overbook');
        // What staff may do never depends on the overbook flag.
        if (!isOwner) {
          expect(refusal).toBe(
            staffDayRefusal(c.rules, c.today, c.day, c.animal, booked, { owner: false, overbook: !overbook }),
          );
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('the reminder the day before', () => {
  it("is for tomorrow's drop-offs, one round a day", () => {
    expect(reminderDropOffDay('2026-11-13')).toBe('2026-11-14');
    expect(reminderDropOffDay('2026-12-31')).toBe('2027-01-01');
    expect(reminderDropOffDay('2028-02-28')).toBe('2028-02-29');
    expect(() => reminderRound('not a day')).toThrow();
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 400 }), (day, later) => {
        expect(reminderRound(reminderDropOffDay(day))).toBe(reminderRound(day) + 1);
        // Two different days never share a round, so a moved order gets its new day's reminder.
        expect(reminderRound(addDays(day, later))).toBeGreaterThan(reminderRound(day));
      }),
    );
  });

  it('goes out from the reminder hour on, never before it', () => {
    expect(reminderHourReached(8, 9)).toBe(false);
    expect(reminderHourReached(9, 9)).toBe(true);
    expect(reminderHourReached(23, 9)).toBe(true);
    expect(reminderHourReached(0, 0)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 23 }), (hour, reminderHour) => {
        expect(reminderHourReached(hour, reminderHour)).toBe(hour >= reminderHour);
        // Once reached, it stays reached for the rest of the day (a missed run is made up).
        if (reminderHourReached(hour, reminderHour) && hour < 23) {
          expect(reminderHourReached(hour + 1, reminderHour)).toBe(true);
        }
      }),
    );
  });

  it("reads the hour on the shop's clock, across the change from summer time", () => {
    expect(shopHour(new Date('2026-11-13T15:00:00Z'), 'America/Chicago')).toBe(9);
    expect(shopHour(new Date('2026-11-13T15:00:00Z'), 'Pacific/Honolulu')).toBe(5);
    expect(shopHour(new Date('2026-11-13T00:30:00Z'), 'UTC')).toBe(0);
    // November 1 2026, Chicago: 1 AM twice, then standard time.
    expect(shopHour(new Date('2026-11-01T06:30:00Z'), 'America/Chicago')).toBe(1);
    expect(shopHour(new Date('2026-11-01T07:30:00Z'), 'America/Chicago')).toBe(1);
    expect(shopHour(new Date('2026-11-01T08:30:00Z'), 'America/Chicago')).toBe(2);
  });

  it('is the UTC hour shifted by a fixed zone, always 0 to 23', () => {
    const moments = fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2035-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(moments, fc.integer({ min: -12, max: 14 }), (moment, offset) => {
        // 'Etc/GMT+6' is UTC-6: the sign is POSIX's, the opposite of the usual one.
        const zone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
        const hour = shopHour(moment, zone);
        expect(hour).toBe((((moment.getUTCHours() + offset) % 24) + 24) % 24);
      }),
    );
  });
});
